import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { ledgerAccounts, ledgerTransfers } from "../schema/ledger.js";
import type { Currency, Runner } from "./accounts.js";
import { IdempotencyConflictError, InsufficientFundsError, isOverdraft } from "./errors.js";

export interface TransferInput {
  /** Unique per movement; sending it again moves nothing. */
  key: string;
  debit: string;
  credit: string;
  /** Integer minor units, > 0. */
  amount: number;
  currency: Currency;
  kind: string;
  reference?: string | null;
}

export interface PostResult {
  /** Ids of the transfers, new or found, in input order. */
  ids: string[];
  /** True when every transfer had been posted before: nothing moved this time. */
  replayed: boolean;
}

type TransferRow = typeof ledgerTransfers.$inferSelect;

const sameFields = (row: TransferRow, t: TransferInput) =>
  row.debitAccountId === t.debit &&
  row.creditAccountId === t.credit &&
  row.amount === t.amount &&
  row.currency === t.currency &&
  row.kind === t.kind &&
  (row.reference ?? null) === (t.reference ?? null);

/**
 * Posts transfers atomically: all of them move, or none. Balances change in the same transaction as the
 * transfer rows, accounts are updated in id order (no deadlocks between postings), and the database's
 * no-overdraft check is the final word on funds.
 */
export async function postTransfers(db: Db, transfers: TransferInput[], outer?: Runner): Promise<PostResult> {
  for (const t of transfers) {
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new RangeError(`amount must be a positive integer: ${t.amount}`);
  }
  const run = async (tx: Runner): Promise<PostResult> => {
    const ids: string[] = [];
    const fresh: TransferInput[] = [];
    for (const t of transfers) {
      const [inserted] = await tx
        .insert(ledgerTransfers)
        .values({
          idempotencyKey: t.key,
          debitAccountId: t.debit,
          creditAccountId: t.credit,
          amount: t.amount,
          currency: t.currency,
          kind: t.kind,
          reference: t.reference ?? null,
        })
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning({ id: ledgerTransfers.id });
      if (inserted) {
        ids.push(inserted.id);
        fresh.push(t);
        continue;
      }
      const [existing] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, t.key));
      if (!existing || !sameFields(existing, t)) throw new IdempotencyConflictError(t.key);
      ids.push(existing.id);
    }
    const deltas = new Map<string, number>();
    for (const t of fresh) {
      deltas.set(t.debit, (deltas.get(t.debit) ?? 0) - t.amount);
      deltas.set(t.credit, (deltas.get(t.credit) ?? 0) + t.amount);
    }
    for (const [accountId, delta] of [...deltas].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (delta === 0) continue;
      try {
        await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
          .where(eq(ledgerAccounts.id, accountId));
      } catch (err) {
        if (isOverdraft(err)) throw new InsufficientFundsError(accountId);
        throw err;
      }
    }
    return { ids, replayed: fresh.length === 0 };
  };
  return outer ? run(outer) : db.transaction((tx) => run(tx as unknown as Runner));
}

/** Transfers touching an account, newest first. */
export async function transfersOf(db: Runner, accountIds: string[], limit = 100) {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(ledgerTransfers)
    .where(
      sql`${inArray(ledgerTransfers.debitAccountId, accountIds)} or ${inArray(ledgerTransfers.creditAccountId, accountIds)}`,
    )
    .orderBy(sql`${ledgerTransfers.createdAt} desc`)
    .limit(limit);
}
