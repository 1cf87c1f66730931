import { users } from "@arena/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { checkOtp, type OtpPurpose } from "./otp.js";
import { issueResetToken } from "./resetPassword.js";

/**
 * Verifies an emailed code. Sign-up and login codes verify the email address; a reset code answers the
 * single-use reset token that reset-password needs.
 */
export async function verifyOtp(
  ctx: AppContext,
  input: { email: string; otp: string },
  ip: string,
): Promise<{ _id: string; email: string; purpose: OtpPurpose; resetToken?: string }> {
  const code = await checkOtp(ctx, input.email, input.otp, ip);
  if (code.purpose === "reset") {
    return { _id: code.userId, email: code.email, purpose: code.purpose, resetToken: await issueResetToken(ctx, code.userId) };
  }
  await ctx.db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, code.userId));
  return { _id: code.userId, email: code.email, purpose: code.purpose };
}
