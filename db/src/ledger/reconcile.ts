import { sql } from "drizzle-orm";
import type { Runner } from "./accounts.js";

export interface Reconciliation {
  ok: boolean;
  /** Sum of every balance per currency: always zero in a healthy ledger. */
  sums: Record<string, number>;
  /** What the house holds per currency (commission): every house sub-account summed. */
  house: Record<string, number>;
  /** Accounts whose stored balance differs from the sum of their transfers (only when `driftChecked`). */
  driftedAccounts: { id: string; kind: string; balance: number; fromTransfers: number }[];
  /** Whether every balance was summed again from its transfers (a scan of the whole history). */
  driftChecked: boolean;
  /** Accounts below zero that may not be. */
  negativeAccounts: { id: string; kind: string; balance: number }[];
  /** Escrow accounts still holding coins (the caller decides which are orphaned). */
  openEscrows: { id: string; ref: string | null; currency: string; balance: number }[];
  accounts: number;
  transfers: number;
}

/** The rows of `db.execute(sql`…`)` on either driver (postgres-js answers an array, PGlite `{ rows }`). */
export const resultRows = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
const rows = resultRows;

/**
 * Checks the whole ledger: sums zero, balances equal their transfers, no forbidden overdraft. `drift: false` skips
 * summing every transfer again (the one check that reads the whole history), for a quick look such as the dashboard's.
 */
export async function reconcileLedger(db: Runner, options: { drift?: boolean } = {}): Promise<Reconciliation> {
  const driftChecked = options.drift !== false;
  const sums = rows<{ currency: string; total: string; house: string }>(
    await db.execute(sql`
      select currency, coalesce(sum(balance), 0)::text as total, coalesce(sum(balance) filter (where kind = 'house'), 0)::text as house
      from ledger_accounts group by currency`),
  );
  const drifted = !driftChecked ? [] : rows<{ id: string; kind: string; balance: string; from_transfers: string }>(
    await db.execute(sql`
      select a.id, a.kind, a.balance::text, (coalesce(c.total, 0) - coalesce(d.total, 0))::text as from_transfers
      from ledger_accounts a
      left join (select credit_account_id as id, sum(amount) as total from ledger_transfers group by 1) c on c.id = a.id
      left join (select debit_account_id as id, sum(amount) as total from ledger_transfers group by 1) d on d.id = a.id
      where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`),
  );
  const negative = rows<{ id: string; kind: string; balance: string }>(
    await db.execute(sql`select id, kind, balance::text from ledger_accounts where balance < 0 and not allow_negative`),
  );
  const escrows = rows<{ id: string; ref: string | null; currency: string; balance: string }>(
    await db.execute(sql`select id, ref, currency, balance::text from ledger_accounts where kind = 'escrow' and balance <> 0`),
  );
  const [counts] = rows<{ accounts: string; transfers: string }>(
    await db.execute(
      sql`select (select count(*) from ledger_accounts)::text as accounts, (select count(*) from ledger_transfers)::text as transfers`,
    ),
  );
  const sumMap = Object.fromEntries(sums.map((s) => [s.currency, Number(s.total)]));
  const report: Reconciliation = {
    ok: false,
    sums: sumMap,
    house: Object.fromEntries(sums.map((s) => [s.currency, Number(s.house)])),
    driftChecked,
    driftedAccounts: drifted.map((d) => ({ id: d.id, kind: d.kind, balance: Number(d.balance), fromTransfers: Number(d.from_transfers) })),
    negativeAccounts: negative.map((n) => ({ id: n.id, kind: n.kind, balance: Number(n.balance) })),
    openEscrows: escrows.map((e) => ({ id: e.id, ref: e.ref, currency: e.currency, balance: Number(e.balance) })),
    accounts: Number(counts?.accounts ?? 0),
    transfers: Number(counts?.transfers ?? 0),
  };
  report.ok =
    Object.values(sumMap).every((v) => v === 0) && report.driftedAccounts.length === 0 && report.negativeAccounts.length === 0;
  return report;
}
