import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * What the referral programme pays, set by the admin (/referral-management): a referrer's share of the house
 * commission on the games of the players they brought (direct, level 1) and of the players those brought (indirect,
 * level 2), in basis points of the commission. One row.
 */
export const referralSettings = pgTable(
  "referral_settings",
  {
    id: smallint("id").primaryKey().default(1),
    directBps: integer("direct_bps").notNull(),
    indirectBps: integer("indirect_bps").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("referral_settings_one_row_ck", sql`${t.id} = 1`),
    check("referral_settings_rates_ck", sql`${t.directBps} >= 0 and ${t.indirectBps} >= 0 and ${t.directBps} + ${t.indirectBps} <= 5000`),
  ],
);

export const referralEarningStatus = pgEnum("referral_earning_status", ["pending", "held", "paid", "forfeited"]);

/**
 * One commission transfer the referral job has looked at (each exactly once): the marker that makes accrual
 * idempotent. `amount` is what it moved from the house to the referral pool (0 when nobody earned from it).
 */
export const referralAccruals = pgTable("referral_accruals", {
  transferId: uuid("transfer_id").primaryKey(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  accruedAt: timestamp("accrued_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A referrer's share of one player's part of one game's commission. Accrued (house → the referral pool) when the job
 * sees the commission, then paid (pool → the referrer's wallet) by a payout, or held while the referrer or the player
 * is under a fraud review, and then released or forfeited (pool → house) by an admin.
 */
export const referralEarnings = pgTable(
  "referral_earnings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The commission transfer it comes from. */
    transferId: uuid("transfer_id").notNull(),
    /** The game record (a Flash hand's record) whose commission it is. */
    gameId: text("game_id").notNull(),
    game: text("game").notNull(),
    refereeId: uuid("referee_id")
      .notNull()
      .references(() => users.id),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => users.id),
    /** 1: the referee joined with the referrer's code; 2: with the code of someone who did. */
    level: smallint("level").notNull(),
    /** The referee's part of the commission, minor units. */
    commission: bigint("commission", { mode: "number" }).notNull(),
    rateBps: integer("rate_bps").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: referralEarningStatus("status").notNull(),
    payoutId: uuid("payout_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    unique("referral_earnings_once_uq").on(t.transferId, t.refereeId, t.level),
    check("referral_earnings_level_ck", sql`${t.level} in (1, 2)`),
    check("referral_earnings_amount_ck", sql`${t.amount} > 0`),
    index("referral_earnings_referrer_idx").on(t.referrerId, t.createdAt),
    index("referral_earnings_status_idx").on(t.status, t.referrerId),
  ],
);

/** One crediting of a referrer's pending earnings to their wallet (one ledger transfer, key `referral:pay:<id>`). */
export const referralPayouts = pgTable(
  "referral_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    earnings: integer("earnings").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("referral_payouts_user_idx").on(t.userId, t.createdAt)],
);

/** Each run of the referral job that did its work: what it accrued and paid, for the admin's page. */
export const referralRuns = pgTable("referral_runs", {
  id: uuid("id").primaryKey().defaultRandom(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  accrued: bigint("accrued", { mode: "number" }).notNull(),
  paid: bigint("paid", { mode: "number" }).notNull(),
  payouts: integer("payouts").notNull(),
  tookMs: integer("took_ms").notNull(),
});
