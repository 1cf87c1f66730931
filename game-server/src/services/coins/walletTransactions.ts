import { toCoins, type Transaction, type TransactionFilter } from "@arena/contracts";
import { walletTransactions, withdrawalCodes, type Runner } from "@arena/db";
import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { DomainError } from "../errors.js";

type Row = typeof walletTransactions.$inferSelect;

/** The one mapper from a wallet transaction row to what the API shows (coins, the spec's field names). */
export const toTransaction = (r: Row): Transaction => ({
  _id: r.id,
  transactionType: r.type,
  transactionStatus: r.status,
  currency: r.currency,
  amount: toCoins(r.amount),
  reference: r.reference,
  description: r.description,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The spec's filter as a where clause; toDate covers the whole day when given as a date. */
export function transactionWhere(userId: string | null, f: Omit<TransactionFilter, "page" | "limit">): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(walletTransactions.currency, f.currency)];
  if (userId) parts.push(eq(walletTransactions.userId, userId));
  if (f.fromDate) parts.push(gte(walletTransactions.createdAt, new Date(f.fromDate)));
  if (f.toDate) {
    const end = new Date(f.toDate);
    if (/^\d{4}-\d{2}-\d{2}$/.test(f.toDate)) end.setUTCHours(23, 59, 59, 999);
    parts.push(lte(walletTransactions.createdAt, end));
  }
  if (f.transactionType) parts.push(eq(walletTransactions.type, f.transactionType));
  if (f.transactionStatus) parts.push(eq(walletTransactions.status, f.transactionStatus));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    parts.push(
      or(
        ilike(walletTransactions.description, term),
        ilike(walletTransactions.reference, term),
        ilike(sql`${walletTransactions.id}::text`, term),
      ),
    );
  }
  return and(...parts);
}

/**
 * Marks the player's withdrawals whose confirmation code ran out as EXPIRED, so what the player reads (history,
 * one transaction, export) shows what happened. Nothing was held for them, so no coins move.
 */
export async function expireUnconfirmedWithdrawals(db: Runner, userId: string): Promise<void> {
  await db
    .update(walletTransactions)
    .set({ status: "EXPIRED", reason: "Not confirmed in time.", updatedAt: new Date() })
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.type, "WITHDRAW"),
        eq(walletTransactions.status, "AWAITING_CONFIRMATION"),
        inArray(
          walletTransactions.id,
          db
            .select({ id: withdrawalCodes.withdrawalId })
            .from(withdrawalCodes)
            .where(and(eq(withdrawalCodes.userId, userId), lte(withdrawalCodes.expiresAt, new Date()))),
        ),
      ),
    );
}

export async function listTransactions(db: Runner, userId: string | null, f: TransactionFilter) {
  if (userId) await expireUnconfirmedWithdrawals(db, userId);
  const where = transactionWhere(userId, f);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(walletTransactions).where(where);
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(where)
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  return { docs: rows.map(toTransaction), total, page: f.page, limit: f.limit, pages: Math.max(1, Math.ceil(total / f.limit)) };
}

export async function viewTransaction(db: Runner, userId: string, id: string): Promise<Transaction> {
  await expireUnconfirmedWithdrawals(db, userId);
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, id), eq(walletTransactions.userId, userId)));
  if (!row) throw new DomainError(404, "Transaction not found.");
  return toTransaction(row);
}
