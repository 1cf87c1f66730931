import { referralDefaults, users, type Db } from "@arena/db";
import { and, eq, sql } from "drizzle-orm";

/**
 * The default referral code for a place (sign-up pre-fills it): the row for the country and state, else for
 * the country as a whole (state ''), else the platform's default. Names match without regard to case, and a
 * row whose code no player owns any more is skipped, since sign-up would refuse that code.
 */
export async function referralForPlace(
  db: Db,
  place: { country: string; state: string },
  fallback: string,
): Promise<string> {
  const country = place.country.trim().toLowerCase();
  const state = place.state.trim().toLowerCase();
  if (!country) return fallback;
  const rows = await db
    .select({ state: referralDefaults.state, code: referralDefaults.referralCode })
    .from(referralDefaults)
    .innerJoin(users, eq(users.referralCode, referralDefaults.referralCode))
    .where(
      and(
        eq(sql`lower(${referralDefaults.country})`, country),
        sql`lower(${referralDefaults.state}) in (${state}, '')`,
      ),
    );
  const exact = state ? rows.find((r) => r.state.toLowerCase() === state) : undefined;
  return (exact ?? rows.find((r) => r.state === ""))?.code ?? fallback;
}
