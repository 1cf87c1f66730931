import { randomInt } from "node:crypto";
import { isUniqueViolation, users, type Db } from "@arena/db";
import { eq, sql } from "drizzle-orm";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A player's own referral code: 8 characters without look-alikes (0/O, 1/I). */
export const newReferralCode = (): string =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

export interface NewUser {
  email: string;
  userName?: string | undefined;
  fullName: string;
  passwordHash?: string | null;
  countryCode?: string | null;
  mobileNumber?: string | null;
  profilePic?: string | null;
  emailVerified: boolean;
  referredBy?: string | null;
  /** True when the player still may enter a referral code (the referral modal opens). */
  refferalCodeCheck: boolean;
}

/** A free username made from a wish (e.g. the email's local part): letters and digits, numbered if taken. */
export async function freeUserName(db: Db, wish: string): Promise<string> {
  const base = (wish.replace(/[^A-Za-z0-9]/g, "").slice(0, 20) || "player").padEnd(3, "0");
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? base : `${base}${randomInt(10, 100_000)}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.userName})`, candidate.toLowerCase()));
    if (!taken) return candidate;
  }
  return `${base}${Date.now()}`;
}

/** Creates an account with its own referral code. Emails are stored lower-cased. */
export async function createUser(db: Db, input: NewUser): Promise<typeof users.$inferSelect> {
  const userName = input.userName ?? (await freeUserName(db, input.email.split("@")[0] ?? "player"));
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint when called inside a transaction, so a retry does not meet an aborted transaction.
      return await db.transaction(async (sp) => {
        const [row] = await sp
          .insert(users)
          .values({ ...input, email: input.email.toLowerCase(), userName, referralCode: newReferralCode() })
          .returning();
        return row!;
      });
    } catch (err) {
      // A clash of the random referral code is retried; any other conflict is the caller's to report.
      if (attempt < 3 && isUniqueViolation(err, "users_referral_code_unique")) continue;
      throw err;
    }
  }
}
