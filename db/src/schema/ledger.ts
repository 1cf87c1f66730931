import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

export const ledgerCurrency = pgEnum("ledger_currency", ["COIN", "FREE"]);
/**
 * user: a player's wallet; escrow: one game's held entry fees; house: commission; mint: where coins enter
 * (deposits); payout: where coins leave (withdrawals); bonus: where free and promotional coins come from; referral:
 * referral earnings accrued from the house's commission and not yet paid (or held); jackpot: the spin wheel's
 * progressive pot.
 */
export const ledgerAccountKind = pgEnum("ledger_account_kind", ["user", "escrow", "house", "mint", "payout", "bonus", "referral", "jackpot"]);

/**
 * A ledger account. Its balance (integer minor units, 1 coin = 100) changes only in the transaction that writes
 * a transfer. Only mint and bonus accounts may go below zero: coins enter the platform from them, so the sum of
 * every account of a currency is always zero. A user balance below zero is refused by the database itself.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: ledgerAccountKind("kind").notNull(),
    currency: ledgerCurrency("currency").notNull(),
    ownerId: uuid("owner_id").references(() => users.id),
    /** Escrow: the game it holds fees for. */
    ref: text("ref"),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    allowNegative: boolean("allow_negative").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("ledger_accounts_identity_uq").on(t.kind, t.currency, t.ownerId, t.ref).nullsNotDistinct(),
    check("ledger_accounts_no_overdraft_ck", sql`${t.allowNegative} or ${t.balance} >= 0`),
    check("ledger_accounts_overdraft_kinds_ck", sql`not ${t.allowNegative} or ${t.kind} in ('mint', 'bonus')`),
    check("ledger_accounts_user_owner_ck", sql`(${t.kind} = 'user') = (${t.ownerId} is not null)`),
  ],
);

/**
 * An immutable movement of coins from one account to another. The idempotency key is unique: sending the same
 * transfer again moves nothing, and the same key with other fields is refused.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    debitAccountId: uuid("debit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid("credit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: ledgerCurrency("currency").notNull(),
    /** What the movement is, in the product's words: deposit, withdrawal, entry_fee, prize, commission, refund… */
    kind: text("kind").notNull(),
    /** The game, deposit or withdrawal request it belongs to. */
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_transfers_positive_ck", sql`${t.amount} > 0`),
    check("ledger_transfers_two_accounts_ck", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index("ledger_transfers_debit_idx").on(t.debitAccountId, t.createdAt),
    index("ledger_transfers_credit_idx").on(t.creditAccountId, t.createdAt),
    index("ledger_transfers_reference_idx").on(t.reference),
    // The dashboard's money per day by kind (fees, commission, deposits, withdrawals).
    index("ledger_transfers_kind_created_idx").on(t.kind, t.createdAt),
  ],
);
