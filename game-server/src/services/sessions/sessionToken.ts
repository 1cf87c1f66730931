import { jwtVerify, SignJWT } from "jose";

const ISSUER = "coin-arena";

export interface SessionClaims {
  sessionId: string;
  userId: string;
}

/** A signed token naming a session row; the row decides whether it still works. */
export const signSessionToken = (key: Uint8Array, claims: SessionClaims, expiresAt: Date): Promise<string> =>
  new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);

/** The claims of a token with a valid signature and expiry, or null. */
export async function readSessionToken(key: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch {
    return null;
  }
}
