import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { ledgerTransfers } from "../schema/ledger.js";
import { walletTxType } from "../schema/wallet.js";
import type { Currency, Runner } from "./accounts.js";
import { IdempotencyConflictError, InsufficientFundsError, isOverdraft } from "./errors.js";
import { arrayLiteral, queryPrepared } from "./queryPrepared.js";

/** Kinds of line in a player's wallet history (what /transaction shows). */
export type WalletLineType = (typeof walletTxType.enumValues)[number];

/** The line a player reads for a transfer to or from their wallet: same amount, currency and reference. */
export interface WalletLine {
  userId: string;
  type: WalletLineType;
  description: string;
}

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
  /** The player's wallet line, written with the transfer (status SUCCESS) and only when the transfer is new. */
  line?: WalletLine;
}

export interface PostResult {
  /** Ids of the transfers, new or found, in input order. */
  ids: string[];
  /** True when every transfer had been posted before: nothing moved this time. */
  replayed: boolean;
}

const POST_SQL =
  "select ord, transfer_id, fresh from ledger_post($1::text[], $2::uuid[], $3::uuid[], $4::bigint[], $5::ledger_currency[], $6::text[], $7::text[], $8::uuid[], $9::wallet_tx_type[], $10::text[])";

/**
 * Posts transfers atomically in ONE statement: the transfer rows, the balance changes and the players' wallet lines
 * commit together or not at all: `ledger_post` is the one writer of a transfer together with its wallet line (this
 * and the fee functions of migration 0011 call it). A key sent before with other fields fails the whole statement
 * (nothing is written); a key sent before with the same fields moves nothing and writes no line. The database's
 * no-overdraft check is the final word on funds.
 *
 * One round trip, a prepared statement on Postgres, and no explicit transaction on the hot path: at 16 clients this
 * keeps pace with pgbench's TPC-B (see bench/ledger.bench.ts). Inside a caller's transaction (`outer`) the same
 * statement joins it.
 */
export async function postTransfers(db: Db, transfers: TransferInput[], outer?: Runner): Promise<PostResult> {
  if (transfers.length === 0) return { ids: [], replayed: true };
  for (const t of transfers) {
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new RangeError(`amount must be a positive integer: ${t.amount}`);
  }
  const col = <K extends keyof TransferInput>(k: K) => arrayLiteral(transfers.map((t) => t[k]));
  const line = <K extends keyof WalletLine>(k: K) => arrayLiteral(transfers.map((t) => t.line?.[k]));
  const params = [
    col("key"), col("debit"), col("credit"), col("amount"), col("currency"), col("kind"), col("reference"),
    line("userId"), line("type"), line("description"),
  ];
  let result: { ord: number; transfer_id: string; fresh: boolean }[];
  try {
    result = await queryPrepared(outer ?? db, POST_SQL, params);
  } catch (err) {
    throw ledgerError(err);
  }
  result.sort((a, b) => a.ord - b.ord);
  return { ids: result.map((r) => r.transfer_id), replayed: result.every((r) => !r.fresh) };
}

/** The ledger's refusals as typed errors: an overdraft, a reused key; anything else as it came. */
export function ledgerError(err: unknown): unknown {
  if (isOverdraft(err)) return new InsufficientFundsError();
  const conflict = idempotencyConflictKey(err);
  if (conflict !== null) return new IdempotencyConflictError(conflict);
  return err;
}

/** The key named by ledger_post's "reused with different fields" error (SQLSTATE P0409), or null. */
function idempotencyConflictKey(err: unknown): string | null {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined, d = 0; e && d < 5; e = e.cause as typeof e, d++) {
    const m = /idempotency key reused with different fields: (.*)$/.exec(e.message ?? "");
    if (e.code === "P0409" || m) return m?.[1] ?? "";
  }
  return null;
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

