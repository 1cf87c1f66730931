import { SUPPORT_LIMITS } from "@arena/contracts";
import { jwtVerify, SignJWT } from "jose";
import type { AppContext } from "../../../context.js";

/**
 * The player's pass into one conversation's room: a short-lived token signed with the platform's session key, for
 * that conversation only. A visitor has no session, so this token is what proves the conversation is theirs. Its
 * issuer differs from a session token's and a monitor pass's, so it is never taken for either.
 */
const ISSUER = "coin-arena/support";

export async function issueJoinToken(ctx: Pick<AppContext, "sessionKey">, conversationId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(conversationId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + SUPPORT_LIMITS.joinTokenSeconds)
    .sign(ctx.sessionKey);
}

/** True when the token is a valid, unexpired pass into this conversation. */
export async function checkJoinToken(ctx: Pick<AppContext, "sessionKey">, token: string, conversationId: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, ctx.sessionKey, { issuer: ISSUER, algorithms: ["HS256"], subject: conversationId });
    return payload.sub === conversationId;
  } catch {
    return false;
  }
}
