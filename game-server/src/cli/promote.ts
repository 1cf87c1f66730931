/**
 * Makes an existing account an ADMIN (or a player again with --demote):
 *   pnpm user:promote player@example.com [--demote]
 * Uses the same configuration as the server (DATABASE_URL or the embedded database in DATA_DIR); stop a
 * server that runs on the embedded database first, since only one process can open it.
 */
import path from "node:path";
import { openDatabase, users } from "@arena/db";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config.js";

async function main(argv: string[]): Promise<number> {
  const email = argv.find((a) => !a.startsWith("--"))?.toLowerCase();
  const demote = argv.includes("--demote");
  if (!email) {
    console.error("usage: pnpm user:promote <email> [--demote]");
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.dataDir, "db") });
  try {
    await database.migrate();
    const [row] = await database.db
      .update(users)
      .set({ userType: demote ? "USER" : "ADMIN", updatedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!row) {
      console.error(`no account with email ${email}`);
      return 1;
    }
    console.log(`${email} is now ${demote ? "a player (USER)" : "an ADMIN"}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
