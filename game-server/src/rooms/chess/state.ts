import { schema, t, type SchemaType } from "@colyseus/schema";
import { tablePlayerFields, tableStateFields } from "../table/state.js";

/** One seat ("p1", "p2"): a player (or the computer), the colour drawn at the start, and what they may do now. */
export const ChessPlayer = schema(
  {
    ...tablePlayerFields,
    /** white or black once the game started. */
    color: t.string().default(""),
    /** ACTIVE, then WON, LOST, DRAW or ABORTED. */
    status: t.string().default("ACTIVE"),
    /** Epoch ms since when this player is gone (0: here). */
    absentSince: t.number().default(0),
    /** Epoch ms from when this player may claim because the opponent is gone (0: no claim). */
    claimableAt: t.number().default(0),
    canOfferDraw: t.boolean().default(false),
  },
  "ChessPlayer",
);
export type ChessPlayer = SchemaType<typeof ChessPlayer>;

/** The latest move (ply 0: none yet; a takeback lowers it). */
export const ChessMove = schema(
  { ply: t.uint16().default(0), from: t.string().default(""), to: t.string().default(""), san: t.string().default("") },
  "ChessMove",
);
export type ChessMove = SchemaType<typeof ChessMove>;

/** The "chess" room's synchronised state (CHESS_STATE_FIELDS in the contracts): the table's fields and chess's own. */
export const ChessRoomState = schema(
  {
    ...tableStateFields,
    minutes: t.int16().default(-1),
    increment: t.uint8().default(0),
    takebacks: t.boolean().default(false),
    level: t.uint8().default(0),
    fen: t.string().default("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    turn: t.string().default(""),
    check: t.boolean().default(false),
    moves: t.array("string"),
    legalMoves: t.array("string"),
    lastMove: t.ref(ChessMove).default(() => new ChessMove()),
    w_Time: t.number().default(-1),
    b_Time: t.number().default(-1),
    clockRunning: t.boolean().default(false),
    drawOffer: t.string().default(""),
    takebackOffer: t.string().default(""),
    status: t.string().default("Not Started"),
    winner: t.string().default(""),
    /** Keyed by seat: p1 (the creator), p2. */
    players: t.map(ChessPlayer),
  },
  "ChessRoomState",
);
export type ChessRoomState = SchemaType<typeof ChessRoomState>;
