/**
 * The reconciliation's watch on the pool games' escrows: a draw's, race's or question's pool that still holds coins
 * once its draw, race or question is over (settled, cancelled, voided: its money should have gone out) is reported as
 * orphaned with the reason, and the check is no longer ok; while the pool is still in play it is expected.
 */
import { derbyEvents, h2hQuestions, lotteryDraws } from "@arena/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { useRestPlatform } from "./restPlatform.js";

const env = useRestPlatform();
const { call, player, ledgerClean } = env;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const orphans = async () => (await checkLedger(env.t.platform.ctx.db)).orphanedEscrows;

describe("pool escrows in the reconciliation", () => {
  it("flags a pool still holding coins after its draw, race or question is over, and nothing while it is in play", async () => {
    const admin = env.adminToken;
    const p = await player(50);
    const draw = (await call("admin/lottery/draws", admin, "POST", {
      title: "Ledger draw", pick: 1, of: 2, ticketPrice: 1, houseSharePercent: 10, ranks: [{ matches: 1, sharePercent: 100 }],
      minTickets: 1, ticketLimit: 10, salesCloseAt: later(60_000), drawAt: later(120_000),
    })).body.result;
    const race = (await call("derby/scheduleEvent", admin, "POST", {
      title: "Ledger race", horses: ["A", "B", "C"].map((name) => ({ name: `${name} Ledger`, strength: 10 })), postTime: later(60_000), takeoutPercent: 15,
    })).body.result;
    const cat = (await call("h2h/categories", admin, "POST", { name: `Ledger ${Math.random().toString(36).slice(2, 6)}` })).body.result;
    const match = (await call("h2h/matches", admin, "POST", { categoryId: cat._id, title: "Ledger match", startsAt: later(3_600_000) })).body.result;
    const q = (await call("h2h/createCricketQuestion", admin, "POST", { matchId: match._id, text: "Ledger question?", options: ["Yes", "No"], closeAt: later(60_000) })).body.result;
    expect((await call("lottery/tickets", p.token, "POST", { drawId: draw._id, tickets: [{}] })).status).toBe(200);
    expect((await call("derby/joinEvent", p.token, "POST", { eventId: race._id, pool: "win", horse: 0, amount: 5 })).status).toBe(200);
    expect((await call("h2h/bets", p.token, "POST", { questionId: q._id, option: 0, amount: 5 })).status).toBe(200);
    await ledgerClean();

    // Marked over without their money going out (what a broken settlement would leave): each pool is reported.
    const db = env.t.platform.ctx.db;
    await db.update(lotteryDraws).set({ status: "drawn" }).where(eq(lotteryDraws.id, draw._id));
    await db.update(derbyEvents).set({ status: "cancelled" }).where(eq(derbyEvents.id, race._id));
    await db.update(h2hQuestions).set({ status: "void" }).where(eq(h2hQuestions.id, q._id));
    expect(await orphans()).toEqual(
      expect.arrayContaining([
        { ref: `lottery:${draw._id}`, balance: 100, why: "draw is drawn" },
        { ref: `derby:${race._id}`, balance: 500, why: "race is cancelled" },
        { ref: `h2h:${q._id}`, balance: 500, why: "question is void" },
      ]),
    );
    expect((await checkLedger(db)).ok).toBe(false);

    // Back in play, then settled the proper way (cancelled: every coin returned): clean again.
    await db.update(lotteryDraws).set({ status: "open" }).where(eq(lotteryDraws.id, draw._id));
    await db.update(derbyEvents).set({ status: "open" }).where(eq(derbyEvents.id, race._id));
    await db.update(h2hQuestions).set({ status: "open" }).where(eq(h2hQuestions.id, q._id));
    await ledgerClean();
    expect((await call(`admin/derby/events/${race._id}/cancel`, admin, "POST")).status).toBe(200);
    expect((await call(`admin/lottery/draws/${draw._id}/cancel`, admin, "POST")).status).toBe(200);
    await ledgerClean();
  });
});
