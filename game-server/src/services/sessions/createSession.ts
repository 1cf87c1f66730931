import { sessions, type Db } from "@arena/db";
import { signSessionToken } from "./sessionToken.js";

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  device?: string | undefined;
}

/** Opens a session for a user and returns its signed token. */
export async function createSession(db: Db, key: Uint8Array, userId: string, meta: SessionMeta = {}): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300), device: meta.device })
    .returning({ id: sessions.id });
  return signSessionToken(key, { sessionId: row!.id, userId }, expiresAt);
}
