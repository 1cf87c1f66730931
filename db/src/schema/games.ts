import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ledgerCurrency } from "./ledger.js";

export const gameRecordStatus = pgEnum("game_record_status", ["active", "finished", "aborted"]);

/** A seat of a game as recorded: who sat there; each game adds its own seat facts (Ludo: the pawn colour). */
export interface GameRecordPlayer {
  userId: string | null;
  playerName: string;
  isBot: boolean;
  [fact: string]: unknown;
}

/**
 * One game as the server played it, for every game on the platform: who sat where, the provably fair seeds and
 * every draw, and the result it settled. The server seed stays here unrevealed (the API hides it) until the game
 * is over. Its id is the game's escrow id in the ledger. What differs between games lives in the JSON columns, whose
 * shapes each game's contract names (Ludo: draws are rolls, result is the winners list, details hold the rules).
 */
export const gameRecords = pgTable(
  "game_records",
  {
    id: uuid("id").primaryKey(),
    /** The game kind: "ludo" (the escrow's game and the payout rules' key). */
    game: text("game").notNull(),
    roomId: text("room_id").notNull(),
    /** How the table was made (Ludo: Classic, Quick Play, Private, Computer). */
    mode: text("mode").notNull(),
    currency: ledgerCurrency("currency").notNull(),
    /** Entry fee per seat, minor units (0 for free games). */
    fee: integer("fee").notNull(),
    status: gameRecordStatus("status").notNull().default("active"),
    players: jsonb("players").$type<GameRecordPlayer[]>().notNull(),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    /** Every fair draw of the game, in order (Ludo: { nonce, color, dice }). */
    draws: jsonb("draws").$type<unknown[]>().notNull().default([]),
    /** The ranked result as the players were told it (Ludo: the winners list). */
    result: jsonb("result").$type<unknown[]>().notNull().default([]),
    /** Game-specific facts of the table (Ludo: { rules }). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Set when the game's process died and recovery refunded or settled it (the game did not end in play). */
    interruptedAt: timestamp("interrupted_at", { withTimezone: true }),
    /** Players told about the interruption (their client showed the message): user ids. */
    interruptionSeenBy: jsonb("interruption_seen_by").$type<string[]>().notNull().default([]),
  },
  (t) => [
    index("game_records_room_idx").on(t.game, t.roomId, t.startedAt),
    // The dashboard's games and active players per day.
    index("game_records_started_idx").on(t.startedAt),
    // A player's own games (`players @> [{"userId": …}]`): Flash's hand history.
    index("game_records_players_idx").using("gin", t.players.op("jsonb_path_ops")),
  ],
);
