import type { AdminUser } from "@arena/contracts";
import { users, type Db } from "@arena/db";
import { count, desc, eq, ilike, or } from "drizzle-orm";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { DomainError } from "../errors.js";
import { revokeUserSessions } from "../sessions/revokeSessions.js";
import { toAdminUser, walletsOf } from "./viewProfile.js";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users for /user-management: newest first, searched by name, username or email. */
export async function listUsers(db: Db, q: { page: number; limit: number; search: string }) {
  const term = `%${escapeLike(q.search)}%`;
  // A user id (as the audit log shows targets) finds that user; any other text searches names and emails.
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(q.search.trim());
  const where = !q.search
    ? undefined
    : byId
      ? eq(users.id, q.search.trim())
      : or(ilike(users.fullName, term), ilike(users.userName, term), ilike(users.email, term));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const wallets = await walletsOf(db, rows.map((r) => r.id));
  const docs: AdminUser[] = rows.map((r) => toAdminUser(r, wallets.get(r.id) ?? null));
  return { docs, total, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(total / q.limit)) };
}

/**
 * Blocks or unblocks a player; a block ends every session of the player at once. Admins cannot be blocked. The change
 * and its audit row (who, when, the status before and after) are one transaction.
 */
export async function setUserStatus(db: Db, actor: AdminActor, userId: string, status: "ACTIVE" | "BLOCKED"): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ userType: users.userType, status: users.status }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new DomainError(404, "User not found.");
    if (user.userType === "ADMIN" && status === "BLOCKED") throw new DomainError(400, "Admins cannot be blocked.");
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAdminAction(tx, actor, {
      action: status === "BLOCKED" ? "user.block" : "user.unblock",
      targetType: "user",
      targetId: userId,
      before: { status: user.status },
      after: { status },
    });
    if (status === "BLOCKED") await revokeUserSessions(tx, userId);
  });
}
