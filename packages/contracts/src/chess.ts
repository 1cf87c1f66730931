/**
 * The chess realtime protocol (Colyseus room "chess", on the table kit) and its REST companions. Every inbound message
 * is parsed with the schema named here before the room looks at it; docs/realtime.md describes the same catalogue for
 * people (a test keeps the two in step). The spec's event names are kept: createNewGame (create options),
 * playerJoinGame (join options), opponentMove (a move), offerDraw, takeBack, undoRequestAccept.
 */
import { z } from "zod";
import { CURRENCIES, LUDO_FEE_STEPS, PRIVATE_FEE_MAX } from "./constants.js";
import { PRIVATE_ROOM_CODE } from "./ludo.js";

export const CHESS_ROOM = "chess";
/** The game's kind in escrows, game records and the Quick Play queue. */
export const CHESS_GAME = "chess";
export const CHESS_GAME_TYPES = ["Quick Play", "Private", "Computer"] as const;
export type ChessGameType = (typeof CHESS_GAME_TYPES)[number];
export const CHESS_COLOURS = ["white", "black"] as const;
export type ChessColour = (typeof CHESS_COLOURS)[number];
/** The spec's default entry fee (gameFee 1). */
export const CHESS_DEFAULT_FEE = 1;
/** Quick Play fee steps (the same as Ludo's). */
export const CHESS_FEE_STEPS = LUDO_FEE_STEPS;
/** Computer levels, lichess's 1–8. */
export const CHESS_BOT_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** The spec's piece image sets (numeric keys) and the permissively licensed set each one shows. */
export const CHESS_PIECE_SETS = { 12: "classic", 69: "outline", 50: "bold", 31: "glyph" } as const;
export const CHESS_PIECE_SET_KEYS = [12, 69, 50, 31] as const;

/**
 * Time controls: minutes on each clock (-1: untimed, the spec's default timers) and seconds added per move. An
 * untimed game still ends: a player who makes no move for CHESS_UNTIMED_MOVE_SECONDS loses (as if they left).
 */
export const CHESS_MINUTES = [-1, 1, 3, 5, 10, 15, 30] as const;
export const CHESS_INCREMENTS = [0, 1, 2, 3, 5, 10, 20] as const;
/** Quick Play pairs strangers on one control, lichess's default rapid pool. */
export const CHESS_QUICK_PLAY_CLOCK = { minutes: 10, increment: 5 } as const;
export const CHESS_UNTIMED_MOVE_SECONDS = 600;
/** Seconds each side has for its first move before the game is aborted (fees back). */
export const CHESS_FIRST_MOVE_SECONDS = 30;
/** Seconds a player may be gone before the opponent may claim the win or a draw. */
export const CHESS_ABSENT_CLAIM_SECONDS = 30;
/** Seconds a dropped player keeps the seat: past it, they have left the game (a loss, or an abort before ply 2). */
export const CHESS_RECONNECT_SECONDS = 120;
export const CHESS_REMATCH_SECONDS = 60;
/** Plies that must pass between two draw offers of the same side; no offer before ply 2. */
export const CHESS_DRAW_OFFER_PLIES = 20;
export const CHESS_CHAT = { maxLength: 200, perTenSeconds: 5 } as const;
export const CHESS_MAX_MESSAGES_PER_SECOND = 50;

const playerName = z.string().trim().min(1).max(30);
const clientSeed = z.string().trim().min(1).max(64).optional();
const minutes = z
  .number()
  .refine((v) => (CHESS_MINUTES as readonly number[]).includes(v), `Minutes must be one of ${CHESS_MINUTES.join(", ")}.`)
  .default(-1);
const increment = z
  .number()
  .refine((v) => (CHESS_INCREMENTS as readonly number[]).includes(v), `Increment must be one of ${CHESS_INCREMENTS.join(", ")}.`)
  .default(0);
const common = { playerName, currency: z.enum(CURRENCIES).default("COIN"), clientSeed, userId: z.string().optional() };

/** createNewGame: the options of `client.create("chess", options)` (Private, Computer). Quick Play tables come from the queue. */
export const chessCreateOptionsSchema = z.discriminatedUnion("gameType", [
  z.object({
    ...common,
    gameType: z.literal("Private"),
    roomId: z.string().regex(PRIVATE_ROOM_CODE, "Private room code must be 6 digits."),
    roomAmount: z.number().int("Entry fee must be a whole number of coins.").min(0).max(PRIVATE_FEE_MAX).default(CHESS_DEFAULT_FEE),
    minutes,
    increment,
    /** Takebacks may be asked (each one still needs the opponent's yes). Shown before anyone joins. */
    takebacks: z.boolean().default(false),
  }),
  z.object({
    ...common,
    gameType: z.literal("Quick Play"),
    roomAmount: z.number().refine((v) => (CHESS_FEE_STEPS as readonly number[]).includes(v), `Entry fee must be one of ${CHESS_FEE_STEPS.join(", ")}.`),
    maxPlayers: z.literal(2).default(2),
  }),
  z.object({
    ...common,
    gameType: z.literal("Computer"),
    level: z.number().int().min(1).max(8).default(1),
    color: z.enum(["white", "black", "random"]).default("random"),
    minutes,
    increment,
    currency: z.literal("FREE").default("FREE"),
  }),
]);
export type ChessCreateOptions = z.infer<typeof chessCreateOptionsSchema>;

/** playerJoinGame: the options of `client.joinById(code, options)`. */
export const chessJoinOptionsSchema = z.object({ ...common });
export type ChessJoinOptions = z.infer<typeof chessJoinOptionsSchema>;

const empty = z.object({}).strict().optional();
const square = z.string().regex(/^[a-h][1-8]$/, "A square is a file a–h and a rank 1–8.");

/** Client → "chess" room. */
export const chessClientMessages = {
  /**
   * Your move (the spec's opponentMove: what your opponent receives). `moveMs` is your own measure of your thinking
   * time: the server uses it only to forgive network lag, within a quota (docs/realtime.md).
   */
  opponentMove: z.object({
    from: square,
    to: square,
    promotion: z.enum(["q", "r", "b", "n"]).optional(),
    moveMs: z.number().int().min(0).max(86_400_000).optional(),
  }),
  /** Offer a draw, or accept the opponent's standing offer. */
  offerDraw: empty,
  declineDraw: empty,
  /** Ask to take your last move back. */
  takeBack: empty,
  /** Answer the opponent's takeback request. */
  undoRequestAccept: z.object({ accept: z.boolean() }),
  resign: empty,
  /** Before both sides have moved: end the game with no result, fees back. */
  abort: empty,
  /** The opponent has been gone long enough: take the win, or a draw. */
  claimVictory: empty,
  claimDraw: empty,
  "send:message": z.object({ message: z.string().trim().min(1).max(CHESS_CHAT.maxLength) }),
  "rematch:request": z.object({}).passthrough().optional(),
  "rematch:accept": empty,
  "player exit": empty,
  resume: empty,
  "get:winners": empty,
} as const;
export type ChessClientMessage = keyof typeof chessClientMessages;
export type ChessClientPayload<K extends ChessClientMessage> = z.infer<(typeof chessClientMessages)[K]>;

export const CHESS_END_REASONS = [
  "checkmate",
  "resign",
  "timeout",
  /** The side to move ran out of time but the other side cannot mate (or a draw offer stood): a draw. */
  "timeoutDraw",
  "stalemate",
  "insufficient",
  "threefold",
  "fifty",
  "agreement",
  /** The opponent was gone and the player claimed the win or a draw. */
  "claim",
  /** A player left the game (exit, or gone past the reconnection grace, or no move within the untimed limit). */
  "left",
  /** Ended before both sides moved: no result, fees back. */
  "aborted",
  /** A side did not make its first move in time: aborted, fees back. */
  "noStart",
] as const;
export type ChessEndReason = (typeof CHESS_END_REASONS)[number];

export const CHESS_ERROR_CODES = [
  "BAD_MESSAGE",
  "NOT_YOUR_TURN",
  "ILLEGAL_MOVE",
  "GAME_FINISHED",
  "GAME_NOT_STARTED",
  "PLAYER_NOT_ACTIVE",
  "DRAW_OFFER_NOT_ALLOWED",
  "NO_DRAW_OFFER",
  "TAKEBACK_NOT_ALLOWED",
  "NO_TAKEBACK_REQUEST",
  "ABORT_NOT_ALLOWED",
  "RESIGN_NOT_ALLOWED",
  "CLAIM_NOT_ALLOWED",
  "REMATCH_UNAVAILABLE",
  "CHAT_LIMIT",
  "NOT_CREATOR",
  "ROOM_NOT_FULL",
  "TOO_MANY_REQUESTS",
] as const;

export const chessResultEntrySchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  color: z.enum(CHESS_COLOURS),
  /** win, loss or draw; every entry "aborted" when the game was aborted. */
  outcome: z.enum(["win", "loss", "draw", "aborted"]),
  reason: z.enum(CHESS_END_REASONS),
  /** Coins this player got from the pot (prize, or the fee back on a draw or an abort). */
  winingAmount: z.number(),
  isBot: z.boolean(),
});
export type ChessResultEntry = z.infer<typeof chessResultEntrySchema>;

/** Server → client. */
export const chessServerMessages = {
  error: z.object({ code: z.enum(CHESS_ERROR_CODES), message: z.string(), type: z.string().optional() }),
  info: z.object({ message: z.string() }),
  "game-start": z.object({ gameId: z.string(), serverSeedHash: z.string(), clientSeed: z.string() }),
  "game-end": z.object({ gameId: z.string(), serverSeed: z.string() }),
  "game:result": z.object({ gameId: z.string(), winners: z.array(chessResultEntrySchema) }),
  "rematch:request": z.object({ uid: z.string(), userName: z.string() }),
  "rematch:accept": z.object({ uid: z.string(), accepted: z.array(z.string()) }),
  "send:message": z.object({ uid: z.string(), userName: z.string(), color: z.string(), message: z.string(), at: z.number() }),
  resume: z.object({ gameId: z.string(), status: z.string(), turn: z.string(), fen: z.string(), turnEndsAt: z.number() }),
} as const;
export type ChessServerMessage = keyof typeof chessServerMessages;
export type ChessServerPayload<K extends ChessServerMessage> = z.infer<(typeof chessServerMessages)[K]>;

/** One seat of the "chess" room's synced state, as plain data (CHESS_PLAYER_FIELDS). Seats are keyed "p1", "p2". */
export interface ChessPlayerView {
  id: string;
  playerName: string;
  /** white or black once the game started ("" before: colours are drawn at the start). */
  color: ChessColour | "";
  isConnected: boolean;
  isCreator: boolean;
  isAccept: boolean;
  isBot: boolean;
  /** ACTIVE, or WON, LOST, DRAW, ABORTED at the end. */
  status: string;
  /** Epoch ms since when the player is gone (0: here). */
  absentSince: number;
  /** Epoch ms from when this player may claim the win or a draw because the opponent is gone (0: no claim possible). */
  claimableAt: number;
  /** This player may offer a draw now (its own turn or not). */
  canOfferDraw: boolean;
}

/** The "chess" room's synced state as plain data (CHESS_STATE_FIELDS): server and web share it. */
export interface ChessRoomView {
  roomId: string;
  gameId: string;
  gameType: string;
  maxPlayers: number;
  roomAmount: number;
  currency: "COIN" | "FREE";
  /** not_started, active, finished. */
  gameStatus: string;
  /** Epoch ms of the side to move's next deadline (its flag, or its first-move limit), 0 when none. */
  turnEndsAt: number;
  turnSeconds: number;
  serverSeedHash: string;
  clientSeed: string;
  /** Table options: minutes per side (-1 untimed), increment seconds, takebacks allowed, computer level (0: none). */
  minutes: number;
  increment: number;
  takebacks: boolean;
  level: number;
  /** Position (FEN) and the side to move ("" before the start and after the end). */
  fen: string;
  turn: ChessColour | "";
  check: boolean;
  /** Moves so far in SAN. */
  moves: string[];
  /** Legal moves of the side to move, as UCI (e2e4, e7e8q). */
  legalMoves: string[];
  /** The latest move (ply 0: none yet). A takeback lowers the ply. */
  lastMove: { ply: number; from: string; to: string; san: string };
  /** Remaining ms on each clock at the last move (-1 untimed); the side to move's clock runs down to turnEndsAt. */
  w_Time: number;
  b_Time: number;
  clockRunning: boolean;
  /** Who has a draw offer or a takeback request standing ("" none). */
  drawOffer: ChessColour | "";
  takebackOffer: ChessColour | "";
  /** Not Started, started, or the end reason (CHESS_END_REASONS). */
  status: string;
  /** white, black, or "" (no winner: a draw, an abort, or not over). */
  winner: ChessColour | "";
  players: Record<string, ChessPlayerView>;
}

export const CHESS_STATE_FIELDS = [
  "roomId",
  "gameId",
  "gameType",
  "maxPlayers",
  "roomAmount",
  "currency",
  "gameStatus",
  "turnEndsAt",
  "turnSeconds",
  "serverSeedHash",
  "clientSeed",
  "minutes",
  "increment",
  "takebacks",
  "level",
  "fen",
  "turn",
  "check",
  "moves",
  "legalMoves",
  "lastMove",
  "w_Time",
  "b_Time",
  "clockRunning",
  "drawOffer",
  "takebackOffer",
  "status",
  "winner",
  "players",
] as const;
export const CHESS_PLAYER_FIELDS = [
  "id",
  "playerName",
  "color",
  "isConnected",
  "isCreator",
  "isAccept",
  "isBot",
  "status",
  "absentSince",
  "claimableAt",
  "canOfferDraw",
] as const;

// ---- REST ------------------------------------------------------------------------------------------------

/** GET /api/v1/chess/game/{gameId}: a chess game as anyone may see it (the server seed once it is over). */
export const chessGameRecordSchema = z.object({
  gameId: z.string(),
  roomId: z.string(),
  gameType: z.enum(CHESS_GAME_TYPES),
  currency: z.enum(CURRENCIES),
  roomAmount: z.number(),
  status: z.enum(["active", "finished", "aborted"]),
  minutes: z.number(),
  increment: z.number(),
  players: z.array(z.object({ userId: z.string().nullable(), playerName: z.string(), color: z.enum(CHESS_COLOURS), isBot: z.boolean() })),
  result: z.array(chessResultEntrySchema),
  /** The colour draw: nonce 0 of the game's fair stream; 0 → the first seat (p1) plays white. */
  colourDraw: z.object({ nonce: z.number(), value: z.number() }).nullable(),
  moves: z.array(z.string()),
  pgn: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type ChessGameRecord = z.infer<typeof chessGameRecordSchema>;
