import { users } from "@arena/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { LIMITS } from "../rateLimit/rateLimiter.js";
import { issueOtp } from "./otp.js";

/**
 * Mails a reset code when the address has an account. The answer and its timing are the same either way: the
 * mail is sent after the answer.
 */
export async function forgotPassword(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.limiter.consume(LIMITS.otpSendPerIp, ip);
  await ctx.limiter.consume(LIMITS.otpSendPerEmail, email);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user || user.status !== "ACTIVE") return;
  const { send } = await issueOtp(ctx, user, "reset");
  send.catch((err: unknown) => ctx.logger.error({ err, email }, "reset code mail failed"));
}
