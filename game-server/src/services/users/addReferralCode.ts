import { users } from "@arena/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError, ValidationError } from "../errors.js";
import { resolveReferrer } from "./referral.js";

export const REFERRAL_MESSAGES = {
  invalid: "Please enter valid referral code.",
  already: "Referral code already added.",
  added: "Referral code added successfully.",
} as const;

/** A player who joined without a friend's code may add one once; it replaces the platform's default. */
export async function addReferralCode(ctx: AppContext, userId: string, code: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError(404, "User not found.");
  if (!user.refferalCodeCheck) throw new DomainError(400, REFERRAL_MESSAGES.already);
  const referrer = await resolveReferrer(ctx, code);
  if (!referrer?.id || referrer.id === userId || referrer.isDefault) {
    throw new ValidationError({ refferalCode: REFERRAL_MESSAGES.invalid });
  }
  await ctx.db
    .update(users)
    .set({ referredBy: referrer.id, refferalCodeCheck: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
