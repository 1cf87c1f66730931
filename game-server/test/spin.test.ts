/**
 * The spin wheel's API (issue 19): a free spin a day, purchased spins, the progressive pot, the proof of every spin.
 * The server draws and judges: the spec's client payloads (isWin, potAmount, isAmount, amount, type) change nothing.
 * Every coin moves through the ledger; the reconciliation stays clean after each step.
 */
import { walletTransactions } from "@arena/db";
import { drawSegment, DEFAULT_WHEEL, wheelRtp } from "@arena/rules-wheel";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { useRestPlatform } from "./restPlatform.js";

const env = useRestPlatform();
const { call, wallet, player } = env;
const ledgerOk = async () => expect((await checkLedger(env.t.platform.ctx.db)).ok).toBe(true);

describe("the free spin", () => {
  it("is there once a day, shows its dialog until seen, and is judged by the server whatever the client says", async () => {
    const p = await player();
    let status = (await call("spin/getSpinStatus", p.token)).body.result;
    expect(status).toMatchObject({ isSpinView: false, isFreeSpin: true, spinsLeft: 0, price: 1, tableVersion: expect.any(Number), nonce: 0 });
    expect(status.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call("spin/updateSpinStatus", p.token, "POST")).body.result).toEqual({ isSpinView: true });
    expect((await call("spin/getSpinStatus", p.token)).body.result.isSpinView).toBe(true);

    // A forged "I won the pot" changes nothing: the server draws from the committed seed.
    const spun = await call("spin/spinResult", p.token, "POST", { isWin: true, potAmount: 99_999 });
    expect(spun.status).toBe(200);
    const r = spun.body.result;
    expect(r).toMatchObject({ kind: "free", stake: 1, isFreeSpin: false, proof: { serverSeedHash: status.serverSeedHash, nonce: 0 } });
    expect(r.segment).toBeGreaterThanOrEqual(0);
    expect(r.segment).toBeLessThan(r.segments);
    expect(await wallet(p.token)).toBe(r.coins + r.jackpot);
    const lines = await env.t.platform.ctx.db.select().from(walletTransactions).where(eq(walletTransactions.userId, p.user.id));
    expect(lines.reduce((n, l) => n + l.amount, 0)).toBe(Math.round((r.coins + r.jackpot) * 100));

    // No second free spin today, and nothing bought: 409, nothing moves.
    const again = await call("spin/spinResult", p.token, "POST", { isWin: true });
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe("You have no spin left: buy spins to play.");
    status = (await call("spin/getSpinStatus", p.token)).body.result;
    expect(status).toMatchObject({ isFreeSpin: false, nonce: 1 });
    expect((await call("spin/updateBonusSpin", p.token)).body.result).toEqual({ isFreeSpin: false });

    // Rotating the seed reveals it: the spin verifies against it.
    const rotated = (await call("jackpot/registerPublicKey", p.token, "POST", { publicKey: "my-lucky-key" })).body.result;
    expect(rotated.revealed).toMatchObject({ serverSeedHash: status.serverSeedHash, spins: 1 });
    expect(drawSegment({ serverSeed: rotated.revealed.serverSeed, clientSeed: rotated.revealed.clientSeed }, 0, r.segments)).toBe(r.segment);
    expect(rotated).toMatchObject({ clientSeed: "my-lucky-key", nonce: 0 });
    const history = (await call("jackpot/history", p.token)).body.result;
    expect(history.docs[0]).toMatchObject({ _id: r._id, kind: "free", segment: r.segment, segments: r.segments, proof: { serverSeed: rotated.revealed.serverSeed, nonce: 0 } });
    await ledgerOk();
  });

  it("is spun once when asked twice at the same time", async () => {
    const p = await player();
    const answers = await Promise.all([call("spin/spinResult", p.token, "POST", {}), call("spin/spinResult", p.token, "POST", {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await call("jackpot/history", p.token)).body.result.total).toBe(1);
    await ledgerOk();
  });
});

describe("purchased spins", () => {
  it("are paid from the wallet, spun one by one after the free one, and paid by the wheel's bank", async () => {
    const p = await player(10);
    const bought = await call("jackpot/purchase", p.token, "POST", { amount: 3 });
    expect(bought.status).toBe(200);
    expect(bought.body.result).toEqual({ spinsLeft: 3, paid: 3 });
    expect(await wallet(p.token)).toBe(7);
    const [line] = await env.t.platform.ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, p.user.id), eq(walletTransactions.type, "SPIN")));
    expect(line).toMatchObject({ amount: 300, status: "SUCCESS" });

    let won = 0;
    const kinds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = (await call("spin/spinResult", p.token, "POST", { isWin: false, potAmount: 0 })).body.result;
      kinds.push(r.kind);
      won += r.coins + r.jackpot;
      expect(r.spinsLeft).toBe(i === 0 ? 3 : 3 - i);
    }
    expect(kinds).toEqual(["free", "purchased", "purchased", "purchased"]);
    expect(await wallet(p.token)).toBeCloseTo(7 + won, 2);
    expect((await call("spin/spinResult", p.token, "POST", {})).status).toBe(409);
    await ledgerOk();
  });

  it("refuses a bad amount, more than the wallet holds, and a second purchase racing the first for the same coins", async () => {
    const p = await player(5);
    expect((await call("jackpot/purchase", p.token, "POST", { amount: 0 })).status).toBe(400);
    expect((await call("jackpot/purchase", p.token, "POST", { amount: 101 })).body.result.errors.amount).toBe("You can buy at most 100 spins at a time.");
    expect((await call("jackpot/purchase", p.token, "POST", { amount: 6 })).status).toBe(400);
    const race = await Promise.all([call("jackpot/purchase", p.token, "POST", { amount: 3 }), call("jackpot/purchase", p.token, "POST", { amount: 3 })]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await wallet(p.token)).toBe(2);
    expect((await call("spin/getSpinStatus", p.token)).body.result.spinsLeft).toBe(3);
    await ledgerOk();
  });
});

describe("the pot", () => {
  it("grows by each purchase's share, drops exactly once at the cap, is seeded again, and the lists show it", async () => {
    const seedBefore = (await call("spin/potAmount")).body.result.potAmount;
    // A table whose cap the next purchased spin reaches: the pot must drop to it.
    const table = (await call("spin/probability")).body.result;
    const cap = Math.max(seedBefore, table.jackpot.seed) + 0.05;
    const published = await call("admin/spin/tables", env.adminToken, "POST", {
      segments: DEFAULT_WHEEL.segments,
      price: 1,
      freeSpinStake: 1,
      jackpotSharePercent: 5,
      jackpotSeed: 5,
      jackpotCap: cap,
      mustDropMinutes: null,
    });
    expect(published.status).toBe(200);
    const version = published.body.result.version;
    expect(version).toBe(table.version + 1);

    const [a, b] = [await player(10), await player(10)];
    for (const p of [a, b]) {
      await call("spin/spinResult", p.token, "POST", {}); // the free spin first
      await call("jackpot/purchase", p.token, "POST", { amount: 2 });
    }
    // Two players spin at once: the pot is judged one spin after the other, and drops once per time it reaches the cap.
    const results = (await Promise.all([a, b, a, b].map((p) => call("spin/spinResult", p.token, "POST", { isWin: true, potAmount: 1e6 })))).map((r) => r.body.result);
    expect(results.every((r) => r.kind === "purchased" && r.tableVersion === version)).toBe(true);
    const drops = results.filter((r) => r.dropped);
    expect(drops.length).toBeGreaterThanOrEqual(1);
    for (const d of drops) {
      expect(d.jackpot).toBeGreaterThanOrEqual(5.05);
      expect(d.potAmount).toBe(5);
    }
    const list = (await call("jackpot/historyList")).body.result.docs;
    expect(list.length).toBeGreaterThanOrEqual(drops.length);
    expect((await call("jackpot/winner", a.token, "POST", { isAmount: true, amount: 1e6, type: "mega" })).body.result.docs).toEqual(list);
    const boardAnswer = await call("jackpot/leaderboard?limit=20");
    expect(boardAnswer.body).toMatchObject({ responseCode: 200 });
    const board = boardAnswer.body.result;
    expect(board.docs.length).toBeGreaterThan(0);
    expect(board.limit).toBe(20);
    expect((await call("jackpot/leaderboard?limit=50")).status).toBe(400);
    await ledgerOk();

    // Back to the default table (a new version again; older spins keep theirs).
    const restored = await call("admin/spin/tables", env.adminToken, "POST", { segments: DEFAULT_WHEEL.segments, price: 1, freeSpinStake: 1, jackpotSharePercent: 5, jackpotSeed: 5, jackpotCap: null, mustDropMinutes: null });
    expect(restored.body.result.rtp.total).toBeCloseTo(wheelRtp(DEFAULT_WHEEL).total, 10);
  });
});

describe("where coins cannot be played", () => {
  it("refuses to sell or spin the wheel (its prizes are real coins) from a play-money country, and nothing moves", async () => {
    const p = await player(10);
    const india = { "x-forwarded-for": "49.36.128.1" };
    const buy = await env.t.api("/api/v1/jackpot/purchase", { method: "POST", json: { amount: 1 }, token: p.token, headers: india });
    expect(buy.status).toBe(403);
    expect(buy.body.responseMessage).toBe("Games for real coins are not available in India: you can play with free coins.");
    expect((await env.t.api("/api/v1/spin/spinResult", { method: "POST", json: {}, token: p.token, headers: india })).status).toBe(403);
    expect(await wallet(p.token)).toBe(10);
    expect((await call("spin/getSpinStatus", p.token)).body.result).toMatchObject({ isFreeSpin: true, spinsLeft: 0, nonce: 0 });
  });
});

describe("/admin-spin's tables", () => {
  it("refuses a table that returns more than 98% or has no losing segment, and players", async () => {
    const p = await player();
    expect((await call("admin/spin/tables", p.token)).status).toBe(403);
    const base = { segments: DEFAULT_WHEEL.segments, price: 1, freeSpinStake: 1, jackpotSharePercent: 5, jackpotSeed: 5, jackpotCap: null, mustDropMinutes: null };
    const generous = await call("admin/spin/tables", env.adminToken, "POST", { ...base, jackpotSeed: 10 });
    expect(generous.status).toBe(400);
    expect(generous.body.responseMessage).toMatch(/^The table returns \d+\.\d\d%: at most 98%\.$/);
    const noLoss = await call("admin/spin/tables", env.adminToken, "POST", { ...base, segments: DEFAULT_WHEEL.segments.map(() => ({ kind: "coins", multiplier: 50 })) });
    expect(noLoss.body.responseMessage).toBe("At least one segment wins nothing.");
    expect((await call("admin/spin/tables", env.adminToken)).body.result.docs[0].version).toBeGreaterThan(0);
    const audit = (await call("admin/audit?action=spin.table", env.adminToken)).body.result.docs;
    expect(audit.length).toBeGreaterThan(0);
  });
});
