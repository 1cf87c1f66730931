import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

export const lotteryDrawStatus = pgEnum("lottery_draw_status", ["open", "closed", "drawn", "cancelled"]);

/**
 * A lottery draw (issue 20), made by an admin (/lottery-admin): its terms, its times, and its fairness: the server seed
 * committed (hash published) when it opens, the entropy it is drawn with (a drand beacon round fixed when it opens, or
 * the digest of the tickets sold), and once drawn the winning numbers. Its coins sit in the escrow `lottery:<id>`.
 * open → (sales close) closed → (draw time) drawn; a draw that sold fewer than `min_tickets` is cancelled and refunded.
 */
export const lotteryDraws = pgTable(
  "lottery_draws",
  {
    id: uuid("id").primaryKey(),
    title: text("title").notNull(),
    pick: integer("pick").notNull(),
    of: integer("of").notNull(),
    /** Minor units. */
    ticketPrice: integer("ticket_price").notNull(),
    houseBps: integer("house_bps").notNull(),
    ranks: jsonb("ranks").$type<{ matches: number; shareBps: number }[]>().notNull(),
    minTickets: integer("min_tickets").notNull(),
    /** Most tickets the draw sells, all players together. */
    ticketLimit: integer("ticket_limit").notNull(),
    salesCloseAt: timestamp("sales_close_at", { withTimezone: true }).notNull(),
    drawAt: timestamp("draw_at", { withTimezone: true }).notNull(),
    status: lotteryDrawStatus("status").notNull().default("open"),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    /** "drand" (a public beacon round) or "tickets" (the digest of the tickets sold, in sale order). */
    entropySource: text("entropy_source").notNull(),
    /** The drand chain's hash and the round the draw uses (the first after sales close), when drand. */
    beaconChain: text("beacon_chain"),
    beaconRound: bigint("beacon_round", { mode: "number" }),
    /** The entropy used (the beacon's randomness, or the tickets' digest), and the beacon's signature, once drawn. */
    entropy: text("entropy"),
    beaconSignature: text("beacon_signature"),
    winning: integer("winning").array(),
    /** What the draw paid and kept, once drawn (minor units). */
    paid: bigint("paid", { mode: "number" }),
    house: bigint("house", { mode: "number" }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
  },
  (t) => [
    index("lottery_draws_due_idx").on(t.status, t.salesCloseAt),
    check("lottery_draws_times_ck", sql`${t.drawAt} >= ${t.salesCloseAt}`),
  ],
);

/** A ticket: its numbers (ascending), how they were chosen, and once drawn what it matched and won. */
export const lotteryTickets = pgTable(
  "lottery_tickets",
  {
    id: uuid("id").primaryKey(),
    drawId: uuid("draw_id")
      .notNull()
      .references(() => lotteryDraws.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    numbers: integer("numbers").array().notNull(),
    quickPick: boolean("quick_pick").notNull().default(false),
    /** Order of sale within the draw (the tickets' digest reads them in it). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    matched: integer("matched"),
    prize: bigint("prize", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lottery_tickets_draw_idx").on(t.drawId, t.seq), index("lottery_tickets_user_idx").on(t.userId, t.createdAt)],
);
