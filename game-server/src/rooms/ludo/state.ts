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
    /** Keyed by colour. */
    players: t.map(LudoPlayer),
  },
  "LudoRoomState",
);
export type LudoRoomState = SchemaType<typeof LudoRoomState>;
