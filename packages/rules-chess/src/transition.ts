/**
 * What every action shares: its result shape, the events the room turns into state and messages, ending a game,
 * and the deadlines of the side to move (first move, untimed move limit, the flag).
 */
import { flagGrace } from "./clock.js";
import { BOTH_MOVED_PLIES, FIRST_MOVE_MS, UNTIMED_MOVE_MS, type ChessEndReason, type ChessRulesError, type Colour } from "./constants.js";
import { cannotMate } from "./engine.js";
import { clone, isOver, opponent, turn, type ChessGame, type RecordedAction } from "./state.js";

export type ChessEvent =
  | { type: "move"; colour: Colour; uci: string; san: string; from: string; to: string; ply: number }
  | { type: "draw-offer"; by: Colour }
  | { type: "draw-declined"; by: Colour }
  | { type: "takeback-request"; by: Colour }
  | { type: "takeback"; plies: number }
  | { type: "takeback-declined"; by: Colour }
  | { type: "end"; status: ChessEndReason; winner: Colour | null };

export type RulesResult = { ok: true; state: ChessGame; events: ChessEvent[] } | { ok: false; error: ChessRulesError };

export const refuse = (error: ChessRulesError): RulesResult => ({ ok: false, error });

/** A copy of the game with the action recorded, to change. */
export function begin(g: ChessGame, action: RecordedAction): ChessGame {
  const s = clone(g);
  s.actions.push(action);
  return s;
}

/** The side to move's remaining time at `now` (-1 untimed; never negative). Only its clock runs, from ply 2 on. */
export function remainingMs(g: ChessGame, colour: Colour, now: number): number {
  if (!g.clock) return -1;
  const left = g.clock[colour];
  if (!g.clock.running || isOver(g) || turn(g) !== colour) return Math.max(0, left);
  return Math.max(0, left - Math.max(0, now - g.turnStartedAt));
}

/**
 * When the side to move's next rules deadline falls (epoch ms), null once over: its first-move limit before ply 2,
 * else its flag (clock at zero plus the grace its lag quota buys), or the untimed move limit.
 */
export function deadline(g: ChessGame): number | null {
  if (isOver(g)) return null;
  if (g.ply < BOTH_MOVED_PLIES) return g.turnStartedAt + FIRST_MOVE_MS;
  if (!g.clock || !g.lagQuotaMs) return g.turnStartedAt + UNTIMED_MOVE_MS;
  const side = turn(g)!;
  return g.turnStartedAt + g.clock[side] + flagGrace(g.lagQuotaMs[side]);
}

/**
 * Ends the game: the running clock is charged up to `now` (a move already charged it), standing offers lapse, and
 * nothing is legal any more.
 */
export function end(s: ChessGame, status: ChessEndReason, winner: Colour | null, now: number, events: ChessEvent[]): void {
  const side = turn(s);
  if (s.clock?.running && side) {
    s.clock[side] = Math.max(0, s.clock[side] - Math.max(0, now - s.turnStartedAt));
    s.clock.running = false;
  }
  s.status = status;
  s.winner = winner;
  s.endedAt = now;
  s.drawOffer = null;
  s.takebackOffer = null;
  s.legalMoves = [];
  events.push({ type: "end", status, winner });
}

/**
 * `side` ran out of time: a loss, or a draw when the other side could never mate or had offered a draw that still
 * stood (it offered what the clock now gives it).
 */
export function flag(s: ChessGame, side: Colour, now: number, events: ChessEvent[]): void {
  const other = opponent(side);
  const draw = cannotMate(s.fen, other) || s.drawOffer === other;
  end(s, draw ? "timeoutDraw" : "timeout", draw ? null : other, now, events);
  s.clock![side] = 0;
}

/**
 * Applies what is due at `now`, if anything: a missed first move (no result), the flag, or the untimed move limit
 * (the silent side has left: a loss, or a draw when the other could never mate). Any action that comes once a
 * deadline has passed gets this instead, so the outcome never depends on whether the room's timer fired first.
 */
export function applyDue(s: ChessGame, now: number, events: ChessEvent[]): boolean {
  const due = deadline(s);
  if (due === null || now < due) return false;
  const side = turn(s)!;
  if (s.ply < BOTH_MOVED_PLIES) end(s, "noStart", null, now, events);
  else if (s.clock) flag(s, side, now, events);
  else end(s, "left", cannotMate(s.fen, opponent(side)) ? null : opponent(side), now, events);
  return true;
}

/** The deadline passed: apply what is due, or NOT_DUE when nothing is yet. */
export function timeout(g: ChessGame, now: number): RulesResult {
  if (isOver(g)) return refuse("GAME_FINISHED");
  const s = begin(g, { type: "timeout", now });
  const events: ChessEvent[] = [];
  if (!applyDue(s, now, events)) return refuse("NOT_DUE");
  return { ok: true, state: s, events };
}
