/**
 * The chess rules' words and numbers. The string lists repeat the wire contract's (packages/contracts/src/chess.ts)
 * with the same names and values, so this package needs neither zod nor the contracts; contract.test.ts keeps the
 * two in step.
 */

export const CHESS_COLOURS = ["white", "black"] as const;
export type Colour = (typeof CHESS_COLOURS)[number];

/** How a game ended: the contract's CHESS_END_REASONS, in its order. */
export const CHESS_END_REASONS = [
  "checkmate",
  "resign",
  "timeout",
  "timeoutDraw",
  "stalemate",
  "insufficient",
  "threefold",
  "fifty",
  "agreement",
  "claim",
  "left",
  "aborted",
  "noStart",
] as const;
export type ChessEndReason = (typeof CHESS_END_REASONS)[number];

/**
 * Why the rules refused an action: the contract's CHESS_ERROR_CODES that the rules can give, plus NOT_DUE, which
 * only the room sees (it asked for a timeout before anything was due) and never sends to a client.
 */
export const CHESS_RULES_ERRORS = [
  "NOT_YOUR_TURN",
  "ILLEGAL_MOVE",
  "GAME_FINISHED",
  "DRAW_OFFER_NOT_ALLOWED",
  "NO_DRAW_OFFER",
  "TAKEBACK_NOT_ALLOWED",
  "NO_TAKEBACK_REQUEST",
  "ABORT_NOT_ALLOWED",
  "CLAIM_NOT_ALLOWED",
  "NOT_DUE",
] as const;
export type ChessRulesError = (typeof CHESS_RULES_ERRORS)[number];

/** Each side has this long for its first move (white from the start, black from white's first move); missed: noStart. */
export const FIRST_MOVE_MS = 30_000;
/** Untimed games: a side that makes no move for this long has left the game (a loss, from ply 2 on). */
export const UNTIMED_MOVE_MS = 600_000;
/** How long a player must be gone before the one who stayed may claim the win or a draw. */
export const ABSENT_CLAIM_MS = 30_000;
/** A side may offer a draw at most once per this many plies (and not before ply 2). */
export const DRAW_OFFER_PLIES = 20;
/** Plies both sides must have played before a draw offer, a resignation (rather than an abort) or a claim. */
export const BOTH_MOVED_PLIES = 2;

/**
 * Lag compensation after scalachess's LagTracker: each timed move earns the mover LAG_QUOTA_GAIN of quota; the
 * network lag a client reports (time the server saw minus the client's own thinking time) is given back from the
 * quota, at most MAX_MOVE_COMP_MS per move. The gain scales with the control's estimated length (initial + 40 ×
 * increment): short games forgive less, since a second matters more there and is easier to abuse.
 */
export const LAG_QUOTA_GAIN_MAX_MS = 1_000;
/** Gain at and below LAG_SHORT_CONTROL_SECONDS (bullet of 15 s or less). */
export const LAG_QUOTA_GAIN_MIN_MS = 200;
/** Estimated game length (seconds) from which the full gain applies: 3+0 and longer. */
export const LAG_LONG_CONTROL_SECONDS = 180;
export const LAG_SHORT_CONTROL_SECONDS = 15;
/** Moves a game is estimated to last, to turn an increment into time (lichess's estimateTotalSeconds). */
export const LAG_ESTIMATED_MOVES = 40;
/** A fresh quota is this many gains (lichess: 3). */
export const LAG_QUOTA_START_GAINS = 3;
/** The quota never grows past this many gains (lichess: 7 for its quotaMax). */
export const LAG_QUOTA_MAX_GAINS = 7;
/**
 * The most one move is forgiven. A mobile link's hiccup rarely passes 2–3 s; a longer "lag" is more likely a
 * client pausing its own clock, and the quota already bounds the sum. 3 s keeps one bad spike from costing the game.
 */
export const MAX_MOVE_COMP_MS = 3_000;
/**
 * The flag falls this much after the clock reads zero, at most, and never more than the side's lag quota
 * (lichess's outOfTime with grace): a move sent in time but slowed by the network still arrives before the flag.
 */
export const FLAG_GRACE_MAX_MS = 2_000;
