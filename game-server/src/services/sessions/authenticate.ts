import { sessions, users, type Db } from "@arena/db";
import { and, eq, gt, isNull } from "drizzle-orm";
import { readSessionToken, type SessionClaims } from "./sessionToken.js";

export interface AuthContext {
  userId: string;
  sessionId: string;
  userType: "USER" | "ADMIN";
  /** The name the player shows at a table: their username, else their full name (never a client-sent name). */
  displayName: string | null;
}

/**
 * The session behind a token, checked against the sessions table on every call, so logout, password reset
 * and blocking take effect at once. Null when the token is bad, revoked, expired or its user is blocked.
 */
export async function authenticate(db: Db, key: Uint8Array, token: string): Promise<AuthContext | null> {
  const claims = await readSessionToken(key, token);
  return claims ? authenticateSession(db, claims) : null;
}

/** The session named by verified claims, checked against the sessions table (as `authenticate`). */
export async function authenticateSession(db: Db, claims: SessionClaims): Promise<AuthContext | null> {
  const [row] = await db
    .select({ userId: users.id, userType: users.userType, status: users.status, userName: users.userName, fullName: users.fullName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row || row.status !== "ACTIVE") return null;
  return { userId: row.userId, sessionId: claims.sessionId, userType: row.userType, displayName: row.userName || row.fullName || null };
}

/** The token a request carries: the `token` header, or `Authorization: Bearer …`. */
export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | undefined {
  const header = headers.token;
  if (typeof header === "string" && header.trim()) return header.trim();
  const authz = headers.authorization;
  if (typeof authz === "string" && /^Bearer\s+/i.test(authz)) return authz.replace(/^Bearer\s+/i, "").trim();
  return undefined;
}
