import { authNonces, type Db } from "@arena/db";
import { and, eq, gt, isNull, lt } from "drizzle-orm";

/** What a row of `auth_nonces` is for; a value issued for one purpose is never accepted for another. */
export type AuthNoncePurpose = "oidc-state" | "oidc-ticket" | "siwe" | "password-reset";

/** Rows this long past their expiry are deleted whenever a new one is issued. */
const KEEP_EXPIRED_MS = 60 * 60_000;

export async function issueAuthNonce(
  db: Db,
  input: { nonce: string; purpose: AuthNoncePurpose; ttlMs: number; payload?: unknown },
): Promise<void> {
  const now = Date.now();
  await db.delete(authNonces).where(lt(authNonces.expiresAt, new Date(now - KEEP_EXPIRED_MS)));
  await db.insert(authNonces).values({
    nonce: input.nonce,
    purpose: input.purpose,
    payload: input.payload === undefined ? null : JSON.stringify(input.payload),
    expiresAt: new Date(now + input.ttlMs),
  });
}

const live = (nonce: string, purpose: AuthNoncePurpose) =>
  and(
    eq(authNonces.nonce, nonce),
    eq(authNonces.purpose, purpose),
    isNull(authNonces.usedAt),
    gt(authNonces.expiresAt, new Date()),
  );

/** The payload of an unused, unexpired nonce, without using it up; undefined when there is none. */
export async function peekAuthNonce(
  db: Db,
  nonce: string,
  purpose: AuthNoncePurpose,
): Promise<{ payload: unknown } | undefined> {
  const [row] = await db.select({ payload: authNonces.payload }).from(authNonces).where(live(nonce, purpose));
  return row && { payload: row.payload === null ? null : JSON.parse(row.payload) };
}

/**
 * Uses a nonce up. One conditional UPDATE, so of two concurrent callers exactly one gets the row back;
 * undefined when it is unknown, expired, already used or of another purpose.
 */
export async function consumeAuthNonce(
  db: Db,
  nonce: string,
  purpose: AuthNoncePurpose,
): Promise<{ payload: unknown } | undefined> {
  const [row] = await db
    .update(authNonces)
    .set({ usedAt: new Date() })
    .where(live(nonce, purpose))
    .returning({ payload: authNonces.payload });
  return row && { payload: row.payload === null ? null : JSON.parse(row.payload) };
}
