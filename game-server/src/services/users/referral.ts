import { users } from "@arena/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";

export interface Referrer {
  /** Null only when no code was given and the default code has no owner (a misconfigured platform). */
  id: string | null;
  /** True when no code was given and the platform's default code was used. */
  isDefault: boolean;
}

/**
 * The owner of a referral code. No code means the platform's default code (the spec's "fixed default"); an
 * unknown code gives null.
 */
export async function resolveReferrer(ctx: AppContext, code: string | undefined | null): Promise<Referrer | null> {
  const given = code?.trim().toUpperCase();
  const lookup = given || ctx.config.DEFAULT_REFERRAL_CODE;
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.referralCode, lookup));
  if (!owner) return given ? null : { id: null, isDefault: true };
  return { id: owner.id, isDefault: !given || given === ctx.config.DEFAULT_REFERRAL_CODE };
}
