import type { Room } from "@colyseus/sdk";
import { matchMaker } from "@colyseus/core";
import { messages, QUICK_PLAY_COUNTDOWN_SECONDS, QUICK_PLAY_ROOM } from "@arena/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { balanceOf, fundedPlayer, playToEnd, snapshot, until, walletCoins } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";
import { joinQueue, ludoQuick, quickTable, takeSeat } from "./quickPlayers.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

const ledgerOk = async () => expect((await checkLedger(t.platform.database.db)).ok).toBe(true);

/** The player's wallet history lines of one kind (what the transactions page shows). */
async function history(token: string, type: string, currency = "COIN"): Promise<{ amount: number; reference: string | null }[]> {
  const res = await t.api(`/api/v1/user/transactionHistory?limit=100&transactionType=${type}&currency=${currency}`, { token });
  expect(res.status).toBe(200);
  return res.body.result.docs;
}

/** Queue rooms open on these terms (a refused join must not leave one behind). */
const queues = (terms: Record<string, unknown>) => matchMaker.query({ name: QUICK_PLAY_ROOM, ...terms });

/** The network goes away: the socket closes without a leave, and the SDK does not reconnect by itself. */
function drop(room: Room): Promise<unknown> {
  room.reconnection.enabled = false;
  const left = new Promise((resolve) => room.onLeave(resolve));
  room.connection.close();
  return left;
}

describe("Quick Play queue", () => {
  it("seats two players who ask on the same terms at one Ludo table, with one fee held each, and settles it", async () => {
    const [p1, p2] = await Promise.all([fundedPlayer(t, 40), fundedPlayer(t, 40)]);
    const [q1, in1] = await joinQueue(p1.client, ludoQuick(10));
    // The fee is held on entry, and the server counts the spec's 10 seconds down.
    expect(await balanceOf(t, p1.token)).toBe(30);
    expect(await in1.wait("countdown")).toEqual({ secondsLeft: QUICK_PLAY_COUNTDOWN_SECONDS, players: 1, maxPlayers: 2 });
    expect(await in1.wait("countdown", { pred: (c: any) => c.secondsLeft === QUICK_PLAY_COUNTDOWN_SECONDS - 1 })).toMatchObject({ players: 1 });

    const [q2, in2] = await joinQueue(p2.client, ludoQuick(10));
    const [a, b] = await Promise.all([takeSeat(p1.client, q1, in1), takeSeat(p2.client, q2, in2)]);
    expect(b.roomId).toBe(a.roomId);
    await until(a, (s) => s.gameStatus === "active");
    const s = snapshot(a);
    expect(s).toMatchObject({ gameType: "Quick Play", rules: "quick", roomAmount: 10, maxPlayers: 2, currency: "COIN" });
    expect(Object.values(s.players).map((p: any) => p.id).sort()).toEqual([p1.user.id, p2.user.id].sort());
    // Colours are given out, opposite each other.
    expect(Object.keys(s.players).sort()).toEqual(["red", "yellow"]);

    // One fee each, held once: by the queue, into the escrow of the table (the table's game id), taken over there.
    expect([await balanceOf(t, p1.token), await balanceOf(t, p2.token)]).toEqual([30, 30]);
    for (const p of [p1, p2]) expect(await history(p.token, "ENTRY_FEE")).toEqual([expect.objectContaining({ amount: 10, reference: s.gameId })]);
    await ledgerOk();

    // The pot is both fees: the winner gets 20 less 10% commission.
    const rooms: Record<string, Room> = {};
    for (const [color, p] of Object.entries(s.players) as [string, any][]) rooms[color] = p.id === p1.user.id ? a : b;
    await playToEnd(rooms);
    const place = (id: string) => (Object.values(snapshot(a).players) as any[]).find((p) => p.id === id).place;
    const [winner, loser] = place(p1.user.id) === 1 ? [p1, p2] : [p2, p1];
    await expect.poll(() => balanceOf(t, winner.token)).toBe(30 + 18);
    expect(await balanceOf(t, loser.token)).toBe(30);
    await ledgerOk();
    await Promise.all([a.leave(), b.leave()]);
  });

  it("gives the fee back at once to a player who cancels, and the next player waits at a fresh table", async () => {
    const [p1, p2] = await Promise.all([fundedPlayer(t, 25), fundedPlayer(t, 25)]);
    const [q1] = await joinQueue(p1.client, ludoQuick(25));
    expect(await balanceOf(t, p1.token)).toBe(0);
    await q1.leave();
    // Cancel is leaving the queue: the fee is back by the time the leave is answered.
    expect(await balanceOf(t, p1.token)).toBe(25);
    expect(await history(p1.token, "REFUND")).toEqual([expect.objectContaining({ amount: 25 })]);

    const [q2, in2] = await joinQueue(p2.client, ludoQuick(25));
    expect(await in2.wait("countdown")).toMatchObject({ players: 1, maxPlayers: 2 });
    await q2.leave();
    expect(await balanceOf(t, p2.token)).toBe(25);
    await ledgerOk();
  });

  it("takes a dropped player out of the queue and refunds them", async () => {
    const [p1, p2] = await Promise.all([fundedPlayer(t, 20), fundedPlayer(t, 20)]);
    const [q1] = await joinQueue(p1.client, ludoQuick(20));
    expect(await balanceOf(t, p1.token)).toBe(0);
    await drop(q1);
    await expect.poll(() => balanceOf(t, p1.token), { timeout: 2_000 }).toBe(20);
    // They are not matched any more: the next player on these terms is alone in the queue.
    const [q2, in2] = await joinQueue(p2.client, ludoQuick(20));
    expect(await in2.wait("countdown")).toMatchObject({ players: 1 });
    await q2.leave();
    await ledgerOk();
  });

  it("refuses bad terms, another game and a short wallet with the matchmaking error's code, holding nothing", async () => {
    const p = await fundedPlayer(t, 3);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...ludoQuick(7) }, 400, "Entry fee must be one of 1, 5, 10, 20, 25, 50, 100."],
      [{ ...ludoQuick(5), maxPlayers: 5 }, 400, ""],
      [{ ...ludoQuick(5), currency: undefined }, 400, "Choose COIN or FREE."],
      [{ ...ludoQuick(5), game: "blackjack" }, 400, "There is no Quick Play for this game."],
      [{ ...ludoQuick(5), roomAmount: "5" }, 400, "Select an entry fee."],
      [{ ...ludoQuick(5) }, 400, messages.notEnoughAmount],
    ];
    for (const [options, code, message] of refusals) {
      const refused = await p.client.joinOrCreate(QUICK_PLAY_ROOM, options).then(
        () => null,
        (err: { code: number; message: string }) => err,
      );
      expect(refused, JSON.stringify(options)).toMatchObject({ code, ...(message && { message }) });
    }
    expect(await balanceOf(t, p.token)).toBe(3);
    expect(await history(p.token, "ENTRY_FEE")).toEqual([]);
    // Only the short wallet's terms were valid: no queue was made for the others.
    expect(await queues({ roomAmount: 7 })).toEqual([]);
    expect(await queues({ game: "blackjack" })).toEqual([]);
    await ledgerOk();
  });

  it("needs a session", async () => {
    const p = await fundedPlayer(t, 10);
    p.client.auth.token = "not-a-session";
    await expect(p.client.joinOrCreate(QUICK_PLAY_ROOM, ludoQuick(5))).rejects.toMatchObject({ code: 401, message: "Please login to play." });
  });

  it("keeps fees, player counts and currencies apart, fills tables in arrival order and leaves the rest counting", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(t, 10)));
    const freeBefore = await balanceOf(t, players[5]!.token, "FREE");
    // Three at once for a 2-player table at fee 1: one table of two, the third keeps waiting.
    const queued = await Promise.all(players.slice(0, 3).map((p) => joinQueue(p.client, ludoQuick(1))));
    // Different terms: fee 5, three players, play money.
    const others = await Promise.all([
      joinQueue(players[3]!.client, ludoQuick(5)),
      joinQueue(players[4]!.client, ludoQuick(1, { maxPlayers: 3 })),
      joinQueue(players[5]!.client, ludoQuick(1, { currency: "FREE" })),
    ]);
    const seats = await Promise.all(queued.map(([, inbox]) => inbox.wait("seat", { timeoutMs: 3_000 }).then((seat: any) => seat, () => null)));
    const seated = seats.filter(Boolean);
    expect(seated).toHaveLength(2);
    expect(seated[0].roomId).toBe(seated[1].roomId);
    const waiting = queued[seats.indexOf(null)]!;
    expect(await waiting[1].wait("countdown", { since: waiting[1].mark() })).toMatchObject({ players: 1, maxPlayers: 2 });
    for (const [, inbox] of others) expect(inbox.all("seat")).toEqual([]);
    expect(await others[1]![1].wait("countdown")).toMatchObject({ players: 1, maxPlayers: 3 });

    // The FREE queue holds play money, never real coins.
    expect(await balanceOf(t, players[5]!.token)).toBe(10);
    expect(await walletCoins(t, players[5]!.user.id, "FREE")).toBe(freeBefore - 1);
    for (const p of players.slice(0, 5)) expect(await balanceOf(t, p.token)).toBe(p === players[3] ? 5 : 9);

    const tables = await Promise.all(queued.flatMap(([queue, inbox], i) => (seats[i] ? [takeSeat(players[i]!.client, queue, inbox)] : [])));
    for (const table of tables) await until(table, (s) => s.gameStatus === "active");
    // Everyone still queued cancels: each fee comes back (the two at the table have theirs in the game's pot).
    await Promise.all([waiting[0].leave(), ...others.map(([q]) => q.leave())]);
    const unmatched = [players[seats.indexOf(null)]!, players[3]!, players[4]!];
    expect(await Promise.all(unmatched.map((p) => balanceOf(t, p.token)))).toEqual([10, 10, 10]);
    expect(await walletCoins(t, players[5]!.user.id, "FREE")).toBe(freeBefore);
    await ledgerOk();
    await Promise.all(tables.map((r) => r.leave()));
  });

  it("ends the search when the countdown reaches zero without a table: the fee is back and the queue says so", { timeout: 30_000 }, async () => {
    const p = await fundedPlayer(t, 50);
    const [q, inbox] = await joinQueue(p.client, ludoQuick(50));
    const closed = new Promise<number>((resolve) => q.onLeave((code) => resolve(code)));
    expect(await balanceOf(t, p.token)).toBe(0);
    const noMatch = await inbox.wait("no-match", { timeoutMs: (QUICK_PLAY_COUNTDOWN_SECONDS + 3) * 1_000 });
    expect(noMatch).toEqual({ message: "No players were found in time: your entry fee is back." });
    // One countdown a second, from 10 down to 1, before it.
    expect(inbox.all("countdown").map((c: any) => c.secondsLeft)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await balanceOf(t, p.token)).toBe(50);
    // The server closes the connection as finished (1000), so the SDK does not try to reconnect.
    expect(await closed).toBe(1000);
    await ledgerOk();
  });

  it("is the one way to a Quick Play table: a client cannot create one or join one on its own", async () => {
    const [p, q] = await Promise.all([fundedPlayer(t, 10), fundedPlayer(t, 10)]);
    const table = { gameType: "Quick Play", roomAmount: 1, maxPlayers: 2, currency: "COIN", playerName: "Sly" };
    await expect(p.client.create("ludo", table)).rejects.toMatchObject({ code: 403 });
    await expect(p.client.joinOrCreate("ludo", table)).rejects.toMatchObject({ code: 403 });
    expect(await balanceOf(t, p.token)).toBe(10);

    // A matched table takes only its own players, even by id.
    const [first, second] = await Promise.all([quickTable(p.client, ludoQuick(1)), quickTable(q.client, ludoQuick(1))]);
    const stranger = await fundedPlayer(t, 10);
    await expect(stranger.client.joinById(first.roomId, { playerName: "Sly" })).rejects.toThrow();
    expect(await balanceOf(t, stranger.token)).toBe(10);
    await Promise.all([first.leave(), second.leave()]);
  });

  it("refuses a second place in the same queue for the same account", async () => {
    const p = await fundedPlayer(t, 20);
    const [q] = await joinQueue(p.client, ludoQuick(5));
    await expect(p.client.joinOrCreate(QUICK_PLAY_ROOM, ludoQuick(5))).rejects.toMatchObject({ code: 409, message: "You are already looking for a table on these terms." });
    expect(await balanceOf(t, p.token)).toBe(15);
    await q.leave();
    expect(await balanceOf(t, p.token)).toBe(20);
  });

  it("lets the players who came go, with every fee back, when a matched player never takes the seat", { timeout: 40_000 }, async () => {
    const [p1, p2] = await Promise.all([fundedPlayer(t, 100), fundedPlayer(t, 100)]);
    const [q1, in1] = await joinQueue(p1.client, ludoQuick(100));
    const [q2, in2] = await joinQueue(p2.client, ludoQuick(100));
    // p2 is handed a seat but never takes it (closes the tab right then).
    await in2.wait("seat");
    await q2.leave();
    const table = await takeSeat(p1.client, q1, in1);
    const left = new Promise((resolve) => table.onLeave(resolve));
    const told = new Promise((resolve) => table.onMessage("info", resolve));
    expect(snapshot(table).gameStatus).toBe("not_started");
    expect([await balanceOf(t, p1.token), await balanceOf(t, p2.token)]).toEqual([0, 0]);
    // When the seat reservation has run out (15 s) and a little more, the table gives up.
    expect(await told).toEqual({ message: "A matched player did not come to the table: the game is cancelled and your entry fee is back." });
    await left;
    await expect.poll(async () => [await balanceOf(t, p1.token), await balanceOf(t, p2.token)], { timeout: 3_000 }).toEqual([100, 100]);
    await ledgerOk();
  });

  it("matches players who ask at the same moment in pairs", async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t, 10)));
    const tables = await Promise.all(players.map((p) => quickTable(p.client, ludoQuick(10))));
    const byRoom = new Map<string, number>();
    for (const r of tables) byRoom.set(r.roomId, (byRoom.get(r.roomId) ?? 0) + 1);
    expect([...byRoom.values()]).toEqual([2, 2]);
    for (const r of tables) await until(r, (s) => s?.gameStatus === "active");
    for (const p of players) expect(await balanceOf(t, p.token)).toBe(0);
    await Promise.all(tables.map((r) => r.leave()));
    await ledgerOk();
  });

  it("tops the FREE wallet up once when a FREE fee is the day's first look at it", async () => {
    const p = await fundedPlayer(t, 0);
    // No wallet view first: queueing for a FREE table tops the play money up by itself.
    const [q] = await joinQueue(p.client, ludoQuick(5, { currency: "FREE" }));
    try {
      expect(await balanceOf(t, p.token, "FREE")).toBe(995);
      expect(await balanceOf(t, p.token, "FREE")).toBe(995);
    } finally {
      await q.leave();
    }
    expect(await balanceOf(t, p.token, "FREE")).toBe(1000);
  });
});
