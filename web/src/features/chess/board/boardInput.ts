/**
 * What a press and a release on the board mean, for click-to-move and drag-and-drop alike (headless, so both ways
 * of moving follow one set of rules and a test can play them). Only the server's legal moves are offered.
 */
import { movableSquares, targetsFrom, type Square } from "./fen";

export type PressResult =
  /** The selected piece goes to the pressed square (click-to-move). */
  | { kind: "move"; from: Square; to: Square }
  /** A piece you may move is picked up: selected, and dragged if the pointer moves. `again`: it was already selected. */
  | { kind: "pick"; square: Square; again: boolean }
  /** Anything else: the selection goes. */
  | { kind: "clear" };

export function pressSquare(selected: Square | null, square: Square | null, legalMoves: readonly string[]): PressResult {
  if (square && selected && selected !== square && targetsFrom(legalMoves, selected).includes(square)) {
    return { kind: "move", from: selected, to: square };
  }
  if (square && movableSquares(legalMoves).has(square)) return { kind: "pick", square, again: square === selected };
  return { kind: "clear" };
}

export type ReleaseResult =
  | { kind: "move"; from: Square; to: Square }
  /** The piece goes back to its square and stays selected (its targets still shown for a click). */
  | { kind: "keep" }
  | { kind: "clear" };

/**
 * The end of a press on a picked piece: dropped on one of its targets it moves; a plain click on a piece that was
 * already selected lets go of it; anything else puts it back, still selected.
 */
export function releasePiece(
  from: Square,
  square: Square | null,
  dragged: boolean,
  again: boolean,
  legalMoves: readonly string[],
): ReleaseResult {
  if (dragged) {
    return square && square !== from && targetsFrom(legalMoves, from).includes(square) ? { kind: "move", from, to: square } : { kind: "keep" };
  }
  return again ? { kind: "clear" } : { kind: "keep" };
}
