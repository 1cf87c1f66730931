import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { memoryStore, RateLimiter, redisStore, type RateLimitStore } from "./rateLimiter.js";

const limit = { name: "test", max: 3, windowMs: 60_000 };

function behavesAsALimiter(make: () => RateLimitStore) {
  it("refuses once the limit is used up, per key, and forgets after reset", async () => {
    const store = make();
    const limiter = new RateLimiter(store);
    const id = `k${Math.random()}`;
    for (let i = 0; i < 3; i++) await limiter.consume(limit, id);
    await expect(limiter.consume(limit, id)).rejects.toMatchObject({ status: 429 });
    await expect(limiter.check(limit, `${id}-other`)).resolves.toBeUndefined();
    await store.reset(`${limit.name}:${id}`);
    await expect(limiter.check(limit, id)).resolves.toBeUndefined();
    await store.close();
  });

  it("counts failures without refusing the call that failed", async () => {
    const store = make();
    const limiter = new RateLimiter(store);
    const id = `f${Math.random()}`;
    for (let i = 0; i < 3; i++) {
      await limiter.check(limit, id);
      await limiter.fail(limit, id);
    }
    await expect(limiter.check(limit, id)).rejects.toMatchObject({ status: 429 });
    await store.close();
  });
}

describe("memory store", () => {
  behavesAsALimiter(() => memoryStore());

  it("opens a new window when the old one ends", async () => {
    let now = 0;
    const limiter = new RateLimiter(memoryStore(() => now));
    for (let i = 0; i < 3; i++) await limiter.consume(limit, "w");
    await expect(limiter.consume(limit, "w")).rejects.toMatchObject({ status: 429 });
    now += limit.windowMs;
    await expect(limiter.consume(limit, "w")).resolves.toBeUndefined();
  });
});

// Shared across processes: runs where Redis is configured (CI's second pass sets REDIS_URL; runs without it,
// e.g. a fresh machine with only the embedded defaults, must not need a Redis).
describe.skipIf(!process.env.REDIS_URL)("redis store", () => {
  behavesAsALimiter(() => redisStore(process.env.REDIS_URL!));

  it("shares counts between two clients, as two processes would", async () => {
    const a = new RateLimiter(redisStore(process.env.REDIS_URL!));
    const b = new RateLimiter(redisStore(process.env.REDIS_URL!));
    const id = `shared${Math.random()}`;
    for (let i = 0; i < 3; i++) await a.consume(limit, id);
    await expect(b.consume(limit, id)).rejects.toMatchObject({ status: 429 });
    await a.store.close();
    await b.store.close();
  });

  it("gives a key its window as expiry, so the limit lifts when the window ends", async () => {
    // Its own key prefix: nothing else reads or writes these keys.
    const prefix = `arena-test:rl:${randomBytes(4).toString("hex")}:`;
    const store = redisStore(process.env.REDIS_URL!, prefix);
    const raw = new Redis(process.env.REDIS_URL!);
    try {
      const limiter = new RateLimiter(store);
      const short = { name: "expiry", max: 2, windowMs: 600 };
      const key = `${prefix}${short.name}:player`;
      await limiter.consume(short, "player");
      const ttl = await raw.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(short.windowMs);
      await limiter.consume(short, "player");
      await expect(limiter.consume(short, "player")).rejects.toMatchObject({ status: 429 });
      // A hit inside the window does not move its end (fixed window): the expiry only counts down.
      expect(await raw.pttl(key)).toBeLessThanOrEqual(ttl);

      await new Promise((r) => setTimeout(r, short.windowMs + 200));
      expect(await raw.exists(key)).toBe(0);
      expect(await store.peek(`${short.name}:player`)).toBe(0);
      await expect(limiter.consume(short, "player")).resolves.toBeUndefined();
      // The new window has its own expiry again.
      expect(await raw.pttl(key)).toBeGreaterThan(0);
    } finally {
      await raw.del(...(await raw.keys(`${prefix}*`)), "arena-test:none");
      raw.disconnect();
      await store.close();
    }
  });
});
