/** Ending a game from one side: abort, resign, leaving for good, and the claims of the one who stayed. */
import { ABSENT_CLAIM_MS, BOTH_MOVED_PLIES, type Colour } from "./constants.js";
import { cannotMate } from "./engine.js";
import { isOver, opponent, type ChessGame, type RecordedAction } from "./state.js";
import { applyDue, begin, end, refuse, remainingMs, type ChessEvent, type RulesResult } from "./transition.js";

/** Runs an ending action: refused once over, the due timeout first, then `finish` on a copy with the action recorded. */
function ending(g: ChessGame, action: RecordedAction & { now: number }, finish: (s: ChessGame, events: ChessEvent[]) => void): RulesResult {
  if (isOver(g)) return refuse("GAME_FINISHED");
  const s = begin(g, action);
  const events: ChessEvent[] = [];
  if (!applyDue(s, action.now, events)) finish(s, events);
  return { ok: true, state: s, events };
}

/** Ends the game with no result; only before both sides have moved. */
export function abort(g: ChessGame, colour: Colour, now: number): RulesResult {
  if (!isOver(g) && g.ply >= BOTH_MOVED_PLIES) return refuse("ABORT_NOT_ALLOWED");
  return ending(g, { type: "abort", colour, now }, (s, events) => end(s, "aborted", null, now, events));
}

/** Resigns: the opponent wins. Before both sides have moved there is nothing to lose yet, so it is an abort. */
export function resign(g: ChessGame, colour: Colour, now: number): RulesResult {
  return ending(g, { type: "resign", colour, now }, (s, events) => {
    if (s.ply < BOTH_MOVED_PLIES) end(s, "aborted", null, now, events);
    else end(s, "resign", opponent(colour), now, events);
  });
}

/**
 * `colour` left for good (exited, or gone past the reconnection grace): an abort before both sides moved, else a
 * loss, or a draw when the one who stays could never mate.
 */
export function leave(g: ChessGame, colour: Colour, now: number): RulesResult {
  return ending(g, { type: "leave", colour, now }, (s, events) => {
    const stayer = opponent(colour);
    if (s.ply < BOTH_MOVED_PLIES) end(s, "aborted", null, now, events);
    else end(s, "left", cannotMate(s.fen, stayer) ? null : stayer, now, events);
  });
}

/** A player's connection dropped (present false) or came back: the claim window runs from the first drop. */
export function setPresence(g: ChessGame, colour: Colour, present: boolean, now: number): RulesResult {
  if (isOver(g)) return refuse("GAME_FINISHED");
  const s = begin(g, { type: "setPresence", colour, present, now });
  s.absentSince[colour] = present ? null : (s.absentSince[colour] ?? now);
  return { ok: true, state: s, events: [] };
}

/**
 * From when `colour`, who stayed, may claim because the opponent is gone: ABSENT_CLAIM_MS after the opponent left,
 * from ply 2 on, and only if the opponent's clock will still read more than ABSENT_CLAIM_MS then (with less, its
 * flag settles the game soon enough). Null when no claim is coming.
 */
export function claimableAt(g: ChessGame, colour: Colour): number | null {
  if (isOver(g) || g.ply < BOTH_MOVED_PLIES || g.absentSince[colour] !== null) return null;
  const gone = g.absentSince[opponent(colour)];
  if (gone === null) return null;
  const at = gone + ABSENT_CLAIM_MS;
  if (g.clock && remainingMs(g, opponent(colour), at) <= ABSENT_CLAIM_MS) return null;
  return at;
}

function mayClaim(g: ChessGame, colour: Colour, now: number): boolean {
  const at = claimableAt(g, colour);
  if (at === null || now < at) return false;
  return !g.clock || remainingMs(g, opponent(colour), now) > ABSENT_CLAIM_MS;
}

/** The one who stayed takes the win (a draw when it could never mate). */
export function claimVictory(g: ChessGame, colour: Colour, now: number): RulesResult {
  if (!isOver(g) && !mayClaim(g, colour, now)) return refuse("CLAIM_NOT_ALLOWED");
  return ending(g, { type: "claimVictory", colour, now }, (s, events) => end(s, "claim", cannotMate(s.fen, colour) ? null : colour, now, events));
}

/** The one who stayed takes a draw. */
export function claimDraw(g: ChessGame, colour: Colour, now: number): RulesResult {
  if (!isOver(g) && !mayClaim(g, colour, now)) return refuse("CLAIM_NOT_ALLOWED");
  return ending(g, { type: "claimDraw", colour, now }, (s, events) => end(s, "claim", null, now, events));
}
