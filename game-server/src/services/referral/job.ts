import {
  postTransfers,
  referralAccruals,
  referralEarnings,
  referralPayouts,
  referralRuns,
  referralSettings,
  systemAccount,
  userAccount,
  users,
  arrayLiteral,
  type Runner,
  type TransferInput,
  resultRows,
} from "@arena/db";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { commissionParts, referralShares, type ReferralRates, type Share } from "./shares.js";

/** One database lock lets one process run the job at a time (each round is one transaction). */
const LOCK_KEY = 181_818;
/** Commission transfers looked at per round; a run does rounds until none are left (at most `MAX_ROUNDS`). */
const BATCH = 1_000;
const MAX_ROUNDS = 50;
/** How often every process tries to run the job (one computes). */
export const REFERRAL_JOB_EVERY_MS = 60 * 60_000;

const rows = resultRows;

export interface ReferralRun {
  /** False when another process held the lock: nothing was done here. */
  ran: boolean;
  /** Minor units moved house → referral pool, and pool → wallets. */
  accrued: number;
  paid: number;
  payouts: number;
}

export async function referralRates(db: Runner): Promise<ReferralRates> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1));
  return { directBps: row?.directBps ?? 0, indirectBps: row?.indirectBps ?? 0 };
}

/**
 * The accounts whose referral earnings are held, of those given: in an open fraud signal, withdrawals held by an
 * admin, or blocked.
 */
export async function flaggedAmong(db: Runner, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const ids = [...new Set(userIds)];
  const [signalled, accounts] = await Promise.all([
    db.execute(sql`select distinct u.id from fraud_signals s, jsonb_array_elements_text(s.user_ids) as u(id)
                   where s.status = 'open' and s.user_ids ?| ${arrayLiteral(ids)}::text[]`),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), or(eq(users.withdrawalsHeld, true), eq(users.status, "BLOCKED")))),
  ]);
  return new Set([...rows<{ id: string }>(signalled).map((r) => r.id), ...accounts.map((a) => a.id)]);
}

interface Commission {
  id: string;
  amount: string;
  reference: string;
  key: string;
  house: string;
}

/**
 * Accrues the referral shares of up to BATCH commission transfers nobody has looked at: each is marked looked-at,
 * its earnings written, and what they add up to moved house → referral pool, all in the caller's transaction (a
 * crash loses the whole round, and the next run does it again). Answers the minor units moved and whether the batch
 * was full (more may wait).
 */
async function accrue(ctx: AppContext, tx: Runner, rates: ReferralRates): Promise<{ amount: number; full: boolean }> {
  const commissions = rows<Commission>(
    await tx.execute(sql`
      select t.id, t.amount::text, t.reference, t.idempotency_key as key, t.credit_account_id as house
      from ledger_transfers t
      where t.kind = 'commission' and t.currency = 'COIN'
        and not exists (select 1 from referral_accruals a where a.transfer_id = t.id)
      order by t.created_at, t.id
      limit ${BATCH}`),
  );
  if (commissions.length === 0) return { amount: 0, full: false };
  // Who paid each commission: a Flash hand's cut names the winning seat; a fee game's is shared by the fees held.
  const handSeats = commissions.filter((c) => c.reference.startsWith("hand:")).map((c) => c.key.split(":cut:")[1]!);
  const feeGames = commissions.filter((c) => !c.reference.startsWith("hand:")).map((c) => c.reference);
  const [seats, stakes, games] = await Promise.all([
    handSeats.length
      ? tx.execute(sql`select id::text, user_id::text from table_seats where id = any(${arrayLiteral(handSeats)}::uuid[]) and user_id is not null`)
      : [],
    feeGames.length
      ? tx.execute(sql`
          select t.reference, a.owner_id::text as user_id,
                 sum(case when t.kind = 'entry_fee' then t.amount else -t.amount end)::text as held
          from ledger_transfers t
          join ledger_accounts a on a.id = case when t.kind = 'entry_fee' then t.debit_account_id else t.credit_account_id end
          where t.reference = any(${arrayLiteral(feeGames)}::text[]) and t.kind in ('entry_fee', 'release') and a.owner_id is not null
          group by 1, 2`)
      : [],
    tx.execute(
      sql`select id::text, game from game_records where id::text = any(${arrayLiteral(commissions.map((c) => c.reference.replace(/^hand:/, "")))}::text[])`,
    ),
  ]);
  const seatOwner = new Map(rows<{ id: string; user_id: string }>(seats).map((s) => [s.id, s.user_id]));
  const stakesOf = new Map<string, { userId: string; held: number }[]>();
  for (const s of rows<{ reference: string; user_id: string; held: string }>(stakes)) {
    stakesOf.set(s.reference, [...(stakesOf.get(s.reference) ?? []), { userId: s.user_id, held: Number(s.held) }]);
  }
  const gameKind = new Map(rows<{ id: string; game: string }>(games).map((g) => [g.id, g.game]));
  const parts = commissions.map((c) => {
    const amount = Number(c.amount);
    if (c.reference.startsWith("hand:")) {
      const owner = seatOwner.get(c.key.split(":cut:")[1]!);
      return owner ? [{ userId: owner, commission: amount }] : [];
    }
    return commissionParts(amount, stakesOf.get(c.reference) ?? []);
  });
  // Two levels of referrers, without the platform's default code (nobody earns from it).
  const players = [...new Set(parts.flat().map((p) => p.userId))];
  const referredBy = new Map<string, string | null>();
  const defaultOwner = new Set<string>();
  let ask = players;
  for (let level = 0; level < 2 && ask.length; level++) {
    const found = await tx
      .select({ id: users.id, referredBy: users.referredBy, code: users.referralCode })
      .from(users)
      .where(inArray(users.id, ask));
    for (const u of found) {
      referredBy.set(u.id, u.referredBy);
      if (u.code === ctx.config.DEFAULT_REFERRAL_CODE) defaultOwner.add(u.id);
    }
    ask = [...new Set(found.map((u) => u.referredBy).filter((id): id is string => Boolean(id) && !referredBy.has(id!)))];
  }
  for (const id of ask) {
    const [u] = await tx.select({ code: users.referralCode }).from(users).where(eq(users.id, id));
    if (u?.code === ctx.config.DEFAULT_REFERRAL_CODE) defaultOwner.add(id);
  }
  const referrerOf = (userId: string) => {
    const r = referredBy.get(userId) ?? null;
    return r && !defaultOwner.has(r) ? r : null;
  };
  const shares = commissions.map((c, i) => ({ c, shares: parts[i]!.flatMap((p) => referralShares(p, referrerOf, rates)) }));
  const all = shares.flatMap((s) => s.shares);
  const flagged = await flaggedAmong(tx, all.flatMap((s) => [s.referrerId, s.refereeId]));
  const isHeld = (s: Share) => flagged.has(s.referrerId) || flagged.has(s.refereeId);

  await tx.insert(referralAccruals).values(shares.map(({ c, shares: ss }) => ({ transferId: c.id, amount: ss.reduce((n, s) => n + s.amount, 0) })));
  if (all.length === 0) return { amount: 0, full: commissions.length === BATCH };
  await tx.insert(referralEarnings).values(
    shares.flatMap(({ c, shares: ss }) =>
      ss.map((s) => ({
        transferId: c.id,
        gameId: c.reference.replace(/^hand:/, ""),
        game: gameKind.get(c.reference.replace(/^hand:/, "")) ?? "game",
        refereeId: s.refereeId,
        referrerId: s.referrerId,
        level: s.level,
        commission: s.commission,
        rateBps: s.rateBps,
        amount: s.amount,
        status: isHeld(s) ? ("held" as const) : ("pending" as const),
      })),
    ),
  );
  const pool = await systemAccount(tx, "referral", "COIN");
  const transfers: TransferInput[] = shares
    .filter(({ shares: ss }) => ss.length > 0)
    .map(({ c, shares: ss }) => ({
      key: `referral:accrue:${c.id}`,
      debit: c.house,
      credit: pool,
      amount: ss.reduce((n, s) => n + s.amount, 0),
      currency: "COIN",
      kind: "referral_accrual",
      reference: c.reference,
    }));
  await postTransfers(ctx.db, transfers, tx);
  return { amount: transfers.reduce((n, t) => n + t.amount, 0), full: commissions.length === BATCH };
}

/**
 * Credits every referrer's pending earnings to their wallet: one payout (and one ledger transfer pool → wallet with a
 * REFERRAL line, key `referral:pay:<payout>`) per referrer. Pending earnings of accounts flagged since they accrued
 * are held instead.
 */
async function pay(ctx: AppContext, tx: Runner): Promise<{ amount: number; payouts: number }> {
  const pending = await tx
    .select({ referrerId: referralEarnings.referrerId, refereeId: referralEarnings.refereeId })
    .from(referralEarnings)
    .where(eq(referralEarnings.status, "pending"));
  if (pending.length === 0) return { amount: 0, payouts: 0 };
  const flagged = [...(await flaggedAmong(tx, pending.flatMap((p) => [p.referrerId, p.refereeId])))];
  if (flagged.length) {
    await tx
      .update(referralEarnings)
      .set({ status: "held" })
      .where(and(eq(referralEarnings.status, "pending"), or(inArray(referralEarnings.referrerId, flagged), inArray(referralEarnings.refereeId, flagged))));
  }
  const due = rows<{ referrer_id: string; amount: string; n: string }>(
    await tx.execute(sql`select referrer_id::text, sum(amount)::text as amount, count(*)::text as n
                         from referral_earnings where status = 'pending' group by 1 order by 1`),
  );
  if (due.length === 0) return { amount: 0, payouts: 0 };
  const pool = await systemAccount(tx, "referral", "COIN");
  const now = new Date();
  const transfers: TransferInput[] = [];
  for (const d of due) {
    const payoutId = randomUUID();
    const amount = Number(d.amount);
    await tx.insert(referralPayouts).values({ id: payoutId, userId: d.referrer_id, amount, earnings: Number(d.n) });
    await tx
      .update(referralEarnings)
      .set({ status: "paid", payoutId, settledAt: now })
      .where(and(eq(referralEarnings.status, "pending"), eq(referralEarnings.referrerId, d.referrer_id)));
    transfers.push({
      key: `referral:pay:${payoutId}`,
      debit: pool,
      credit: await userAccount(tx, d.referrer_id, "COIN"),
      amount,
      currency: "COIN",
      kind: "referral_reward",
      reference: payoutId,
      line: { userId: d.referrer_id, type: "REFERRAL", description: `Referral earnings from ${d.n} game${d.n === "1" ? "" : "s"}` },
    });
  }
  await postTransfers(ctx.db, transfers, tx);
  return { amount: transfers.reduce((n, t) => n + t.amount, 0), payouts: transfers.length };
}

/**
 * The referral job: accrue the shares of every commission not yet looked at, then credit what is pending. Each round
 * is one transaction under a database lock, so a rerun or a crash at any point neither pays twice nor loses a share.
 */
export async function runReferralJob(ctx: AppContext): Promise<ReferralRun> {
  const total: ReferralRun = { ran: false, accrued: 0, paid: 0, payouts: 0 };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const started = Date.now();
    const step = await ctx.db.transaction(async (tx) => {
      const [lock] = rows<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`));
      if (!lock?.ok) return null;
      const rates = await referralRates(tx);
      const accrued = await accrue(ctx, tx, rates);
      const paid = await pay(ctx, tx);
      if (accrued.amount > 0 || paid.amount > 0) {
        await tx.insert(referralRuns).values({ accrued: accrued.amount, paid: paid.amount, payouts: paid.payouts, tookMs: Date.now() - started });
      }
      return { accrued, paid };
    });
    if (!step) return total;
    total.ran = true;
    total.accrued += step.accrued.amount;
    total.paid += step.paid.amount;
    total.payouts += step.paid.payouts;
    if (!step.accrued.full) break;
  }
  return total;
}

/** The schedule: every process tries each `everyMs` (hourly by default); the lock lets one do the work. */
export function startReferralJob(ctx: AppContext, everyMs = REFERRAL_JOB_EVERY_MS): () => void {
  const run = () => runReferralJob(ctx).catch((err) => ctx.logger.error({ err }, "referral job failed"));
  const first = setTimeout(run, 90_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
