import { toCoins } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { paySettlement, planSettlement, refundGame, settleAgainIfPotChanged } from "../coins/gameMoney.js";
import { recordGameEnd } from "./records.js";

export interface FinishedGame {
  gameId: string;
  /** Players who paid, best first (user ids); bots and free seats are left out. Empty for a free game or a draw (no winner: every fee back, no commission). */
  ranking: string[];
  /** Whether the game has an escrow to settle (a paid table). */
  paid: boolean;
  /** Every fair draw, for the record. */
  draws: unknown[];
  /** The result as the players are told it, given what each player won (coins by user id). */
  result: (won: Map<string, number>) => unknown[];
}

/**
 * A game is over: its pot is paid out by the ranking and its record closed with the result, in one transaction, so
 * the money and the record never disagree (tried again whole if the pot changed between its read and the payout).
 * Answers what each player won (coins) and the result that was recorded.
 */
export async function finishGame(ctx: AppContext, game: FinishedGame): Promise<{ won: Map<string, number>; result: unknown[] }> {
  return settleAgainIfPotChanged(() => ctx.db.transaction(async (tx) => {
    const settlement = game.paid ? await planSettlement(tx, game.gameId, game.ranking) : null;
    const won = new Map<string, number>();
    for (const prize of settlement?.prizes ?? []) won.set(prize.userId, (won.get(prize.userId) ?? 0) + toCoins(prize.amount));
    // No winner (a draw): every fee goes back, and that is what each player got from the game.
    for (const t of settlement?.transfers ?? []) if (t.kind === "refund" && t.line) won.set(t.line.userId, (won.get(t.line.userId) ?? 0) + toCoins(t.amount));
    const result = game.result(won);
    // The payout and the record's end are sent together (pipelined on Postgres): neither needs the other's answer.
    await Promise.all([
      settlement && paySettlement(tx, settlement),
      recordGameEnd(tx, game.gameId, { status: "finished", draws: game.draws, result }),
    ]);
    return { won, result };
  }));
}

/**
 * A game that cannot finish (everyone left, the process stops): every fee goes back and the record ends as aborted
 * (its seed revealed), in one transaction. `interrupted` marks a stop by the server, which its players are told.
 */
export async function abortGame(
  ctx: AppContext,
  gameId: string,
  outcome: { refund: boolean; draws: unknown[]; interrupted: boolean },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Sent together (pipelined on Postgres): neither needs the other's answer.
    await Promise.all([
      outcome.refund && refundGame(ctx, gameId, tx),
      recordGameEnd(tx, gameId, { status: "aborted", draws: outcome.draws, result: [], interrupted: outcome.interrupted }),
    ]);
  });
}
