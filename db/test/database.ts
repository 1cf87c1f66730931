import { openDatabase, type Database } from "../src/client.js";

/**
 * The database a test file uses: real Postgres when DATABASE_URL is set (already migrated by the global
 * setup), otherwise a fresh in-memory PGlite, migrated here. Tests create their own rows and never assume an
 * empty database, so the same test runs on both.
 */
export async function openTestDatabase(maxConnections = 4): Promise<Database> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: "memory://", maxConnections });
  await database.migrate();
  return database;
}
