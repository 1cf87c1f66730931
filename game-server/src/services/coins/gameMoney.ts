import {
  arrayLiteral,
  houseSubAccount,
  InsufficientFundsError,
  ledgerError,
  queryPrepared,
  type Currency,
  type Runner,
  type TransferInput,
} from "@arena/db";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { gameClosed, notEnoughCoins } from "./errors.js";
import { computePayouts, DEFAULT_PAYOUT_RULE } from "./payouts.js";
import { topUpFreeplay } from "./balance.js";
import { checkSelfExclusion } from "./responsiblePlay.js";

/**
 * Each step of a game's money is one statement of the database's fee functions (migration 0011: game_fee_hold,
 * game_fee_release, game_fee_refund, game_fee_settle), which find the accounts themselves and write every transfer
 * through ledger_post with its wallet line. Settling alone reads the pot first (game_fee_pot): the split is
 * computePayouts's, and game_fee_settle checks under the escrow's lock that the pot is still what was read.
 */

export interface GameRef {
  gameId: string;
  /** The game kind, e.g. "ludo"; payout rules are kept per game. */
  game: string;
  currency: Currency;
  /** Entry fee per seat, minor units. */
  fee: number;
}

/** What a player's wallet history says for each movement of a game's money (`%s`: the game). */
const LINE = {
  hold: "%s entry fee",
  release: "%s entry fee returned: left before the start",
  prize: "%s prize, place %d",
  refund: "%s refunded: the game could not finish",
} as const;
const line = (text: string, game: string, place?: number) => text.replace("%s", game).replace("%d", String(place));

/** What a settlement paid each player, minor units (only players who won something). */
export type Prizes = { userId: string; amount: number }[];

// A COIN seat is taken only while the player is not self-excluded; when excluded no row comes back (and nothing moves).
const HOLD_SQL = `select game_fee_hold($1::text, $2::text, $3::ledger_currency, $4::bigint, $5::text, $6::uuid, $7::text) as outcome
  where not ($8::boolean and exists (select 1 from player_limits where user_id = $6::uuid and self_excluded_until > $9::timestamptz))`;

/**
 * Takes a seat's entry fee from the player's wallet into the game's escrow: one statement, idempotent per game and
 * player (a retry moves nothing; a player who left and rejoins pays again). The fee comes from the game, never from
 * the client. Play money is not gambling: self-exclusion keeps a player out of paid (COIN) seats only.
 */
export async function holdEntryFee(ctx: AppContext, ref: GameRef, userId: string, processId: string): Promise<void> {
  const paid = ref.currency === "COIN";
  if (!paid) await topUpFreeplay(ctx, userId);
  let outcome: string | undefined;
  for (;;) {
    try {
      const rows = await queryPrepared<{ outcome: string }>(ctx.db, HOLD_SQL, [
        ref.gameId, ref.game, ref.currency, String(ref.fee), processId, userId, line(LINE.hold, ref.game), paid, new Date().toISOString(),
      ]);
      outcome = rows[0]?.outcome;
    } catch (err) {
      const refused = ledgerError(err);
      throw refused instanceof InsufficientFundsError ? notEnoughCoins() : refused;
    }
    if (outcome) break;
    // Refused as self-excluded: say until when (an exclusion that ended a moment ago lets the next try through).
    await checkSelfExclusion(ctx, userId);
  }
  if (outcome === "closed") throw gameClosed();
  if (outcome === "mismatch") throw new DomainError(409, "Entry fee does not match the game.");
}

/** A player who leaves before the game starts gets the fee back at once (one statement; nothing held: nothing moves). */
export async function releaseEntryFee(ctx: AppContext, gameId: string, userId: string): Promise<void> {
  await queryPrepared(ctx.db, "select game_fee_release($1::text, $2::uuid, $3::text) as released", [gameId, userId, LINE.release]);
}

interface Pot {
  status: "open" | "settled" | "refunded";
  game: string;
  currency: Currency;
  escrow: string | null;
  house: string | null;
  commission_bps: number | null;
  shares: number[] | null;
  /** Each payer's wallet and what they hold in the escrow. */
  seats: { userId: string; wallet: string; held: number }[] | null;
}

const POT_SQL = "select status, game, currency, escrow, house, commission_bps, shares, seats from game_fee_pot($1::text, $2::text)";
const SETTLE_SQL = `select game_fee_settle($1::text, $2::jsonb, $3::jsonb, $4::text[], $5::uuid[], $6::bigint[], $7::text[],
  $8::uuid[], $9::wallet_tx_type[], $10::text[])`;

/** A finished game's payout, decided from its pot as read and not yet paid. */
export interface Settlement {
  gameId: string;
  ranking: string[];
  /** The seats as read: paying checks them again under the escrow's lock. */
  seats: Pot["seats"];
  /** Escrow → winners (with their wallet lines) and → the house; or every fee back when nobody ranked had paid. */
  transfers: Omit<TransferInput, "debit" | "currency" | "reference">[];
  prizes: Prizes;
}

/**
 * Decides what a finished game pays, from one read of its pot: prizes by the payout rule, the commission to this
 * game's house sub-account. Null when the game was settled before (nothing to pay); a refunded game cannot be
 * settled; players in the ranking must have paid.
 */
export async function planSettlement(db: Runner, gameId: string, ranking: string[]): Promise<Settlement | null> {
  const [pot] = await queryPrepared<Pot>(db, POT_SQL, [gameId, houseSubAccount(gameId)]);
  if (!pot) throw new DomainError(404, "Game not found");
  if (pot.status === "settled") return null;
  if (pot.status === "refunded") throw gameClosed();
  const seats = new Map((pot.seats ?? []).map((s) => [s.userId, s]));
  const total = [...seats.values()].reduce((a, s) => a + s.held, 0);
  const paying = ranking.filter((u) => seats.has(u));
  const settlement: Settlement = { gameId, ranking, seats: pot.seats, transfers: [], prizes: [] };
  if (total > 0 && paying.length > 0) {
    const rule = pot.commission_bps === null ? DEFAULT_PAYOUT_RULE : { commissionBps: pot.commission_bps, shares: pot.shares ?? [] };
    const { commission, prizes } = computePayouts(total, paying, rule);
    settlement.prizes = prizes;
    for (const [rank, prize] of prizes.entries()) {
      settlement.transfers.push({
        key: `settle:${gameId}:${rank + 1}`,
        credit: seats.get(prize.userId)!.wallet,
        amount: prize.amount,
        kind: "prize",
        line: { userId: prize.userId, type: "WINNING", description: line(LINE.prize, pot.game, rank + 1) },
      });
    }
    if (commission > 0) settlement.transfers.push({ key: `settle:${gameId}:commission`, credit: pot.house!, amount: commission, kind: "commission" });
  } else if (total > 0) {
    // Nobody ranked (a draw: no winner), or nobody ranked had paid: everyone gets their fee back, no commission.
    for (const s of seats.values()) {
      settlement.transfers.push({
        key: `refund:${gameId}:${s.userId}`,
        credit: s.wallet,
        amount: s.held,
        kind: "refund",
        line: { userId: s.userId, type: "REFUND", description: line(LINE.refund, pot.game) },
      });
    }
  }
  return settlement;
}

/**
 * Pays a planned settlement and closes the escrow as settled, in one statement (through ledger_post, so each prize
 * comes with its wallet line). If the pot changed since it was read (a seat held or released, the game closed by
 * another process) nothing moves and it throws: plan again (`settleAgainIfPotChanged`).
 */
export async function paySettlement(db: Runner, s: Settlement): Promise<void> {
  const col = <T>(pick: (t: Settlement["transfers"][number]) => T) => arrayLiteral(s.transfers.map(pick));
  await queryPrepared(db, SETTLE_SQL, [
    s.gameId, JSON.stringify(s.ranking), JSON.stringify(s.seats ?? []),
    col((t) => t.key), col((t) => t.credit), col((t) => t.amount), col((t) => t.kind),
    col((t) => t.line?.userId), col((t) => t.line?.type), col((t) => t.line?.description),
  ]);
}

/** game_fee_settle's refusal: the pot is not what the settlement was planned from. */
const potChanged = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === "P0410") return true;
  }
  return false;
};

/** Runs a plan-and-pay again when the pot changed under it (rare: a hold, a release or a close raced the end). */
export async function settleAgainIfPotChanged<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (err) {
      if (!potChanged(err) || tries >= 3) throw err;
    }
  }
}

/**
 * Pays out a finished game: escrow → winners by the payout rule, commission → house, the escrow closed as settled,
 * all in one statement after one read of the pot. Settling again is a no-op; a refunded game cannot be settled.
 * Players in the ranking must have paid. Answers what it paid, so the caller need not read it back. In a caller's
 * transaction (recovery ends the record with the money) a changed pot throws and the caller tries again later.
 */
export async function settleGame(
  ctx: AppContext,
  gameId: string,
  ranking: string[],
  runner?: Runner,
): Promise<{ settled: boolean; prizes: Prizes }> {
  const settle = async (db: Runner) => {
    const settlement = await planSettlement(db, gameId, ranking);
    if (!settlement) return { settled: false, prizes: [] };
    await paySettlement(db, settlement);
    return { settled: true, prizes: settlement.prizes };
  };
  return runner ? settle(runner) : settleAgainIfPotChanged(() => settle(ctx.db));
}

/**
 * Gives every player their held fee back (abort, crash, everyone left) and closes the escrow as refunded, in one
 * statement (in the caller's transaction when given one). Refunding again is a no-op; a settled game cannot be.
 */
export async function refundGame(ctx: AppContext, gameId: string, runner?: Runner): Promise<{ refunded: boolean }> {
  const [row] = await queryPrepared<{ outcome: string }>(runner ?? ctx.db, "select game_fee_refund($1::text, $2::text) as outcome", [gameId, LINE.refund]);
  if (row?.outcome === "settled") throw gameClosed();
  return { refunded: row?.outcome === "refunded" };
}

/** Records the decided ranking before paying, so a crash between decision and payment still settles. */
export async function recordResult(ctx: AppContext, gameId: string, ranking: string[]): Promise<void> {
  await queryPrepared(ctx.db, "update game_escrows set result = $2::jsonb where id = $1::text and status = 'open'", [gameId, JSON.stringify(ranking)]);
}
