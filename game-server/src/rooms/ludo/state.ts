import { schema, t, type SchemaType } from "@colyseus/schema";

/** One seat: a player (or bot) and their four tokens. Field names follow the spec's room player. */
export const LudoPlayer = schema(
  {
    id: t.string().default(""),
    playerName: t.string().default(""),
    color: t.string().default(""),
    isConnected: t.boolean().default(true),
    isCreator: t.boolean().default(false),
    /** Accepted the rematch. */
    isAccept: t.boolean().default(false),
    isBot: t.boolean().default(false),
    /** ACTIVE, FINISHED, OUT (missed turns) or LEFT. */
    status: t.string().default("ACTIVE"),
    /** Progress of each token: -1 yard, 0–50 track, 51–55 home column, 56 home. */
    tokens: t.array("int8"),
    missedTurns: t.uint8().default(0),
    /** Final place (1 = winner) once the game is over, else 0. */
    place: t.uint8().default(0),
  },
  "LudoPlayer",
);
export type LudoPlayer = SchemaType<typeof LudoPlayer>;

/** The "ludo" room's synchronised state (LUDO_STATE_FIELDS in the contracts). */
export const LudoRoomState = schema(
  {
    roomId: t.string().default(""),
    gameId: t.string().default(""),
    gameType: t.string().default(""),
    rules: t.string().default("classic"),
    maxPlayers: t.uint8().default(4),
    roomAmount: t.number().default(0),
    currency: t.string().default("COIN"),
    boardType: t.string().default("default"),
    /** Not Started, waiting_for_dice, waiting_for_token, finished. */
    status: t.string().default("Not Started"),
    /** not_started, active, finished. */
    gameStatus: t.string().default("not_started"),
    turn: t.string().default(""),
    dice: t.uint8().default(0),
    turnEndsAt: t.number().default(0),
    turnSeconds: t.uint8().default(15),
    legalTokens: t.array("uint8"),
    serverSeedHash: t.string().default(""),
    clientSeed: t.string().default(""),
    rolls: t.uint32().default(0),
    /** Keyed by colour. */
    players: t.map(LudoPlayer),
  },
  "LudoRoomState",
);
export type LudoRoomState = SchemaType<typeof LudoRoomState>;
