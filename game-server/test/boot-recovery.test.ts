import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { balanceOf, gameEscrows, postTransfers, systemAccount, userAccount } from "@arena/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { createPlatform } from "../src/platform.js";
import { holdEntryFee } from "../src/services/coins/gameMoney.js";
import { createUser } from "../src/services/users/createUser.js";

/**
 * The same database across two boots (a PGlite data directory that survives, or the test file's Postgres database):
 * what the first process left open must be resolved by the time the second one's startup returns.
 */
function configFor(dataDir: string, webDist: string) {
  return loadConfig({
    // Not "test": its embedded database lives in memory and would not survive the restart.
    NODE_ENV: "development",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: "Admin#12345",
    SEED_DEMO: "false",
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    ESCROW_STALE_SECONDS: "2",
    ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
  });
}

describe("recovery at boot", () => {
  it("refunds a dead process's open game before startup returns, without waiting for a sweep", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "arena-boot-"));
    const webDist = mkdtempSync(path.join(tmpdir(), "arena-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Coin Arena</title>");
    const logger = createLogger("silent");

    const first = await createPlatform(configFor(dataDir, webDist), logger);
    const db = first.database.db;
    const user = await createUser(db, { email: `boot.${Date.now()}@example.com`, fullName: "Boot Player", emailVerified: true, refferalCodeCheck: false });
    const mint = await systemAccount(db, "mint", "COIN");
    const wallet = await userAccount(db, user.id, "COIN");
    await postTransfers(db, [{ key: `seed:${user.id}`, debit: mint, credit: wallet, amount: 5000, currency: "COIN", kind: "deposit" }]);
    const gameId = `ludo-boot-${Date.now()}`;
    // Held by a process that then died without a word (no heartbeat from now on).
    await holdEntryFee(first.ctx, { gameId, game: "ludo", currency: "COIN", fee: 1000 }, user.id, "a-process-that-died");
    expect(await balanceOf(db, { kind: "user", currency: "COIN", ownerId: user.id })).toBe(4000);
    await first.close();
    await new Promise((r) => setTimeout(r, 2_500)); // the dead process's heartbeat is now stale

    const second = await createPlatform(configFor(dataDir, webDist), logger);
    try {
      // Checked the moment startup returns: the periodic sweep's first pass is a second away.
      const [escrow] = await second.database.db.select().from(gameEscrows).where(eq(gameEscrows.id, gameId));
      expect(escrow?.status).toBe("refunded");
      expect(await balanceOf(second.database.db, { kind: "user", currency: "COIN", ownerId: user.id })).toBe(5000);
    } finally {
      await second.close();
    }
  }, 60_000);
});
