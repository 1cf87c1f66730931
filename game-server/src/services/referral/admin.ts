import { toCoins, type ReferralAdminOverview, type ReferralRatesUpdate, type ReferrersList } from "@arena/contracts";
import { houseSubAccount, postTransfers, referralEarnings, referralRuns, referralSettings, systemAccount, users, ensureAccount, type Db, resultRows } from "@arena/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { DomainError } from "../errors.js";
import { flaggedAmong, referralRates, REFERRAL_JOB_EVERY_MS } from "./job.js";

const rows = resultRows;

/** /referral-management's head: the rates, what was paid, waits and is held, and the job's last run. */
export async function referralOverview(db: Db): Promise<ReferralAdminOverview> {
  const [rates, [totals], [pool], [run]] = await Promise.all([
    referralRates(db),
    db
      .execute(sql`
        select coalesce(sum(amount) filter (where status = 'paid'), 0)::text as paid,
               coalesce(sum(amount) filter (where status = 'pending'), 0)::text as pending,
               coalesce(sum(amount) filter (where status = 'held'), 0)::text as held,
               coalesce(sum(amount) filter (where status = 'forfeited'), 0)::text as forfeited,
               count(distinct referrer_id)::int as referrers
        from referral_earnings`)
      .then(rows<{ paid: string; pending: string; held: string; forfeited: string; referrers: number }>),
    db.execute(sql`select coalesce(sum(balance), 0)::text as balance from ledger_accounts where kind = 'referral' and currency = 'COIN'`).then(rows<{ balance: string }>),
    db.select().from(referralRuns).orderBy(desc(referralRuns.ranAt)).limit(1),
  ]);
  return {
    rates: { directPercent: rates.directBps / 100, indirectPercent: rates.indirectBps / 100 },
    totals: {
      paid: toCoins(Number(totals?.paid ?? 0)),
      pending: toCoins(Number(totals?.pending ?? 0)),
      held: toCoins(Number(totals?.held ?? 0)),
      forfeited: toCoins(Number(totals?.forfeited ?? 0)),
    },
    referrers: Number(totals?.referrers ?? 0),
    pool: toCoins(Number(pool?.balance ?? 0)),
    lastRun: run
      ? { ranAt: run.ranAt.toISOString(), accrued: toCoins(run.accrued), paid: toCoins(run.paid), payouts: run.payouts, tookMs: run.tookMs }
      : null,
    creditEveryMinutes: REFERRAL_JOB_EVERY_MS / 60_000,
  };
}

/** New rates for what accrues from now on (earnings already accrued keep theirs); audited. */
export async function setReferralRates(db: Db, actor: AdminActor, rates: ReferralRatesUpdate): Promise<void> {
  const directBps = Math.round(rates.directPercent * 100);
  const indirectBps = Math.round(rates.indirectPercent * 100);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(referralSettings).where(eq(referralSettings.id, 1)).for("update");
    await tx
      .insert(referralSettings)
      .values({ id: 1, directBps, indirectBps, updatedBy: actor.adminId, updatedAt: new Date() })
      .onConflictDoUpdate({ target: referralSettings.id, set: { directBps, indirectBps, updatedBy: actor.adminId, updatedAt: new Date() } });
    await recordAdminAction(tx, actor, {
      action: "referral.rates",
      targetType: "referral",
      targetId: "rates",
      before: before ? { directPercent: before.directBps / 100, indirectPercent: before.indirectBps / 100 } : null,
      after: { directPercent: directBps / 100, indirectPercent: indirectBps / 100 },
    });
  });
}

/** Referrers with what they were paid, wait for and have held, most earned first; `held` keeps those with holds. */
export async function listReferrers(db: Db, q: { page: number; limit: number; search?: string | undefined; held?: boolean | undefined }): Promise<ReferrersList> {
  const search = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const base = sql`
    select u.id, u.user_name, u.email,
           (select count(*) from users c where c.referred_by = u.id)::int as direct,
           (select count(*) from users c join users p on c.referred_by = p.id where p.referred_by = u.id and c.id <> u.id)::int as indirect,
           coalesce(sum(e.amount) filter (where e.status = 'paid'), 0)::text as paid,
           coalesce(sum(e.amount) filter (where e.status = 'pending'), 0)::text as pending,
           coalesce(sum(e.amount) filter (where e.status = 'held'), 0)::text as held
    from users u join referral_earnings e on e.referrer_id = u.id
    where (${search}::text is null or u.user_name ilike ${search} or u.email ilike ${search})
    group by u.id
    having (${q.held ?? false} = false or coalesce(sum(e.amount) filter (where e.status = 'held'), 0) > 0)`;
  const [page, [total]] = await Promise.all([
    db
      .execute(sql`${base} order by coalesce(sum(e.amount) filter (where e.status <> 'forfeited'), 0) desc, u.id limit ${q.limit} offset ${(q.page - 1) * q.limit}`)
      .then(rows<{ id: string; user_name: string; email: string; direct: number; indirect: number; paid: string; pending: string; held: string }>),
    db.execute(sql`select count(*)::int as n from (${base}) x`).then(rows<{ n: number }>),
  ]);
  const flagged = await flaggedAmong(db, page.map((p) => p.id));
  const n = Number(total?.n ?? 0);
  return {
    docs: page.map((p) => ({
      userId: p.id,
      userName: p.user_name,
      email: p.email,
      direct: Number(p.direct),
      indirect: Number(p.indirect),
      paid: toCoins(Number(p.paid)),
      pending: toCoins(Number(p.pending)),
      held: toCoins(Number(p.held)),
      flagged: flagged.has(p.id),
    })),
    total: n,
    page: q.page,
    limit: q.limit,
    pages: Math.max(1, Math.ceil(n / q.limit)),
  };
}

/** A referrer's held earnings go back to pending (credited at the next run, unless still flagged then); audited. */
export async function releaseHeldEarnings(db: Db, actor: AdminActor, referrerId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(referralEarnings)
      .set({ status: "pending" })
      .where(and(eq(referralEarnings.referrerId, referrerId), eq(referralEarnings.status, "held")))
      .returning({ amount: referralEarnings.amount });
    if (released.length === 0) throw new DomainError(409, "This referrer has no held earnings.");
    const amount = released.reduce((n, r) => n + r.amount, 0);
    await recordAdminAction(tx, actor, {
      action: "referral.release",
      targetType: "user",
      targetId: referrerId,
      before: { held: toCoins(amount) },
      after: { pending: toCoins(amount), earnings: released.length },
    });
    return toCoins(amount);
  });
}

/**
 * A referrer's held earnings are taken back: marked forfeited and their coins moved referral pool → house in the same
 * transaction (key `referral:forfeit:<earning>` each, so a retry moves nothing); audited with the admin's note.
 */
export async function forfeitHeldEarnings(db: Db, actor: AdminActor, referrerId: string, note: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [referrer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, referrerId));
    if (!referrer) throw new DomainError(404, "User not found.");
    const taken = await tx
      .update(referralEarnings)
      .set({ status: "forfeited", settledAt: new Date() })
      .where(and(eq(referralEarnings.referrerId, referrerId), eq(referralEarnings.status, "held")))
      .returning({ id: referralEarnings.id, amount: referralEarnings.amount, gameId: referralEarnings.gameId });
    if (taken.length === 0) throw new DomainError(409, "This referrer has no held earnings.");
    const pool = await systemAccount(tx, "referral", "COIN");
    const transfers = [];
    for (const t of taken) {
      transfers.push({
        key: `referral:forfeit:${t.id}`,
        debit: pool,
        credit: await ensureAccount(tx, { kind: "house", currency: "COIN", ref: houseSubAccount(t.gameId) }),
        amount: t.amount,
        currency: "COIN" as const,
        kind: "referral_forfeit",
        reference: t.gameId,
      });
    }
    await postTransfers(db, transfers, tx);
    const amount = taken.reduce((n, t) => n + t.amount, 0);
    await recordAdminAction(tx, actor, {
      action: "referral.forfeit",
      targetType: "user",
      targetId: referrerId,
      before: { held: toCoins(amount), earnings: taken.length },
      after: { forfeited: toCoins(amount) },
      note,
    });
    return toCoins(amount);
  });
}
