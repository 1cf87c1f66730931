import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { users, type Db } from "@arena/db";
import { eq } from "drizzle-orm";

export interface EnsureAdminResult {
  created: boolean;
  /** Set only when the password was generated here and must be shown to the operator once. */
  generatedPassword?: string;
}

/**
 * Makes sure the configured admin account exists with the ADMIN role. An existing account keeps its password
 * (an admin may have changed it); a new one gets ADMIN_PASSWORD, or a random one printed once at boot.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string | undefined,
  referralCode: string,
): Promise<EnsureAdminResult> {
  const address = email.toLowerCase();
  const [existing] = await db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.email, address));
  if (existing) {
    if (existing.userType !== "ADMIN") {
      await db.update(users).set({ userType: "ADMIN", updatedAt: new Date() }).where(eq(users.id, existing.id));
    }
    return { created: false };
  }
  const generatedPassword = password ? undefined : randomBytes(12).toString("base64url");
  const passwordHash = await hash(password ?? generatedPassword!, { algorithm: 2 /* Argon2id */ });
  await db
    .insert(users)
    .values({
      email: address,
      userName: "admin",
      fullName: "Administrator",
      passwordHash,
      userType: "ADMIN",
      emailVerified: true,
      // The house account owns the default referral code that sign-up falls back to.
      referralCode,
    })
    .onConflictDoNothing();
  return generatedPassword ? { created: true, generatedPassword } : { created: true };
}
