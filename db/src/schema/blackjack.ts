import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, smallint, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * Every settled Black Jack round (issue 19), written in the settlement's own transaction: what the player staked (bets,
 * doubles, splits, insurance), what the round paid back, and the difference. The public leaderboard (net winnings and
 * biggest win per day, week, all time) reads it; a round refunded by recovery never settled and is not here. Its id is
 * the round's game record (cards, seeds) and its seat escrow in the ledger (`seat:<id>`).
 */
export const blackjackRounds = pgTable(
  "blackjack_rounds",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** The bet placed before the deal, minor units. */
    bet: bigint("bet", { mode: "number" }).notNull(),
    staked: bigint("staked", { mode: "number" }).notNull(),
    paid: bigint("paid", { mode: "number" }).notNull(),
    /** paid − staked (negative: the house won). */
    net: bigint("net", { mode: "number" }).notNull(),
    hands: smallint("hands").notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blackjack_rounds_settled_idx").on(t.settledAt),
    index("blackjack_rounds_user_idx").on(t.userId, t.settledAt),
    check("blackjack_rounds_sum_ck", sql`${t.net} = ${t.paid} - ${t.staked} and ${t.staked} >= ${t.bet} and ${t.bet} > 0`),
  ],
);

/** The bet steps a Black Jack table offers (the spec's betAmountList), set by an admin: one row. */
export const blackjackSettings = pgTable(
  "blackjack_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** Minor units, ascending. */
    betAmounts: integer("bet_amounts").array().notNull(),
    updatedBy: uuid("updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("blackjack_settings_one_row_ck", sql`${t.id} = 1`)],
);
