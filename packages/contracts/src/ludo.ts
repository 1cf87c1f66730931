/**
 * The Ludo realtime protocol (Colyseus rooms "ludo" and "ludo_lobby") and its REST companions. Every inbound
 * message is parsed with the schema named here before the room looks at it; docs/realtime.md describes the same
 * catalogue for people (a test keeps the two in step).
 */
import { z } from "zod";
import { BOARD_THEMES, CURRENCIES, LUDO_FEE_STEPS, PAWN_COLOURS, PLAYER_COUNTS, PRIVATE_FEE_MAX, PRIVATE_FEE_MIN } from "./constants.js";

export const LUDO_ROOM = "ludo";
export const LUDO_LOBBY_ROOM = "ludo_lobby";

export const LUDO_GAME_TYPES = ["Classic", "Quick Play", "Private", "Computer"] as const;
export type LudoGameType = (typeof LUDO_GAME_TYPES)[number];
export const LUDO_RULES = ["classic", "quick"] as const;
export const BOT_LEVELS = ["easy", "medium", "hard"] as const;

/** Turn clock: default 15 s, a room option. Reconnection grace: 60 s. */
export const LUDO_TURN_SECONDS = { min: 5, max: 60, default: 15 } as const;
export const LUDO_RECONNECT_SECONDS = 60;
/** How long a finished room waits for a rematch before it closes. */
export const LUDO_REMATCH_SECONDS = 60;
export const LUDO_CHAT = { maxLength: 200, perTenSeconds: 5 } as const;
/**
 * Messages a client may send a room per second before it is disconnected (Colyseus `maxMessagesPerSecond`). A
 * person sends a roll and a move per turn; a scripted client (a test, another front end) that answers each state
 * change at once on a fast link can send a few hundred a second without meaning harm. 200 leaves it room and
 * still cuts a flood off within its first second, before it costs the room's other players anything.
 */
export const LUDO_MAX_MESSAGES_PER_SECOND = 200;

export const pawnColour = z.enum(PAWN_COLOURS);
export type PawnColour = z.infer<typeof pawnColour>;
/** The spec's opposites: green–blue, yellow–red (two-player tables sit on opposite colours). */
export const OPPOSITE_COLOUR: Record<PawnColour, PawnColour> = { green: "blue", blue: "green", yellow: "red", red: "yellow" };
const playerCount = z.union(PLAYER_COUNTS.map((n) => z.literal(n)) as [z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]);
const stepFee = z
  .number({ error: "Select an entry fee." })
  .refine((v) => (LUDO_FEE_STEPS as readonly number[]).includes(v), `Entry fee must be one of ${LUDO_FEE_STEPS.join(", ")}.`);
const playerName = z.string().trim().min(1).max(30);
const clientSeed = z.string().trim().min(1).max(64).optional();
const turnSeconds = z.number().int().min(LUDO_TURN_SECONDS.min).max(LUDO_TURN_SECONDS.max).optional();

/** The spec's room name: 'room_' plus 4 letters or digits. Private codes: 6 digits. Passwords: 8 characters. */
export const PUBLIC_ROOM_NAME = /^room_[A-Za-z0-9]{4}$/;
export const PRIVATE_ROOM_CODE = /^\d{6}$/;
export const PRIVATE_ROOM_PASSWORD = /^[A-Za-z0-9]{8}$/;

const common = {
  playerName,
  boardType: z.enum(BOARD_THEMES).default("default"),
  currency: z.enum(CURRENCIES).default("COIN"),
  clientSeed,
  /** The spec's lobby create payload sends ttl 50; accepted and unused (rooms close on their own rules). */
  ttl: z.number().int().min(0).max(3600).optional(),
  userId: z.string().optional(),
};

/**
 * create-room: the options of `client.create("ludo", options)` (Classic, Private, Computer) and of
 * `client.joinOrCreate("ludo", options)` (Quick Play matchmaking by fee and player count).
 */
export const ludoCreateOptionsSchema = z.discriminatedUnion("gameType", [
  z.object({
    ...common,
    gameType: z.literal("Classic"),
    roomId: z.string().regex(PUBLIC_ROOM_NAME, "room id not found"),
    maxPlayers: playerCount.default(4),
    roomAmount: stepFee,
    color: pawnColour,
    isVisible: z.literal(true).default(true),
    turnSeconds,
  }),
  z.object({
    ...common,
    gameType: z.literal("Private"),
    roomId: z.string().regex(PRIVATE_ROOM_CODE, "Private room code must be 6 digits."),
    roomPassword: z.string().regex(PRIVATE_ROOM_PASSWORD, "Private room password must be 8 letters or digits."),
    maxPlayers: playerCount.default(4),
    roomAmount: z.number().int("Entry fee must be a whole number of coins.").min(PRIVATE_FEE_MIN).max(PRIVATE_FEE_MAX),
    color: pawnColour,
    isVisible: z.literal(false).default(false),
    /** Private tables may play Quick Play rules (first token home wins); Classic by default. */
    rules: z.enum(LUDO_RULES).default("classic"),
    turnSeconds,
  }),
  z.object({
    ...common,
    gameType: z.literal("Quick Play"),
    maxPlayers: playerCount.default(2),
    roomAmount: stepFee,
  }),
  z.object({
    ...common,
    gameType: z.literal("Computer"),
    bots: z.number().int().min(1).max(3).default(1),
    botLevel: z.enum(BOT_LEVELS).default("medium"),
    rules: z.enum(LUDO_RULES).default("classic"),
    color: pawnColour.default("green"),
    currency: z.literal("FREE").default("FREE"),
    turnSeconds,
  }),
]);
export type LudoCreateOptions = z.infer<typeof ludoCreateOptionsSchema>;

/** join-game: the options of `client.joinById(roomId, options)`. Rooms above 2 players need a colour. */
export const ludoJoinOptionsSchema = z.object({
  playerName,
  color: pawnColour.optional(),
  /** A private room joined by its password instead of its code. */
  roomPassword: z.string().regex(PRIVATE_ROOM_PASSWORD).optional(),
  currency: z.enum(CURRENCIES).default("COIN"),
  clientSeed,
  userId: z.string().optional(),
});
export type LudoJoinOptions = z.infer<typeof ludoJoinOptionsSchema>;

const empty = z.object({}).strict().optional();

/** Client → "ludo" room. */
export const ludoClientMessages = {
  "get-colors": empty,
  "game-start": z.object({ roomName: z.string().optional(), eventCode: z.literal("START_GAME"), sender: z.string().optional() }).optional(),
  "roll-dice": empty,
  "update:move": z.object({ token: z.number().int().min(0).max(3) }),
  "timer:end": empty,
  "rematch:request": z
    .object({ roomId: z.string().optional(), CustomData: z.object({}).passthrough().optional() })
    .passthrough()
    .optional(),
  "rematch:accept": empty,
  "send:message": z.object({ message: z.string().trim().min(1).max(LUDO_CHAT.maxLength) }),
  "player exit": empty,
  resume: empty,
  "get:winners": empty,
} as const;
export type LudoClientMessage = keyof typeof ludoClientMessages;

export const winnerEntrySchema = z.object({
  id: z.number().int().min(1),
  nickname: z.string(),
  winner: z.boolean(),
  uid: z.string(),
  color: pawnColour,
  status: z.string(),
  winingAmount: z.number(),
  isBot: z.boolean(),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

export const LUDO_ERROR_CODES = [
  "BAD_MESSAGE",
  "NOT_YOUR_TURN",
  "ROLL_FIRST",
  "ALREADY_ROLLED",
  "ILLEGAL_MOVE",
  "NOT_A_TOKEN",
  "GAME_FINISHED",
  "GAME_NOT_STARTED",
  "NOT_CREATOR",
  "ROOM_NOT_FULL",
  "REMATCH_UNAVAILABLE",
  "CHAT_LIMIT",
  "PLAYER_NOT_ACTIVE",
  /** A lobby lookup (get-game-fee, find-private) past the account's limit. */
  "TOO_MANY_REQUESTS",
] as const;

/** Server → client. */
export const ludoServerMessages = {
  error: z.object({ code: z.enum(LUDO_ERROR_CODES), message: z.string(), type: z.string().optional() }),
  "get-colors": z.object({ tokens: z.array(pawnColour) }),
  "game-start": z.object({ gameId: z.string(), serverSeedHash: z.string(), clientSeed: z.string() }),
  "timer:end": z.object({ color: pawnColour }),
  "player exit": z.object({ color: pawnColour, reason: z.enum(["missed-turns", "left"]) }),
  "game-end": z.object({ gameId: z.string(), serverSeed: z.string() }),
  "game:result": z.object({ gameId: z.string(), winners: z.array(winnerEntrySchema) }),
  "rematch:request": z.object({ uid: z.string(), userName: z.string() }),
  "rematch:accept": z.object({ uid: z.string(), accepted: z.array(z.string()) }),
  "send:message": z.object({ uid: z.string(), userName: z.string(), color: pawnColour, message: z.string(), at: z.number() }),
  resume: z.object({ gameId: z.string(), status: z.string(), turn: z.string(), dice: z.number(), turnEndsAt: z.number() }),
  info: z.object({ message: z.string() }),
} as const;
export type LudoServerMessage = keyof typeof ludoServerMessages;
/** What the server sends with a message type: one map types the server's sends and the web's listeners. */
export type LudoServerPayload<K extends LudoServerMessage> = z.infer<(typeof ludoServerMessages)[K]>;
/** What a client sends with a message type (after parsing). */
export type LudoClientPayload<K extends LudoClientMessage> = z.infer<(typeof ludoClientMessages)[K]>;

/** Client → "ludo_lobby" room. */
export const ludoLobbyClientMessages = {
  "room-list": empty,
  "get-game-fee": z.object({ roomId: z.string().min(1).max(40) }),
  "find-private": z.object({ roomPassword: z.string().regex(PRIVATE_ROOM_PASSWORD) }),
} as const;

export const listedRoomSchema = z.object({
  roomId: z.string(),
  isOpen: z.boolean(),
  isVisible: z.boolean(),
  gameType: z.enum(LUDO_GAME_TYPES),
  maxPlayers: z.number().int(),
  players: z.array(z.object({ playerName: z.string(), color: z.string() })),
  roomAmount: z.number(),
  currency: z.enum(CURRENCIES),
});
export type ListedRoom = z.infer<typeof listedRoomSchema>;

/** Server → "ludo_lobby" client. */
export const ludoLobbyServerMessages = {
  "room-list": z.object({ rooms: z.array(listedRoomSchema) }),
  "get-game-fee": z.object({
    success: z.boolean(),
    gameFees: z.number().optional(),
    maxPlayers: z.number().optional(),
    tokens: z.array(pawnColour).optional(),
  }),
  "find-private": z.object({
    success: z.boolean(),
    roomId: z.string().optional(),
    gameFees: z.number().optional(),
    maxPlayers: z.number().optional(),
    tokens: z.array(pawnColour).optional(),
  }),
  error: ludoServerMessages.error,
} as const;

/** One seat of the "ludo" room's synced state, as plain data (the schema's JSON; LUDO_PLAYER_FIELDS). */
export interface LudoPlayerView {
  id: string;
  playerName: string;
  color: PawnColour;
  isConnected: boolean;
  isCreator: boolean;
  isAccept: boolean;
  isBot: boolean;
  /** ACTIVE, FINISHED, OUT or LEFT. */
  status: string;
  /** Progress of the four tokens: -1 yard, 0–50 track, 51–55 home column, 56 home. */
  tokens: number[];
  missedTurns: number;
  /** Final place once known (1 = winner), else 0. */
  place: number;
}

/** The "ludo" room's synced state as plain data (the schema's JSON; LUDO_STATE_FIELDS): server and web share it. */
export interface LudoRoomView {
  roomId: string;
  gameId: string;
  gameType: string;
  rules: "classic" | "quick";
  maxPlayers: number;
  roomAmount: number;
  currency: "COIN" | "FREE";
  boardType: "default" | "nature";
  /** Not Started, waiting_for_dice, waiting_for_token, finished. */
  status: string;
  /** not_started, active, finished. */
  gameStatus: string;
  /** The colour to act ("" before the start). */
  turn: PawnColour | "";
  /** The die on the table, 0 when none. */
  dice: number;
  /** Epoch ms when the turn clock runs out (0 when no clock runs). */
  turnEndsAt: number;
  turnSeconds: number;
  /** Tokens the player to act may move now (from the server's rules). */
  legalTokens: number[];
  serverSeedHash: string;
  clientSeed: string;
  rolls: number;
  /** The latest roll (nonce -1 before the game's first): a new nonce is a new roll, seen in that action's one patch. */
  lastRoll: { color: PawnColour | ""; dice: number; nonce: number };
  /** The latest move: a new serial is a new move (token from → to, and the tokens it sent home). */
  lastMove: { serial: number; color: PawnColour | ""; token: number; from: number; to: number; captured: { color: PawnColour; token: number }[] };
  /** Keyed by colour. */
  players: Record<string, LudoPlayerView>;
}

/** Fields of the "ludo" room's synchronised state (Colyseus schema), for docs and clients. */
export const LUDO_STATE_FIELDS = [
  "roomId",
  "gameId",
  "gameType",
  "rules",
  "maxPlayers",
  "roomAmount",
  "currency",
  "boardType",
  "status",
  "gameStatus",
  "turn",
  "dice",
  "turnEndsAt",
  "turnSeconds",
  "legalTokens",
  "serverSeedHash",
  "clientSeed",
  "rolls",
  "lastRoll",
  "lastMove",
  "players",
] as const;
export const LUDO_PLAYER_FIELDS = [
  "id",
  "playerName",
  "color",
  "isConnected",
  "isCreator",
  "isAccept",
  "isBot",
  "status",
  "tokens",
  "missedTurns",
  "place",
] as const;

// ---- REST ------------------------------------------------------------------------------------------------

export const ludoGameDetailsSchema = z.object({ poolId: z.string().min(1).max(80) });
export const ludoWinDetailsParamsSchema = z.object({ roomName: z.string().min(1).max(40) });
export const ludoJoinPoolSchema = z
  .object({ roomId: z.string().min(1).max(40), playerType: z.literal("PAID").default("PAID") })
  .passthrough();
export const ludoSaveWinnerSchema = z
  .object({ roomId: z.string().min(1).max(40).optional(), poolId: z.string().min(1).max(80).optional(), startTime: z.unknown().optional(), endTime: z.unknown().optional() })
  .passthrough()
  .refine((v) => v.roomId || v.poolId, "roomId or poolId is required.");
export const fairGameParamsSchema = z.object({ gameId: z.string().uuid("Game not found") });

export const ludoRollRecordSchema = z.object({ nonce: z.number().int(), color: pawnColour, dice: z.number().int() });
export const ludoGameRecordSchema = z.object({
  gameId: z.string(),
  roomId: z.string(),
  gameType: z.enum(LUDO_GAME_TYPES),
  rules: z.enum(LUDO_RULES),
  currency: z.enum(CURRENCIES),
  roomAmount: z.number(),
  status: z.enum(["active", "finished", "aborted"]),
  players: z.array(z.object({ userId: z.string().nullable(), playerName: z.string(), color: pawnColour, isBot: z.boolean() })),
  winners: z.array(winnerEntrySchema),
  serverSeedHash: z.string(),
  /** Revealed once the game is over; null while it runs. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  rolls: z.array(ludoRollRecordSchema),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type LudoGameRecord = z.infer<typeof ludoGameRecordSchema>;

export const winDetailsResultSchema = z.object({
  roomName: z.string(),
  gameId: z.string(),
  players: z.array(z.object({ userId: z.string(), winningAmount: z.number() })),
});

/**
 * A game the player was in that did not end in play: its game-server process stopped (crash or restart) and
 * the recovery refunded the fees (no result yet) or settled the decided result. Answered until acknowledged.
 */
export const ludoInterruptedGameSchema = z.object({
  gameId: z.string(),
  roomId: z.string(),
  gameType: z.enum(LUDO_GAME_TYPES),
  currency: z.enum(CURRENCIES),
  /** Entry fee per seat, coins. */
  roomAmount: z.number(),
  /** refunded: every fee went back; settled: the result was decided before the stop and was paid. */
  outcome: z.enum(["refunded", "settled"]),
  /** Coins this player got back from the game (refund or prize; 0 when they lost a settled game). */
  amount: z.number(),
  interruptedAt: z.string(),
});
export type LudoInterruptedGame = z.infer<typeof ludoInterruptedGameSchema>;
export const ludoInterruptedAckSchema = z.object({ gameId: z.string().uuid("Game not found") });
