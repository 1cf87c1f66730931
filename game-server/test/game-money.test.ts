import { messages } from "@arena/contracts";
import { balanceOf, gameEscrows, payoutRules, postTransfers, reconcileLedger, systemAccount, userAccount, walletTransactions } from "@arena/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdEntryFee, paySettlement, planSettlement, recordResult, refundGame, releaseEntryFee, settleGame } from "../src/services/coins/gameMoney.js";
import { recoverEscrows } from "../src/services/coins/recovery.js";
import { createUser } from "../src/services/users/createUser.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

const id = () => Math.random().toString(36).slice(2, 10);
const ctx = () => t.platform.ctx;
async function playerWith(coins: number): Promise<string> {
  const user = await createUser(ctx().db, { email: `${id()}@money.test`, fullName: "Money Player", emailVerified: true, refferalCodeCheck: false });
  if (coins > 0) {
    const mint = await systemAccount(ctx().db, "mint", "COIN");
    const wallet = await userAccount(ctx().db, user.id, "COIN");
    await postTransfers(ctx().db, [{ key: `seed:${user.id}`, debit: mint, credit: wallet, amount: coins * 100, currency: "COIN", kind: "deposit" }]);
  }
  return user.id;
}
const coins = async (userId: string) => (await balanceOf(ctx().db, { kind: "user", currency: "COIN", ownerId: userId })) / 100;
const game = (fee = 10) => ({ gameId: `ludo-${id()}`, game: "ludo", currency: "COIN" as const, fee: fee * 100 });

describe("entry fees, settlement and refunds", () => {
  it("holds fees, pays the winner the pot less 10%, and settles only once", async () => {
    const [a, b] = [await playerWith(50), await playerWith(50)];
    const g = game(10);
    await holdEntryFee(ctx(), g, a, ctx().processId);
    await holdEntryFee(ctx(), g, a, ctx().processId); // a retry takes nothing more
    await holdEntryFee(ctx(), g, b, ctx().processId);
    expect([await coins(a), await coins(b)]).toEqual([40, 40]);
    expect(await settleGame(ctx(), g.gameId, [b, a])).toMatchObject({ settled: true, prizes: [{ userId: b, amount: 1800 }] });
    expect([await coins(a), await coins(b)]).toEqual([40, 58]);
    expect(await settleGame(ctx(), g.gameId, [a, b])).toEqual({ settled: false, prizes: [] });
    expect(await coins(b)).toBe(58);
    await expect(refundGame(ctx(), g.gameId)).rejects.toMatchObject({ status: 409 });
    expect((await reconcileLedger(ctx().db)).ok).toBe(true);
  });

  it("refuses a fee the player cannot pay with the spec's message and moves nothing", async () => {
    const poor = await playerWith(5);
    const g = game(10);
    await expect(holdEntryFee(ctx(), g, poor, ctx().processId)).rejects.toMatchObject({
      status: 400,
      message: messages.notEnoughAmount,
    });
    expect(await coins(poor)).toBe(5);
  });

  it("returns a fee to a player who leaves before the start, and charges again on rejoin", async () => {
    const p = await playerWith(30);
    const g = game(10);
    await holdEntryFee(ctx(), g, p, ctx().processId);
    await releaseEntryFee(ctx(), g.gameId, p);
    await releaseEntryFee(ctx(), g.gameId, p); // nothing left to release
    expect(await coins(p)).toBe(30);
    await holdEntryFee(ctx(), g, p, ctx().processId);
    expect(await coins(p)).toBe(20);
    await refundGame(ctx(), g.gameId);
    expect(await coins(p)).toBe(30);
    await expect(holdEntryFee(ctx(), g, p, ctx().processId)).rejects.toMatchObject({ status: 409 });
  });

  it("follows an admin's payout rule for the game and player count", async () => {
    await ctx().db.insert(payoutRules).values({ game: "ludo-rule-test", players: 3, commissionBps: 500, shares: [7000, 3000] });
    const ps = [await playerWith(20), await playerWith(20), await playerWith(20)];
    const g = { ...game(10), game: "ludo-rule-test" };
    for (const p of ps) await holdEntryFee(ctx(), g, p, ctx().processId);
    await settleGame(ctx(), g.gameId, ps);
    // pot 30, commission 1.50, then 70% / 30% of 28.50
    expect(await Promise.all(ps.map(coins))).toEqual([10 + 19.95, 10 + 8.55, 10]);
  });
});

describe("what the players and the house see", () => {
  const history = (userId: string) =>
    ctx()
      .db.select({ type: walletTransactions.type, amount: walletTransactions.amount, reference: walletTransactions.reference, description: walletTransactions.description })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, userId))
      .orderBy(walletTransactions.createdAt, walletTransactions.id);

  it("writes one wallet line per movement of a player's coins, none for a retry", async () => {
    const [a, b] = [await playerWith(50), await playerWith(50)];
    const won = game(10);
    await holdEntryFee(ctx(), won, a, ctx().processId);
    await releaseEntryFee(ctx(), won.gameId, a);
    await holdEntryFee(ctx(), won, a, ctx().processId);
    await holdEntryFee(ctx(), won, a, ctx().processId); // a retry: no second line
    await holdEntryFee(ctx(), won, b, ctx().processId);
    await settleGame(ctx(), won.gameId, [a, b]);
    await settleGame(ctx(), won.gameId, [a, b]); // settled before: no line
    const refunded = game(5);
    await holdEntryFee(ctx(), refunded, a, ctx().processId);
    await refundGame(ctx(), refunded.gameId);
    await refundGame(ctx(), refunded.gameId);
    const lines = await history(a);
    expect(lines).toEqual(
      expect.arrayContaining([
        { type: "ENTRY_FEE", amount: 1000, reference: won.gameId, description: "ludo entry fee" },
        { type: "REFUND", amount: 1000, reference: won.gameId, description: "ludo entry fee returned: left before the start" },
        { type: "WINNING", amount: 1800, reference: won.gameId, description: "ludo prize, place 1" },
        { type: "ENTRY_FEE", amount: 500, reference: refunded.gameId, description: "ludo entry fee" },
        { type: "REFUND", amount: 500, reference: refunded.gameId, description: "ludo refunded: the game could not finish" },
      ]),
    );
    expect(lines.filter((l) => l.type === "ENTRY_FEE" && l.reference === won.gameId)).toHaveLength(2);
    expect(lines).toHaveLength(6);
    expect(await history(b)).toEqual([{ type: "ENTRY_FEE", amount: 1000, reference: won.gameId, description: "ludo entry fee" }]);
  });

  it("pays the house its commission, and the ledger check reports what the house holds", async () => {
    const houseHolds = async () => (await reconcileLedger(ctx().db)).house.COIN ?? 0;
    const before = await houseHolds();
    for (let i = 0; i < 3; i++) {
      const [a, b] = [await playerWith(10), await playerWith(10)];
      const g = game(10);
      await holdEntryFee(ctx(), g, a, ctx().processId);
      await holdEntryFee(ctx(), g, b, ctx().processId);
      await settleGame(ctx(), g.gameId, [b, a]);
    }
    expect(await houseHolds()).toBe(before + 3 * 200);
    expect((await reconcileLedger(ctx().db)).ok).toBe(true);
  });

  it("counts a seat taken between reading the pot and paying it, and loses no coin", async () => {
    const [a, b, c] = [await playerWith(20), await playerWith(20), await playerWith(20)];
    const g = game(10);
    await holdEntryFee(ctx(), g, a, ctx().processId);
    await holdEntryFee(ctx(), g, b, ctx().processId);
    const stale = await planSettlement(ctx().db, g.gameId, [a, b]);
    await holdEntryFee(ctx(), g, c, ctx().processId);
    await expect(paySettlement(ctx().db, stale!)).rejects.toMatchObject({ code: "P0410" });
    expect(await Promise.all([a, b, c].map(coins))).toEqual([10, 10, 10]);
    expect(await settleGame(ctx(), g.gameId, [a, b, c])).toMatchObject({ settled: true, prizes: [{ userId: a, amount: 2700 }] });
    expect(await Promise.all([a, b, c].map(coins))).toEqual([37, 10, 10]);
    expect((await reconcileLedger(ctx().db)).ok).toBe(true);
  });
});

describe("recovery of games that are not running", () => {
  it("refunds an abandoned game and settles one whose result was recorded", async () => {
    const [a, b, c, d] = await Promise.all([playerWith(20), playerWith(20), playerWith(20), playerWith(20)]);
    const lost = game(10);
    const decided = game(10);
    await holdEntryFee(ctx(), lost, a, "dead-process");
    await holdEntryFee(ctx(), lost, b, "dead-process");
    await holdEntryFee(ctx(), decided, c, "dead-process");
    await holdEntryFee(ctx(), decided, d, "dead-process");
    await recordResult(ctx(), decided.gameId, [d, c]);
    await ctx()
      .db.update(gameEscrows)
      .set({ heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(gameEscrows.processId, "dead-process"));
    const report = await recoverEscrows(ctx());
    expect(report.refunded).toContain(lost.gameId);
    expect(report.settled).toContain(decided.gameId);
    expect(await Promise.all([a, b, c, d].map(coins))).toEqual([20, 20, 10, 28]);
    const again = await recoverEscrows(ctx());
    expect(again.refunded).not.toContain(lost.gameId);
    const recon = await reconcileLedger(ctx().db);
    expect(recon.ok).toBe(true);
    expect(recon.openEscrows.filter((e) => e.ref === lost.gameId || e.ref === decided.gameId)).toEqual([]);
  });

  it("leaves a game whose process is alive alone", async () => {
    const p = await playerWith(20);
    const g = game(10);
    await holdEntryFee(ctx(), g, p, ctx().processId);
    const report = await recoverEscrows(ctx());
    expect(report.refunded).not.toContain(g.gameId);
    expect(await coins(p)).toBe(10);
    await refundGame(ctx(), g.gameId);
  });
});

describe("racing for the last coins", () => {
  it("lets exactly the affordable seats through when 64 clients hold at once", async () => {
    const p = await playerWith(7 * 5);
    const results = await Promise.allSettled(
      Array.from({ length: 64 }, () => holdEntryFee(ctx(), game(5), p, ctx().processId)),
    );
    const won = results.filter((r) => r.status === "fulfilled").length;
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toBe(7);
    for (const r of lost) expect(r.reason).toMatchObject({ message: messages.notEnoughAmount });
    expect(await coins(p)).toBe(0);
  });
});
