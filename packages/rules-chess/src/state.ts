/** A chess game as plain data: no chess.js instance inside, so it serialises, compares and replays as it is. */
import { startingLagQuota, type ClockControl } from "./clock.js";
import type { ChessEndReason, Colour } from "./constants.js";
import { positionFacts, repetitionKey } from "./engine.js";

export interface ChessRulesOptions {
  /** null: untimed (only the first-move and untimed move limits apply). */
  clock: ClockControl | null;
  /** Takebacks may be asked (each still needs the opponent's yes). */
  takebacks: boolean;
  /** When the game was created: white's first-move limit runs from here. */
  now: number;
  /** Seat keys ("p1", "p2") of the players. */
  white: string;
  black: string;
  /** A start position other than the standard one (tests, puzzles); chess.js checks it. */
  fen?: string;
}

export type Promotion = "q" | "r" | "b" | "n";
export interface ChessMoveInput {
  from: string;
  to: string;
  promotion?: Promotion;
}

/** One move played. Records are never changed once made (states share them). */
export interface ChessMoveRecord {
  colour: Colour;
  uci: string;
  san: string;
  from: string;
  to: string;
  /** The position after the move: takebacks rewind to it without replaying. */
  fen: string;
  /** When the move was made. */
  at: number;
  /** What it cost the mover's clock, lag forgiven (0 untimed and for each side's first move). */
  spentMs: number;
  /** The mover's remaining time after the move, increment included (null untimed): PGN's [%clk], takebacks. */
  clockMs: number | null;
}

export interface ChessClock {
  white: number;
  black: number;
  /** Runs from the second ply on, until the end. */
  running: boolean;
  /** When the side to move's turn started (the same as the game's turnStartedAt). */
  turnStartedAt: number;
}

export interface PerColour<T> {
  white: T;
  black: T;
}

/** Every accepted action with its arguments, in order: `replay` rebuilds the game from them. */
export type RecordedAction =
  | { type: "move"; colour: Colour; move: ChessMoveInput; now: number; clientMoveMs?: number }
  | { type: "offerDraw"; colour: Colour; now: number }
  | { type: "declineDraw"; colour: Colour }
  | { type: "requestTakeback"; colour: Colour }
  | { type: "answerTakeback"; colour: Colour; accept: boolean; now: number }
  | { type: "resign" | "abort" | "leave" | "claimVictory" | "claimDraw"; colour: Colour; now: number }
  | { type: "setPresence"; colour: Colour; present: boolean; now: number }
  | { type: "timeout"; now: number };

export interface ChessGame {
  options: ChessRulesOptions;
  seats: PerColour<string>;
  startFen: string;
  fen: string;
  /** Plies played (a takeback lowers it). */
  ply: number;
  moves: ChessMoveRecord[];
  status: "started" | ChessEndReason;
  /** The winner; null for a draw, an abort, or a game not over. */
  winner: Colour | null;
  clock: ChessClock | null;
  /** Lag compensation left to each side (null untimed). */
  lagQuotaMs: PerColour<number> | null;
  drawOffer: Colour | null;
  /** The ply at which each side last offered a draw (null: never). */
  lastDrawOfferPly: PerColour<number | null>;
  takebackOffer: Colour | null;
  /** Since when each player is gone (null: here). */
  absentSince: PerColour<number | null>;
  /** The side to move is in check. */
  check: boolean;
  /** The side to move's legal moves as UCI ("e2e4", "e7e8q"); empty once over. */
  legalMoves: string[];
  /**
   * Repetition key (FEN's first four fields) → times the position occurred, counted from the last capture or pawn
   * move only: no earlier position can come back, so the map stays small.
   */
  repetitions: Record<string, number>;
  createdAt: number;
  /** When the side to move's turn started: first-move, untimed and clock deadlines run from here. */
  turnStartedAt: number;
  endedAt: number | null;
  actions: RecordedAction[];
}

export const opponent = (c: Colour): Colour => (c === "white" ? "black" : "white");

/** A new game; throws RangeError on a bad start position or clock. */
export function newChessGame(o: ChessRulesOptions): ChessGame {
  if (o.clock && !(o.clock.initialMs > 0 && o.clock.incrementMs >= 0)) throw new RangeError("a clock needs time and a non-negative increment");
  let start;
  try {
    start = positionFacts(o.fen ?? "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  } catch (e) {
    throw new RangeError(`bad start position: ${(e as Error).message}`);
  }
  if (start.legalMoves.length === 0) throw new RangeError("the start position has no legal move");
  return {
    options: o,
    seats: { white: o.white, black: o.black },
    startFen: start.fen,
    fen: start.fen,
    ply: 0,
    moves: [],
    status: "started",
    winner: null,
    clock: o.clock ? { white: o.clock.initialMs, black: o.clock.initialMs, running: false, turnStartedAt: o.now } : null,
    lagQuotaMs: o.clock ? { white: startingLagQuota(o.clock), black: startingLagQuota(o.clock) } : null,
    drawOffer: null,
    lastDrawOfferPly: { white: null, black: null },
    takebackOffer: null,
    absentSince: { white: null, black: null },
    check: start.check,
    legalMoves: start.legalMoves,
    repetitions: { [repetitionKey(start.fen)]: 1 },
    createdAt: o.now,
    turnStartedAt: o.now,
    endedAt: null,
    actions: [],
  };
}

/** A copy to change (the input is never changed). Move records and the options are shared: nobody changes them. */
export const clone = (g: ChessGame): ChessGame => ({
  ...g,
  moves: g.moves.slice(),
  clock: g.clock && { ...g.clock },
  lagQuotaMs: g.lagQuotaMs && { ...g.lagQuotaMs },
  lastDrawOfferPly: { ...g.lastDrawOfferPly },
  absentSince: { ...g.absentSince },
  actions: g.actions.slice(),
});

export const isOver = (g: ChessGame): boolean => g.status !== "started";

/** The side to move, from the FEN; null once the game is over. */
export function turn(g: ChessGame): Colour | null {
  if (isOver(g)) return null;
  return g.fen.split(" ", 2)[1] === "b" ? "black" : "white";
}

export const legalMovesUci = (g: ChessGame): string[] => (isOver(g) ? [] : g.legalMoves);

/** Plies `colour` has played in this game. */
export function pliesBy(g: ChessGame, colour: Colour): number {
  let n = 0;
  for (const m of g.moves) if (m.colour === colour) n++;
  return n;
}
