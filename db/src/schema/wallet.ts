import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ledgerCurrency } from "./ledger.js";
import { users } from "./users.js";

export const gameEscrowStatus = pgEnum("game_escrow_status", ["open", "settled", "refunded"]);

/**
 * One game's money: its entry fees sit in the escrow ledger account named by this id until the game settles
 * or is refunded. `heartbeatAt` is kept fresh by the process running the game; an open escrow whose process
 * stopped beating is resolved by the recovery pass.
 */
export const gameEscrows = pgTable(
  "game_escrows",
  {
    id: text("id").primaryKey(),
    game: text("game").notNull(),
    currency: ledgerCurrency("currency").notNull(),
    /** Entry fee per seat, minor units. */
    fee: bigint("fee", { mode: "number" }).notNull(),
    status: gameEscrowStatus("status").notNull().default("open"),
    processId: text("process_id"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    /** The decided ranking (user ids, first = winner) once known, so recovery can settle instead of refund. */
    result: jsonb("result").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("game_escrows_open_idx").on(t.status, t.heartbeatAt),
    check("game_escrows_fee_ck", sql`${t.fee} > 0`),
  ],
);

export const tableSeatStatus = pgEnum("table_seat_status", ["open", "closed"]);

/**
 * One sitting at a table that plays hand after hand (Flash): the chips a player brought sit in the escrow ledger
 * account `seat:<id>` (its balance is the player's stack), each hand moves chips between the seats of the hand in one
 * transaction, and standing up returns the stack to the wallet. A bot's seat (free play only) has no user: its chips
 * come from and go back to the currency's bonus account. Kept alive by its process's heartbeat; an open seat whose
 * process stopped beating is cashed out by the recovery pass (a hand in play never moved money, so it is void).
 */
export const tableSeats = pgTable(
  "table_seats",
  {
    id: uuid("id").primaryKey(),
    game: text("game").notNull(),
    roomId: text("room_id").notNull(),
    userId: uuid("user_id").references(() => users.id),
    currency: ledgerCurrency("currency").notNull(),
    status: tableSeatStatus("status").notNull().default("open"),
    /** Buy-ins so far (the first and every top-up): names the next one's idempotency key. */
    buyIns: integer("buy_ins").notNull().default(0),
    processId: text("process_id"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("table_seats_open_idx").on(t.status, t.heartbeatAt), index("table_seats_user_idx").on(t.userId, t.createdAt)],
);

/**
 * How a pot is paid: commission in basis points and the share of each rank (basis points of what is left).
 * A row for (game, players) overrides the row for (game, 0), which overrides the platform default.
 */
export const payoutRules = pgTable(
  "payout_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    game: text("game").notNull(),
    /** Player count the rule is for; 0 = any. */
    players: integer("players").notNull().default(0),
    commissionBps: integer("commission_bps").notNull(),
    shares: jsonb("shares").$type<number[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payout_rules_game_idx").on(t.game, t.players),
    check("payout_rules_commission_ck", sql`${t.commissionBps} between 0 and 5000`),
  ],
);

/** BUY_IN and CASH_OUT: coins taken to a seat at a table that plays hand after hand (Flash), and brought back. */
export const walletTxType = pgEnum("wallet_tx_type", ["DEPOSIT", "WITHDRAW", "ENTRY_FEE", "WINNING", "REFUND", "BONUS", "BUY_IN", "CASH_OUT", "REFERRAL", "SPIN"]);
export const walletTxStatus = pgEnum("wallet_tx_status", ["PENDING", "SUCCESS", "FAILED", "REJECTED", "AWAITING_CONFIRMATION", "EXPIRED"]);

/**
 * What a player sees in /transaction: one row per deposit, withdrawal, entry fee, win, refund or bonus, written
 * in the same database transaction as the ledger transfers it describes.
 */
export const walletTransactions = pgTable(
  "wallet_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    type: walletTxType("type").notNull(),
    status: walletTxStatus("status").notNull(),
    currency: ledgerCurrency("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Game id, deposit id or withdrawal id. */
    reference: text("reference"),
    description: text("description").notNull(),
    /** Why a withdrawal was rejected, or a deposit failed. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wallet_transactions_user_idx").on(t.userId, t.createdAt),
    index("wallet_transactions_reference_idx").on(t.reference),
    check("wallet_transactions_amount_ck", sql`${t.amount} > 0`),
  ],
);

/**
 * The code mailed to confirm a withdrawal (status AWAITING_CONFIRMATION). Only a keyed hash is stored; the code
 * dies at its expiry, once used, or after five tries. Until it is confirmed no coins are held and the admin does
 * not see the request.
 */
export const withdrawalCodes = pgTable(
  "withdrawal_codes",
  {
    withdrawalId: uuid("withdrawal_id")
      .primaryKey()
      .references(() => walletTransactions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("withdrawal_codes_user_idx").on(t.userId, t.expiresAt)],
);

/**
 * Responsible play limits a player sets. A raised deposit limit waits 24 hours in `pending*`; a lowered one
 * applies at once. While `selfExcludedUntil` is in the future the player cannot deposit or take a paid seat.
 */
export const playerLimits = pgTable("player_limits", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dailyDepositLimit: bigint("daily_deposit_limit", { mode: "number" }),
  pendingDailyDepositLimit: bigint("pending_daily_deposit_limit", { mode: "number" }),
  /** True when the pending change removes the limit altogether. */
  pendingRemoval: boolean("pending_removal").notNull().default(false),
  pendingEffectiveAt: timestamp("pending_effective_at", { withTimezone: true }),
  selfExcludedUntil: timestamp("self_excluded_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
