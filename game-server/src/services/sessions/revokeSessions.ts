import { sessions, type Db, type Runner } from "@arena/db";
import { and, eq, isNull } from "drizzle-orm";

/** Logout: this session stops working at once. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Password reset or block: every session of the user stops working at once. */
export async function revokeUserSessions(db: Runner, userId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
