import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../client.js";
import { ledgerAccounts } from "../schema/ledger.js";
import { queryPrepared } from "./queryPrepared.js";

export type Currency = "COIN" | "FREE";
export type AccountKind = "user" | "escrow" | "house" | "mint" | "payout" | "bonus" | "referral" | "jackpot";

export interface AccountSpec {
  kind: AccountKind;
  currency: Currency;
  ownerId?: string | null;
  ref?: string | null;
}

/** Any query runner: the database or an open transaction. */
export type Runner = Pick<Db, "select" | "insert" | "update" | "execute">;

/**
 * Finds or creates the account a spec names, safe under concurrency, in one statement: `ledger_account()`
 * (migration 0011) looks the identity up and makes it when missing; the fee statements call it inline.
 */
export async function ensureAccount(db: Runner, spec: AccountSpec): Promise<string> {
  const [row] = await queryPrepared<{ id: string }>(db, "select ledger_account($1::ledger_account_kind, $2::ledger_currency, $3::uuid, $4::text) as id", [
    spec.kind,
    spec.currency,
    spec.ownerId ?? null,
    spec.ref ?? null,
  ]);
  return row!.id;
}

export const userAccount = (db: Runner, userId: string, currency: Currency) =>
  ensureAccount(db, { kind: "user", currency, ownerId: userId });
export const systemAccount = (db: Runner, kind: "house" | "mint" | "payout" | "bonus" | "referral" | "jackpot", currency: Currency) =>
  ensureAccount(db, { kind, currency });
export const escrowAccount = (db: Runner, gameId: string, currency: Currency) =>
  ensureAccount(db, { kind: "escrow", currency, ref: gameId });

/**
 * Commission is spread over this many house sub-accounts (kind `house`, ref `shard:<n>`), so games that end at the
 * same time do not queue on one balance row. What the house holds is their sum (with the single house account of
 * before, ref null), as `reconcileLedger` reports it.
 */
export const HOUSE_SUB_ACCOUNTS = 64;

/** The house sub-account a game's commission goes to (its ref): the same for a game every time, spread over all. */
export function houseSubAccount(gameId: string): string {
  let h = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 0x01000193);
  return `shard:${(h >>> 0) % HOUSE_SUB_ACCOUNTS}`;
}

/** A balance in minor units (0 for an account that does not exist yet). */
export async function balanceOf(db: Runner, spec: AccountSpec): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, spec.kind),
        eq(ledgerAccounts.currency, spec.currency),
        spec.ownerId ? eq(ledgerAccounts.ownerId, spec.ownerId) : isNull(ledgerAccounts.ownerId),
        spec.ref ? eq(ledgerAccounts.ref, spec.ref) : isNull(ledgerAccounts.ref),
      ),
    );
  return row?.balance ?? 0;
}
