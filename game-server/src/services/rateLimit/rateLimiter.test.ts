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

// Shared across processes: runs where Redis is configured (CI's second pass).
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
});
