import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_COUNTDOWN_MS } from "@arena/contracts";
import { otpCodes, type Db } from "@arena/db";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { LIMITS } from "../rateLimit/rateLimiter.js";

export type OtpPurpose = "signup" | "login" | "reset";
export const OTP_MAX_TRIES = 5;

export const OTP_MESSAGES = {
  invalid: "Invalid OTP.",
  expired: "OTP has expired.",
  tooManyTries: "Too many wrong attempts. Please request a new OTP.",
  waitForExpiry: "Please wait until the current OTP expires.",
} as const;

const hashCode = (key: Uint8Array, email: string, code: string) =>
  createHmac("sha256", key).update(`${email}:${code}`).digest("hex");

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The newest code mailed to an address that has not been verified yet. */
export async function latestOpenOtp(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), isNull(otpCodes.verifiedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Mails a fresh 6-digit code that expires in 3 minutes. Earlier open codes of the address die with it, so only
 * the newest one can be used. Only a keyed hash of the code is stored.
 */
export async function issueOtp(
  ctx: AppContext,
  user: { id: string; email: string },
  purpose: OtpPurpose,
): Promise<{ send: Promise<void> }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = new Date();
  await ctx.db
    .update(otpCodes)
    .set({ expiresAt: now })
    .where(and(eq(otpCodes.email, user.email), isNull(otpCodes.verifiedAt), gt(otpCodes.expiresAt, now)));
  await ctx.db.insert(otpCodes).values({
    userId: user.id,
    email: user.email,
    purpose,
    codeHash: hashCode(ctx.otpKey, user.email, code),
    expiresAt: new Date(now.getTime() + OTP_COUNTDOWN_MS),
  });
  const what = purpose === "reset" ? "reset your password" : "verify your email address";
  const send = ctx.mailer.send({
    to: user.email,
    subject: `Your Coin Arena code: ${code}`,
    text: `Your Coin Arena code is ${code}.\n\nUse it to ${what}. It expires in 3 minutes.\nIf you did not ask for it, you can ignore this email.`,
    html: `<p>Your Coin Arena code is</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p><p>Use it to ${what}. It expires in 3 minutes.</p><p>If you did not ask for it, you can ignore this email.</p>`,
  });
  return { send };
}

/**
 * Checks a code. Every try takes one of the code's five chances before it is compared (atomically), so not
 * even parallel guesses get more than five, and a sixth try fails even with the right code.
 */
export async function checkOtp(ctx: AppContext, email: string, code: string, ip: string) {
  // Throttled like login: per address, per account and address together, and a looser per-account ceiling.
  const pair = `${email}|${ip}`;
  await ctx.limiter.check(LIMITS.otpFailuresPerIp, ip);
  await ctx.limiter.check(LIMITS.otpFailuresPerEmailAndIp, pair);
  await ctx.limiter.check(LIMITS.otpFailuresPerEmail, email);
  const row = await latestOpenOtp(ctx.db, email);
  if (!row) throw new DomainError(400, OTP_MESSAGES.invalid);
  const [taken] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_TRIES), isNull(otpCodes.verifiedAt)))
    .returning({ attempts: otpCodes.attempts });
  if (!taken) throw new DomainError(400, OTP_MESSAGES.tooManyTries);
  if (row.expiresAt.getTime() <= Date.now()) throw new DomainError(400, OTP_MESSAGES.expired);
  if (!sameHash(row.codeHash, hashCode(ctx.otpKey, email, code))) {
    await ctx.limiter.fail(LIMITS.otpFailuresPerIp, ip);
    await ctx.limiter.fail(LIMITS.otpFailuresPerEmailAndIp, pair);
    await ctx.limiter.fail(LIMITS.otpFailuresPerEmail, email);
    throw new DomainError(400, OTP_MESSAGES.invalid);
  }
  const [verified] = await ctx.db
    .update(otpCodes)
    .set({ verifiedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.verifiedAt)))
    .returning();
  if (!verified) throw new DomainError(400, OTP_MESSAGES.invalid);
  return verified;
}
