/** What the two players settle together: draw offers and takebacks (lichess's rules). */
import { BOTH_MOVED_PLIES, CHESS_COLOURS, DRAW_OFFER_PLIES, type Colour } from "./constants.js";
import { halfmoveClock, positionFacts, repetitionKey } from "./engine.js";
import { isOver, opponent, pliesBy, turn, type ChessGame } from "./state.js";
import { applyDue, begin, end, refuse, type ChessEvent, type RulesResult } from "./transition.js";

/**
 * `colour` may offer a draw now: from ply 2 on, at most once per DRAW_OFFER_PLIES plies, not twice in a row; and
 * always when the opponent's offer stands, since offering then accepts it.
 */
export function canOfferDraw(g: ChessGame, colour: Colour): boolean {
  if (isOver(g) || g.ply < BOTH_MOVED_PLIES || g.drawOffer === colour) return false;
  if (g.drawOffer === opponent(colour)) return true;
  const last = g.lastDrawOfferPly[colour];
  return last === null || g.ply - last >= DRAW_OFFER_PLIES;
}

/** Offers a draw, or accepts the opponent's standing offer (a draw by agreement). */
export function offerDraw(g: ChessGame, colour: Colour, now: number): RulesResult {
  if (isOver(g)) return refuse("GAME_FINISHED");
  if (!canOfferDraw(g, colour)) return refuse("DRAW_OFFER_NOT_ALLOWED");
  const s = begin(g, { type: "offerDraw", colour, now });
  const events: ChessEvent[] = [];
  if (applyDue(s, now, events)) return { ok: true, state: s, events };
  if (s.drawOffer === opponent(colour)) {
    end(s, "agreement", null, now, events);
  } else {
    s.drawOffer = colour;
    s.lastDrawOfferPly[colour] = s.ply;
    events.push({ type: "draw-offer", by: colour });
  }
  return { ok: true, state: s, events };
}

/** Declines the opponent's standing offer. */
export function declineDraw(g: ChessGame, colour: Colour): RulesResult {
  if (isOver(g)) return refuse("GAME_FINISHED");
  if (g.drawOffer !== opponent(colour)) return refuse("NO_DRAW_OFFER");
  const s = begin(g, { type: "declineDraw", colour });
  s.drawOffer = null;
  return { ok: true, state: s, events: [{ type: "draw-declined", by: colour }] };
}

/**
 * Asks to take back one's last move: only at tables with takebacks on, once one has moved, and with no request
 * standing (the opponent's is answered with answerTakeback).
 */
export function requestTakeback(g: ChessGame, colour: Colour): RulesResult {
  if (isOver(g)) return refuse("GAME_FINISHED");
  if (!g.options.takebacks || g.takebackOffer !== null || pliesBy(g, colour) === 0) return refuse("TAKEBACK_NOT_ALLOWED");
  const s = begin(g, { type: "requestTakeback", colour });
  s.takebackOffer = colour;
  return { ok: true, state: s, events: [{ type: "takeback-request", by: colour }] };
}

/** The repetition counts of the game's current position, rebuilt from the positions since the last capture or pawn move. */
export function repetitionsOf(g: ChessGame): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let ply = g.ply; ply >= 0; ply--) {
    const fen = ply === 0 ? g.startFen : g.moves[ply - 1]!.fen;
    const key = repetitionKey(fen);
    counts[key] = (counts[key] ?? 0) + 1;
    if (halfmoveClock(fen) === 0) break;
  }
  return counts;
}

/** Back to the position after `ply` plies, with the clocks it had; the side to move's turn starts now. */
function rewind(s: ChessGame, ply: number, now: number): void {
  s.moves = s.moves.slice(0, ply);
  s.ply = ply;
  s.fen = ply === 0 ? s.startFen : s.moves[ply - 1]!.fen;
  const facts = positionFacts(s.fen);
  s.check = facts.check;
  s.legalMoves = facts.legalMoves;
  s.repetitions = repetitionsOf(s);
  s.turnStartedAt = now;
  if (s.clock) {
    for (const c of CHESS_COLOURS) s.clock[c] = s.moves.findLast((m) => m.colour === c)?.clockMs ?? s.options.clock!.initialMs;
    s.clock.running = ply >= BOTH_MOVED_PLIES;
    s.clock.turnStartedAt = now;
  }
  s.drawOffer = null;
  s.takebackOffer = null;
}

/**
 * Answers the opponent's takeback request. Accepted, the asker's last move is taken back: two plies when the
 * opponent has replied to it (it is the asker's turn), one when not.
 */
export function answerTakeback(g: ChessGame, colour: Colour, accept: boolean, now: number): RulesResult {
  if (isOver(g)) return refuse("GAME_FINISHED");
  const asker = opponent(colour);
  if (g.takebackOffer !== asker) return refuse("NO_TAKEBACK_REQUEST");
  const s = begin(g, { type: "answerTakeback", colour, accept, now });
  const events: ChessEvent[] = [];
  if (applyDue(s, now, events)) return { ok: true, state: s, events };
  if (!accept) {
    s.takebackOffer = null;
    events.push({ type: "takeback-declined", by: colour });
    return { ok: true, state: s, events };
  }
  const plies = turn(s) === asker ? 2 : 1;
  rewind(s, s.ply - plies, now);
  events.push({ type: "takeback", plies });
  return { ok: true, state: s, events };
}
