import type { Db } from "@arena/db";
import { sql } from "drizzle-orm";

/**
 * Inside a transaction: waits for any other transaction creating or linking the account of the same email,
 * until it commits. Two first sign-ins of one identity at once then run one after the other, and the second
 * finds what the first made instead of failing on a unique index.
 */
export async function lockAccountEmail(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${email.toLowerCase()}`}))`);
}
