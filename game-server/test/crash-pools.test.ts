import { derbyBets, derbyEvents, h2hQuestions, h2hStakes, lotteryDraws, lotteryTickets, walletTransactions } from "@arena/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { placeBet, scheduleEvent } from "../src/services/derby/events.js";
import { createMatch, createQuestion, createCategory, placeStake } from "../src/services/h2h/questions.js";
import { buyTickets, createDraw } from "../src/services/lottery/draws.js";
import { fundedPlayer } from "./paidGames.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";
import { runAndKill } from "./processes.js";

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const ADMIN = { adminId: null, via: "cli" as const, ip: null };

// SIGKILL only says something on a server database that outlives the process (CI's Postgres pass).
describe.skipIf(!process.env.DATABASE_URL)("the pool games' jobs killed with SIGKILL between close and settle", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(async () => {
    await t?.platform.close();
  });

  it(`settles every draw, race and question exactly once over ${ROUNDS} kills`, { timeout: 60_000 * ROUNDS + 60_000 }, async () => {
    const ctx = t.platform.ctx;
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(ctx, null)));
    const soon = () => new Date(Date.now() + 1500);
    const draws: string[] = [];
    const races: string[] = [];
    const questions: string[] = [];
    const category = await createCategory(ctx, ADMIN, `Crash ${Date.now()}`);
    const match = await createMatch(ctx, ADMIN, { categoryId: category.id, title: "A vs B", startsAt: new Date(Date.now() + 3_600_000) });
    for (let i = 0; i < 6; i++) {
      const close = soon();
      const draw = await createDraw(
        ctx,
        ADMIN,
        { title: `Draw ${i}`, pick: 3, of: 9, ticketPrice: 100, houseBps: 2000, ranks: [{ matches: 3, shareBps: 6000 }, { matches: 2, shareBps: 4000 }], minTickets: 1, ticketLimit: 1000, salesCloseAt: close, drawAt: close },
        null,
      );
      draws.push(draw.id);
      for (const p of players) await buyTickets(ctx, p, draw.id, [{}, {}, {}]);
      const race = await scheduleEvent(ctx, ADMIN, { title: `Race ${i}`, horses: [{ name: "A", strength: 30 }, { name: "B", strength: 20 }, { name: "C", strength: 10 }], postTime: close, takeoutBps: 1500 });
      races.push(race.id);
      for (const [j, p] of players.entries()) await placeBet(ctx, p, race.id, { pool: (["win", "place", "show"] as const)[j % 3]!, horse: j % 3, amount: 500 + j * 10 });
      const q = await createQuestion(ctx, ADMIN, { matchId: match.id, text: `Question ${i}?`, options: ["Yes", "No"], closeAt: close });
      questions.push(q.id);
      for (const [j, p] of players.entries()) await placeStake(ctx, p, q.id, j % 2, 300 + j * 50);
    }
    await new Promise((r) => setTimeout(r, 1600));
    for (let round = 0; round < ROUNDS; round++) {
      await runAndKill("pools-loop.ts", {}, "running", 100 + Math.floor(Math.random() * 500));
      expect((await checkLedger(ctx.db)).ok).toBe(true);
    }
    // A last run to the end, killed once nothing is left.
    await runAndKill("pools-loop.ts", {}, "running", 4000);
    const d = await ctx.db.select().from(lotteryDraws).where(inArray(lotteryDraws.id, draws));
    expect(d.every((x) => x.status === "drawn")).toBe(true);
    const r = await ctx.db.select().from(derbyEvents).where(inArray(derbyEvents.id, races));
    expect(r.every((x) => x.status === "raced")).toBe(true);
    const q = await ctx.db.select().from(h2hQuestions).where(inArray(h2hQuestions.id, questions));
    expect(q.every((x) => x.status === "closed")).toBe(true);
    // Exactly once: one prize line per winning ticket, one payout line per paying bet, one refund per unmatched part.
    for (const draw of d) {
      const won = await ctx.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
      const lines = await ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.reference, draw.id), eq(walletTransactions.type, "WINNING")));
      expect(lines).toHaveLength(won.filter((x) => (x.prize ?? 0) > 0).length);
    }
    for (const race of r) {
      const bets = await ctx.db.select().from(derbyBets).where(eq(derbyBets.eventId, race.id));
      const lines = await ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.reference, race.id), eq(walletTransactions.type, "WINNING")));
      expect(lines).toHaveLength(bets.filter((x) => (x.payout ?? 0) > 0).length);
    }
    for (const question of q) {
      const stakes = await ctx.db.select().from(h2hStakes).where(eq(h2hStakes.questionId, question.id));
      const lines = await ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.reference, question.id), eq(walletTransactions.type, "REFUND")));
      expect(lines).toHaveLength(stakes.filter((x) => (x.returned ?? 0) > 0).length);
    }
    const check = await checkLedger(ctx.db);
    expect(check.ok).toBe(true);
    expect(check.orphanedEscrows).toEqual([]);
  });
});
