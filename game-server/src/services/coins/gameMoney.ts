import {
  escrowAccount,
  gameEscrows,
  InsufficientFundsError,
  ledgerAccounts,
  ledgerTransfers,
  payoutRules,
  postTransfers,
  systemAccount,
  userAccount,
  walletTransactions,
  type Currency,
  type Runner,
  type TransferInput,
} from "@arena/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { gameClosed, notEnoughCoins } from "./errors.js";
import { computePayouts, DEFAULT_PAYOUT_RULE, type PayoutRule } from "./payouts.js";
import { topUpFreeplay } from "./balance.js";
import { checkSelfExclusion } from "./responsiblePlay.js";

type Tx = Runner & { execute: Runner["execute"] };

export interface GameRef {
  gameId: string;
  /** The game kind, e.g. "ludo"; payout rules are kept per game. */
  game: string;
  currency: Currency;
  /** Entry fee per seat, minor units. */
  fee: number;
}

const inTx = <T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>) => ctx.db.transaction((tx) => fn(tx as unknown as Tx));
/** Runs in the caller's transaction when given one (a game ends its money and its record together), else in its own. */
const within = <T>(ctx: AppContext, tx: Runner | undefined, fn: (tx: Tx) => Promise<T>) => (tx ? fn(tx as Tx) : inTx(ctx, fn));

/** What a settlement paid each player, minor units (only players who won something). */
export type Prizes = { userId: string; amount: number }[];

async function lockEscrow(tx: Tx, gameId: string) {
  const [row] = await tx.select().from(gameEscrows).where(eq(gameEscrows.id, gameId)).for("update");
  return row;
}

interface Seats {
  /** Net fee each player still has in the escrow (holds less releases). */
  held: Map<string, number>;
  /** How many times each player was released, to name a new hold after a rejoin. */
  releases: Map<string, number>;
}

/** Who paid into a game's escrow, read from the ledger itself. */
async function seatsOf(tx: Tx, gameId: string): Promise<Seats> {
  const debit = alias(ledgerAccounts, "debit_account");
  const credit = alias(ledgerAccounts, "credit_account");
  const rows = await tx
    .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amount, payer: debit.ownerId, payee: credit.ownerId })
    .from(ledgerTransfers)
    .innerJoin(debit, eq(debit.id, ledgerTransfers.debitAccountId))
    .innerJoin(credit, eq(credit.id, ledgerTransfers.creditAccountId))
    .where(and(eq(ledgerTransfers.reference, gameId), inArray(ledgerTransfers.kind, ["entry_fee", "release"])));
  const held = new Map<string, number>();
  const releases = new Map<string, number>();
  for (const r of rows) {
    if (r.kind === "entry_fee" && r.payer) held.set(r.payer, (held.get(r.payer) ?? 0) + r.amount);
    if (r.kind === "release" && r.payee) {
      held.set(r.payee, (held.get(r.payee) ?? 0) - r.amount);
      releases.set(r.payee, (releases.get(r.payee) ?? 0) + 1);
    }
  }
  for (const [u, v] of held) if (v <= 0) held.delete(u);
  return { held, releases };
}

/**
 * Takes a seat's entry fee from the player's wallet into the game's escrow (one transaction, idempotent per
 * game and player). The fee comes from the game, never from the client.
 */
export async function holdEntryFee(ctx: AppContext, ref: GameRef, userId: string, processId: string): Promise<void> {
  // Play money is not gambling: self-exclusion keeps a player out of paid (COIN) seats only.
  if (ref.currency === "COIN") await checkSelfExclusion(ctx, userId);
  else await topUpFreeplay(ctx, userId);
  await inTx(ctx, async (tx) => {
    // Created or found, and locked, in one statement: ON CONFLICT DO UPDATE locks the existing row like FOR UPDATE.
    const [escrowRow] = await tx
      .insert(gameEscrows)
      .values({ id: ref.gameId, game: ref.game, currency: ref.currency, fee: ref.fee, processId })
      .onConflictDoUpdate({ target: gameEscrows.id, set: { id: sql`excluded.id` } })
      .returning();
    if (!escrowRow || escrowRow.status !== "open") throw gameClosed();
    if (escrowRow.fee !== ref.fee || escrowRow.currency !== ref.currency) throw new DomainError(409, "Entry fee does not match the game.");
    const seats = await seatsOf(tx, ref.gameId);
    if (seats.held.has(userId)) return; // already seated: a retry moves nothing
    const wallet = await userAccount(tx, userId, ref.currency);
    const escrow = await escrowAccount(tx, ref.gameId, ref.currency);
    const key = `hold:${ref.gameId}:${userId}:${seats.releases.get(userId) ?? 0}`;
    try {
      const { replayed } = await postTransfers(
        ctx.db,
        [{ key, debit: wallet, credit: escrow, amount: ref.fee, currency: ref.currency, kind: "entry_fee", reference: ref.gameId }],
        tx,
      );
      if (!replayed) {
        await tx.insert(walletTransactions).values({
          userId,
          type: "ENTRY_FEE",
          status: "SUCCESS",
          currency: ref.currency,
          amount: ref.fee,
          reference: ref.gameId,
          description: `${ref.game} entry fee`,
        });
      }
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw notEnoughCoins();
      throw err;
    }
  });
}

/** A player who leaves before the game starts gets the fee back at once. */
export async function releaseEntryFee(ctx: AppContext, gameId: string, userId: string): Promise<void> {
  await inTx(ctx, async (tx) => {
    const row = await lockEscrow(tx, gameId);
    if (!row || row.status !== "open") return;
    const seats = await seatsOf(tx, gameId);
    const held = seats.held.get(userId) ?? 0;
    if (held <= 0) return;
    const wallet = await userAccount(tx, userId, row.currency);
    const escrow = await escrowAccount(tx, gameId, row.currency);
    await postTransfers(
      ctx.db,
      [{ key: `release:${gameId}:${userId}:${seats.releases.get(userId) ?? 0}`, debit: escrow, credit: wallet, amount: held, currency: row.currency, kind: "release", reference: gameId }],
      tx,
    );
    await tx.insert(walletTransactions).values({
      userId,
      type: "REFUND",
      status: "SUCCESS",
      currency: row.currency,
      amount: held,
      reference: gameId,
      description: `${row.game} entry fee returned: left before the start`,
    });
  });
}

/** The payout rule for a game and player count: exact count, then any count, then the platform default. */
export async function payoutRuleFor(db: Runner, game: string, players: number): Promise<PayoutRule> {
  const rows = await db
    .select()
    .from(payoutRules)
    .where(and(eq(payoutRules.game, game), inArray(payoutRules.players, [players, 0])))
    .orderBy(desc(payoutRules.players));
  const row = rows[0];
  return row ? { commissionBps: row.commissionBps, shares: row.shares } : DEFAULT_PAYOUT_RULE;
}

/**
 * Pays out a finished game in one transaction: escrow → winners by the payout rule, commission → house.
 * Settling again is a no-op; a refunded game cannot be settled. Players in the ranking must have paid.
 * Answers what it paid, so the caller need not read it back.
 */
export async function settleGame(
  ctx: AppContext,
  gameId: string,
  ranking: string[],
  runner?: Runner,
): Promise<{ settled: boolean; prizes: Prizes }> {
  return within(ctx, runner, async (tx) => {
    const row = await lockEscrow(tx, gameId);
    if (!row) throw new DomainError(404, "Game not found");
    if (row.status === "settled") return { settled: false, prizes: [] };
    if (row.status === "refunded") throw gameClosed();
    const { held } = await seatsOf(tx, gameId);
    const paying = ranking.filter((u) => held.has(u));
    const escrow = await escrowAccount(tx, gameId, row.currency);
    const pot = [...held.values()].reduce((a, b) => a + b, 0);
    const transfers: TransferInput[] = [];
    let paid: Prizes = [];
    if (pot > 0 && paying.length > 0) {
      const rule = await payoutRuleFor(tx, row.game, held.size);
      const { commission, prizes } = computePayouts(pot, paying, rule);
      paid = prizes;
      for (const [rank, prize] of prizes.entries()) {
        const wallet = await userAccount(tx, prize.userId, row.currency);
        transfers.push({ key: `settle:${gameId}:${rank + 1}`, debit: escrow, credit: wallet, amount: prize.amount, currency: row.currency, kind: "prize", reference: gameId });
        await tx.insert(walletTransactions).values({
          userId: prize.userId,
          type: "WINNING",
          status: "SUCCESS",
          currency: row.currency,
          amount: prize.amount,
          reference: gameId,
          description: `${row.game} prize, place ${rank + 1}`,
        });
      }
      if (commission > 0) {
        const house = await systemAccount(tx, "house", row.currency);
        transfers.push({ key: `settle:${gameId}:commission`, debit: escrow, credit: house, amount: commission, currency: row.currency, kind: "commission", reference: gameId });
      }
      await postTransfers(ctx.db, transfers, tx);
    } else if (pot > 0) {
      // Nobody in the ranking paid (should not happen): give everyone their fee back rather than keep it.
      await refundHeld(ctx, tx, row, held, escrow);
    }
    await tx.update(gameEscrows).set({ status: "settled", result: ranking, closedAt: new Date() }).where(eq(gameEscrows.id, gameId));
    return { settled: true, prizes: paid };
  });
}

async function refundHeld(
  ctx: AppContext,
  tx: Tx,
  row: typeof gameEscrows.$inferSelect,
  held: Map<string, number>,
  escrow: string,
) {
  const transfers: TransferInput[] = [];
  for (const [userId, amount] of held) {
    const wallet = await userAccount(tx, userId, row.currency);
    transfers.push({ key: `refund:${row.id}:${userId}`, debit: escrow, credit: wallet, amount, currency: row.currency, kind: "refund", reference: row.id });
    await tx.insert(walletTransactions).values({
      userId,
      type: "REFUND",
      status: "SUCCESS",
      currency: row.currency,
      amount,
      reference: row.id,
      description: `${row.game} refunded: the game could not finish`,
    });
  }
  if (transfers.length) await postTransfers(ctx.db, transfers, tx);
}

/** Gives every player their held fee back (abort, crash, everyone left). Refunding again is a no-op. */
export async function refundGame(ctx: AppContext, gameId: string, runner?: Runner): Promise<{ refunded: boolean }> {
  return within(ctx, runner, async (tx) => {
    const row = await lockEscrow(tx, gameId);
    if (!row) return { refunded: false };
    if (row.status === "refunded") return { refunded: false };
    if (row.status === "settled") throw gameClosed();
    const { held } = await seatsOf(tx, gameId);
    await refundHeld(ctx, tx, row, held, await escrowAccount(tx, gameId, row.currency));
    await tx.update(gameEscrows).set({ status: "refunded", closedAt: new Date() }).where(eq(gameEscrows.id, gameId));
    return { refunded: true };
  });
}

/** Records the decided ranking before paying, so a crash between decision and payment still settles. */
export async function recordResult(ctx: AppContext, gameId: string, ranking: string[]): Promise<void> {
  await ctx.db.update(gameEscrows).set({ result: ranking }).where(and(eq(gameEscrows.id, gameId), eq(gameEscrows.status, "open")));
}
