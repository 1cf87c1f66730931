import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { ledgerAccounts } from "../schema/ledger.js";

export type Currency = "COIN" | "FREE";
export type AccountKind = "user" | "escrow" | "house" | "mint" | "payout" | "bonus";

export interface AccountSpec {
  kind: AccountKind;
  currency: Currency;
  ownerId?: string | null;
  ref?: string | null;
}

/** Any query runner: the database or an open transaction. */
export type Runner = Pick<Db, "select" | "insert" | "update" | "execute">;

/**
 * Finds or creates the account a spec names, safe under concurrency. One statement in the usual cases: it inserts
 * (or conflicts on the identity) and reads the row back together; only when a concurrent transaction created the
 * row after this statement's snapshot does a second read follow.
 */
export async function ensureAccount(db: Runner, spec: AccountSpec): Promise<string> {
  const ownerId = spec.ownerId ?? null;
  const ref = spec.ref ?? null;
  const where = and(
    eq(ledgerAccounts.kind, spec.kind),
    eq(ledgerAccounts.currency, spec.currency),
    ownerId ? eq(ledgerAccounts.ownerId, ownerId) : isNull(ledgerAccounts.ownerId),
    ref ? eq(ledgerAccounts.ref, ref) : isNull(ledgerAccounts.ref),
  );
  const allowNegative = spec.kind === "mint" || spec.kind === "bonus";
  const result = await db.execute(sql`
    with created as (
      insert into ${ledgerAccounts} (kind, currency, owner_id, ref, allow_negative)
      values (${spec.kind}, ${spec.currency}, ${ownerId}, ${ref}, ${allowNegative})
      on conflict do nothing
      returning id
    )
    select id from created
    union all
    select ${ledgerAccounts.id} from ${ledgerAccounts} where ${where}
    limit 1`);
  const [row] = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[];
  if (row) return row.id;
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return found!.id;
}

export const userAccount = (db: Runner, userId: string, currency: Currency) =>
  ensureAccount(db, { kind: "user", currency, ownerId: userId });
export const systemAccount = (db: Runner, kind: "house" | "mint" | "payout" | "bonus", currency: Currency) =>
  ensureAccount(db, { kind, currency });
export const escrowAccount = (db: Runner, gameId: string, currency: Currency) =>
  ensureAccount(db, { kind: "escrow", currency, ref: gameId });

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
