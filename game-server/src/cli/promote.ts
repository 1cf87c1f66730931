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
import { recordAdminAction } from "../services/admin/audit.js";

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
    // The role change and its audit row (via the command line: no admin session) are one transaction.
    const row = await database.db.transaction(async (tx) => {
      const [before] = await tx.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.email, email)).for("update");
      if (!before) return null;
      const userType = demote ? "USER" : "ADMIN";
      await tx.update(users).set({ userType, updatedAt: new Date() }).where(eq(users.id, before.id));
      await recordAdminAction(tx, { adminId: null, via: "cli", ip: null }, {
        action: demote ? "user.demote" : "user.promote",
        targetType: "user",
        targetId: before.id,
        before: { userType: before.userType },
        after: { userType },
      });
      return before;
    });
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
