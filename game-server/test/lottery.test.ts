/**
 * The lottery (issue 20) end to end: an admin opens a draw, players buy chosen and quick-pick tickets, the job closes
 * sales and draws, prizes are paid from the pool in one transaction, a short draw is cancelled and refunded, and
 * anyone can verify the winning numbers from the revealed seed and the entropy (the tickets' digest, or a drand round
 * verified by drand-client: recorded beacon data, no network). The ledger reconciles after each step.
 */
import { lotteryDraws, walletTransactions } from "@arena/db";
import { hashServerSeed } from "@arena/fair";
import { drawNumbers, settleDraw } from "@arena/rules-lottery";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drandBeacon } from "../src/services/lottery/beacon.js";
import { runLotteryJob, ticketsDigest } from "../src/services/lottery/draws.js";
import { useRestPlatform } from "./restPlatform.js";

const env = useRestPlatform();
const { call, wallet, ledgerClean, player } = env;

function newDraw(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    title: "Friday draw",
    pick: 5,
    of: 36,
    ticketPrice: 2,
    houseSharePercent: 20,
    ranks: [
      { matches: 5, sharePercent: 50 },
      { matches: 4, sharePercent: 30 },
      { matches: 3, sharePercent: 20 },
    ],
    minTickets: 3,
    ticketLimit: 100,
    salesCloseAt: new Date(now + 60_000).toISOString(),
    drawAt: new Date(now + 120_000).toISOString(),
    ...overrides,
  };
}

/** Moves a draw's times into the past so the job finds its steps due. */
async function timeIsUp(id: string) {
  await env.t.platform.ctx.db
    .update(lotteryDraws)
    .set({ salesCloseAt: new Date(Date.now() - 2_000), drawAt: new Date(Date.now() - 1_000) })
    .where(eq(lotteryDraws.id, id));
}

describe("a lottery draw", () => {
  it("sells chosen and quick-pick tickets into its pool, draws from the committed seed and the tickets' digest, and pays each rank", async () => {
    const opened = await call("admin/lottery/draws", env.adminToken, "POST", newDraw());
    expect(opened.status).toBe(200);
    const draw = opened.body.result;
    expect(draw).toMatchObject({ status: "open", ticketsSold: 0, proof: { entropySource: "tickets", serverSeed: null } });
    expect((await call("getLottery")).body.result.upcoming.some((d: any) => d._id === draw._id)).toBe(true);

    const [ann, ben] = [await player(50), await player(50)];
    // Forged amounts are not read: the price is the draw's.
    const bought = await call("lottery/tickets", ann.token, "POST", { drawId: draw._id, tickets: [{ numbers: [1, 2, 3, 4, 5] }, { numbers: [36, 7, 8, 9, 10] }, {}] });
    expect(bought.status).toBe(200);
    expect(bought.body.result.paid).toBe(6);
    expect(bought.body.result.tickets.map((x: any) => x.quickPick).sort()).toEqual([false, false, true]);
    expect(await wallet(ann.token)).toBe(44);
    const forged = await call("lottery/tickets", ben.token, "POST", { drawId: draw._id, tickets: [{ numbers: [1, 2, 3, 4, 5] }], price: 0.01, amount: 0.01 });
    expect(forged.body.result.paid).toBe(2);
    expect(await wallet(ben.token)).toBe(48);
    const bad = await call("lottery/tickets", ben.token, "POST", { drawId: draw._id, tickets: [{ numbers: [1, 2, 3, 4, 4] }] });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe("Each number once.");
    await call("lottery/tickets", ben.token, "POST", { drawId: draw._id, tickets: [{}, {}] });
    expect(await wallet(ben.token)).toBe(44);
    await ledgerClean();

    await timeIsUp(draw._id);
    // Sales are over.
    expect((await call("lottery/tickets", ben.token, "POST", { drawId: draw._id, tickets: [{}] })).status).toBe(409);
    // The job (ours, and the platform's own passes meanwhile) closes, then draws.
    await runLotteryJob(env.t.platform.ctx, null);
    await runLotteryJob(env.t.platform.ctx, null);
    await expect.poll(async () => (await call(`lottery/draws/${draw._id}`)).body.result.status, { timeout: 10_000 }).toBe("drawn");
    expect((await runLotteryJob(env.t.platform.ctx, null)).drawn).not.toContain(draw._id);

    // Anyone verifies: the seed matches its commitment, the digest its tickets, the numbers both.
    const done = (await call(`lottery/draws/${draw._id}`)).body.result;
    expect(done.status).toBe("drawn");
    expect(hashServerSeed(done.proof.serverSeed)).toBe(draw.proof.serverSeedHash);
    const annTickets = (await call(`lottery/myTickets?drawId=${draw._id}`, ann.token)).body.result.docs;
    const benTickets = (await call(`lottery/myTickets?drawId=${draw._id}`, ben.token)).body.result.docs;
    const all = [...annTickets, ...benTickets].sort((a: any, b: any) => a.at.localeCompare(b.at));
    expect(done.winning).toEqual(drawNumbers({ serverSeed: done.proof.serverSeed, clientSeed: done.proof.entropy }, 0, { pick: 5, of: 36 }));
    const rows = await env.t.platform.ctx.db.execute(`select id, numbers from lottery_tickets where draw_id = '${draw._id}' order by seq` as never);
    const list = ((rows as any).rows ?? rows) as { id: string; numbers: number[] }[];
    expect(done.proof.entropy).toBe(ticketsDigest(list));
    const s = settleDraw(list, done.winning, { pick: 5, of: 36, ticketPrice: 200, houseBps: 2000, ranks: [{ matches: 5, shareBps: 5000 }, { matches: 4, shareBps: 3000 }, { matches: 3, shareBps: 2000 }] });
    const won = (tickets: any[]) => tickets.reduce((a, x) => a + (x.prize ?? 0), 0);
    expect(await wallet(ann.token)).toBeCloseTo(44 + won(annTickets), 2);
    expect(await wallet(ben.token)).toBeCloseTo(44 + won(benTickets), 2);
    expect(Math.round((won(annTickets) + won(benTickets)) * 100)).toBe(s.paid);
    expect(all.every((x: any) => x.matched !== null)).toBe(true);
    await ledgerClean();
  });

  it("closes and draws once when several processes run the job at the same moment", async () => {
    const draw = (await call("admin/lottery/draws", env.adminToken, "POST", newDraw({ minTickets: 1, ranks: [{ matches: 1, sharePercent: 100 }] }))).body.result;
    const players = [await player(20), await player(20), await player(20)];
    for (const p of players) await call("lottery/tickets", p.token, "POST", { drawId: draw._id, tickets: [{}, {}, {}, {}, {}] });
    await timeIsUp(draw._id);
    const runs = await Promise.all([1, 2, 3].map(() => runLotteryJob(env.t.platform.ctx, null)));
    expect(runs.flatMap((r) => r.closed).filter((id) => id === draw._id).length).toBeLessThanOrEqual(1);
    const again = await Promise.all([1, 2, 3].map(() => runLotteryJob(env.t.platform.ctx, null)));
    expect([...runs, ...again].flatMap((r) => r.drawn).filter((id) => id === draw._id).length).toBeLessThanOrEqual(1);
    await expect.poll(async () => (await call(`lottery/draws/${draw._id}`)).body.result.status, { timeout: 10_000 }).toBe("drawn");
    const prizes = await env.t.platform.ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.reference, draw._id), eq(walletTransactions.type, "WINNING")));
    const done = (await call(`lottery/draws/${draw._id}`)).body.result;
    expect(prizes).toHaveLength(done.results[0].winners);
    await ledgerClean();
  });

  it("cancels a draw short of its minimum at the close and refunds every ticket", async () => {
    const draw = (await call("admin/lottery/draws", env.adminToken, "POST", newDraw({ minTickets: 5 }))).body.result;
    const p = await player(10);
    await call("lottery/tickets", p.token, "POST", { drawId: draw._id, tickets: [{}, {}] });
    expect(await wallet(p.token)).toBe(6);
    await timeIsUp(draw._id);
    await runLotteryJob(env.t.platform.ctx, null);
    await expect.poll(async () => (await call(`lottery/draws/${draw._id}`)).body.result.status, { timeout: 10_000 }).toBe("cancelled");
    expect(await wallet(p.token)).toBe(10);
    const lines = await env.t.platform.ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, p.user.id), eq(walletTransactions.type, "REFUND")));
    expect(lines).toHaveLength(2);
    expect((await call(`lottery/draws/${draw._id}`)).body.result.status).toBe("cancelled");
    await ledgerClean();
  });

  it("refuses a purchase past the ticket limit or the wallet, and buys nothing of it", async () => {
    const draw = (await call("admin/lottery/draws", env.adminToken, "POST", newDraw({ ticketLimit: 3, minTickets: 1 }))).body.result;
    const p = await player(5);
    const short = await call("lottery/tickets", p.token, "POST", { drawId: draw._id, tickets: [{}, {}, {}] });
    expect(short.status).toBe(400);
    expect(short.body.responseMessage).toBe("You dont have enough amount to play game");
    expect(await wallet(p.token)).toBe(5);
    await call("lottery/tickets", p.token, "POST", { drawId: draw._id, tickets: [{}, {}] });
    const over = await call("lottery/tickets", p.token, "POST", { drawId: draw._id, tickets: [{}, {}] });
    expect(over.status).toBe(409);
    expect(over.body.responseMessage).toBe("Only 1 tickets are left in this draw.");
    expect(await wallet(p.token)).toBe(1);
    // Players cannot open draws; an admin's bad terms are refused in the envelope.
    expect((await call("admin/lottery/draws", p.token, "POST", newDraw())).status).toBe(403);
    const badTerms = await call("admin/lottery/draws", env.adminToken, "POST", newDraw({ ranks: [{ matches: 5, sharePercent: 90 }] }));
    expect(badTerms.status).toBe(400);
    await call(`admin/lottery/draws/${draw._id}/cancel`, env.adminToken, "POST");
    expect(await wallet(p.token)).toBe(5);
    await ledgerClean();
  });
});

describe("a draw on the drand beacon", () => {
  // A real round of drand's walkthrough chain (bls-unchained-g1-rfc9380), as recorded in drand-client's own tests.
  const info = {
    public_key:
      "81d320f220ee9c79e60e19dedc838c31e3ab919b15481e9feb52f643628c4f6a13fdc52129493875a818109d767272ca0541cbcdcea9335f2870d781b39b845ba8cbd44fdfe4967781cf72ca5917fc9398bcf97ca0548ed5a709016c4b1ff0f3",
    period: 3,
    genesis_time: 1687506816,
    hash: "af8b6fc95693b058a3a59efe586eb31c2c352fe00cf40c62a427d87c34f7a235",
    groupHash: "02d678e93908888871b70e3f015b396a8c082bc1493ae5479f8743cb5d972b54",
    schemeID: "bls-unchained-g1-rfc9380",
    metadata: { beaconID: "walkthrough" },
  };
  const round38 = {
    round: 38,
    randomness: "b2fc21325a24904a6a9e81a6c63f65f6cec3f0b2400df3f4a56b214770e9ccca",
    signature: "95c93585c513ebbcb4777ff15599b3140e5ec0295faa0e483f3deadd88fa6d43f0d3703e3a4ce106e8fd6c6987f32126",
  };
  /** A chain client that answers recorded beacons (what the HTTP API would have answered). */
  const recorded = (beacon: typeof round38) =>
    drandBeacon(
      {
        options: { disableBeaconVerification: false, noCache: true },
        chain: () => ({ baseUrl: "recorded", info: async () => info }),
        latest: async () => beacon,
        get: async () => beacon,
      } as never,
      info.hash,
    );

  it("fixes the round when it opens, draws with the verified beacon, and waits when the beacon does not verify", async () => {
    const beacon = recorded(round38);
    env.t.platform.ctx.beacon = { ...beacon, roundAfter: async () => 38 };
    try {
      const draw = (await call("admin/lottery/draws", env.adminToken, "POST", newDraw({ minTickets: 1 }))).body.result;
      expect(draw.proof).toMatchObject({ entropySource: "drand", beaconChain: info.hash, beaconRound: 38 });
      const p = await player(10);
      await call("lottery/tickets", p.token, "POST", { drawId: draw._id, tickets: [{}, {}] });
      // A forged beacon (randomness not what was signed) is refused by drand-client: the draw waits (the platform's
      // own job passes read the same beacon meanwhile).
      const forged = recorded({ ...round38, randomness: "00".repeat(32) });
      env.t.platform.ctx.beacon = forged;
      await timeIsUp(draw._id);
      await runLotteryJob(env.t.platform.ctx, forged);
      expect((await runLotteryJob(env.t.platform.ctx, forged)).waiting).toContain(draw._id);
      expect((await call(`lottery/draws/${draw._id}`)).body.result.status).toBe("closed");
      env.t.platform.ctx.beacon = beacon;
      await runLotteryJob(env.t.platform.ctx, beacon);
      await expect.poll(async () => (await call(`lottery/draws/${draw._id}`)).body.result.status, { timeout: 10_000 }).toBe("drawn");
      const done = (await call(`lottery/draws/${draw._id}`)).body.result;
      expect(done.proof).toMatchObject({ entropy: round38.randomness, beaconSignature: round38.signature });
      expect(done.winning).toEqual(drawNumbers({ serverSeed: done.proof.serverSeed, clientSeed: round38.randomness }, 0, { pick: 5, of: 36 }));
      await ledgerClean();
    } finally {
      env.t.platform.ctx.beacon = null;
    }
  });
});
