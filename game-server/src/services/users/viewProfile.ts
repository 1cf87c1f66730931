import type { AdminUser, Profile } from "@arena/contracts";
import { identities, users, type Db } from "@arena/db";
import { and, eq, inArray } from "drizzle-orm";
import { notFound } from "../errors.js";

type UserRow = typeof users.$inferSelect;

/** The one mapper from a user row to the spec's profile (never a hash, never a code). */
export function toProfile(user: UserRow, walletAddress: string | null): Profile {
  return {
    _id: user.id,
    profilePic: user.profilePic,
    fullName: user.fullName,
    userName: user.userName,
    email: user.email,
    userType: user.userType,
    refferalCodeCheck: user.refferalCodeCheck,
    referralCode: user.referralCode,
    countryCode: user.countryCode,
    mobileNumber: user.mobileNumber,
    walletAddress,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Wallet addresses of these users (the first linked one each). */
export async function walletsOf(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: identities.userId, subject: identities.subject })
    .from(identities)
    .where(and(eq(identities.kind, "wallet"), inArray(identities.userId, userIds)));
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.userId)) out.set(r.userId, r.subject);
  return out;
}

export async function viewProfile(db: Db, userId: string): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found.");
  return toProfile(user, (await walletsOf(db, [userId])).get(userId) ?? null);
}

export const toAdminUser = (user: UserRow, wallet: string | null): AdminUser => ({
  ...toProfile(user, wallet),
  status: user.status,
});
