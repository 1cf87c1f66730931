import { ludoGames, walletTransactions } from "@arena/db";
import { messages, toCoins, type LudoGameType, type LudoInterruptedGame } from "@arena/contracts";
import { and, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { HttpError } from "../../http/errors.js";

/** An interruption older than this is not news any more. */
const TELL_FOR_MS = 7 * 24 * 60 * 60 * 1000;

const playedBy = (userId: string) => sql`${ludoGames.players} @> ${JSON.stringify([{ userId }])}::jsonb`;
const seenBy = (userId: string) => sql`${ludoGames.interruptionSeenBy} @> ${JSON.stringify([userId])}::jsonb`;

/**
 * The player's latest game that recovery ended (its process stopped) and that they have not acknowledged, with
 * what it gave back to them; null when there is none.
 */
export async function latestInterruptedGame(ctx: AppContext, userId: string): Promise<LudoInterruptedGame | null> {
  const [game] = await ctx.db
    .select()
    .from(ludoGames)
    .where(
      and(
        isNotNull(ludoGames.interruptedAt),
        gt(ludoGames.interruptedAt, new Date(Date.now() - TELL_FOR_MS)),
        playedBy(userId),
        sql`not ${seenBy(userId)}`,
      ),
    )
    .orderBy(desc(ludoGames.interruptedAt))
    .limit(1);
  if (!game) return null;
  const credits = await ctx.db
    .select({ amount: walletTransactions.amount })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.reference, game.id),
        inArray(walletTransactions.type, ["REFUND", "WINNING"]),
      ),
    );
  return {
    gameId: game.id,
    roomId: game.roomId,
    gameType: game.gameType as LudoGameType,
    currency: game.currency,
    roomAmount: toCoins(game.fee),
    outcome: game.status === "finished" ? "settled" : "refunded",
    amount: toCoins(credits.reduce((s, c) => s + c.amount, 0)),
    interruptedAt: game.interruptedAt!.toISOString(),
  };
}

/** The player has seen the message: the game is no longer answered to them. */
export async function acknowledgeInterruption(ctx: AppContext, userId: string, gameId: string): Promise<void> {
  const updated = await ctx.db
    .update(ludoGames)
    .set({ interruptionSeenBy: sql`${ludoGames.interruptionSeenBy} || ${JSON.stringify([userId])}::jsonb` })
    .where(and(eq(ludoGames.id, gameId), isNotNull(ludoGames.interruptedAt), playedBy(userId), sql`not ${seenBy(userId)}`))
    .returning({ id: ludoGames.id });
  if (updated.length > 0) return;
  // Already acknowledged is fine (a second tab); a game that is not theirs or was not interrupted is not found.
  const [mine] = await ctx.db
    .select({ id: ludoGames.id })
    .from(ludoGames)
    .where(and(eq(ludoGames.id, gameId), isNotNull(ludoGames.interruptedAt), playedBy(userId)));
  if (!mine) throw new HttpError(404, messages.gameNotFound);
}
