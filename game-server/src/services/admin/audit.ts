import type { AdminAuditEntry, AdminAuditQuery } from "@arena/contracts";
import { adminActions, users, type Db, type Runner } from "@arena/db";
import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";

/** Who acts: an admin's session through the API (with the request's address), or the operator's command line. */
export interface AdminActor {
  adminId: string | null;
  via: "api" | "cli";
  ip: string | null;
}

export interface AdminActionEntry {
  action: string;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
}

/**
 * Writes what an admin did into the audit log, in the caller's transaction: the action and its row commit together
 * or not at all. The table refuses updates and deletes (migration 0013).
 */
export async function recordAdminAction(db: Runner, actor: AdminActor, entry: AdminActionEntry): Promise<void> {
  await db.insert(adminActions).values({
    adminId: actor.adminId,
    via: actor.via,
    ip: actor.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}

/** The audit log, newest first, filtered and paged (GET /api/v1/admin/audit). */
export async function listAdminActions(db: Db, q: AdminAuditQuery) {
  const filters: SQL[] = [];
  if (q.action) filters.push(eq(adminActions.action, q.action));
  if (q.adminId) filters.push(eq(adminActions.adminId, q.adminId));
  if (q.targetId) filters.push(eq(adminActions.targetId, q.targetId));
  if (q.from) filters.push(gte(adminActions.at, new Date(q.from)));
  if (q.to) filters.push(lte(adminActions.at, new Date(q.to)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: adminActions, adminEmail: users.email })
      .from(adminActions)
      .leftJoin(users, eq(users.id, adminActions.adminId))
      .where(where)
      .orderBy(desc(adminActions.at), desc(adminActions.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(adminActions).where(where),
  ]);
  const docs: AdminAuditEntry[] = rows.map(({ row, adminEmail }) => ({
    _id: row.id,
    at: row.at.toISOString(),
    adminId: row.adminId,
    adminEmail: adminEmail ?? null,
    via: row.via,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    note: row.note,
    ip: row.ip,
  }));
  const n = total?.n ?? 0;
  return { docs, total: n, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(n / q.limit)) };
}
