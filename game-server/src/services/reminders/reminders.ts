import type { ReminderEdit } from "@arena/contracts";
import { notifications, reminderDeliveries, reminderRuns, reminders, users, type Db } from "@arena/db";
import { and, count, desc, eq, inArray, isNull, lt, max, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { DomainError } from "../errors.js";
import { runPeriodically } from "../periodic.js";

/**
 * Game-play reminders (issue 17): the admin schedules one (title, text, game, audience, time, repeat); at its time one
 * process claims that sending (a run, unique per reminder and time), every player of its audience gets it once — a
 * notification in the top bar and a mail — and a repeating reminder moves to its next time. If the process dies
 * mid-run, another takes the run over after RUN_STALE_MS and goes on where it stopped: a player's copy is unique per
 * run, so nobody gets it twice. Players who turned reminders off (settings), blocked and unverified accounts get none.
 */
export const RUN_STALE_MS = 60_000;
const BATCH = 200;

const toView = (r: typeof reminders.$inferSelect, delivered: number, lastSentAt: Date | null) => ({
  _id: r.id,
  title: r.title,
  body: r.body,
  game: r.game,
  audience: r.audience,
  inactiveDays: r.inactiveDays,
  userIds: r.userIds,
  nextAt: r.nextAt.toISOString(),
  repeat: r.repeat,
  active: r.active,
  delivered,
  lastSentAt: lastSentAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function listReminders(db: Db) {
  const [rows, counts] = await Promise.all([
    db.select().from(reminders).orderBy(desc(reminders.active), reminders.nextAt),
    db
      .select({ reminderId: reminderRuns.reminderId, sent: sql<number>`coalesce(sum(${reminderRuns.sent}), 0)::int`, last: max(reminderRuns.startedAt) })
      .from(reminderRuns)
      .groupBy(reminderRuns.reminderId),
  ]);
  return { docs: rows.map((r) => { const c = counts.find((x) => x.reminderId === r.id); return toView(r, c?.sent ?? 0, c?.last ?? null); }) };
}

const fields = (e: ReminderEdit) => ({
  title: e.title,
  body: e.body,
  game: e.game,
  audience: e.audience,
  inactiveDays: e.audience === "inactive" ? e.inactiveDays : null,
  userIds: e.audience === "list" ? e.userIds : [],
  nextAt: new Date(e.sendAt),
  repeat: e.repeat,
});

export async function createReminder(db: Db, actor: AdminActor, e: ReminderEdit): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(reminders).values({ ...fields(e), createdBy: actor.adminId }).returning();
    await recordAdminAction(tx, actor, { action: "reminder.create", targetType: "reminder", targetId: row!.id, before: null, after: { ...e } });
    return row!.id;
  });
}

export async function updateReminder(db: Db, actor: AdminActor, id: string, e: ReminderEdit): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reminders).where(eq(reminders.id, id)).for("update");
    if (!before) throw new DomainError(404, "Reminder not found.");
    await tx.update(reminders).set({ ...fields(e), active: true, updatedAt: new Date() }).where(eq(reminders.id, id));
    await recordAdminAction(tx, actor, {
      action: "reminder.edit",
      targetType: "reminder",
      targetId: id,
      before: { title: before.title, audience: before.audience, nextAt: before.nextAt.toISOString(), repeat: before.repeat },
      after: { title: e.title, audience: e.audience, nextAt: e.sendAt, repeat: e.repeat },
    });
  });
}

/** Stops a reminder (kept, with what it has sent). */
export async function deleteReminder(db: Db, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reminders).where(eq(reminders.id, id)).for("update");
    if (!before) throw new DomainError(404, "Reminder not found.");
    await tx.update(reminders).set({ active: false, updatedAt: new Date() }).where(eq(reminders.id, id));
    await recordAdminAction(tx, actor, { action: "reminder.delete", targetType: "reminder", targetId: id, before: { active: before.active }, after: { active: false } });
  });
}

// ---- the job -----------------------------------------------------------------------------------------------

const nextTime = (at: Date, repeat: "none" | "daily" | "weekly") =>
  repeat === "daily" ? new Date(at.getTime() + 86_400_000) : repeat === "weekly" ? new Date(at.getTime() + 7 * 86_400_000) : at;

/**
 * One pass of the job: claims the sendings that are due (and runs whose process went quiet), and delivers each.
 * Safe to run in every process at once. Answers how many players it reached.
 */
export async function sendDueReminders(ctx: AppContext, processId: string): Promise<number> {
  const db = ctx.db;
  const due = await db.select().from(reminders).where(and(eq(reminders.active, true), lt(reminders.nextAt, new Date(Date.now() + 1))));
  const runs: (typeof reminderRuns.$inferSelect)[] = [];
  for (const r of due) {
    // The claim and the move to the next time are one transaction: one process sends each occurrence.
    const claimed = await db.transaction(async (tx) => {
      const [run] = await tx.insert(reminderRuns).values({ reminderId: r.id, occurrence: r.nextAt, processId }).onConflictDoNothing().returning();
      if (!run) return null;
      await tx
        .update(reminders)
        .set(r.repeat === "none" ? { active: false } : { nextAt: nextTime(r.nextAt, r.repeat) })
        .where(and(eq(reminders.id, r.id), eq(reminders.nextAt, r.nextAt)));
      return run;
    });
    if (claimed) runs.push(claimed);
  }
  // A run whose process stopped beating is taken over: its players who already have it are skipped.
  const stale = await db
    .update(reminderRuns)
    .set({ processId, heartbeatAt: new Date() })
    .where(and(eq(reminderRuns.status, "running"), lt(reminderRuns.heartbeatAt, new Date(Date.now() - RUN_STALE_MS))))
    .returning();
  let reached = 0;
  for (const run of [...runs, ...stale]) reached += await deliver(ctx, run);
  return reached;
}

/** The players a reminder is for now: verified, active, not opted out, and of its audience. */
async function audienceOf(db: Db, r: typeof reminders.$inferSelect): Promise<{ id: string; email: string }[]> {
  const base = and(eq(users.emailVerified, true), eq(users.status, "ACTIVE"), eq(users.remindersOff, false), eq(users.userType, "USER"));
  if (r.audience === "list") {
    if (r.userIds.length === 0) return [];
    return db.select({ id: users.id, email: users.email }).from(users).where(and(base, inArray(users.id, r.userIds)));
  }
  if (r.audience === "all") return db.select({ id: users.id, email: users.email }).from(users).where(base);
  // Inactive: no game in the last N days (a player who never played counts as inactive since sign-up).
  const since = new Date(Date.now() - (r.inactiveDays ?? 7) * 86_400_000).toISOString();
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        base,
        lt(users.createdAt, new Date(since)),
        sql`not exists (select 1 from game_records g where g.started_at >= ${since} and g.players @> jsonb_build_array(jsonb_build_object('userId', ${users.id}::text)))`,
      ),
    );
}

async function deliver(ctx: AppContext, run: typeof reminderRuns.$inferSelect): Promise<number> {
  const db = ctx.db;
  const [r] = await db.select().from(reminders).where(eq(reminders.id, run.reminderId));
  if (!r) return 0;
  const people = await audienceOf(db, r);
  let reached = 0;
  for (let i = 0; i < people.length; i += BATCH) {
    const batch = people.slice(i, i + BATCH);
    // A player's copy and their notification together; a copy that exists already (a run taken over) is skipped.
    const fresh = await db.transaction(async (tx) => {
      const made = await tx
        .insert(reminderDeliveries)
        .values(batch.map((p) => ({ runId: run.id, userId: p.id })))
        .onConflictDoNothing()
        .returning({ userId: reminderDeliveries.userId });
      if (made.length) {
        await tx.insert(notifications).values(made.map((m) => ({ userId: m.userId, kind: "reminder", title: r.title, body: r.body, link: r.game })));
      }
      await tx.update(reminderRuns).set({ heartbeatAt: new Date(), sent: sql`${reminderRuns.sent} + ${made.length}` }).where(eq(reminderRuns.id, run.id));
      return made.length;
    });
    reached += fresh;
  }
  // Mail every copy of this run not mailed yet (a run taken over mails what the dead process did not).
  const unmailed = await db
    .select({ userId: reminderDeliveries.userId, email: users.email })
    .from(reminderDeliveries)
    .innerJoin(users, eq(users.id, reminderDeliveries.userId))
    .where(and(eq(reminderDeliveries.runId, run.id), isNull(reminderDeliveries.mailedAt)));
  const link = r.game && ctx.config.PUBLIC_URL ? `\n\n${ctx.config.PUBLIC_URL}${r.game}` : "";
  for (const person of unmailed) {
    try {
      await ctx.mailer.send({ to: person.email, subject: r.title, text: `${r.body}${link}\n\nYou can turn reminders off in your settings.\n` });
      await db.update(reminderDeliveries).set({ mailedAt: new Date() }).where(and(eq(reminderDeliveries.runId, run.id), eq(reminderDeliveries.userId, person.userId)));
    } catch (err) {
      ctx.logger.warn({ err, runId: run.id }, "reminder mail failed; the run will retry it");
      return reached;
    }
  }
  await db.update(reminderRuns).set({ status: "done", finishedAt: new Date() }).where(eq(reminderRuns.id, run.id));
  return reached;
}

/** Runs the job every `everyMs` in this process (every process may: the claims keep each sending to one). */
export function startReminderJob(ctx: AppContext, processId: string, everyMs = 15_000): () => void {
  return runPeriodically(ctx, "reminder job", everyMs, () => sendDueReminders(ctx, processId));
}

// ---- the player's side -----------------------------------------------------------------------------------------

export async function listNotifications(db: Db, userId: string) {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(30),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    docs: rows.map((n) => ({ _id: n.id, kind: n.kind, title: n.title, body: n.body, link: n.link, createdAt: n.createdAt.toISOString(), read: n.readAt !== null })),
    unread: unread?.n ?? 0,
  };
}

/** Marks the player's notifications read (these, or all). */
export async function readNotifications(db: Db, userId: string, ids?: string[]): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids?.length ? inArray(notifications.id, ids) : undefined));
}

export async function preferencesOf(db: Db, userId: string) {
  const [row] = await db.select({ off: users.remindersOff }).from(users).where(eq(users.id, userId));
  return { reminders: !(row?.off ?? false) };
}

export async function setPreferences(db: Db, userId: string, prefs: { reminders: boolean }) {
  await db.update(users).set({ remindersOff: !prefs.reminders, updatedAt: new Date() }).where(eq(users.id, userId));
  return preferencesOf(db, userId);
}
