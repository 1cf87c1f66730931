import { users } from "@arena/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { LIMITS } from "../rateLimit/rateLimiter.js";
import { issueOtp, latestOpenOtp, OTP_MESSAGES } from "./otp.js";

/**
 * A new code for the same step, allowed only once the current one has expired (the client's timer shows
 * when). An address without an account gets the same answer and no mail.
 */
export async function resendOtp(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.limiter.consume(LIMITS.otpSendPerIp, ip);
  const open = await latestOpenOtp(ctx.db, email);
  if (open && open.expiresAt.getTime() > Date.now() && open.attempts < 5) {
    throw new DomainError(400, OTP_MESSAGES.waitForExpiry);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  await ctx.limiter.consume(LIMITS.otpSendPerEmail, email);
  const purpose = open?.purpose ?? (user.emailVerified ? "reset" : "signup");
  const { send } = await issueOtp(ctx, user, purpose);
  await send;
}
