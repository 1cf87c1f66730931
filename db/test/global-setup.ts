import { openDatabase } from "../src/client.js";

/**
 * On real Postgres (DATABASE_URL set, as CI does) the migrations run once before any test file, so parallel
 * files never race to create the same tables. PGlite tests each migrate their own in-memory database.
 */
export default async function setup() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const database = await openDatabase({ databaseUrl, maxConnections: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
