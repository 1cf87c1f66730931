/** A move: the clock (lag forgiven within the quota, increment), chess.js's verdict, and the endings it brings. */
import { compensateLag } from "./clock.js";
import { BOTH_MOVED_PLIES, type ChessEndReason, type Colour } from "./constants.js";
import { halfmoveClock, playUci, repetitionKey, type PositionFacts } from "./engine.js";
import { isOver, opponent, turn, type ChessGame, type ChessMoveInput, type RecordedAction } from "./state.js";
import { applyDue, begin, end, flag, refuse, type ChessEvent, type RulesResult } from "./transition.js";

/** Threefold repetition ends the game at once, as on lichess (no claim needed). */
export const REPETITIONS_FOR_DRAW = 3;

export const uciOfMove = (m: ChessMoveInput): string => m.from + m.to + (m.promotion ?? "");

/** The ending a position brings, checkmate first (a mate on the hundredth ply still wins). */
function endingOf(after: PositionFacts, repetitions: number): ChessEndReason | null {
  if (after.checkmate) return "checkmate";
  if (after.stalemate) return "stalemate";
  if (after.insufficient) return "insufficient";
  if (repetitions >= REPETITIONS_FOR_DRAW) return "threefold";
  if (after.fifty) return "fifty";
  return null;
}

/**
 * `colour` moves. `now` is when the server got it; `clientMoveMs` the thinking time the client measured, which
 * only serves to forgive network lag within the quota. Each side's first move costs no time and the clock starts
 * once both have moved. A move that comes after the flag fell (or after a first-move or untimed limit) is not
 * played: the game ends on time instead, as `timeout` would have ended it.
 */
export function applyMove(g: ChessGame, colour: Colour, move: ChessMoveInput, now: number, clientMoveMs?: number): RulesResult {
  if (isOver(g)) return refuse("GAME_FINISHED");
  if (turn(g) !== colour) return refuse("NOT_YOUR_TURN");
  const uci = uciOfMove(move);
  if (!g.legalMoves.includes(uci)) return refuse("ILLEGAL_MOVE");

  const recorded: RecordedAction = {
    type: "move",
    colour,
    move: move.promotion ? { from: move.from, to: move.to, promotion: move.promotion } : { from: move.from, to: move.to },
    now,
    ...(clientMoveMs === undefined ? {} : { clientMoveMs }),
  };
  const s = begin(g, recorded);
  const events: ChessEvent[] = [];
  if (applyDue(s, now, events)) return { ok: true, state: s, events };

  let spentMs = 0;
  if (s.clock && s.lagQuotaMs && s.ply >= BOTH_MOVED_PLIES) {
    const control = s.options.clock!;
    const elapsed = Math.max(0, now - s.turnStartedAt);
    const lag = compensateLag(control, s.lagQuotaMs[colour], elapsed, clientMoveMs);
    spentMs = elapsed - lag.compMs;
    const left = s.clock[colour] - spentMs;
    if (left <= 0) {
      flag(s, colour, now, events);
      return { ok: true, state: s, events };
    }
    s.lagQuotaMs[colour] = lag.quota;
    s.clock[colour] = left + control.incrementMs;
  }

  const played = playUci(s.fen, uci);
  // state.legalMoves came from chess.js for this very FEN: disagreeing now is a bug, not a player's mistake.
  if (!played) throw new Error(`chess.js refused ${uci}, listed as legal in ${s.fen}`);
  const { san, after } = played;
  s.moves.push({ colour, uci, san, from: move.from, to: move.to, fen: after.fen, at: now, spentMs, clockMs: s.clock ? s.clock[colour] : null });
  s.ply += 1;
  s.fen = after.fen;
  s.check = after.check;
  s.legalMoves = after.legalMoves;
  s.turnStartedAt = now;
  if (s.clock) {
    s.clock.turnStartedAt = now;
    s.clock.running = s.ply >= BOTH_MOVED_PLIES;
  }
  const key = repetitionKey(after.fen);
  // A capture or pawn move makes every earlier position unreachable: the count starts afresh.
  s.repetitions = halfmoveClock(after.fen) === 0 ? { [key]: 1 } : { ...s.repetitions, [key]: (s.repetitions[key] ?? 0) + 1 };
  // The opponent's draw offer lapses when this side plays on; any takeback request lapses with any move.
  if (s.drawOffer === opponent(colour)) s.drawOffer = null;
  s.takebackOffer = null;
  events.push({ type: "move", colour, uci, san, from: move.from, to: move.to, ply: s.ply });

  const ending = endingOf(after, s.repetitions[key]!);
  if (ending) end(s, ending, ending === "checkmate" ? colour : null, now, events);
  return { ok: true, state: s, events };
}
