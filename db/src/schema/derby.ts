import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

export const derbyEventStatus = pgEnum("derby_event_status", ["open", "closed", "raced", "cancelled"]);

/** A horse of an event: its name and published strength (its chance to win is strength over the field's). */
export type DerbyHorse = { name: string; strength: number };

/**
 * A Derby race (issue 20): scheduled by an admin or, when virtual races are on, by the platform. Bets are taken until
 * post time into the event's pool (escrow `derby:<id>`); then the finishing order is drawn from the committed server
 * seed and the entropy (a drand round after post time, or the digest of the bets), and the tote pays. open → closed
 * (post time, waiting for the beacon) → raced; an admin may cancel before the race (every bet back).
 */
export const derbyEvents = pgTable(
  "derby_events",
  {
    id: uuid("id").primaryKey(),
    title: text("title").notNull(),
    horses: jsonb("horses").$type<DerbyHorse[]>().notNull(),
    postTime: timestamp("post_time", { withTimezone: true }).notNull(),
    takeoutBps: integer("takeout_bps").notNull(),
    status: derbyEventStatus("status").notNull().default("open"),
    virtual: boolean("virtual").notNull().default(false),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    entropySource: text("entropy_source").notNull(),
    beaconChain: text("beacon_chain"),
    beaconRound: bigint("beacon_round", { mode: "number" }),
    entropy: text("entropy"),
    beaconSignature: text("beacon_signature"),
    /** Horse indexes, winner first, once raced. */
    finishOrder: smallint("finish_order").array(),
    /** The settlement per pool (prices, takeout, breakage), once raced. */
    settlement: jsonb("settlement").$type<unknown[]>(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    racedAt: timestamp("raced_at", { withTimezone: true }),
  },
  (t) => [index("derby_events_due_idx").on(t.status, t.postTime), check("derby_events_takeout_ck", sql`${t.takeoutBps} between 0 and 3000`)],
);

/** A bet on a horse in one pool (win, place, show), and once raced what it returned. */
export const derbyBets = pgTable(
  "derby_bets",
  {
    id: uuid("id").primaryKey(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => derbyEvents.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    pool: text("pool").notNull(),
    horse: smallint("horse").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    payout: bigint("payout", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("derby_bets_event_idx").on(t.eventId, t.seq),
    index("derby_bets_user_idx").on(t.userId, t.createdAt),
    check("derby_bets_pool_ck", sql`${t.pool} in ('win', 'place', 'show') and ${t.amount} > 0`),
  ],
);

/** Virtual races (one row): every N minutes the platform schedules one by itself when none is open; null: off. */
export const derbySettings = pgTable(
  "derby_settings",
  {
    id: smallint("id").primaryKey().default(1),
    virtualEveryMinutes: integer("virtual_every_minutes"),
    takeoutBps: integer("takeout_bps").notNull().default(1500),
    updatedBy: uuid("updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("derby_settings_one_row_ck", sql`${t.id} = 1`)],
);
