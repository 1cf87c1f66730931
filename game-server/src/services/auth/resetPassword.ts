import { otpCodes, users } from "@arena/db";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { HttpError } from "../../http/errors.js";
import { revokeUserSessions } from "../sessions/revokeSessions.js";
import { hashPassword } from "./passwords.js";

export const RESET_WINDOW_MS = 10 * 60_000;
export const RESET_MESSAGES = { verifyFirst: "Please verify the OTP first." } as const;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sets a new password for the user named by the spec's payload, but only within 10 minutes of a verified reset
 * code for that user, and only once per code. Every session of the user ends.
 */
export async function resetPassword(ctx: AppContext, input: { userId: string; password: string }): Promise<void> {
  if (!UUID_RE.test(input.userId)) throw new HttpError(400, RESET_MESSAGES.verifyFirst);
  const since = new Date(Date.now() - RESET_WINDOW_MS);
  const [grant] = await ctx.db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, input.userId),
        eq(otpCodes.purpose, "reset"),
        gt(otpCodes.verifiedAt, since),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.verifiedAt))
    .limit(1);
  if (!grant) throw new HttpError(400, RESET_MESSAGES.verifyFirst);
  const [used] = await ctx.db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, grant.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw new HttpError(400, RESET_MESSAGES.verifyFirst);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, input.userId));
  await revokeUserSessions(ctx.db, input.userId);
}
