import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) with its recommended cost. */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified against when an email has no account, so a miss costs the same time as a wrong password.
const DUMMY_HASH = hash("not-a-real-password-0000");

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
