import type { Room } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { balanceOf, enter, fundedPlayer, playToEnd, snapshot, until, walletCoins } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

const quick = (roomAmount: number, extra: Record<string, unknown> = {}) => ({ gameType: "Quick Play", roomAmount, maxPlayers: 2, playerName: "Quick", ...extra });
const ledgerOk = async () => expect((await checkLedger(t.platform.database.db)).ok).toBe(true);

describe("Quick Play matchmaking", () => {
  it("puts two players with the same fee and seat count at one table that starts by itself, and settles it", async () => {
    const [p1, p2] = await Promise.all([fundedPlayer(t, 40), fundedPlayer(t, 40)]);
    const [a] = await enter(p1.client.joinOrCreate("ludo", quick(10)));
    expect(snapshot(a)).toMatchObject({ gameType: "Quick Play", rules: "quick", roomAmount: 10, maxPlayers: 2, gameStatus: "not_started" });
    const [b] = await enter(p2.client.joinOrCreate("ludo", quick(10)));
    expect(b.roomId).toBe(a.roomId);
    await until(a, (s) => s.gameStatus === "active");
    const s = snapshot(a);
    // Colours are assigned, opposite each other (the first seat gets red, the second its opposite).
    expect(Object.values(s.players).map((p: any) => p.id).sort()).toEqual([p1.user.id, p2.user.id].sort());
    expect(Object.keys(s.players).sort()).toEqual(["red", "yellow"]);
    expect([await balanceOf(t, p1.token), await balanceOf(t, p2.token)]).toEqual([30, 30]);

    const rooms: Record<string, Room> = {};
    for (const [color, p] of Object.entries(s.players) as [string, any][]) rooms[color] = p.id === p1.user.id ? a : b;
    await playToEnd(rooms);
    const place = (id: string) => (Object.values(snapshot(a).players) as any[]).find((p) => p.id === id).place;
    const winner = place(p1.user.id) === 1 ? p1 : p2;
    const loser = winner === p1 ? p2 : p1;
    await expect.poll(() => balanceOf(t, winner.token)).toBe(30 + 18);
    expect(await balanceOf(t, loser.token)).toBe(30);
    await ledgerOk();
    await Promise.all([a.leave(), b.leave()]);
  });

  it("keeps different fees, seat counts and currencies in separate queues", async () => {
    const [p1, p2, p3, p4] = await Promise.all([fundedPlayer(t, 40), fundedPlayer(t, 40), fundedPlayer(t, 40), fundedPlayer(t, 40)]);
    // Freeplay coins are topped up when the wallet is first looked at.
    expect(await balanceOf(t, p4.token, "FREE")).toBeGreaterThanOrEqual(5);
    const freeBefore = await balanceOf(t, p4.token, "FREE");
    const [a] = await enter(p1.client.joinOrCreate("ludo", quick(5)));
    const [b] = await enter(p2.client.joinOrCreate("ludo", quick(10)));
    const [c] = await enter(p3.client.joinOrCreate("ludo", quick(5, { maxPlayers: 3 })));
    const [d] = await enter(p4.client.joinOrCreate("ludo", quick(5, { currency: "FREE" })));
    expect(new Set([a.roomId, b.roomId, c.roomId, d.roomId]).size).toBe(4);
    for (const r of [a, b, c, d]) expect(snapshot(r).gameStatus).toBe("not_started");
    expect(snapshot(d).currency).toBe("FREE");
    // The freeplay seat is paid in FREE coins, never real ones.
    expect(await balanceOf(t, p4.token)).toBe(40);
    expect(await walletCoins(t, p4.user.id, "FREE")).toBe(freeBefore - 5);
    expect([await balanceOf(t, p1.token), await balanceOf(t, p2.token), await balanceOf(t, p3.token)]).toEqual([35, 30, 35]);

    // A COIN joiner is not matched into the FREE table, nor can they take a seat there by id.
    await expect(p2.client.joinById(d.roomId, { playerName: "Sneaky", currency: "COIN" })).rejects.toThrow("This room plays with free coins.");
    await Promise.all([a, b, c, d].map((r) => r.leave()));
    await expect.poll(async () => [await balanceOf(t, p1.token), await balanceOf(t, p2.token), await balanceOf(t, p3.token), await balanceOf(t, p4.token)]).toEqual([40, 40, 40, 40]);
    expect(await walletCoins(t, p4.user.id, "FREE")).toBe(freeBefore);
    await ledgerOk();
  });

  it("gives the fee back at once to a player who cancels while waiting for an opponent, and the next player starts a fresh table", async () => {
    const [p1, p2] = await Promise.all([fundedPlayer(t, 25), fundedPlayer(t, 25)]);
    const [a] = await enter(p1.client.joinOrCreate("ludo", quick(25)));
    expect(await balanceOf(t, p1.token)).toBe(0);
    await a.leave();
    await expect.poll(() => balanceOf(t, p1.token), { timeout: 2000 }).toBe(25);
    const [b] = await enter(p2.client.joinOrCreate("ludo", quick(25)));
    expect(snapshot(b).gameStatus).toBe("not_started");
    expect(Object.keys(snapshot(b).players)).toHaveLength(1);
    await b.leave();
    await expect.poll(() => balanceOf(t, p2.token), { timeout: 2000 }).toBe(25);
    await ledgerOk();
  });

  it("matches players who ask at the same moment in pairs", async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t, 10)));
    const rooms = (await Promise.all(players.map((p) => enter(p.client.joinOrCreate("ludo", quick(1)))))).map(([r]) => r);
    const byRoom = new Map<string, number>();
    for (const r of rooms) byRoom.set(r.roomId, (byRoom.get(r.roomId) ?? 0) + 1);
    expect([...byRoom.values()]).toEqual([2, 2]);
    for (const r of rooms) await until(r, (s) => s?.gameStatus === "active");
    for (const p of players) expect(await balanceOf(t, p.token)).toBe(9);
    await Promise.all(rooms.map((r) => r.leave()));
    await ledgerOk();
  });

  it("shows the FREE wallet after a FREE fee was paid the same day: the daily top-up happens once", async () => {
    const p = await fundedPlayer(t, 0);
    // No wallet view first: taking a FREE seat tops the play money up by itself.
    const [r] = await enter(p.client.joinOrCreate("ludo", quick(5, { currency: "FREE" })));
    try {
      expect(await balanceOf(t, p.token, "FREE")).toBe(995);
      expect(await balanceOf(t, p.token, "FREE")).toBe(995);
    } finally {
      await r.leave();
    }
  });
});
