import { schema, t, type SchemaType } from "@colyseus/schema";
import { tablePlayerFields, tableStateFields } from "../table/state.js";

/** One seat: a player (or bot) and their four tokens. Field names follow the spec's room player. */
export const LudoPlayer = schema(
  {
    ...tablePlayerFields,
    color: t.string().default(""),
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

/** The latest roll: which colour threw what, and its fair nonce (-1 before the first roll of a game). */
export const LudoRoll = schema(
  { color: t.string().default(""), dice: t.uint8().default(0), nonce: t.int32().default(-1) },
  "LudoRoll",
);
export type LudoRoll = SchemaType<typeof LudoRoll>;

/** A token sent back to its yard by a move. */
export const LudoCapture = schema({ color: t.string().default(""), token: t.int8().default(0) }, "LudoCapture");
export type LudoCapture = SchemaType<typeof LudoCapture>;

/** The latest move: `serial` counts moves at this table, so a client sees each one once. */
export const LudoMove = schema(
  {
    serial: t.uint32().default(0),
    color: t.string().default(""),
    token: t.int8().default(0),
    from: t.int8().default(0),
    to: t.int8().default(0),
    captured: t.array(LudoCapture),
  },
  "LudoMove",
);
export type LudoMove = SchemaType<typeof LudoMove>;

/** The "ludo" room's synchronised state (LUDO_STATE_FIELDS in the contracts): the table's fields and Ludo's own. */
export const LudoRoomState = schema(
  {
    ...tableStateFields,
    rules: t.string().default("classic"),
    boardType: t.string().default("default"),
    /** Not Started, waiting_for_dice, waiting_for_token, finished. */
    status: t.string().default("Not Started"),
    turn: t.string().default(""),
    dice: t.uint8().default(0),
    legalTokens: t.array("uint8"),
    rolls: t.uint32().default(0),
    /** The action in the state: a roll or a move reaches every client as the one patch of that action. */
    lastRoll: t.ref(LudoRoll).default(() => new LudoRoll()),
    lastMove: t.ref(LudoMove).default(() => new LudoMove()),
    /** Keyed by colour. */
    players: t.map(LudoPlayer),
  },
  "LudoRoomState",
);
export type LudoRoomState = SchemaType<typeof LudoRoomState>;
