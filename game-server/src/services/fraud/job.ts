import { toCoins, type FraudKind } from "@arena/contracts";
import { fraudRuns, fraudSignals, gameRecords, sessions, users, walletTransactions, type Db } from "@arena/db";
import { and, count, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { DomainError } from "../errors.js";
import { setUserStatus } from "../users/adminUsers.js";
import { findSignals, WINDOW_DAYS, type FraudInput } from "./signals.js";

/** At most this many of the newest records of each kind are read per run: the job's cost stays bounded. */
const MAX_ROWS = 50_000;
/** Every process may run the job; a database lock lets one compute at a time. */
const LOCK_KEY = 171_717;

type Entry = { uid?: string; isBot?: boolean; winner?: boolean; outcome?: string; net?: number };

/** Who lost to whom in a finished coin game, from its recorded result (Ludo's winners list, chess's outcomes, Flash's nets). */
function lossesOf(game: string, fee: number, result: Entry[]): FraudInput["games"][number]["losses"] {
  const people = result.filter((e) => e.uid && !e.isBot && !e.uid.startsWith("bot-"));
  if (game === "chess") {
    const winner = people.find((e) => e.outcome === "win");
    return winner ? people.filter((e) => e.outcome === "loss").map((e) => ({ loser: e.uid!, winner: winner.uid!, amount: toCoins(fee) })) : [];
  }
  if (game === "flash") {
    const winners = people.filter((e) => e.winner);
    return people
      .filter((e) => (e.net ?? 0) < 0)
      .flatMap((e) => winners.map((w) => ({ loser: e.uid!, winner: w.uid!, amount: -(e.net ?? 0) / winners.length })));
  }
  const winner = people.find((e) => e.winner);
  return winner ? people.filter((e) => e !== winner).map((e) => ({ loser: e.uid!, winner: winner.uid!, amount: toCoins(fee) })) : [];
}

/** Reads the window, finds the signals, and records them (a reviewed signal reopens when its evidence grows). */
export async function runFraudScan(ctx: AppContext): Promise<{ found: number; ran: boolean }> {
  const started = Date.now();
  const since = new Date(started - WINDOW_DAYS * 86_400_000);
  return ctx.db.transaction(async (tx) => {
    const [lock] = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`).then((r) => (Array.isArray(r) ? r : ((r as { rows: unknown[] }).rows ?? []))) as { ok: boolean }[];
    if (!lock?.ok) return { found: 0, ran: false };
    const [sessionRows, games, referrals, money] = await Promise.all([
      tx.select({ userId: sessions.userId, ip: sessions.ip, device: sessions.device }).from(sessions).where(and(gte(sessions.createdAt, since), or(isNotNull(sessions.ip), isNotNull(sessions.device)))).orderBy(desc(sessions.createdAt)).limit(MAX_ROWS),
      tx
        .select({ id: gameRecords.id, game: gameRecords.game, fee: gameRecords.fee, players: gameRecords.players, result: gameRecords.result })
        .from(gameRecords)
        .where(and(gte(gameRecords.startedAt, since), eq(gameRecords.status, "finished"), eq(gameRecords.currency, "COIN")))
        .orderBy(desc(gameRecords.startedAt))
        .limit(MAX_ROWS),
      tx.select({ userId: users.id, referredBy: users.referredBy }).from(users).where(isNotNull(users.referredBy)).limit(MAX_ROWS),
      tx
        .select({
          userId: walletTransactions.userId,
          deposits: sql<string>`coalesce(sum(amount) filter (where type = 'DEPOSIT' and status = 'SUCCESS'), 0)`,
          withdrawals: sql<string>`coalesce(sum(amount) filter (where type = 'WITHDRAW' and status in ('PENDING', 'SUCCESS')), 0)`,
          played: sql<string>`coalesce(sum(amount) filter (where type in ('ENTRY_FEE', 'BUY_IN')), 0)`,
        })
        .from(walletTransactions)
        .where(and(gte(walletTransactions.createdAt, since), eq(walletTransactions.currency, "COIN")))
        .groupBy(walletTransactions.userId)
        .limit(MAX_ROWS),
    ]);
    const findings = findSignals({
      sessions: sessionRows,
      games: games.map((g) => ({
        id: g.id,
        game: g.game,
        players: g.players.filter((p) => p.userId && !p.isBot).map((p) => p.userId!),
        losses: lossesOf(g.game, g.fee, g.result as Entry[]),
      })),
      referrals,
      money: money.map((m) => ({ userId: m.userId, deposits: toCoins(Number(m.deposits)), withdrawals: toCoins(Number(m.withdrawals)), played: toCoins(Number(m.played)) })),
    });
    for (const f of findings) {
      await tx
        .insert(fraudSignals)
        .values({ kind: f.kind, key: f.key, userIds: f.userIds, evidence: f.evidence, score: f.score })
        .onConflictDoUpdate({
          target: [fraudSignals.kind, fraudSignals.key],
          set: {
            userIds: f.userIds,
            evidence: f.evidence,
            lastSeenAt: new Date(),
            // Reviewed, then seen again with more behind it: back in the queue.
            status: sql`case when ${f.score} > ${fraudSignals.score} then 'open'::fraud_signal_status else ${fraudSignals.status} end`,
            score: f.score,
          },
        });
    }
    await tx.insert(fraudRuns).values({ found: findings.length, tookMs: Date.now() - started });
    return { found: findings.length, ran: true };
  });
}

/** The job: a scan now and then every `everyMs` (default hourly) in every process; one computes at a time. */
export function startFraudJob(ctx: AppContext, everyMs = 3_600_000): () => void {
  const run = () => runFraudScan(ctx).catch((err) => ctx.logger.error({ err }, "fraud scan failed"));
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

// ---- the admin's side ------------------------------------------------------------------------------------------

export async function listFraudSignals(db: Db, q: { page: number; limit: number; status?: "open" | "reviewed" | undefined; kind?: string | undefined }) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(fraudSignals.status, q.status));
  if (q.kind) filters.push(eq(fraudSignals.kind, q.kind));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total], [run]] = await Promise.all([
    db.select().from(fraudSignals).where(where).orderBy(desc(fraudSignals.lastSeenAt), desc(fraudSignals.score)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(fraudSignals).where(where),
    db.select({ ranAt: fraudRuns.ranAt }).from(fraudRuns).orderBy(desc(fraudRuns.ranAt)).limit(1),
  ]);
  const ids = [...new Set(rows.flatMap((r) => r.userIds))];
  const people = ids.length
    ? await db.select({ id: users.id, userName: users.userName, email: users.email, status: users.status, withdrawalsHeld: users.withdrawalsHeld }).from(users).where(inArray(users.id, ids))
    : [];
  const n = total?.n ?? 0;
  return {
    docs: rows.map((r) => ({
      _id: r.id,
      kind: r.kind as FraudKind,
      key: r.key,
      accounts: r.userIds.map((id) => {
        const p = people.find((x) => x.id === id);
        return { userId: id, userName: p?.userName ?? "", email: p?.email ?? "", status: p?.status ?? "ACTIVE", withdrawalsHeld: p?.withdrawalsHeld ?? false };
      }),
      evidence: r.evidence,
      score: r.score,
      status: r.status,
      firstSeenAt: r.firstSeenAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      note: r.note,
    })),
    total: n,
    page: q.page,
    limit: q.limit,
    pages: Math.max(1, Math.ceil(n / q.limit)),
    lastRunAt: run?.ranAt.toISOString() ?? null,
  };
}

async function signalOf(db: Db, id: string) {
  const [row] = await db.select().from(fraudSignals).where(eq(fraudSignals.id, id));
  if (!row) throw new DomainError(404, "Signal not found.");
  return row;
}

export async function reviewFraudSignal(db: Db, actor: AdminActor, id: string, note: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(fraudSignals).where(eq(fraudSignals.id, id)).for("update");
    if (!row) throw new DomainError(404, "Signal not found.");
    await tx.update(fraudSignals).set({ status: "reviewed", reviewedBy: actor.adminId, reviewedAt: new Date(), note }).where(eq(fraudSignals.id, id));
    await recordAdminAction(tx, actor, { action: "fraud.review", targetType: "fraud", targetId: id, before: { status: row.status }, after: { status: "reviewed" }, note });
  });
}

/** Holds (or releases) the withdrawals of every account of a signal, audited per account. */
export async function holdWithdrawals(db: Db, actor: AdminActor, id: string, hold: boolean): Promise<void> {
  const signal = await signalOf(db, id);
  await db.transaction(async (tx) => {
    for (const userId of signal.userIds) {
      const [user] = await tx.select({ held: users.withdrawalsHeld }).from(users).where(eq(users.id, userId)).for("update");
      if (!user || user.held === hold) continue;
      await tx.update(users).set({ withdrawalsHeld: hold, updatedAt: new Date() }).where(eq(users.id, userId));
      await recordAdminAction(tx, actor, {
        action: hold ? "user.holdWithdrawals" : "user.releaseWithdrawals",
        targetType: "user",
        targetId: userId,
        before: { withdrawalsHeld: user.held },
        after: { withdrawalsHeld: hold },
        note: `fraud signal ${signal.kind}`,
      });
    }
  });
}

/** Blocks every account of a signal (admins excepted), each audited like a block from /user-management. */
export async function blockSignalAccounts(db: Db, actor: AdminActor, id: string): Promise<number> {
  const signal = await signalOf(db, id);
  const players = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, signal.userIds), eq(users.userType, "USER"), eq(users.status, "ACTIVE")));
  for (const p of players) await setUserStatus(db, actor, p.id, "BLOCKED");
  return players.length;
}
