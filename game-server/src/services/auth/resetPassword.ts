import { createHash, randomBytes } from "node:crypto";
import { RESET_VERIFY_FIRST } from "@arena/contracts";
import { authNonces, users } from "@arena/db";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { LIMITS } from "../rateLimit/rateLimiter.js";
import { revokeUserSessions } from "../sessions/revokeSessions.js";
import { issueAuthNonce } from "../social/authNonces.js";
import { hashPassword } from "./passwords.js";

export const RESET_WINDOW_MS = 10 * 60_000;
export const RESET_MESSAGES = { verifyFirst: RESET_VERIFY_FIRST } as const;
const PURPOSE = "password-reset";

/** Only this hash of a reset token is stored (the token is 256 random bits, so a plain SHA-256 suffices). */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Uses up every open reset token of an account. */
const killResetTokens = (ctx: AppContext, userId: string) =>
  ctx.db
    .update(authNonces)
    .set({ usedAt: new Date() })
    .where(and(eq(authNonces.purpose, PURPOSE), eq(authNonces.payload, JSON.stringify(userId)), isNull(authNonces.usedAt)));

/**
 * The answer to a verified reset code: a random single-use token, valid 10 minutes, for this account only.
 * An older open token of the account dies with it. Only its hash is stored (auth_nonces, purpose
 * `password-reset`, the user id as payload).
 */
export async function issueResetToken(ctx: AppContext, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await killResetTokens(ctx, userId);
  await issueAuthNonce(ctx.db, { nonce: hashToken(token), purpose: PURPOSE, ttlMs: RESET_WINDOW_MS, payload: userId });
  return token;
}

/**
 * Sets a new password for the user named by the spec's payload. The user id alone is not enough: the call
 * needs the reset token that verify-otp answered for that user, unused and under 10 minutes old. Every call
 * counts against the client address's limit. The token is used up (one conditional UPDATE, so of two
 * concurrent calls one wins), the account's other reset tokens die, and every session of the user ends.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { userId: string; resetToken: string; password: string },
  ip: string,
): Promise<void> {
  await ctx.limiter.consume(LIMITS.resetPasswordPerIp, ip);
  const [grant] = await ctx.db
    .update(authNonces)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authNonces.nonce, hashToken(input.resetToken)),
        eq(authNonces.purpose, PURPOSE),
        eq(authNonces.payload, JSON.stringify(input.userId)),
        isNull(authNonces.usedAt),
        gt(authNonces.expiresAt, new Date()),
      ),
    )
    .returning({ nonce: authNonces.nonce });
  if (!grant) throw new DomainError(400, RESET_MESSAGES.verifyFirst);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, input.userId));
  await killResetTokens(ctx, input.userId);
  await revokeUserSessions(ctx.db, input.userId);
}
