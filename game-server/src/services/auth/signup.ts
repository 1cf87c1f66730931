import { messages, type Signup } from "@arena/contracts";
import { users } from "@arena/db";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError, ValidationError } from "../errors.js";
import { LIMITS } from "../rateLimit/rateLimiter.js";
import { createUser } from "../users/createUser.js";
import { resolveReferrer } from "../users/referral.js";
import { issueOtp } from "./otp.js";
import { hashPassword } from "./passwords.js";

export const SIGNUP_MESSAGES = { emailTaken: "Email already exists" } as const;

/**
 * Creates an unverified account and mails its OTP. Signing up again with an email that was never verified
 * replaces the abandoned attempt rather than locking the address.
 */
export async function signup(ctx: AppContext, input: Signup, ip: string): Promise<{ _id: string; email: string }> {
  await ctx.limiter.consume(LIMITS.signupPerIp, ip);
  // Nobody signs up from a country the platform does not serve (docs/decisions.md "Jurisdictions").
  await ctx.jurisdictions.requireServed(ip);
  const [byEmail] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  if (byEmail?.emailVerified) throw new DomainError(409, SIGNUP_MESSAGES.emailTaken, { errors: { email: SIGNUP_MESSAGES.emailTaken } });
  const [byName] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.userName})`, input.userName.toLowerCase()));
  if (byName && byName.id !== byEmail?.id) {
    throw new DomainError(409, messages.usernameExists, { errors: { userName: messages.usernameExists } });
  }
  const referrer = await resolveReferrer(ctx, input.referralCode);
  if (!referrer) throw new ValidationError({ referralCode: "Please enter valid referral code." });

  const details = {
    fullName: input.fullName,
    userName: input.userName,
    passwordHash: await hashPassword(input.password),
    countryCode: input.countryCode,
    mobileNumber: input.mobileNumber,
    referredBy: referrer.id,
    refferalCodeCheck: referrer.isDefault,
  };
  const user = byEmail
    ? (await ctx.db.update(users).set({ ...details, updatedAt: new Date() }).where(eq(users.id, byEmail.id)).returning())[0]!
    : await createUser(ctx.db, { ...details, email: input.email, emailVerified: false });
  await ctx.limiter.consume(LIMITS.otpSendPerEmail, user.email);
  const { send } = await issueOtp(ctx, user, "signup");
  await send;
  return { _id: user.id, email: user.email };
}
