import { randomBytes, randomInt } from "node:crypto";
import type { Room } from "@colyseus/sdk";
import { QUICK_PLAY_ROOM } from "@arena/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { enter, Inbox, playToEnd, snapshot, until } from "./ludoPlayers.js";
import { api, openSharedDatabase, startServerProcess, stopServer, type ServerProcess } from "./processes.js";
import { joinQueue, ludoQuick, takeSeat } from "./quickPlayers.js";

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const SEED = "e2e-fixed-server-seed-1230";

// Two real game-server processes on one Postgres and one Redis (CI's second pass sets both).
describe.skipIf(!databaseUrl || !redisUrl)("two game-server processes sharing Redis and Postgres", () => {
  let p1: ServerProcess;
  let p2: ServerProcess;
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  beforeAll(async () => {
    shared = await openSharedDatabase(databaseUrl!);
    const env = { DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl!, LUDO_FIXED_SERVER_SEED: SEED };
    // One after the other: both would otherwise run the same migrations and seeding at once.
    p1 = await startServerProcess(env);
    p2 = await startServerProcess(env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stopServer(p1), stopServer(p2)]);
    await shared?.database.close();
  });

  const coins = async (userId: string) => {
    const { balanceOf } = await import("@arena/db");
    return (await balanceOf(shared.db, { kind: "user", currency: "COIN", ownerId: userId })) / 100;
  };

  /** Plays to the end and checks the pot: winner +pot−10%, loser −fee, ledger whole. */
  async function playAndSettle(a: { room: Room; id: string }, b: { room: Room; id: string }, fee: number, start: number) {
    await until(a.room, (s) => s.gameStatus === "active", 10_000);
    const s = snapshot(a.room);
    const rooms: Record<string, Room> = {};
    for (const [color, p] of Object.entries(s.players) as [string, any][]) rooms[color] = p.id === a.id ? a.room : b.room;
    await playToEnd(rooms, { timeoutMs: 90_000 });
    const place = (id: string) => (Object.values(snapshot(a.room).players) as any[]).find((p) => p.id === id).place;
    const [winner, loser] = place(a.id) === 1 ? [a.id, b.id] : [b.id, a.id];
    await expect.poll(() => coins(winner), { timeout: 10_000 }).toBe(start - fee + fee * 2 * 0.9);
    expect(await coins(loser)).toBe(start - fee);
    const check = await checkLedger(shared.db);
    expect(check.driftedAccounts).toEqual([]);
    expect(Object.values(check.sums).every((v) => v === 0)).toBe(true);
  }

  it("matches a player on process 1 with one on process 2 in Quick Play, plays to the end and settles", { timeout: 120_000 }, async () => {
    const [alice, bob] = await Promise.all([shared.player(p1.url, 100, "alice"), shared.player(p2.url, 100, "bob")]);
    // A fee no other suite queues for, so the two meet each other: one queue for both processes (Redis driver).
    const quick = ludoQuick(25);
    const [qa, qaIn] = await joinQueue(alice.client, { ...quick, clientSeed: "e2e-green-seed" });
    const [qb, qbIn] = await joinQueue(bob.client, { ...quick, clientSeed: "e2e-blue-seed" });
    expect(qb.roomId).toBe(qa.roomId);
    const [a, b] = await Promise.all([takeSeat(alice.client, qa, qaIn), takeSeat(bob.client, qb, qbIn)]);
    expect(b.roomId).toBe(a.roomId);
    // One fee each, held once (by the queue, on whichever process holds it; the table took it over).
    expect([await coins(alice.user.id), await coins(bob.user.id)]).toEqual([75, 75]);
    const [aIn, bIn] = [new Inbox(a), new Inbox(b)];

    // Chat goes through the room, wherever each player came in.
    a.send("send:message", { message: "hello from process 1" });
    for (const inbox of [aIn, bIn]) expect(await inbox.wait("send:message")).toMatchObject({ uid: alice.user.id, message: "hello from process 1" });
    b.send("send:message", { message: "hi from process 2" });
    for (const inbox of [aIn, bIn]) expect(await inbox.wait("send:message", { pred: (m: any) => m.uid === bob.user.id })).toMatchObject({ message: "hi from process 2" });

    await playAndSettle({ room: a, id: alice.user.id }, { room: b, id: bob.user.id }, 25, 100);
    await Promise.all([a.leave(), b.leave()]);
  });

  it("finds a private table made on process 1 by its code and password from process 2, plays to the end and settles", { timeout: 120_000 }, async () => {
    const [alice, bob] = await Promise.all([shared.player(p1.url, 100, "alice"), shared.player(p2.url, 100, "bob")]);
    const code = String(randomInt(100_000, 1_000_000));
    const roomPassword = `Pw${randomInt(100_000, 1_000_000)}`;
    const [a] = await enter(alice.client.create("ludo", {
      gameType: "Private",
      roomId: code,
      roomPassword,
      maxPlayers: 2,
      roomAmount: 10,
      color: "green",
      rules: "quick",
      playerName: "Alice",
      clientSeed: "e2e-green-seed",
    }));
    expect(a.roomId).toBe(code);

    // Bob's menu asks process 2's lobby: the fee by code, the table by password.
    const lobby = await bob.client.joinOrCreate("ludo_lobby");
    const lobbyIn = new Inbox(lobby);
    expect(await lobbyIn.ask("get-game-fee", { roomId: code }, "get-game-fee")).toEqual({ success: true, gameFees: 10, maxPlayers: 2, tokens: ["blue"] });
    expect(await lobbyIn.ask("find-private", { roomPassword }, "find-private")).toEqual({ success: true, roomId: code, gameFees: 10, maxPlayers: 2, tokens: ["blue"] });
    await lobby.leave();

    const [b] = await enter(bob.client.joinById(code, { playerName: "Bob", color: "blue", roomPassword, clientSeed: "e2e-blue-seed" }));
    expect(await coins(bob.user.id)).toBe(90);
    a.send("game-start", { roomName: code, eventCode: "START_GAME", sender: alice.user.id });
    // Each player's patch arrives on their own socket: wait for Bob's too before reading his state.
    await Promise.all([a, b].map((room) => until(room, (s) => s.gameStatus === "active", 10_000)));
    expect(snapshot(b).clientSeed).toBe("green:e2e-green-seed|blue:e2e-blue-seed");
    await playAndSettle({ room: a, id: alice.user.id }, { room: b, id: bob.user.id }, 10, 100);
    await Promise.all([a.leave(), b.leave()]);
  });

  it("lists a public table of process 1 in process 2's lobby", async () => {
    const [carol, dave] = await Promise.all([shared.player(p1.url, 50), shared.player(p2.url, 0)]);
    const roomId = `room_${randomBytes(2).toString("hex")}`;
    const [c] = await enter(carol.client.create("ludo", { gameType: "Classic", roomId, maxPlayers: 2, roomAmount: 5, color: "green", playerName: "Carol" }));
    const lobby = await dave.client.joinOrCreate("ludo_lobby");
    const lobbyIn = new Inbox(lobby);
    const listed = await lobbyIn.wait<{ rooms: { roomId: string }[] }>("room-list", { pred: (l) => l.rooms.some((r) => r.roomId === roomId) });
    expect(listed.rooms.find((r) => r.roomId === roomId)).toMatchObject({ gameType: "Classic", roomAmount: 5, maxPlayers: 2 });
    // Carol leaves: the table goes, and process 2's lobby hears it.
    await c.leave();
    await lobbyIn.wait<{ rooms: { roomId: string }[] }>("room-list", { pred: (l) => !l.rooms.some((r) => r.roomId === roomId) });
    await lobby.leave();
    await expect.poll(() => coins(carol.user.id)).toBe(50);
  });

  it("counts rate-limited failures across both processes", async () => {
    // A made-up client address (the processes trust a proxy on loopback), so reruns start from zero.
    const headers = { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
    const email = `nobody.${randomBytes(4).toString("hex")}@example.com`;
    const login = (url: string) => api(url, "/api/v1/user/login", { json: { email, password: "Wrong#Pass1" }, headers });
    // 10 failed logins per email in 15 minutes: five on each process use them up.
    for (let i = 0; i < 5; i++) {
      expect((await login(p1.url)).status).not.toBe(429);
      expect((await login(p2.url)).status).not.toBe(429);
    }
    expect((await login(p1.url)).status).toBe(429);
    expect((await login(p2.url)).status).toBe(429);
  });

  it("refuses on process 2 a session logged out on process 1", async () => {
    const erin = await shared.player(p1.url, 0);
    expect((await api(p2.url, "/api/v1/user/view-profile", { token: erin.token })).status).toBe(200);
    expect((await api(p1.url, "/api/v1/user/logout", { method: "POST", token: erin.token })).status).toBe(200);
    expect((await api(p2.url, "/api/v1/user/view-profile", { token: erin.token })).status).toBe(401);
    // Nor can it take a seat anywhere.
    const { Client } = await import("@colyseus/sdk");
    const client = new Client(p2.url);
    client.auth.token = erin.token;
    await expect(client.joinOrCreate(QUICK_PLAY_ROOM, ludoQuick(25))).rejects.toThrow("Please login to play.");
  });
});
