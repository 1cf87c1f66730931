import { sql } from "drizzle-orm";
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** A segment's prize as the wheel's rules package names it (packages/rules-wheel). */
export type WheelPrizeRecord = { kind: "coins"; multiplier: number } | { kind: "jackpot" } | { kind: "lose" };

/**
 * Every published segment table of the spin wheel (/admin-spin): an edit is a new version, never a change, and a spin
 * is judged by the version that was current when it was committed. The newest version is the one in force.
 */
export const wheelTables = pgTable(
  "wheel_tables",
  {
    version: integer("version").primaryKey(),
    segments: jsonb("segments").$type<WheelPrizeRecord[]>().notNull(),
    /** A purchased spin's price, minor units. */
    price: integer("price").notNull(),
    jackpotShareBps: integer("jackpot_share_bps").notNull(),
    jackpotSeed: integer("jackpot_seed").notNull(),
    jackpotCap: integer("jackpot_cap"),
    jackpotMustDropMs: integer("jackpot_must_drop_ms"),
    /** The stake a free spin's prizes are multiples of, minor units. */
    freeSpinStake: integer("free_spin_stake").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("wheel_tables_price_ck", sql`${t.price} > 0 and ${t.freeSpinStake} >= 0`)],
);

/**
 * A player's side of the wheel: the provably fair seed pair (the server seed's hash is shown before any spin, the seed
 * itself when the player registers a new public key), the next nonce, purchased spins not yet spun, and the free spin.
 */
export const spinPlayers = pgTable(
  "spin_players",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    /** The player's public key (spec: register public key): the client seed. */
    clientSeed: text("client_seed").notNull(),
    nextNonce: integer("next_nonce").notNull().default(0),
    /** Purchased spins not yet spun. */
    credits: integer("credits").notNull().default(0),
    /** The UTC day of the last free spin spun (one a day). */
    freeSpinDay: date("free_spin_day", { mode: "string" }),
    /** The UTC day the player last saw the free-spin dialog (spec: isSpinView). */
    spinViewDay: date("spin_view_day", { mode: "string" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("spin_players_credits_ck", sql`${t.credits} >= 0`)],
);

/** Server seeds a player has retired (by registering a new public key): revealed, so every spin under them verifies. */
export const spinRevealedSeeds = pgTable("spin_revealed_seeds", {
  serverSeedHash: text("server_seed_hash").primaryKey(),
  serverSeed: text("server_seed").notNull(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  revealedAt: timestamp("revealed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One spin as the server judged it: the proof (seed hash, client seed, nonce), the table version, and what it paid. */
export const spins = pgTable(
  "spins",
  {
    id: uuid("id").primaryKey(),
    /** The order spins were judged in: taken under the pot's lock, so it is the pot's own history order. */
    seq: bigserial("seq", { mode: "number" }).notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** free or purchased. */
    kind: text("kind").notNull(),
    tableVersion: integer("table_version").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    nonce: integer("nonce").notNull(),
    segment: smallint("segment").notNull(),
    prize: jsonb("prize").$type<WheelPrizeRecord>().notNull(),
    stake: integer("stake").notNull(),
    /** What the segment paid, minor units. */
    coins: bigint("coins", { mode: "number" }).notNull(),
    /** What this spin put in the pot. */
    contribution: integer("contribution").notNull(),
    /** The pot this spin won (0: none). */
    jackpot: bigint("jackpot", { mode: "number" }).notNull(),
    /** Why the pot dropped to it: segment, cap, time. */
    dropped: text("dropped"),
    potAfter: bigint("pot_after", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("spins_user_idx").on(t.userId, t.createdAt),
    index("spins_drops_idx").on(t.createdAt).where(sql`${t.jackpot} > 0`),
  ],
);

/** The pot's clock (one row): when the house last seeded it, for the must-drop time. Its coins are in the ledger. */
export const spinPot = pgTable(
  "spin_pot",
  {
    id: smallint("id").primaryKey().default(1),
    seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("spin_pot_one_row_ck", sql`${t.id} = 1`)],
);
