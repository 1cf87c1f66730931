import { randomBytes } from "node:crypto";
import type { Room } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { balanceOf, enter, fundedPlayer, Inbox, snapshot, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

const roomName = () => `room_${randomBytes(2).toString("hex")}`;
const classic = (roomId: string, extra: Record<string, unknown> = {}) => ({
  gameType: "Classic",
  roomId,
  maxPlayers: 3,
  roomAmount: 5,
  color: "red",
  playerName: "Creator",
  ...extra,
});
const ledgerOk = async () => expect((await checkLedger(t.platform.database.db)).ok).toBe(true);
const listed = (list: { rooms: any[] }, roomId: string) => list.rooms.find((r) => r.roomId === roomId);

describe("the public lobby", () => {
  it("sends an empty list to the first visitor, then lists a new table with its players, follows each join and drops it when full", async () => {
    const visitor = await fundedPlayer(t, 0);
    const lobby = await visitor.client.joinOrCreate("ludo_lobby");
    const lobbyIn = new Inbox(lobby);
    // Sent on join; asked again in case it raced the handler.
    const first = await lobbyIn.wait("room-list", { timeoutMs: 1000 }).catch(() => lobbyIn.ask("room-list", {}, "room-list"));
    expect(first).toEqual({ rooms: [] });

    const [alice, bob, carol] = await Promise.all([
      fundedPlayer(t, 50, `al${randomBytes(3).toString("hex")}`),
      fundedPlayer(t, 50, `bo${randomBytes(3).toString("hex")}`),
      fundedPlayer(t, 50, `ca${randomBytes(3).toString("hex")}`),
    ]);
    const name = roomName();
    let since = lobbyIn.mark();
    const [a] = await enter(alice.client.create("ludo", classic(name)));
    const one = await lobbyIn.wait("room-list", { since, pred: (l: any) => listed(l, name)?.players.length === 1 });
    expect(listed(one, name)).toEqual({
      roomId: name,
      isOpen: true,
      isVisible: true,
      gameType: "Classic",
      maxPlayers: 3,
      players: [{ playerName: alice.user.userName, color: "red" }],
      roomAmount: 5,
      currency: "COIN",
    });

    since = lobbyIn.mark();
    const [b] = await enter(bob.client.joinById(name, { playerName: "Bob", color: "yellow" }));
    const two = await lobbyIn.wait("room-list", { since, pred: (l: any) => listed(l, name)?.players.length === 2 });
    expect(listed(two, name).players).toEqual([
      { playerName: alice.user.userName, color: "red" },
      { playerName: bob.user.userName, color: "yellow" },
    ]);

    since = lobbyIn.mark();
    const [c] = await enter(carol.client.joinById(name, { playerName: "Carol", color: "blue" }));
    await lobbyIn.wait("room-list", { since, pred: (l: any) => !listed(l, name) });
    // Full tables start by themselves.
    await until(c, (s) => s.gameStatus === "active");
    expect(listed(await lobbyIn.ask("room-list", {}, "room-list"), name)).toBeUndefined();
    // A late joiner is turned away and pays nothing.
    const late = await fundedPlayer(t, 50);
    await expect(late.client.joinById(name, { playerName: "Late", color: "green" })).rejects.toThrow();
    expect(await balanceOf(t, late.token)).toBe(50);
    await ledgerOk();
    await Promise.all([a, b, c, lobby].map((r: Room) => r.leave()));
  });

  it("answers bad lobby messages with BAD_MESSAGE", async () => {
    const visitor = await fundedPlayer(t, 0);
    const lobby = await visitor.client.joinOrCreate("ludo_lobby");
    const inbox = new Inbox(lobby);
    expect(await inbox.refused("get-game-fee", { roomId: 42 })).toMatchObject({ code: "BAD_MESSAGE", type: "get-game-fee" });
    expect(await inbox.refused("find-private", { roomPassword: "short" })).toMatchObject({ code: "BAD_MESSAGE" });
    expect(await inbox.refused("no-such-thing", {})).toMatchObject({ code: "BAD_MESSAGE", type: "no-such-thing" });
    // Found by fuzzing: names of Object's members were looked up as schemas (an unhandled rejection).
    for (const type of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(await inbox.refused(type, {})).toMatchObject({ code: "BAD_MESSAGE", type });
    }
    await lobby.leave();
  });
});

describe("seats at a public table", () => {
  it("asks 3–4 player joiners for a free colour, refuses a taken one and tells the free colours", async () => {
    const [alice, bob, carol] = await Promise.all([fundedPlayer(t, 50), fundedPlayer(t, 50), fundedPlayer(t, 50)]);
    const name = roomName();
    const [a, aIn] = await enter(alice.client.create("ludo", classic(name, { maxPlayers: 4, color: "green" })));
    expect(await aIn.ask("get-colors", {}, "get-colors")).toEqual({ tokens: ["red", "yellow", "blue"] });

    await expect(bob.client.joinById(name, { playerName: "Bob" })).rejects.toThrow("Select your token first!");
    await expect(bob.client.joinById(name, { playerName: "Bob", color: "green" })).rejects.toThrow("That colour is taken: choose another.");
    expect(await balanceOf(t, bob.token)).toBe(50);
    expect(Object.keys(snapshot(a).players)).toEqual(["green"]);

    const [b, bIn] = await enter(bob.client.joinById(name, { playerName: "Bob", color: "red" }));
    expect(snapshot(b).players.red).toMatchObject({ id: bob.user.id, isCreator: false, tokens: [-1, -1, -1, -1] });
    expect(await bIn.ask("get-colors", {}, "get-colors")).toEqual({ tokens: ["yellow", "blue"] });
    await expect(carol.client.joinById(name, { playerName: "Carol", color: "red" })).rejects.toThrow("That colour is taken");
    expect(await balanceOf(t, carol.token)).toBe(50);
    await ledgerOk();
    await Promise.all([a.leave(), b.leave()]);
  });

  it("seats the second player of a 2-player table on the opposite colour and starts at once", async () => {
    for (const [first, second] of [
      ["green", "blue"],
      ["yellow", "red"],
    ] as const) {
      const [p1, p2] = await Promise.all([fundedPlayer(t, 20), fundedPlayer(t, 20)]);
      const name = roomName();
      const [a, aIn] = await enter(p1.client.create("ludo", classic(name, { maxPlayers: 2, color: first })));
      expect(await aIn.ask("get-colors", {}, "get-colors")).toEqual({ tokens: [second] });
      // Asking for another colour still seats them opposite.
      const [b] = await enter(p2.client.joinById(name, { playerName: "Two", color: first === "green" ? "red" : "green" }));
      await until(b, (s) => s.gameStatus === "active");
      expect(Object.keys(snapshot(b).players).sort()).toEqual([first, second].sort());
      expect(snapshot(b).players[second].id).toBe(p2.user.id);
      expect([await balanceOf(t, p1.token), await balanceOf(t, p2.token)]).toEqual([15, 15]);
      await Promise.all([a.leave(), b.leave()]);
    }
    await ledgerOk();
  });

  it("refuses a player who cannot pay the fee with the spec's message, and nothing moves", async () => {
    const [rich, poor] = await Promise.all([fundedPlayer(t, 50), fundedPlayer(t, 4)]);
    const name = roomName();
    const [a] = await enter(rich.client.create("ludo", classic(name, { maxPlayers: 2 })));
    await expect(poor.client.joinById(name, { playerName: "Poor" })).rejects.toThrow("You dont have enough amount to play game");
    expect(await balanceOf(t, poor.token)).toBe(4);
    expect(Object.keys(snapshot(a).players)).toEqual(["red"]);
    expect(snapshot(a).gameStatus).toBe("not_started");
    // Creating a table one cannot pay for is refused the same way, and the name stays free.
    const other = roomName();
    await expect(poor.client.create("ludo", classic(other))).rejects.toThrow("You dont have enough amount to play game");
    expect(await balanceOf(t, poor.token)).toBe(4);
    const again = await fundedPlayer(t, 10);
    const [c] = await enter(again.client.create("ludo", classic(other)));
    expect(c.roomId).toBe(other);
    await ledgerOk();
    await Promise.all([a.leave(), c.leave()]);
  });

  it("returns the fee at once to a player who leaves before the start, and hands the creator's seat on", async () => {
    const [alice, bob] = await Promise.all([fundedPlayer(t, 30), fundedPlayer(t, 30)]);
    const name = roomName();
    const [a] = await enter(alice.client.create("ludo", classic(name)));
    const [b] = await enter(bob.client.joinById(name, { playerName: "Bob", color: "blue" }));
    expect([await balanceOf(t, alice.token), await balanceOf(t, bob.token)]).toEqual([25, 25]);
    await a.leave();
    await until(b, (s) => !s.players.has("red"));
    await expect.poll(() => balanceOf(t, alice.token), { timeout: 2000 }).toBe(30);
    expect(snapshot(b).players.blue.isCreator).toBe(true);
    // Coming back costs the fee again.
    const [a2] = await enter(alice.client.joinById(name, { playerName: "Alice", color: "red" }));
    expect(await balanceOf(t, alice.token)).toBe(25);
    await Promise.all([a2.leave(), b.leave()]);
    await expect.poll(async () => [await balanceOf(t, alice.token), await balanceOf(t, bob.token)], { timeout: 2000 }).toEqual([30, 30]);
    await ledgerOk();
  });
});
