import { COLORS, HOME, seatOf, TOKENS, YARD, type Color } from "./board.js";

export type Mode = "classic" | "quick";
/** The spec's room status values while a game runs. */
export type Phase = "waiting_for_dice" | "waiting_for_token" | "finished";
export type PlayerStatus = "active" | "finished" | "out";

export interface PlayerState {
  color: Color;
  /** Progress of each of the four tokens (see board.ts). */
  tokens: number[];
  status: PlayerStatus;
  /** Turns in a row the clock ran out on; 3 puts the player out. */
  missedTurns: number;
}

export interface LudoState {
  mode: Mode;
  /** In seat order round the board. */
  players: PlayerState[];
  /** Index into players of the player to act. */
  turn: number;
  phase: Phase;
  /** The die of the current turn, once rolled. */
  dice: number | null;
  /** Sixes rolled in a row this turn. */
  sixes: number;
  /**
   * The clock already ran out in this turn: a missed turn counts once, however many extra rolls (sixes,
   * captures) the server then plays for the player.
   */
  turnMissed: boolean;
  /** Rolls made so far: the nonce of the next provably fair roll. */
  rolls: number;
  /** Players who brought every token home (classic) or the first token (quick), in order. */
  finished: number[];
  /** Players put out (missed turns, left), in order. */
  out: number[];
}

export const MISSED_TURNS_LIMIT = 3;

/**
 * Why a player who is out is out: the clock (three missed turns) or leaving (gave up, or did not come back in time).
 * The rules put a player out for missed turns only on the third one, and nobody who is out gets another turn.
 */
export const outReason = (p: PlayerState): "missed-turns" | "left" => (p.missedTurns >= MISSED_TURNS_LIMIT ? "missed-turns" : "left");

/** A new game for the given colours (any order; seats follow the board). */
export function newGame(mode: Mode, colors: readonly Color[]): LudoState {
  if (colors.length < 2 || colors.length > 4) throw new RangeError("a game needs 2 to 4 players");
  if (new Set(colors).size !== colors.length) throw new RangeError("every player needs a different colour");
  const seated = [...colors].sort((a, b) => seatOf(a) - seatOf(b));
  return {
    mode,
    players: seated.map((color) => ({
      color,
      tokens: Array.from({ length: TOKENS }, () => (mode === "quick" ? 0 : YARD)),
      status: "active",
      missedTurns: 0,
    })),
    turn: 0,
    phase: "waiting_for_dice",
    dice: null,
    sixes: 0,
    turnMissed: false,
    rolls: 0,
    finished: [],
    out: [],
  };
}

export const playerIndexOf = (state: LudoState, color: Color): number => state.players.findIndex((p) => p.color === color);

/** How far a player has come: the sum of token progress, yard counting as 0 and home as 57. */
export const progressOf = (p: PlayerState): number => p.tokens.reduce((sum, t) => sum + t + 1, 0);

export const tokensHome = (p: PlayerState): number => p.tokens.filter((t) => t === HOME).length;

/**
 * Final places, best first: players who finished in their order, then those still playing by progress (seat
 * order on ties), then players put out, the last one out first.
 */
export function ranking(state: LudoState): number[] {
  const playing = state.players
    .map((p, i) => ({ p, i }))
    .filter(({ i }) => !state.finished.includes(i) && !state.out.includes(i))
    .sort((a, b) => progressOf(b.p) - progressOf(a.p) || a.i - b.i)
    .map(({ i }) => i);
  return [...state.finished, ...playing, ...[...state.out].reverse()];
}

export const colorsInSeatOrder = (colors: readonly Color[]): Color[] => COLORS.filter((c) => colors.includes(c));
