/**
 * The money of tables that play hand after hand (services/coins/tableSeats.ts, migration 0012) on its own: buy-ins,
 * hand settlement with commission, cash-out, the refusals that keep the ledger whole, and recovery.
 */
import { randomUUID } from "node:crypto";
import { messages } from "@arena/contracts";
import { balanceOf, gameRecords, ledgerTransfers, postTransfers, systemAccount, tableSeats, userAccount, walletTransactions } from "@arena/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { recoverEscrows } from "../src/services/coins/recovery.js";
import { buyIn, cashOut, settleHand, type TableSeatRef } from "../src/services/coins/tableSeats.js";
import { recordGameStart } from "../src/services/games/records.js";
import { createUser } from "../src/services/users/createUser.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

const ctx = () => t.platform.ctx;
const tag = () => Math.random().toString(36).slice(2, 10);
async function playerWith(coins: number): Promise<string> {
  const user = await createUser(ctx().db, { email: `${tag()}@seats.test`, fullName: "Seat Player", emailVerified: true, refferalCodeCheck: false });
  const mint = await systemAccount(ctx().db, "mint", "COIN");
  const wallet = await userAccount(ctx().db, user.id, "COIN");
  await postTransfers(ctx().db, [{ key: `seed:${user.id}`, debit: mint, credit: wallet, amount: coins * 100, currency: "COIN", kind: "deposit" }]);
  return user.id;
}
const coins = async (userId: string) => (await balanceOf(ctx().db, { kind: "user", currency: "COIN", ownerId: userId })) / 100;
const stack = async (seatId: string) => (await balanceOf(ctx().db, { kind: "escrow", currency: "COIN", ref: `seat:${seatId}` })) / 100;
const seat = (userId: string | null, roomId = `room-${tag()}`, currency: "COIN" | "FREE" = "COIN"): TableSeatRef => ({
  seatId: randomUUID(),
  game: "flash",
  roomId,
  userId,
  currency,
});
/** A hand's record, as the room writes it at the deal (settling closes it). */
async function handRecord(roomId: string): Promise<string> {
  const id = randomUUID();
  await recordGameStart(ctx(), {
    id, game: "flash", roomId, mode: "Private", currency: "COIN", fee: 0, players: [], serverSeed: "s", serverSeedHash: "h", clientSeed: "c",
  });
  return id;
}

describe("buy-ins, hands and cash-outs", () => {
  it("moves a buy-in to the seat, settles a hand with 5% of the winnings to the house, and cashes the stack out", async () => {
    const [a, b] = [await playerWith(100), await playerWith(100)];
    const room = `room-${tag()}`;
    const [sa, sb] = [seat(a, room), seat(b, room)];
    await buyIn(ctx(), sa, 5000, ctx().processId);
    await buyIn(ctx(), sb, 3000, ctx().processId);
    expect([await coins(a), await coins(b)]).toEqual([50, 70]);
    expect([await stack(sa.seatId), await stack(sb.seatId)]).toEqual([50, 30]);

    const hand = await handRecord(room);
    const settled = await settleHand(
      ctx(),
      { handId: hand, game: "flash", currency: "COIN", seats: [{ seatId: sa.seatId, start: 5000, net: 1000 }, { seatId: sb.seatId, start: 3000, net: -1000 }] },
      { draws: [], result: (cuts) => [{ cut: cuts.get(sa.seatId) }] },
    );
    expect(settled.cuts.get(sa.seatId)).toBe(50); // 5% of the 10 coins won
    expect(settled.result).toEqual([{ cut: 50 }]);
    expect([await stack(sa.seatId), await stack(sb.seatId)]).toEqual([59.5, 20]);
    expect((await t.platform.database.db.select().from(gameRecords).where(eq(gameRecords.id, hand)))[0]?.status).toBe("finished");
    // The hand's pot ends empty; no wallet line for a hand (the stack is the seat's).
    expect(await balanceOf(ctx().db, { kind: "escrow", currency: "COIN", ref: `hand:${hand}` })).toBe(0);
    expect((await ctx().db.select().from(walletTransactions).where(eq(walletTransactions.reference, `hand:${hand}`))).length).toBe(0);

    // Settling again moves nothing (the same commission is read back).
    const again = await settleHand(
      ctx(),
      { handId: hand, game: "flash", currency: "COIN", seats: [{ seatId: sa.seatId, start: 5000, net: 1000 }, { seatId: sb.seatId, start: 3000, net: -1000 }] },
      { draws: [], result: () => [] },
    );
    expect(again.cuts.get(sa.seatId)).toBe(50);
    expect(await stack(sa.seatId)).toBe(59.5);

    expect(await cashOut(ctx(), sa.seatId)).toBe(5950);
    expect(await cashOut(ctx(), sa.seatId)).toBe(0);
    expect(await coins(a)).toBe(109.5);
    const lines = await ctx().db.select().from(walletTransactions).where(eq(walletTransactions.userId, a));
    expect(lines.map((l) => [l.type, l.amount]).sort()).toEqual([["BUY_IN", 5000], ["CASH_OUT", 5950]]);
    // A closed seat takes no more chips.
    await expect(buyIn(ctx(), sa, 100, ctx().processId)).rejects.toMatchObject({ status: 409 });
    await cashOut(ctx(), sb.seatId);
    const check = await checkLedger(ctx().db);
    expect(check.orphanedEscrows.filter((o) => o.ref?.includes(sa.seatId) || o.ref?.includes(sb.seatId) || o.ref?.includes(hand))).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it("refuses a hand whose stacks are not what it started from, or whose nets do not sum to zero, and moves nothing", async () => {
    const [a, b] = [await playerWith(100), await playerWith(100)];
    const room = `room-${tag()}`;
    const [sa, sb] = [seat(a, room), seat(b, room)];
    await buyIn(ctx(), sa, 2000, ctx().processId);
    await buyIn(ctx(), sb, 2000, ctx().processId);
    const settle = (seats: { seatId: string; start: number; net: number }[]) =>
      handRecord(room).then((hand) => settleHand(ctx(), { handId: hand, game: "flash", currency: "COIN", seats }, { draws: [], result: () => [] }));
    await expect(settle([{ seatId: sa.seatId, start: 2500, net: 500 }, { seatId: sb.seatId, start: 2000, net: -500 }])).rejects.toThrow();
    await expect(settle([{ seatId: sa.seatId, start: 2000, net: 500 }, { seatId: sb.seatId, start: 2000, net: -400 }])).rejects.toThrow();
    // A seat cannot lose more than it holds: the escrow's no-overdraft check refuses it.
    await expect(settle([{ seatId: sa.seatId, start: 2000, net: 2500 }, { seatId: sb.seatId, start: 2000, net: -2500 }])).rejects.toThrow();
    await cashOut(ctx(), sb.seatId);
    await expect(settle([{ seatId: sa.seatId, start: 2000, net: 500 }, { seatId: sb.seatId, start: 2000, net: -500 }])).rejects.toThrow();
    expect([await stack(sa.seatId), await coins(b)]).toEqual([20, 100]);
    await cashOut(ctx(), sa.seatId);
    expect(await coins(a)).toBe(100);
    expect((await checkLedger(ctx().db)).ok).toBe(true);
  });

  it("refuses a buy-in the wallet cannot cover, and a seat without a player (a bot) at a coin table", async () => {
    const poor = await playerWith(10);
    await expect(buyIn(ctx(), seat(poor), 2000, ctx().processId)).rejects.toMatchObject({ status: 400, message: messages.notEnoughAmount });
    expect(await coins(poor)).toBe(10);
    await expect(buyIn(ctx(), seat(null), 2000, ctx().processId)).rejects.toThrow();
    // A bot at a play-money table draws its chips from the bonus account and gives them back.
    const bot = seat(null, `room-${tag()}`, "FREE");
    await buyIn(ctx(), bot, 5000, ctx().processId);
    expect(await balanceOf(ctx().db, { kind: "escrow", currency: "FREE", ref: `seat:${bot.seatId}` })).toBe(5000);
    expect(await cashOut(ctx(), bot.seatId)).toBe(5000);
  });
});

describe("recovery", () => {
  it("cashes out the open seats of a process that stopped beating, and of a room no process holds", async () => {
    const [a, b] = [await playerWith(100), await playerWith(100)];
    const dead = seat(a);
    const orphan = seat(b);
    await buyIn(ctx(), dead, 4000, "a-process-that-died");
    await buyIn(ctx(), orphan, 3000, ctx().processId);
    // The dead process's seat is stale; the live process's seat sits at a room that no longer exists.
    await ctx().db.update(tableSeats).set({ heartbeatAt: new Date(Date.now() - 60_000), createdAt: new Date(Date.now() - 60_000) }).where(eq(tableSeats.id, dead.seatId));
    await ctx().db.update(tableSeats).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(tableSeats.id, orphan.seatId));
    const before = await checkLedger(ctx().db);
    expect(before.orphanedEscrows.map((o) => o.ref)).toContain(`seat:${dead.seatId}`);
    const report = await recoverEscrows(ctx(), { staleMs: 20_000, tableOpen: async (roomId) => roomId !== orphan.roomId });
    expect(report.cashedOut.sort()).toEqual([dead.seatId, orphan.seatId].sort());
    expect([await coins(a), await coins(b)]).toEqual([100, 100]);
    const moves = await ctx().db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, `seat:${dead.seatId}`));
    expect(moves.map((m) => m.kind).sort()).toEqual(["buy_in", "cash_out"]);
    expect((await checkLedger(ctx().db)).ok).toBe(true);
  });
});
