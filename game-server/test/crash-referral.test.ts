import { balanceOf, gameRecords, ledgerTransfers, walletTransactions } from "@arena/db";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { recoverEscrows } from "../src/services/coins/recovery.js";
import { runReferralJob } from "../src/services/referral/job.js";
import { fundedPlayer } from "./paidGames.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";
import { runAndKill } from "./processes.js";

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);

/** Plays paid games with the referral job after each in a child process, and kills it with SIGKILL after `ms`. */
async function playAndKill(ms: number, players: string[]): Promise<{ processId: string; games: string[] }> {
  const out = await runAndKill("referral-loop.ts", { PLAYERS: players.join(",") }, "job", ms);
  const processId = /process (\S+)/.exec(out)?.[1];
  if (!processId) throw new Error(`no process id:\n${out}`);
  return { processId, games: [...out.matchAll(/game (\S+)/g)].map((m) => m[1]!) };
}

// SIGKILL only says something on a server database that outlives the process (CI's Postgres pass).
describe.skipIf(!process.env.DATABASE_URL)("the referral job killed with SIGKILL mid-run", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(async () => {
    await t?.platform.close();
  });

  it(`pays every share exactly once over ${ROUNDS} kills`, { timeout: 60_000 * ROUNDS }, async () => {
    const ctx = t.platform.ctx;
    // A brought B, B brought C; D came alone. A never plays, so A's wallet is only what the programme paid.
    const a = await fundedPlayer(ctx, null);
    const b = await fundedPlayer(ctx, a);
    const c = await fundedPlayer(ctx, b);
    const d = await fundedPlayer(ctx, null);
    const referrerOf = new Map([[b, a], [c, b]]);
    const start = await balanceOf(ctx.db, { kind: "user", currency: "COIN", ownerId: a });
    const games: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const run = await playAndKill(300 + Math.floor(Math.random() * 1500), [b, c, d]);
      games.push(...run.games);
      await recoverEscrows(ctx, { processId: run.processId });
      // The next run (here, another process) finishes what the killed one left.
      await runReferralJob(ctx);
      expect((await checkLedger(ctx.db)).ok).toBe(true);
    }
    expect(games.length).toBeGreaterThan(ROUNDS);

    // Expected from the ledger's commissions and who sat where (the game records: a game killed after settling but
    // before its line was printed counts too): each seat's half at 25% (direct) and 5% (indirect).
    const records = await ctx.db
      .select({ id: gameRecords.id, players: gameRecords.players })
      .from(gameRecords)
      .where(or(...[b, c, d].map((id) => sql`${gameRecords.players} @> ${JSON.stringify([{ userId: id }])}::jsonb`)));
    const seatsOf = new Map(records.map((r) => [r.id, r.players.map((p) => p.userId!)]));
    const commissions = await ctx.db
      .select({ reference: ledgerTransfers.reference, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, "commission"), inArray(ledgerTransfers.reference, [...seatsOf.keys()])));
    expect(commissions.length).toBeGreaterThan(0);
    const owed = new Map<string, number>();
    const add = (who: string, n: number) => owed.set(who, (owed.get(who) ?? 0) + n);
    for (const cm of commissions) {
      for (const seat of seatsOf.get(cm.reference!)!) {
        const direct = referrerOf.get(seat);
        if (!direct) continue;
        add(direct, Math.floor(((cm.amount / 2) * 2500) / 10_000));
        const indirect = referrerOf.get(direct);
        if (indirect) add(indirect, Math.floor(((cm.amount / 2) * 500) / 10_000));
      }
    }
    expect(await balanceOf(ctx.db, { kind: "user", currency: "COIN", ownerId: a })).toBe(start + (owed.get(a) ?? 0));
    const bLines = await ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, b), eq(walletTransactions.type, "REFERRAL")));
    expect(bLines.reduce((n, l) => n + l.amount, 0)).toBe(owed.get(b) ?? 0);
    const check = await checkLedger(ctx.db);
    expect(check.ok).toBe(true);
    expect(check.referralPool).toEqual({ balance: 0, owed: 0 });
  });
});
