import { gameRecords, walletTransactions } from "@arena/db";
import { messages, toCoins } from "@arena/contracts";
import { and, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";

/** An interruption older than this is not news any more. */
const TELL_FOR_MS = 7 * 24 * 60 * 60 * 1000;

const playedBy = (userId: string) => sql`${gameRecords.players} @> ${JSON.stringify([{ userId }])}::jsonb`;
const seenBy = (userId: string) => sql`${gameRecords.interruptionSeenBy} @> ${JSON.stringify([userId])}::jsonb`;

export interface InterruptedGame {
  gameId: string;
  roomId: string;
  /** How the table was made (Ludo: its game type). */
  mode: string;
  currency: "COIN" | "FREE";
  /** Entry fee per seat, coins. */
  roomAmount: number;
  outcome: "refunded" | "settled";
  /** Coins this player got back (refund or prize). */
  amount: number;
  interruptedAt: string;
}

/**
 * The player's latest game of this kind that recovery ended (its process stopped) and that they have not
 * acknowledged, with what it gave back to them; null when there is none.
 */
export async function latestInterruptedGame(ctx: AppContext, game: string, userId: string): Promise<InterruptedGame | null> {
  const [row] = await ctx.db
    .select()
    .from(gameRecords)
    .where(
      and(
        eq(gameRecords.game, game),
        isNotNull(gameRecords.interruptedAt),
        gt(gameRecords.interruptedAt, new Date(Date.now() - TELL_FOR_MS)),
        playedBy(userId),
        sql`not ${seenBy(userId)}`,
      ),
    )
    .orderBy(desc(gameRecords.interruptedAt))
    .limit(1);
  if (!row) return null;
  const credits = await ctx.db
    .select({ amount: walletTransactions.amount })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.reference, row.id),
        inArray(walletTransactions.type, ["REFUND", "WINNING"]),
      ),
    );
  return {
    gameId: row.id,
    roomId: row.roomId,
    mode: row.mode,
    currency: row.currency,
    roomAmount: toCoins(row.fee),
    outcome: row.status === "finished" ? "settled" : "refunded",
    amount: toCoins(credits.reduce((s, c) => s + c.amount, 0)),
    interruptedAt: row.interruptedAt!.toISOString(),
  };
}

/** The player has seen the message: the game is no longer answered to them. */
export async function acknowledgeInterruption(ctx: AppContext, game: string, userId: string, gameId: string): Promise<void> {
  const updated = await ctx.db
    .update(gameRecords)
    .set({ interruptionSeenBy: sql`${gameRecords.interruptionSeenBy} || ${JSON.stringify([userId])}::jsonb` })
    .where(and(eq(gameRecords.id, gameId), eq(gameRecords.game, game), isNotNull(gameRecords.interruptedAt), playedBy(userId), sql`not ${seenBy(userId)}`))
    .returning({ id: gameRecords.id });
  if (updated.length > 0) return;
  // Already acknowledged is fine (a second tab); a game that is not theirs or was not interrupted is not found.
  const [mine] = await ctx.db
    .select({ id: gameRecords.id })
    .from(gameRecords)
    .where(and(eq(gameRecords.id, gameId), eq(gameRecords.game, game), isNotNull(gameRecords.interruptedAt), playedBy(userId)));
  if (!mine) throw new DomainError(404, messages.gameNotFound);
}
