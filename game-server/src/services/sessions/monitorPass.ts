import { MONITOR_PASS_SECONDS } from "@arena/contracts";
import { jwtVerify, SignJWT } from "jose";
import type { AppContext } from "../../context.js";
import { authenticateSession, type AuthContext } from "./authenticate.js";

/**
 * The browser's pass to the Colyseus monitor: the monitor is a page of its own (no way to add a header), so an admin's
 * session buys a short-lived signed cookie scoped to the monitor's path. Its issuer differs from a session token's,
 * so a pass is never taken for a session anywhere else; each request with it checks the session again (a logout, a
 * block or a demotion ends it at once).
 */
const ISSUER = "coin-arena/monitor";
export const MONITOR_COOKIE = "arena_monitor";

export async function issueMonitorPass(ctx: Pick<AppContext, "sessionKey">, auth: AuthContext): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + MONITOR_PASS_SECONDS * 1000);
  const token = await new SignJWT({ sid: auth.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(auth.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ctx.sessionKey);
  return { token, expiresAt };
}

/** The session behind a monitor pass (still valid, its user still active), or null. */
export async function authenticateMonitorPass(ctx: Pick<AppContext, "db" | "sessionKey">, token: string): Promise<AuthContext | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.sessionKey, { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
    return await authenticateSession(ctx.db, { sessionId: payload.sid, userId: payload.sub });
  } catch {
    return null;
  }
}

/** The pass in a request's Cookie header, if any. */
export function monitorPassFromCookie(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === MONITOR_COOKIE && value.length) return decodeURIComponent(value.join("="));
  }
  return undefined;
}
