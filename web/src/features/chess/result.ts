/**
 * The end of a chess game in the player's words: your outcome (win, loss, draw, or aborted with the fees back), why it
 * ended, and the rows of the table kit's result dialog. Everything is read from the server's result.
 */
import type { TFunction } from "i18next";
import type { ChessColour, ChessResultEntry } from "@arena/contracts";
import type { ResultRow } from "../table/ResultDialog";

export type ChessOutcome = ChessResultEntry["outcome"];

/** The pieces' colours as the table's seat tints (chat names, result rows). */
export const PIECE_TINTS: Record<ChessColour, string> = { white: "#f4f1ea", black: "#8a82b8" };

export interface ChessMe {
  id: string | null;
  colour: ChessColour | "";
}

/** Your entry: by your user id, or, for a person, by your colour (a computer game seen before the profile loads). */
export function myEntry(winners: readonly ChessResultEntry[], me: ChessMe): ChessResultEntry | undefined {
  return winners.find((w) => me.id !== null && w.uid === me.id) ?? winners.find((w) => !w.isBot && me.colour !== "" && w.color === me.colour);
}

/** Your outcome, or null when you did not play this game. */
export const myOutcome = (winners: readonly ChessResultEntry[], me: ChessMe): ChessOutcome | null => myEntry(winners, me)?.outcome ?? null;

/** Place in the result: the winner first; a draw or an abort puts both sides level. */
const rankOf = (outcome: ChessOutcome): number => (outcome === "loss" ? 2 : 1);

/** The result dialog's rows: name, colour (and 'Computer'), coins from the pot, you marked. */
export function resultRows(winners: readonly ChessResultEntry[], me: ChessMe, t: TFunction): ResultRow[] {
  const mine = myEntry(winners, me);
  return winners.map((w) => ({
    key: w.color,
    rank: rankOf(w.outcome),
    name: w.nickname,
    isMe: w === mine,
    isBot: w.isBot,
    detail: [t(`chess.colour.${w.color}`), ...(w.isBot ? [t("chess.players.computer")] : [])].join(" · "),
    amount: w.winingAmount,
    tint: PIECE_TINTS[w.color],
  }));
}

/** The verdict over the rows: the kit's won/lost words for a result, chess's own for a draw or an abort. */
export function verdictText(outcome: ChessOutcome | null, t: TFunction): string | undefined {
  if (outcome === "draw") return t("chess.result.draw");
  if (outcome === "aborted") return t("chess.result.aborted");
  return undefined;
}

/** End reasons that may end without a winner besides their usual win (a claimed draw; a leaver with no result). */
const MAYBE_NO_WINNER = new Set(["claim", "left"]);

/** Why the game ended, in words (the winner named for a decisive end). */
export function reasonText(reason: string, winner: ChessColour | "", t: TFunction): string {
  const side = winner ? t(`chess.colour.${winner}`) : "";
  const key = MAYBE_NO_WINNER.has(reason) && !winner ? `${reason}NoWinner` : reason;
  return t(`chess.reason.${key}`, { defaultValue: reason, side });
}
