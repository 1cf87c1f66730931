import { Redis } from "ioredis";
import { messages } from "@arena/contracts";
import { DomainError } from "../errors.js";

/** Counts hits of a key in a fixed window; a Redis store shares the counts across processes. */
export interface RateLimitStore {
  /** Adds `cost` hits and returns the count in the current window. */
  hit(key: string, windowMs: number, cost?: number): Promise<number>;
  /** The count in the current window without adding to it. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryStore(now: () => number = Date.now): RateLimitStore {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async hit(key, windowMs, cost = 1) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += cost;
      counts.set(key, entry);
      if (counts.size > 50_000) for (const k of counts.keys()) if (!live(k)) counts.delete(k);
      return entry.count;
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      counts.delete(key);
    },
    async close() {},
  };
}

/**
 * Counts in Redis: the first hit of a window creates the key with the window as its expiry (PEXPIRE NX in the
 * same MULTI), so the count and the limit lift when the window ends. `prefix` keeps tests apart.
 */
export function redisStore(url: string, prefix = "arena:rl:"): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const k = (key: string) => `${prefix}${key}`;
  return {
    async hit(key, windowMs, cost = 1) {
      const [[, count]] = (await redis.multi().incrby(k(key), cost).pexpire(k(key), windowMs, "NX").exec()) as [
        [unknown, number],
      ];
      return count;
    },
    async peek(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}

export interface Limit {
  /** What is limited, e.g. "login:ip". */
  name: string;
  max: number;
  windowMs: number;
}

/** Limits of the sign-in endpoints (documented in docs/decisions.md). */
export const LIMITS = {
  loginFailuresPerIp: { name: "login-fail:ip", max: 50, windowMs: 15 * 60_000 },
  /**
   * Failures are counted per account AND client address together (the id is `email|ip`), so a stranger who
   * guesses wrong slows only themselves; the per-account ceiling below is looser and needs many addresses.
   */
  loginFailuresPerEmailAndIp: { name: "login-fail:email-ip", max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerEmail: { name: "login-fail:email", max: 100, windowMs: 15 * 60_000 },
  otpFailuresPerIp: { name: "otp-fail:ip", max: 50, windowMs: 15 * 60_000 },
  otpFailuresPerEmailAndIp: { name: "otp-fail:email-ip", max: 15, windowMs: 15 * 60_000 },
  otpFailuresPerEmail: { name: "otp-fail:email", max: 60, windowMs: 15 * 60_000 },
  /** Every reset-password call counts, right or wrong. */
  resetPasswordPerIp: { name: "reset-password:ip", max: 10, windowMs: 15 * 60_000 },
  /** Anonymous Contact Us messages, per client address. */
  contactPerIp: { name: "contact:ip", max: 10, windowMs: 60 * 60_000 },
  otpSendPerEmail: { name: "otp-send:email", max: 6, windowMs: 15 * 60_000 },
  otpSendPerIp: { name: "otp-send:ip", max: 60, windowMs: 15 * 60_000 },
  signupPerIp: { name: "signup:ip", max: 30, windowMs: 60 * 60_000 },
  // Realtime (issue 13): a private table's code seats whoever has it, so looking codes up and joining by room id
  // are counted per account. A player types a code or a password a few times; a scanner needs thousands.
  ludoLookupsPerUser: { name: "ludo-lookup:user", max: 30, windowMs: 10 * 60_000 },
  roomJoinsByIdPerUser: { name: "join-by-id:user", max: 60, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  /** Refuses (429) when the key has used up its limit already; adds nothing. */
  async check(limit: Limit, id: string): Promise<void> {
    if ((await this.store.peek(`${limit.name}:${id}`)) >= limit.max) throw new DomainError(429, messages.tooManyRequests);
  }

  /** Counts one more hit; refuses (429) once the limit is passed. */
  async consume(limit: Limit, id: string): Promise<void> {
    if ((await this.store.hit(`${limit.name}:${id}`, limit.windowMs)) > limit.max) {
      throw new DomainError(429, messages.tooManyRequests);
    }
  }

  /** Counts a failure without refusing this call (the next `check` will). */
  async fail(limit: Limit, id: string): Promise<void> {
    await this.store.hit(`${limit.name}:${id}`, limit.windowMs);
  }
}
