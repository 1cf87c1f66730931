import { gameEscrows } from "@arena/db";
import { and, eq, lt } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { closeAbandonedGames, closeStrandedGames, closeTablelessGames, type TableOpen } from "../games/records.js";
import { refundGame, settleGame } from "./gameMoney.js";
import { beatTableSeats, recoverTableSeats } from "./tableSeats.js";

/** How often a process marks its running games as alive, and when silence means the process is gone (defaults). */
export const ESCROW_HEARTBEAT_MS = 5_000;
export const ESCROW_STALE_MS = 20_000;

/** This platform's stale time (ESCROW_STALE_SECONDS) and a heartbeat well inside it. */
export function escrowTiming(ctx: Pick<AppContext, "config">): { staleMs: number; heartbeatMs: number } {
  const staleMs = (ctx.config.ESCROW_STALE_SECONDS ?? ESCROW_STALE_MS / 1000) * 1000;
  return { staleMs, heartbeatMs: Math.min(ESCROW_HEARTBEAT_MS, Math.floor(staleMs / 4)) };
}

/** Marks every open game of this process as still running. */
export async function beatEscrows(ctx: AppContext, processId: string): Promise<void> {
  await ctx.db
    .update(gameEscrows)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(gameEscrows.processId, processId), eq(gameEscrows.status, "open")));
}

export interface RecoveryReport {
  settled: string[];
  refunded: string[];
  /** Seats of hand-after-hand tables (Flash) stood up: their stacks went back to the wallets. */
  cashedOut: string[];
}

/**
 * Resolves every open escrow whose game is not running: its process stopped beating (crash, kill) or it is
 * named explicitly. A game whose ranking was recorded is settled; any other is refunded.
 */
export async function recoverEscrows(
  ctx: AppContext,
  options: { staleMs?: number; processId?: string; tableOpen?: TableOpen } = {},
): Promise<RecoveryReport> {
  const where = options.processId
    ? and(eq(gameEscrows.status, "open"), eq(gameEscrows.processId, options.processId))
    : and(eq(gameEscrows.status, "open"), lt(gameEscrows.heartbeatAt, new Date(Date.now() - (options.staleMs ?? escrowTiming(ctx).staleMs))));
  const open = await ctx.db.select({ id: gameEscrows.id, result: gameEscrows.result }).from(gameEscrows).where(where);
  const report: RecoveryReport = { settled: [], refunded: [], cashedOut: [] };
  for (const game of open) {
    try {
      // The money and the game's record end together, whatever the game (records are one table for all games).
      const outcome = await ctx.db.transaction(async (tx) => {
        if (game.result?.length) {
          if (!(await settleGame(ctx, game.id, game.result, tx)).settled) return null;
          await closeAbandonedGames(tx, [game.id], "finished");
          return "settled" as const;
        }
        if (!(await refundGame(ctx, game.id, tx)).refunded) return null;
        await closeAbandonedGames(tx, [game.id], "aborted");
        return "refunded" as const;
      });
      if (outcome) report[outcome].push(game.id);
    } catch (err) {
      ctx.logger.error({ err, gameId: game.id }, "escrow recovery failed; will retry");
    }
  }
  // Seats at tables that play hand after hand: a hand in play never moved money, so only the stacks go back.
  report.cashedOut = await recoverTableSeats(ctx, {
    staleMs: options.staleMs ?? escrowTiming(ctx).staleMs,
    ...(options.processId && { processId: options.processId }),
    ...(options.tableOpen && { tableOpen: options.tableOpen }),
  });
  if (report.settled.length || report.refunded.length || report.cashedOut.length) ctx.logger.warn(report, "recovered escrows of games that were not running");
  if (!options.processId) {
    const quietMs = options.staleMs ?? escrowTiming(ctx).staleMs;
    // A process that died right after moving a game's money but before ending its record leaves the record active.
    await closeStrandedGames(ctx, quietMs);
    // Free games have no escrow to go stale: theirs is dead when no process holds its table.
    if (options.tableOpen) await closeTablelessGames(ctx, quietMs, options.tableOpen);
  }
  return report;
}

/** Starts the heartbeat and the periodic recovery pass; returns a stop function. */
export function startEscrowKeeper(ctx: AppContext, processId: string, tableOpen: TableOpen): () => void {
  const { staleMs, heartbeatMs } = escrowTiming(ctx);
  const beat = setInterval(() => {
    beatEscrows(ctx, processId).catch((err) => ctx.logger.error({ err }, "escrow heartbeat failed"));
    beatTableSeats(ctx, processId).catch((err) => ctx.logger.error({ err }, "table seat heartbeat failed"));
  }, heartbeatMs);
  const sweep = setInterval(() => {
    recoverEscrows(ctx, { tableOpen }).catch((err) => ctx.logger.error({ err }, "escrow recovery pass failed"));
  }, staleMs / 2);
  beat.unref();
  sweep.unref();
  return () => {
    clearInterval(beat);
    clearInterval(sweep);
  };
}
