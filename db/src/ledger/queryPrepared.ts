import type { Runner } from "./accounts.js";

/** postgres-js's client (in a transaction: the transaction's), or PGlite's (or its transaction's). */
interface DriverClient {
  unsafe?(query: string, params: unknown[], options: { prepare: boolean }): Promise<unknown>;
  query?(query: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs one statement of the money's hot path (ledger_post, the fee lifecycle) on the database or in an open
 * transaction, straight through the driver. On Postgres it is a named prepared statement: drizzle sends every
 * statement unprepared, which postgres-js precedes with a describe round trip whenever it has parameters; prepared
 * once per connection, a call is one round trip. Parameters go as strings (arrays as literals, JSON as its text) and
 * the SQL casts them, except booleans, which go as booleans: postgres-js encodes each parameter by the type the server
 * describes, and under drizzle's client a string passes unchanged for every type but boolean.
 */
export async function queryPrepared<T>(runner: Runner, text: string, params: unknown[]): Promise<T[]> {
  const client = (runner as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (typeof client?.unsafe === "function") return (await client.unsafe(text, params, { prepare: true })) as T[];
  if (typeof client?.query === "function") return (await client.query(text, params)).rows as T[];
  throw new Error("queryPrepared: not a drizzle database or transaction on postgres-js or PGlite");
}

/** One Postgres array literal (text) of the values; NULL for null or undefined. */
export const arrayLiteral = (values: readonly unknown[]): string =>
  `{${values.map((v) => (v == null ? "NULL" : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(",")}}`;
