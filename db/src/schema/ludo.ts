import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ledgerCurrency } from "./ledger.js";

export const ludoGameStatus = pgEnum("ludo_game_status", ["active", "finished", "aborted"]);

export interface LudoGamePlayer {
  userId: string | null;
  playerName: string;
  color: "green" | "blue" | "yellow" | "red";
  isBot: boolean;
}
export interface LudoRoll {
  nonce: number;
  color: "green" | "blue" | "yellow" | "red";
  dice: number;
}
export interface LudoWinner {
  id: number;
  nickname: string;
  winner: boolean;
  uid: string;
  color: "green" | "blue" | "yellow" | "red";
  status: string;
  winingAmount: number;
  isBot: boolean;
}

/**
 * One Ludo game as the server played it: who sat where, the provably fair seeds and every roll, and the
 * result it settled. The server seed stays here unrevealed (the API hides it) until the game is over.
 * Its id is the game's escrow id in the ledger.
 */
export const ludoGames = pgTable(
  "ludo_games",
  {
    id: uuid("id").primaryKey(),
    roomId: text("room_id").notNull(),
    gameType: text("game_type").notNull(),
    rules: text("rules").notNull(),
    currency: ledgerCurrency("currency").notNull(),
    /** Entry fee per seat, minor units (0 for computer games). */
    fee: integer("fee").notNull(),
    status: ludoGameStatus("status").notNull().default("active"),
    players: jsonb("players").$type<LudoGamePlayer[]>().notNull(),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    rolls: jsonb("rolls").$type<LudoRoll[]>().notNull().default([]),
    winners: jsonb("winners").$type<LudoWinner[]>().notNull().default([]),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Set when the game's process died and recovery refunded or settled it (the game did not end in play). */
    interruptedAt: timestamp("interrupted_at", { withTimezone: true }),
    /** Players told about the interruption (their client showed the message): user ids. */
    interruptionSeenBy: jsonb("interruption_seen_by").$type<string[]>().notNull().default([]),
  },
  (t) => [index("ludo_games_room_idx").on(t.roomId, t.startedAt)],
);
