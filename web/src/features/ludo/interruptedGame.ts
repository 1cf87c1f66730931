/**
 * "Your game was interrupted": when a game-server process stops (crash or restart), the next one refunds its
 * games (or settles those already decided). A player who comes back finds the room gone; this asks the server
 * for such a game (GET /ludo/interrupted), says what happened and what it paid back, and acknowledges it so the
 * message shows once.
 */
import toast from "react-hot-toast";
import type { TFunction } from "i18next";
import type { LudoInterruptedGame } from "@arena/contracts";
import { API, request } from "../../lib/api";

/** One check at a time (the menu and a failed resume may ask together). */
let pending: Promise<boolean> | null = null;

/** The message for one interrupted game, in the player's language. */
export function interruptionText(t: TFunction, game: LudoInterruptedGame): string {
  const amount = game.amount.toFixed(2);
  const fee = game.roomAmount.toFixed(2);
  if (game.outcome === "refunded") return t("ludoGame.interrupted.refunded", { fee, currency: game.currency });
  return game.amount > 0
    ? t("ludoGame.interrupted.settledWon", { amount, currency: game.currency })
    : t("ludoGame.interrupted.settledLost", { currency: game.currency });
}

/** Shows the interruption message if the server has one for this player; resolves true when it showed one. */
export function showInterruptedGame(t: TFunction): Promise<boolean> {
  pending ??= (async () => {
    const answer = await request<LudoInterruptedGame>(API.ludoInterrupted);
    const game = answer.responseCode === 200 ? answer.result : null;
    if (!game) return false;
    toast(interruptionText(t, game), { id: `interrupted-${game.gameId}`, icon: "⚠️", duration: 15_000 });
    await request(API.ludoInterruptedAck, { method: "POST", body: { gameId: game.gameId } });
    return true;
  })().finally(() => {
    pending = null;
  });
  return pending;
}
