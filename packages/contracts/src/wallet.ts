import { z } from "zod";
import { COIN_MINOR_UNITS, CURRENCIES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from "./constants.js";

/** Coins as the API shows them (at most 2 decimals) ↔ integer minor units as the ledger keeps them. */
export const toMinor = (coins: number): number => Math.round(coins * COIN_MINOR_UNITS);
export const toCoins = (minor: number): number => minor / COIN_MINOR_UNITS;


/** An amount of coins typed by a player: positive, at most 2 decimals. */
export const amountField = z.coerce
  .number({ error: "Please enter a valid amount." })
  .refine(Number.isFinite, "Please enter a valid amount.")
  .refine((v) => v > 0, "Amount must be greater than 0.")
  .refine((v) => v <= 1_000_000, "Amount is too large.")
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Amount can have at most 2 decimals.");

export const currencyQuerySchema = z.object({ currency: z.enum(CURRENCIES).default("COIN") });

export const viewWalletResultSchema = z.object({
  balance: z.number(),
  currency: z.enum(CURRENCIES),
});

export const checkEligibleSchema = z.object({
  gameFees: amountField,
  currency: z.enum(CURRENCIES).default("COIN"),
});

export const depositSchema = z.object({ amount: amountField });
export const withdrawSchema = z.object({ amount: amountField });


export const transactionSchema = z.object({
  _id: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  transactionStatus: z.enum(TRANSACTION_STATUSES),
  currency: z.enum(CURRENCIES),
  amount: z.number(),
  reference: z.string().nullable(),
  description: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * ISO 8601 only (a day, or a time with its zone): Date.parse alone takes "Abcdef#123456" as the year 123456,
 * which the database refuses. Years 1000–9999, which every database and browser agree on.
 */
const ISO_DATE = /^[1-9]\d{3}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const dateField = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))), "Please enter a valid date.");

/** The spec's transaction filter: fromDate, toDate, search, transactionType, transactionStatus; and paging. */
export const transactionFilterSchema = z.object({
  page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(1000).default(10),
  fromDate: dateField,
  toDate: dateField,
  search: z.string().trim().max(100).optional(),
  transactionType: z.enum(TRANSACTION_TYPES, { error: "Unknown transaction type." }).optional(),
  transactionStatus: z.enum(TRANSACTION_STATUSES, { error: "Unknown transaction status." }).optional(),
  currency: z.enum(CURRENCIES).default("COIN"),
});
export type TransactionFilter = z.output<typeof transactionFilterSchema>;

export const pagedTransactionsSchema = z.object({
  docs: z.array(transactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});

export const transactionIdQuerySchema = z.object({ _id: z.string().uuid("Transaction not found.") });

export const minimumsSchema = z.object({ minimumDeposit: z.number(), minimumWithdraw: z.number() });

/** POST user/withdraw answers the request (AWAITING_CONFIRMATION) and when its mailed code stops working. */
export const withdrawRequestedSchema = transactionSchema.extend({ expiresAt: z.string() });

/** POST user/verifyWithdrawRequest: the withdrawal's id and the 6-digit code mailed for it. */
export const verifyWithdrawSchema = z.object({
  _id: z.string({ error: "Withdrawal not found." }).uuid("Withdrawal not found."),
  otp: z.string({ error: "Please enter the 6-digit code." }).trim().regex(/^\d{6}$/, "Please enter the 6-digit code."),
});

/** GET user/getDepositBalence: what the player deposited (COIN) and what today's limit still allows. */
export const depositBalanceSchema = z.object({
  currency: z.literal("COIN"),
  /** Deposits made today (UTC), paid or still pending: what the daily limit counts. */
  depositedToday: z.number(),
  /** The daily deposit limit in force, or null for none. */
  dailyDepositLimit: z.number().nullable(),
  /** What can still be deposited today under the limit (null: no limit). */
  remainingToday: z.number().nullable(),
  /** Every paid (SUCCESS) deposit ever. */
  totalDeposited: z.number(),
  /** Deposits still waiting for the payment provider. */
  pendingDeposits: z.number(),
});

/** GET user/getCoin: the coins the platform keeps, with the player's balance in each. */
export const coinInfoSchema = z.object({
  currency: z.enum(CURRENCIES),
  name: z.string(),
  /** True for real coins (COIN); FREE is play money that can be neither deposited nor withdrawn. */
  realMoney: z.boolean(),
  /** Amounts have at most this many decimals; the ledger keeps integer minor units. */
  decimals: z.number().int(),
  minorUnitsPerCoin: z.number().int(),
  balance: z.number(),
  /** Coins held for withdrawals waiting for the admin (COIN only; already out of `balance`). */
  heldForWithdrawals: z.number(),
});
export const coinsSchema = z.object({
  coins: z.array(coinInfoSchema),
  minimumDeposit: z.number(),
  minimumWithdraw: z.number(),
});

export const withdrawListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(TRANSACTION_STATUSES).optional(),
});
export const withdrawRequestSchema = transactionSchema.extend({
  user: z.object({ _id: z.string(), userName: z.string(), email: z.string() }),
});
export const withdrawListSchema = z.object({
  docs: z.array(withdrawRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export const approveWithdrawSchema = z.object({ _id: z.string().uuid("Withdrawal not found.") });
export const rejectWithdrawSchema = z.object({
  _id: z.string().uuid("Withdrawal not found."),
  reason: z.string({ error: "Reason is required." }).trim().min(3, "Reason is required.").max(300, "You can enter only 300 characters."),
});

/** Responsible play: a daily deposit limit (coins; null removes it) and/or a self-exclusion in days. */
export const setLimitsSchema = z
  .object({
    dailyDepositLimit: amountField.nullable().optional(),
    selfExcludeDays: z.coerce
      .number({ error: "Please choose a number of days." })
      .int("Please choose a number of days.")
      .min(1, "Please choose between 1 and 365 days.")
      .max(365, "Please choose between 1 and 365 days.")
      .optional(),
  })
  .refine((v) => v.dailyDepositLimit !== undefined || v.selfExcludeDays !== undefined, {
    message: "Nothing to change.",
    path: ["dailyDepositLimit"],
  });
export const playerLimitsSchema = z.object({
  dailyDepositLimit: z.number().nullable(),
  pendingDailyDepositLimit: z.number().nullable(),
  pendingEffectiveAt: z.string().nullable(),
  selfExcludedUntil: z.string().nullable(),
  depositedToday: z.number(),
});
