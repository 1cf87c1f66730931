import { DEFAULT_WHEEL } from "@arena/rules-wheel";
import { spinPlayers, spins, walletTransactions } from "@arena/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { publishTable, purchaseSpins } from "../src/services/spin/wheel.js";
import { fundedPlayer } from "./paidGames.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";
import { runAndKill } from "./processes.js";

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);

// SIGKILL only says something on a server database that outlives the process (CI's Postgres pass).
describe.skipIf(!process.env.DATABASE_URL)("the wheel killed with SIGKILL mid-spin", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(async () => {
    await t?.platform.close();
  });

  it(`loses no coin and no spin over ${ROUNDS} kills`, { timeout: 60_000 * ROUNDS }, async () => {
    const ctx = t.platform.ctx;
    // A cap three purchases above the seed: pots drop all the time, so kills fall inside drops too.
    await publishTable(ctx, { adminId: null, via: "cli", ip: null }, { ...DEFAULT_WHEEL, segments: [...DEFAULT_WHEEL.segments], jackpotCap: 515, freeSpinStake: 100 });
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(ctx, null)));
    for (const p of players) for (let i = 0; i < 5; i++) await purchaseSpins(ctx, p, 100);
    for (let round = 0; round < ROUNDS; round++) {
      await runAndKill("spin-loop.ts", { PLAYERS: players.join(",") }, "spinning", 300 + Math.floor(Math.random() * 1200));
      // All of a spin or none of it: the ledger reconciles, and each player's spins used match what they bought.
      expect((await checkLedger(ctx.db)).ok).toBe(true);
      for (const p of players) {
        const [row] = await ctx.db.select().from(spinPlayers).where(eq(spinPlayers.userId, p));
        const done = await ctx.db.select().from(spins).where(eq(spins.userId, p));
        expect(done.filter((s) => s.kind === "purchased").length + row!.credits).toBe(500);
        expect(row!.nextNonce).toBe(done.length);
        // Each spin that paid has its wallet line, and no line is without its spin.
        const lines = await ctx.db
          .select()
          .from(walletTransactions)
          .where(and(eq(walletTransactions.userId, p), inArray(walletTransactions.type, ["WINNING", "BONUS"])));
        expect(lines.reduce((n, l) => n + l.amount, 0)).toBe(done.reduce((n, s) => n + s.coins + s.jackpot, 0));
      }
    }
    const all = await ctx.db.select().from(spins).where(inArray(spins.userId, players));
    expect(all.length).toBeGreaterThan(ROUNDS);
    expect(all.some((s) => s.dropped)).toBe(true);
    await publishTable(ctx, { adminId: null, via: "cli", ip: null }, { ...DEFAULT_WHEEL, segments: [...DEFAULT_WHEEL.segments], freeSpinStake: 100 });
  });
});
