/**
 * Derby races (issue 20) end to end: an admin schedules a race, players bet win, place and show while the odds move,
 * the job closes betting at post time, draws the finishing order from the committed seed and the bets' digest, and
 * settles the tote once (several job runs at once); a cancelled race returns every bet; virtual races schedule
 * themselves. Anyone re-derives the result from the revealed seed. The ledger reconciles after each step.
 */
import { derbyEvents, walletTransactions } from "@arena/db";
import { hashServerSeed } from "@arena/fair";
import { drawFinishOrder, settleRace } from "@arena/rules-derby";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { betsDigest, runDerbyJob } from "../src/services/derby/events.js";
import { useRestPlatform } from "./restPlatform.js";

const env = useRestPlatform();
const { call, wallet, ledgerClean, player } = env;
const race = (overrides: Record<string, unknown> = {}) => ({
  title: "Evening Stakes",
  horses: [
    { name: "Thunder Road", strength: 40 },
    { name: "Silver Comet", strength: 30 },
    { name: "Midnight Run", strength: 20 },
    { name: "Desert Wind", strength: 10 },
  ],
  postTime: new Date(Date.now() + 60_000).toISOString(),
  takeoutPercent: 15,
  ...overrides,
});
const postTimeIsNow = (id: string) => env.t.platform.ctx.db.update(derbyEvents).set({ postTime: new Date(Date.now() - 1000) }).where(eq(derbyEvents.id, id));

describe("a Derby race", () => {
  it("takes bets while the odds move, runs from the committed seed at post time and pays the tote once", async () => {
    const scheduled = await call("derby/scheduleEvent", env.adminToken, "POST", race());
    expect(scheduled.status).toBe(200);
    const e = scheduled.body.result;
    expect(e.horses.map((h: any) => h.winChance)).toEqual([40, 30, 20, 10]);
    expect(e.proof).toMatchObject({ entropySource: "bets", serverSeed: null });

    const [ann, ben, cal] = [await player(100), await player(100), await player(100)];
    const bet = (p: { token: string }, pool: string, horse: number, amount: number) => call("derby/joinEvent", p.token, "POST", { eventId: e._id, pool, horse, amount });
    expect((await bet(ann, "win", 0, 10)).status).toBe(200);
    let board = (await call(`derby/events/${e._id}`)).body.result;
    expect(board.horses[0]).toMatchObject({ win: 10, odds: 0.05 }); // alone on the horse: the minimum
    await bet(ben, "win", 1, 30);
    board = (await call(`derby/events/${e._id}`)).body.result;
    // (40 × 0.85 − 10) / 10 = 2.4 to 1 for the first; the second (34 − 30) / 30.
    expect(board.horses.map((h: any) => h.odds)).toEqual([2.4, 0.13, null, null]);
    await bet(ann, "place", 2, 20);
    await bet(cal, "show", 3, 15);
    await bet(cal, "place", 0, 25);
    // A forged payout, or a horse outside the field: refused, nothing moves.
    expect((await call("derby/joinEvent", cal.token, "POST", { eventId: e._id, pool: "win", horse: 1, amount: 5, payout: 500 })).status).toBe(400);
    expect((await bet(cal, "win", 9, 5)).status).toBe(400);
    expect(await wallet(cal.token)).toBe(60);
    await ledgerClean();

    await postTimeIsNow(e._id);
    expect((await bet(ben, "win", 0, 5)).status).toBe(409);
    // Several passes at once (the platform's own job may run meanwhile too): the race runs and pays once.
    const runs = await Promise.all([1, 2, 3].map(() => runDerbyJob(env.t.platform.ctx, null)));
    expect(runs.flatMap((r) => r.raced).filter((id) => id === e._id).length).toBeLessThanOrEqual(1);
    // A pass that skipped the locked race left it to the one holding the lock (perhaps the platform's own): wait for it.
    await expect.poll(async () => (await call(`derby/events/${e._id}`)).body.result.status, { timeout: 10_000 }).toBe("raced");
    const done = (await call(`derby/events/${e._id}`)).body.result;
    expect(hashServerSeed(done.proof.serverSeed)).toBe(e.proof.serverSeedHash);

    // Anyone re-derives the order from the revealed seed and the bets' digest, and the tote from the order.
    const bets = await env.t.platform.ctx.db.execute(`select id, pool, horse, amount from derby_bets where event_id = '${e._id}' order by seq` as never);
    const list = (((bets as any).rows ?? bets) as any[]).map((b) => ({ id: b.id, pool: b.pool, horse: Number(b.horse), amount: Number(b.amount) }));
    expect(done.proof.entropy).toBe(betsDigest(list));
    const order = drawFinishOrder({ serverSeed: done.proof.serverSeed, clientSeed: done.proof.entropy }, 0, [40, 30, 20, 10]);
    expect(done.finishOrder).toEqual(order);
    const s = settleRace(list, order, { takeoutBps: 1500, breakage: 10, minPrice: 105 });
    const paidTo = async (p: { token: string }) => (await call(`derby/myBets?eventId=${e._id}`, p.token)).body.result.docs.reduce((a: number, b: any) => a + b.payout, 0);
    expect(Math.round(((await paidTo(ann)) + (await paidTo(ben)) + (await paidTo(cal))) * 100)).toBe([...s.payouts.values()].reduce((a, x) => a + x, 0));
    expect(await wallet(ann.token)).toBeCloseTo(70 + (await paidTo(ann)), 2);
    expect(await wallet(ben.token)).toBeCloseTo(70 + (await paidTo(ben)), 2);
    expect(await wallet(cal.token)).toBeCloseTo(60 + (await paidTo(cal)), 2);
    const lines = await env.t.platform.ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.reference, e._id), eq(walletTransactions.type, "WINNING")));
    expect(lines).toHaveLength([...s.payouts.values()].filter((x) => x > 0).length);
    const winner = (await call(`derby/winnerHorse?eventId=${e._id}`)).body.result;
    expect(winner.winner).toEqual({ index: order[0], name: race().horses[order[0]!]!.name });
    expect((await call("derby/history")).body.result.docs[0]._id).toBe(e._id);
    await ledgerClean();
  });

  it("returns every bet of a cancelled race", async () => {
    const e = (await call("derby/scheduleEvent", env.adminToken, "POST", race())).body.result;
    const p = await player(20);
    await call("derby/joinEvent", p.token, "POST", { eventId: e._id, pool: "show", horse: 2, amount: 7.5 });
    expect(await wallet(p.token)).toBe(12.5);
    expect((await call(`admin/derby/events/${e._id}/cancel`, p.token, "POST")).status).toBe(403);
    expect((await call(`admin/derby/events/${e._id}/cancel`, env.adminToken, "POST")).body.result.status).toBe("cancelled");
    expect(await wallet(p.token)).toBe(20);
    const refunds = await env.t.platform.ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, p.user.id), eq(walletTransactions.type, "REFUND")));
    expect(refunds).toHaveLength(1);
    await ledgerClean();
  });

  it("schedules a virtual race by itself when they are on and none is open", async () => {
    // Close whatever is still open from other tests, so the virtual race is the one open race.
    for (const e of (await call("derby/events")).body.result.docs) await call(`admin/derby/events/${e._id}/cancel`, env.adminToken, "POST");
    expect((await call("admin/derby/virtual", env.adminToken, "POST", { everyMinutes: 5 })).status).toBe(200);
    expect((await call("admin/derby/virtual", env.adminToken)).body.result).toEqual({ everyMinutes: 5 });
    await Promise.all([1, 2].map(() => runDerbyJob(env.t.platform.ctx, null)));
    await runDerbyJob(env.t.platform.ctx, null);
    const open = (await call("derby/events")).body.result.docs;
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ virtual: true, status: "open" });
    expect(open[0].horses.length).toBe(6);
    await call("admin/derby/virtual", env.adminToken, "POST", { everyMinutes: null });
    expect((await call("admin/derby/virtual", env.adminToken)).body.result).toEqual({ everyMinutes: null });
    await call(`admin/derby/events/${open[0]._id}/cancel`, env.adminToken, "POST");
  });
});
