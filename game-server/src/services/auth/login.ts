import { meetsLoginRule, messages } from "@arena/contracts";
import { users } from "@arena/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { LIMITS } from "../rateLimit/rateLimiter.js";
import { createSession, type SessionMeta } from "../sessions/createSession.js";
import { issueOtp } from "./otp.js";
import { verifyPassword } from "./passwords.js";

export const LOGIN_MESSAGES = {
  badCredentials: "Invalid email or password.",
  blocked: "Your account has been blocked.",
} as const;

export type LoginOutcome =
  | { otpVerification: true; token: string; message: string; passwordChangeRequired: boolean }
  | { otpVerification: false; message: string };

/**
 * Email + password sign-in. An unknown email costs the same password check as a wrong password and gets the
 * same answer, so neither timing nor text tells whether an account exists. An unverified account gets an OTP.
 *
 * Failures are throttled per client address, per account and address together (a stranger's guesses lock out
 * only the stranger), and under a looser per-account ceiling that takes many addresses to reach. A password
 * that logs in but fails today's login rule (accounts from before sign-up applied it) gets
 * `passwordChangeRequired`.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
  meta: SessionMeta & { ip: string },
): Promise<LoginOutcome> {
  const pair = `${input.email}|${meta.ip}`;
  await ctx.limiter.check(LIMITS.loginFailuresPerIp, meta.ip);
  await ctx.limiter.check(LIMITS.loginFailuresPerEmailAndIp, pair);
  await ctx.limiter.check(LIMITS.loginFailuresPerEmail, input.email);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk) {
    await ctx.limiter.fail(LIMITS.loginFailuresPerIp, meta.ip);
    await ctx.limiter.fail(LIMITS.loginFailuresPerEmailAndIp, pair);
    await ctx.limiter.fail(LIMITS.loginFailuresPerEmail, input.email);
    throw new DomainError(401, LOGIN_MESSAGES.badCredentials);
  }
  if (user.status !== "ACTIVE") throw new DomainError(403, LOGIN_MESSAGES.blocked);
  if (!user.emailVerified) {
    await ctx.limiter.consume(LIMITS.otpSendPerEmail, user.email);
    const { send } = await issueOtp(ctx, user, "login");
    await send;
    return { otpVerification: false, message: messages.otpSent };
  }
  const token = await createSession(ctx.db, ctx.sessionKey, user.id, meta);
  return { otpVerification: true, token, message: messages.loggedIn, passwordChangeRequired: !meetsLoginRule(input.password) };
}
