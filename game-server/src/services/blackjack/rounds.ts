import {
  BLACKJACK_DEFAULT_BETS,
  BLACKJACK_GAME,
  BLACKJACK_PERIODS,
  BLACKJACK_RTP,
  toCoins,
  toMinor,
  type BlackjackBetList,
  type BlackjackLeaderboard,
  type BlackjackPeriod,
  type BlackjackRoundRecord,
  type BlackjackSummary,
} from "@arena/contracts";
import { blackjackRounds, blackjackSettings, ensureAccount, postTransfers, resultRows, type Db, type Runner } from "@arena/db";
import { BLACKJACK_RULES } from "@arena/rules-blackjack";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { buyIn, cashOut, RECOVERY_LINES } from "../coins/tableSeats.js";
import { findGame, recordGameEnd } from "../games/records.js";

/**
 * Black Jack's money (issue 19), on the seat escrows of tables (`table_seats`, migration 0012): a round is a seat whose
 * id is the round's game id. The bet, and each double, split and insurance after it, is a buy-in (wallet → the round's
 * escrow `seat:<id>`, one idempotency key each, a wallet line naming it). Settlement is one transaction: the house's
 * side (the Black Jack bank, a `bonus` account with ref `bank:blackjack` that may dip below zero on a lucky streak)
 * pays the round's gain into the escrow or takes its loss out, the escrow goes back to the wallet (what the round paid),
 * the round is written for the leaderboard and its record closed. A round whose process died never settled: recovery
 * cashes its escrow out (every stake back), as for any open seat.
 */

const BANK = { kind: "bonus" as const, currency: "COIN" as const, ref: "bank:blackjack" };

export const BLACKJACK_LINES = {
  bet: "Black Jack bet",
  double: "Black Jack double",
  split: "Black Jack split",
  insurance: "Black Jack insurance",
  paid: "Black Jack payout",
  refunded: RECOVERY_LINES.blackjack!,
} as const;

export type StakeReason = "bet" | "double" | "split" | "insurance";

export interface RoundRef {
  gameId: string;
  roomId: string;
  userId: string;
}

/** Holds one stake of a round from the player's wallet (one buy-in of the round's seat). */
export async function holdStake(ctx: AppContext, round: RoundRef, amount: number, reason: StakeReason): Promise<void> {
  await buyIn(
    ctx,
    { seatId: round.gameId, game: BLACKJACK_GAME, roomId: round.roomId, userId: round.userId, currency: "COIN" },
    amount,
    ctx.processId,
    BLACKJACK_LINES[reason],
  );
}

export interface RoundSettlement {
  bet: number;
  staked: number;
  paid: number;
  hands: number;
}

/**
 * Settles a finished round in one transaction (minor units): the house's side, the payout to the wallet, the round's
 * row and its record. Refused (nothing moves) when the escrow does not hold exactly what the rules say was staked.
 */
export async function settleRound(
  ctx: AppContext,
  round: RoundRef,
  s: RoundSettlement,
  record: { draws: unknown[]; result: unknown[] },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [held] = resultRows<{ balance: string | number; status: string }>(
      await tx.execute(sql`select a.balance, s.status from table_seats s
        join ledger_accounts a on a.kind = 'escrow' and a.currency = 'COIN' and a.owner_id is null and a.ref = 'seat:' || s.id::text
        where s.id = ${round.gameId}::uuid for update of s`),
    );
    if (!held || held.status !== "open" || Number(held.balance) !== s.staked) {
      throw new Error(`round ${round.gameId}: the escrow holds ${held?.balance ?? "nothing"} (${held?.status ?? "no seat"}), the rules staked ${s.staked}`);
    }
    const net = s.paid - s.staked;
    if (net !== 0) {
      const bank = await ensureAccount(tx, BANK);
      const escrow = await ensureAccount(tx, { kind: "escrow", currency: "COIN", ref: `seat:${round.gameId}` });
      await postTransfers(
        ctx.db,
        [
          net > 0
            ? { key: `blackjack:${round.gameId}:win`, debit: bank, credit: escrow, amount: net, currency: "COIN", kind: "house_payout", reference: round.gameId }
            : { key: `blackjack:${round.gameId}:loss`, debit: escrow, credit: bank, amount: -net, currency: "COIN", kind: "house_take", reference: round.gameId },
        ],
        tx,
      );
    }
    await cashOut(ctx, round.gameId, tx, BLACKJACK_LINES.paid);
    await tx.insert(blackjackRounds).values({ id: round.gameId, userId: round.userId, bet: s.bet, staked: s.staked, paid: s.paid, net, hands: s.hands });
    await recordGameEnd(tx, round.gameId, { status: "finished", ...record });
  });
}

/** A round that will not be settled (its table closed while the server stopped): every stake back, the record aborted. */
export async function refundRound(ctx: AppContext, gameId: string, draws: unknown[], interrupted: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await cashOut(ctx, gameId, tx, BLACKJACK_LINES.refunded);
    await recordGameEnd(tx, gameId, { status: "aborted", draws, result: [], interrupted });
  });
}

// ---- bet steps -----------------------------------------------------------------------------------------------------

/** The bet steps in force, minor units ascending (the spec's betAmountList). */
export async function betAmounts(db: Runner): Promise<number[]> {
  const [row] = await db.select({ betAmounts: blackjackSettings.betAmounts }).from(blackjackSettings).where(eq(blackjackSettings.id, 1));
  return row?.betAmounts ?? BLACKJACK_DEFAULT_BETS.map(toMinor);
}

/** GET blackjack/betAmountList: the steps, and the rules they are played by with their RTP. */
export async function betList(db: Runner): Promise<BlackjackBetList> {
  const [row] = await db.select().from(blackjackSettings).where(eq(blackjackSettings.id, 1));
  const list = (row?.betAmounts ?? BLACKJACK_DEFAULT_BETS.map(toMinor)).map(toCoins);
  const r = BLACKJACK_RULES;
  return {
    betAmountList: list,
    minBet: Math.min(...list),
    maxBet: Math.max(...list),
    rtp: BLACKJACK_RTP,
    rules: {
      decks: r.decks,
      dealerStandsOnSoft17: r.dealerStandsOnSoft17,
      blackjackPays: `${r.blackjackPays[0]}:${r.blackjackPays[1]}`,
      insurancePays: `${r.insurancePays}:1`,
      doubleAfterSplit: r.doubleAfterSplit,
      maxHands: r.maxHands,
      resplitAces: r.resplitAces,
      surrender: r.surrender,
    },
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** An admin sets the bet steps (coins): audited; tables opened after it offer them, and every bet is checked against them. */
export async function setBetAmounts(ctx: AppContext, actor: AdminActor, coins: number[]): Promise<BlackjackBetList> {
  const amounts = [...coins].map(toMinor).sort((a, b) => a - b);
  await ctx.db.transaction(async (tx) => {
    const before = await betAmounts(tx);
    await tx
      .insert(blackjackSettings)
      .values({ id: 1, betAmounts: amounts, updatedBy: actor.adminId, updatedAt: new Date() })
      .onConflictDoUpdate({ target: blackjackSettings.id, set: { betAmounts: amounts, updatedBy: actor.adminId, updatedAt: new Date() } });
    await recordAdminAction(tx, actor, {
      action: "blackjack.bets",
      targetType: "blackjack",
      targetId: "betAmountList",
      before: { betAmountList: before.map(toCoins) },
      after: { betAmountList: amounts.map(toCoins) },
    });
  });
  return betList(ctx.db);
}

// ---- lists ---------------------------------------------------------------------------------------------------------

/** When a period began: day = 00:00 UTC today, week = Monday 00:00 UTC, all = null. */
export function periodStart(period: BlackjackPeriod, now = new Date()): Date | null {
  if (period === "all") return null;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === "day") return day;
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Players by net winnings (or by their biggest single-round win) over the period; public, 20 a page. */
export async function leaderboard(
  db: Db,
  q: { period: BlackjackPeriod; sort: "net" | "best"; page: number; limit: number },
  now = new Date(),
): Promise<BlackjackLeaderboard> {
  const since = periodStart(q.period, now);
  const from = since?.toISOString() ?? null;
  const ranked = sql`
    select r.user_id, u.user_name, sum(r.net)::bigint as net, greatest(max(r.net), 0)::bigint as best,
           count(*)::int as rounds, sum(r.staked)::bigint as staked
    from blackjack_rounds r join users u on u.id = r.user_id
    where (${from}::timestamptz is null or r.settled_at >= ${from}::timestamptz)
    group by r.user_id, u.user_name`;
  const order = q.sort === "best" ? sql`best desc, net desc` : sql`net desc, best desc`;
  const [page, [total]] = await Promise.all([
    db.execute(sql`select * from (${ranked}) x order by ${order}, user_id limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
    db.execute(sql`select count(distinct user_id)::int as n from blackjack_rounds where (${from}::timestamptz is null or settled_at >= ${from}::timestamptz)`),
  ]).then(([a, b]) => [resultRows<{ user_name: string; net: string; best: string; rounds: number; staked: string }>(a), resultRows<{ n: number }>(b)] as const);
  const n = total?.n ?? 0;
  return {
    docs: page.map((r, i) => ({
      rank: (q.page - 1) * q.limit + i + 1,
      userName: r.user_name,
      net: toCoins(Number(r.net)),
      best: toCoins(Number(r.best)),
      rounds: Number(r.rounds),
      staked: toCoins(Number(r.staked)),
    })),
    period: q.period,
    sort: q.sort,
    since: from,
    total: n,
    page: q.page,
    limit: q.limit,
    pages: pages(n, q.limit),
  };
}

/** The player's own rounds, newest first, with their seeds (the server seed once the round is over). */
export async function history(db: Db, userId: string, q: { page: number; limit: number }) {
  const [page, [total]] = await Promise.all([
    db.execute(sql`select r.id, r.settled_at, r.bet, r.staked, r.paid, r.net, g.result, g.server_seed, g.server_seed_hash, g.client_seed, g.status
      from blackjack_rounds r join game_records g on g.id = r.id
      where r.user_id = ${userId}::uuid order by r.settled_at desc, r.id limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
    db.execute(sql`select count(*)::int as n from blackjack_rounds where user_id = ${userId}::uuid`),
  ]).then(
    ([a, b]) =>
      [
        resultRows<{
          id: string;
          settled_at: string | Date;
          bet: string;
          staked: string;
          paid: string;
          net: string;
          result: { hands?: { outcome: "blackjack" | "win" | "push" | "lose" }[] }[];
          server_seed: string;
          server_seed_hash: string;
          client_seed: string;
          status: string;
        }>(a),
        resultRows<{ n: number }>(b),
      ] as const,
  );
  const n = total?.n ?? 0;
  return {
    docs: page.map((r) => ({
      gameId: r.id,
      at: new Date(r.settled_at).toISOString(),
      bet: toCoins(Number(r.bet)),
      staked: toCoins(Number(r.staked)),
      paid: toCoins(Number(r.paid)),
      net: toCoins(Number(r.net)),
      outcomes: (r.result[0]?.hands ?? []).map((h) => h.outcome),
      serverSeedHash: r.server_seed_hash,
      serverSeed: r.status === "active" ? null : r.server_seed,
      clientSeed: r.client_seed,
    })),
    total: n,
    page: q.page,
    limit: q.limit,
    pages: pages(n, q.limit),
  };
}

/** A round's record as anyone may see it (the server seed and the play only once it is over). */
export async function findRound(ctx: AppContext, gameId: string): Promise<BlackjackRoundRecord> {
  const row = await findGame(ctx, BLACKJACK_GAME, gameId);
  const over = row.status !== "active";
  const play = (row.draws as { bet?: number; actions?: BlackjackRoundRecord["actions"]; playedOut?: boolean }[])[0];
  return {
    gameId: row.id,
    status: row.status,
    playerName: row.players[0]?.playerName ?? "",
    bet: over ? toCoins(play?.bet ?? 0) : 0,
    actions: over ? (play?.actions ?? []) : [],
    playedOut: over && play?.playedOut === true,
    result: over ? (row.result as BlackjackRoundRecord["result"]) : [],
    serverSeedHash: row.serverSeedHash,
    serverSeed: over ? row.serverSeed : null,
    clientSeed: row.clientSeed,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** What the tables did today, this week and all time (admin). */
export async function summary(db: Db, now = new Date()): Promise<BlackjackSummary> {
  const periods = await Promise.all(
    BLACKJACK_PERIODS.map(async (period) => {
      const from = periodStart(period, now)?.toISOString() ?? null;
      const [row] = resultRows<{ rounds: number; players: number; staked: string | null; paid: string | null }>(
        await db.execute(sql`select count(*)::int as rounds, count(distinct user_id)::int as players, sum(staked)::bigint as staked, sum(paid)::bigint as paid
          from blackjack_rounds where (${from}::timestamptz is null or settled_at >= ${from}::timestamptz)`),
      );
      const staked = Number(row?.staked ?? 0);
      const paid = Number(row?.paid ?? 0);
      return {
        period,
        rounds: Number(row?.rounds ?? 0),
        players: Number(row?.players ?? 0),
        staked: toCoins(staked),
        paid: toCoins(paid),
        houseNet: toCoins(staked - paid),
        realizedRtp: staked > 0 ? Math.round((paid / staked) * 10_000) / 100 : null,
      };
    }),
  );
  return { periods, publishedRtp: BLACKJACK_RTP };
}
