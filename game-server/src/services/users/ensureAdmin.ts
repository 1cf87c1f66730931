import { randomInt } from "node:crypto";
import { loginPasswordField, loginSchema } from "@arena/contracts";
import { hash } from "@node-rs/argon2";
import { users, type Db } from "@arena/db";
import { eq } from "drizzle-orm";

export interface EnsureAdminResult {
  created: boolean;
  /** Set only when the password was generated here and must be shown to the operator once. */
  generatedPassword?: string;
}

const LOWER = "abcdefghijkmnopqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
const SPECIAL = "#%+=@!?*-_";
const pick = (set: string) => set[randomInt(set.length)]!;

/**
 * A random 16-character password that passes every rule the login applies (the login rule for new passwords
 * and the login schema: 8 to 18 characters, upper, lower, digit and special, nothing trimmed away). Look-alike characters are left out, as
 * the operator copies it from a log. About 95 bits of entropy.
 */
export function generateAdminPassword(): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  for (;;) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL), ...Array.from({ length: 12 }, () => pick(all))];
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join("");
    // The login rule for new passwords, and the login form's and API's schema.
    const passes =
      loginPasswordField.safeParse(password).success && loginSchema.safeParse({ email: "admin@example.com", password }).success;
    if (passes) return password;
  }
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
  const generatedPassword = password ? undefined : generateAdminPassword();
  const passwordHash = await hash(password ?? generatedPassword!, { algorithm: 2 /* Argon2id */ });
  const inserted = await db
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
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another process booting at the same moment created it: only that one's printed password is real.
  if (inserted.length === 0) return { created: false };
  return generatedPassword ? { created: true, generatedPassword } : { created: true };
}
