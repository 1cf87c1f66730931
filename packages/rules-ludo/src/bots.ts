import { HOME, HOME_COLUMN, isSafeCell, LAST_TRACK, seatOf, TRACK_CELLS, trackCell, YARD } from "./board.js";
import { legalMoves, target } from "./moves.js";
import type { LudoState } from "./state.js";

export type BotLevel = "easy" | "medium" | "hard";
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "medium", "hard"];

/** Opponent tokens that could land on `cell` with one die (1–6 cells behind it on their own path). */
function threatsTo(state: LudoState, me: number, cell: number): number {
  if (isSafeCell(cell)) return 0;
  let n = 0;
  for (const [i, p] of state.players.entries()) {
    if (i === me || p.status !== "active") continue;
    const seat = seatOf(p.color);
    for (const t of p.tokens) {
      const at = trackCell(seat, t);
      if (at === null) continue;
      const gap = (cell - at + TRACK_CELLS) % TRACK_CELLS;
      // The opponent must still be on the track after moving `gap` cells.
      if (gap >= 1 && gap <= 6 && t + gap <= LAST_TRACK) n++;
    }
  }
  return n;
}

function captures(state: LudoState, me: number, cell: number | null): number {
  if (cell === null || isSafeCell(cell)) return 0;
  let n = 0;
  for (const [i, p] of state.players.entries()) {
    if (i === me || p.status !== "active") continue;
    for (const t of p.tokens) if (trackCell(seatOf(p.color), t) === cell) n++;
  }
  return n;
}

/** How good moving `token` is for the player to act: captures, reaching home, safety and danger. */
export function scoreMove(state: LudoState, token: number, dice: number): number {
  const me = state.turn;
  const player = state.players[me]!;
  const seat = seatOf(player.color);
  const from = player.tokens[token]!;
  const to = target(state, from, dice)!;
  const fromCell = trackCell(seat, from);
  const toCell = trackCell(seat, to);
  let score = 0;
  score += 100 * captures(state, me, toCell);
  if (to === HOME) score += 80;
  else if (to >= HOME_COLUMN && from < HOME_COLUMN) score += 45;
  if (from === YARD) score += 40;
  if (toCell !== null && isSafeCell(toCell)) score += 20;
  const dangerBefore = fromCell === null ? 0 : threatsTo(state, me, fromCell);
  const dangerAfter = toCell === null ? 0 : threatsTo(state, me, toCell);
  score += 25 * dangerBefore - 30 * dangerAfter;
  score += to / 10; // otherwise, push the leading token
  return score;
}

/**
 * A bot's choice among the legal moves for the die on the table. Pure: `random` (0 ≤ r < 1) comes from the
 * caller, so games with bots replay exactly.
 *   easy: any legal move; medium: captures, then home, then leaving the yard, else the leading token;
 *   hard: weighs captures, safety, home entry and tokens within six cells behind.
 */
export function chooseBotMove(state: LudoState, level: BotLevel, random: number): number | null {
  const dice = state.dice;
  if (dice === null) return null;
  const legal = legalMoves(state, dice);
  if (legal.length === 0) return null;
  if (level === "easy") return legal[Math.min(legal.length - 1, Math.floor(random * legal.length))]!;
  const player = state.players[state.turn]!;
  if (level === "medium") {
    const seat = seatOf(player.color);
    const by = (pred: (t: number) => boolean) => legal.find(pred);
    return (
      by((t) => captures(state, state.turn, trackCell(seat, target(state, player.tokens[t]!, dice)!)) > 0) ??
      by((t) => target(state, player.tokens[t]!, dice) === HOME) ??
      by((t) => player.tokens[t] === YARD) ??
      legal.reduce((a, b) => (player.tokens[b]! > player.tokens[a]! ? b : a))
    );
  }
  return legal.reduce((a, b) => (scoreMove(state, b, dice) > scoreMove(state, a, dice) ? b : a));
}
