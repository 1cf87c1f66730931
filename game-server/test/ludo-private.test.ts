import { randomInt } from "node:crypto";
import type { Room } from "@colyseus/sdk";
import { hashServerSeed, rollDie } from "@arena/fair";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { balanceOf, enter, fundedPlayer, Inbox, playToEnd, snapshot } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

const SEED = "ludo-private-test-server-seed-0001";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ LUDO_FIXED_SERVER_SEED: SEED });
});
afterAll(async () => {
  await t.platform.close();
});

const code = () => String(randomInt(100_000, 1_000_000));
const password = () => `Pw${randomInt(100_000, 1_000_000)}`;
const START = (roomName: string, sender: string) => ({ roomName, eventCode: "START_GAME", sender });

describe("a private table", () => {
  it("is found by code or password only, starts when its creator says so, pays the winner the pot less 10% and shows a seed anyone can check", async () => {
    const [alice, bob, carol] = await Promise.all([
      fundedPlayer(t, 100, `alice${randomInt(1e6)}`),
      fundedPlayer(t, 100, `bob${randomInt(1e6)}`),
      fundedPlayer(t, 100, `carol${randomInt(1e6)}`),
    ]);
    const lobbyPlayer = await fundedPlayer(t, 0);
    const roomCode = code();
    const roomPassword = password();

    const [a, aIn] = await enter(alice.client.create("ludo", {
      gameType: "Private",
      roomId: roomCode,
      roomPassword,
      maxPlayers: 3,
      roomAmount: 10,
      color: "red",
      rules: "quick",
      playerName: "Alice",
      clientSeed: "alice-seed",
    }));
    expect(a.roomId).toBe(roomCode);
    expect(snapshot(a)).toMatchObject({ gameType: "Private", rules: "quick", maxPlayers: 3, roomAmount: 10, gameStatus: "not_started" });
    expect(snapshot(a).players.red).toMatchObject({ id: alice.user.id, isCreator: true });
    expect(await balanceOf(t, alice.token)).toBe(90);

    // The lobby never lists it, but tells its fee by code and finds it by password.
    const lobby = await lobbyPlayer.client.joinOrCreate("ludo_lobby");
    const lobbyIn = new Inbox(lobby);
    const list = await lobbyIn.ask("room-list", {}, "room-list");
    expect(list.rooms.map((r: any) => r.roomId)).not.toContain(roomCode);
    expect(await lobbyIn.ask("get-game-fee", { roomId: roomCode }, "get-game-fee")).toEqual({ success: true, gameFees: 10, maxPlayers: 3, tokens: ["green", "yellow", "blue"] });
    expect(await lobbyIn.ask("get-game-fee", { roomId: "999999" === roomCode ? "999998" : "999999" }, "get-game-fee")).toEqual({ success: false });

    // Bob joins by the code.
    const [b, bIn] = await enter(bob.client.joinById(roomCode, { playerName: "Bob", color: "green", clientSeed: "bob-seed" }));
    expect(await balanceOf(t, bob.token)).toBe(90);

    // Only the creator starts, and only a full table.
    expect(await bIn.refused("game-start", START(roomCode, bob.user.id))).toMatchObject({ code: "NOT_CREATOR", type: "game-start" });
    expect(await aIn.refused("game-start", START(roomCode, alice.user.id))).toMatchObject({
      code: "ROOM_NOT_FULL",
      message: "Can't start untill all player joines",
    });
    expect(snapshot(a).gameStatus).toBe("not_started");

    // Carol finds it by the password; a wrong password finds nothing and does not seat her.
    expect(await lobbyIn.ask("find-private", { roomPassword: "Wrong123" }, "find-private")).toEqual({ success: false });
    const found = await lobbyIn.ask("find-private", { roomPassword }, "find-private");
    expect(found).toEqual({ success: true, roomId: roomCode, gameFees: 10, maxPlayers: 3, tokens: ["yellow", "blue"] });
    await expect(carol.client.joinById(roomCode, { playerName: "Carol", color: "yellow", roomPassword: "Wrong123" })).rejects.toThrow("Game not found");
    expect(await balanceOf(t, carol.token)).toBe(100);
    const [c, cIn] = await enter(carol.client.joinById(found.roomId, { playerName: "Carol", color: "yellow", roomPassword, clientSeed: "carol-seed" }));
    expect(await balanceOf(t, carol.token)).toBe(90);

    // Full: the creator starts. The commitment comes before the first roll.
    const since = aIn.mark();
    a.send("game-start", START(roomCode, alice.user.id));
    const started = await aIn.wait("game-start", { since });
    expect(started).toEqual({
      gameId: snapshot(a).gameId,
      serverSeedHash: hashServerSeed(SEED),
      clientSeed: "red:alice-seed|green:bob-seed|yellow:carol-seed",
    });
    expect(aIn.all("roll-dice")).toEqual([]);

    await playToEnd({ red: a, green: b, yellow: c });
    const result = await aIn.wait("game:result");
    for (const inbox of [bIn, cIn]) expect(await inbox.wait("game:result")).toEqual(result);
    expect(result.gameId).toBe(started.gameId);
    expect(result.winners.map((w: any) => w.id)).toEqual([1, 2, 3]);
    expect(result.winners.map((w: any) => w.winner)).toEqual([true, false, false]);
    const ids = new Set([alice.user.id, bob.user.id, carol.user.id]);
    expect(new Set(result.winners.map((w: any) => w.uid))).toEqual(ids);
    // Pot 30, commission 3: the winner gets 27, the others nothing.
    expect(result.winners.map((w: any) => w.winingAmount)).toEqual([27, 0, 0]);
    for (const w of result.winners) expect(w.isBot).toBe(false);
    const final = snapshot(a);
    expect(final.gameStatus).toBe("finished");
    expect(final.players[result.winners[0].color].place).toBe(1);
    expect(final.players[result.winners[0].color].tokens).toContain(56);

    const token = { [alice.user.id]: alice.token, [bob.user.id]: bob.token, [carol.user.id]: carol.token };
    expect(await balanceOf(t, token[result.winners[0].uid]!)).toBe(100 - 10 + 27);
    for (const loser of result.winners.slice(1)) expect(await balanceOf(t, token[loser.uid]!)).toBe(90);
    expect((await checkLedger(t.platform.database.db)).ok).toBe(true);

    // The seed is revealed at the end and every roll recomputes from it.
    const end = await aIn.wait("game-end");
    expect(end).toEqual({ gameId: started.gameId, serverSeed: SEED });
    const rolls = aIn.all<{ color: string; dice: number; nonce: number }>("roll-dice");
    expect(rolls.length).toBeGreaterThan(3);
    expect(rolls.map((r) => r.nonce)).toEqual(rolls.map((_, i) => i));
    for (const r of rolls) expect(r.dice).toBe(rollDie({ serverSeed: SEED, clientSeed: started.clientSeed }, r.nonce));

    const fair = await t.api(`/api/v1/fair/ludo/${started.gameId}`);
    if (fair.status === 404) throw new Error("GET /api/v1/fair/ludo/:gameId is missing");
    expect(fair.status).toBe(200);
    const record = fair.body.result;
    expect(record).toMatchObject({
      gameId: started.gameId,
      roomId: roomCode,
      gameType: "Private",
      rules: "quick",
      status: "finished",
      serverSeed: SEED,
      serverSeedHash: hashServerSeed(SEED),
      clientSeed: started.clientSeed,
      verification: { ok: true, commitmentMatches: true, mismatches: [] },
    });
    expect(record.rolls).toEqual(rolls);
    expect(record.winners).toEqual(result.winners);

    await Promise.all([a, b, c, lobby].map((r: Room) => r.leave()));
  });

  it("refuses a room code already in use and a password-less or malformed create", async () => {
    const [p1, p2] = await Promise.all([fundedPlayer(t, 50), fundedPlayer(t, 50)]);
    const roomCode = code();
    const base = { gameType: "Private", roomId: roomCode, roomPassword: password(), maxPlayers: 2, roomAmount: 5, color: "red", playerName: "P" };
    const r1 = await p1.client.create("ludo", base);
    await expect(p2.client.create("ludo", { ...base, roomPassword: password() })).rejects.toThrow("This room name is already in use. Try again.");
    await expect(p2.client.create("ludo", { ...base, roomId: code(), roomPassword: undefined })).rejects.toThrow();
    await expect(p2.client.create("ludo", { ...base, roomId: "12345" })).rejects.toThrow("Private room code must be 6 digits.");
    expect(await balanceOf(t, p2.token)).toBe(50);
    await r1.leave();
    expect(await balanceOf(t, p1.token)).toBe(50);
    expect((await checkLedger(t.platform.database.db)).ok).toBe(true);
  });
});
