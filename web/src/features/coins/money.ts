import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type Transaction } from "@arena/contracts";
import { formatCoins } from "../../lib/numbers";

/** Coins are shown by the platform's formatCoins (the shell's balance uses it too). */
export { formatCoins };

export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Quick-pick amounts of the deposit form, in coins. */
export const QUICK_AMOUNTS = [10, 50, 100, 500] as const;

/** Coins that come in (+); WITHDRAW, ENTRY_FEE and BUY_IN (chips taken to a table) go out (−). */
const CREDITS: readonly TransactionType[] = ["DEPOSIT", "WINNING", "REFUND", "BONUS", "CASH_OUT", "REFERRAL"];
export const isCredit = (type: TransactionType): boolean => CREDITS.includes(type);

/** The amount with its direction: "+120.50" for credits, "−20.00" (a real minus sign) for debits. */
export function signedAmount(tx: Pick<Transaction, "transactionType" | "amount">, lang = "en"): string {
  return `${isCredit(tx.transactionType) ? "+" : "\u2212"}${formatCoins(Math.abs(tx.amount), lang)}`;
}

/**
 * What a player types as an amount, ready for the contracts' amountField: spaces dropped and a decimal comma
 * (pt, es) read as a point. Anything else is left for the schema to judge.
 */
export function normaliseAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.replace(/\s/g, "");
  return /^\d*,\d*$/.test(compact) ? compact.replace(",", ".") : compact;
}

/** Date and time of a transaction in the player's language; "—" when the server sent no usable date. */
export function formatDateTime(iso: string | null | undefined, lang = "en"): string {
  if (!iso) return "\u2014";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "\u2014" : new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
