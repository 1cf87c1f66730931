import { request } from "node:http";
import { Writable } from "node:stream";
import { matchMaker } from "@colyseus/core";
import { Client, type Room } from "@colyseus/sdk";
import { messages } from "@arena/contracts";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../src/services/rateLimit/rateLimiter.js";
import { enter, fundedPlayer, Inbox, sleep } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/**
 * Issue 13, realtime: Colyseus's matchmaking route (which runs before Express and its body limits), seats without
 * a session, private-table code scanning, and what junk frames write to the log.
 */
const logLines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const logged = () => logLines.map((line) => JSON.parse(line) as { level: number; msg: string; ip?: string });

let t: TestPlatform;
let port: number;
beforeAll(async () => {
  t = await startTestPlatform({}, pino({ level: "info", base: undefined }, capture));
  port = Number(new URL(t.url).port);
});
afterAll(async () => {
  await t?.platform.close();
});

/** A raw matchmaking POST: `declared` bytes announced, at most `send` of them streamed, until the server answers. */
function streamedPost(path: string, declared: number | "chunked", send: number) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (declared !== "chunked") headers["content-length"] = String(declared);
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      answered = true;
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sent }));
      res.on("error", reject);
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < send) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
    };
    req.write("{");
    pump();
  });
}

const matchmake = async (method: string, room: string, options: unknown, token?: string) => {
  const res = await fetch(`${t.url}/matchmake/${method}/${room}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(options),
  });
  return { status: res.status, body: (await res.json()) as { error?: string; roomId?: string; sessionId?: string } };
};

const ludoRooms = async () => (await matchMaker.query({ name: "ludo" })).map((r) => r.roomId).sort();

describe("matchmaking bodies", () => {
  it("refuses a body announced over 4 KB with 413 before reading it, and the process does not grow", async () => {
    const rssBefore = process.memoryUsage().rss;
    // 200 MB announced, at most 8 MB actually sent: the answer comes without waiting for the rest.
    const big = await streamedPost("/matchmake/joinOrCreate/ludo_lobby", 200 * 1024 * 1024, 8 * 1024 * 1024);
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ code: 413, error: "Request body is too large." });
    expect(big.sent).toBeLessThan(8 * 1024 * 1024);
    const oneMb = await streamedPost("/matchmake/create/ludo", 1024 * 1024, 1024 * 1024);
    expect(oneMb.status).toBe(413);
    // A chunked body announces no size: refused before it is read, too.
    const chunked = await streamedPost("/matchmake/joinOrCreate/lobby", "chunked", 8 * 1024 * 1024);
    expect(chunked.status).toBe(411);
    expect(chunked.sent).toBeLessThan(8 * 1024 * 1024);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
    // The REST API and honest matchmaking still answer.
    expect((await t.api("/api/v1/health")).status).toBe(200);
    expect((await matchmake("joinOrCreate", "lobby", {})).status).toBe(200);
  });
});

describe("seats need a session", () => {
  it("refuses a Ludo seat, a new table and the Ludo lobby without a valid session, before any room or seat exists", async () => {
    const before = await ludoRooms();
    for (const [method, options] of [
      ["joinOrCreate", { gameType: "Quick Play", roomAmount: 1, maxPlayers: 2 }],
      ["create", { gameType: "Private", roomId: "314159", roomPassword: "Abcd1234", maxPlayers: 2, roomAmount: 1, color: "green" }],
      ["create", { gameType: "Computer", bots: 1, botLevel: "easy" }],
    ] as const) {
      for (const token of [undefined, "not-a-session"]) {
        const res = await matchmake(method, "ludo", options, token);
        expect(res.status, `${method} ${token ?? "(no token)"}`).toBe(401);
        expect(res.body.error).toBe("Please login to play.");
        expect(res.body.sessionId).toBeUndefined();
      }
    }
    // Odd room names and paths are guarded too (Object's own keys, empty segments, a trailing slash).
    for (const path of ["joinOrCreate/constructor", "joinOrCreate/__proto__", "joinOrCreate//ludo", "joinOrCreate/ludo/"]) {
      expect((await fetch(`${t.url}/matchmake/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status, path).toBe(401);
    }
    expect(await ludoRooms(), "no table was created").toEqual(before);
    expect((await matchmake("joinOrCreate", "ludo_lobby", {})).status).toBe(401);
    // A signed-in player gets the lobby seat; the public room listing stays open to anyone.
    const { token } = await fundedPlayer(t, 0);
    const lobbySeat = await matchmake("joinOrCreate", "ludo_lobby", {}, token);
    expect(lobbySeat.status).toBe(200);
    expect(lobbySeat.body.sessionId).toBeTruthy();
  });

  it("answers a join by room id without a session the same whether the table exists or not", async () => {
    const owner = await fundedPlayer(t, 10);
    const [table] = await enter(owner.client.create("ludo", { gameType: "Private", roomId: "271828", roomPassword: "Qwer5678", maxPlayers: 2, roomAmount: 1, color: "green", playerName: "Owner" }));
    const server = matchMaker.getLocalRoomById("271828") as unknown as { _reservedSeats: Record<string, unknown> };
    const seatsBefore = Object.keys(server._reservedSeats).length;
    const real = await matchmake("joinById", "271828", {});
    const missing = await matchmake("joinById", "999999", {});
    expect(real).toEqual({ status: 401, body: { code: 401, error: "Please login to play." } });
    expect(missing).toEqual(real);
    expect(Object.keys(server._reservedSeats).length, "no seat reserved").toBe(seatsBefore);
    await table.leave();
  });
});

describe("private codes cannot be scanned", () => {
  it("counts get-game-fee and find-private per account: a scan of a few hundred codes stops at the limit", async () => {
    const owner = await fundedPlayer(t, 10);
    const code = "424242";
    const [table] = await enter(owner.client.create("ludo", { gameType: "Private", roomId: code, roomPassword: "Zxcv9012", maxPlayers: 2, roomAmount: 1, color: "green", playerName: "Owner" }));
    const scanner = await fundedPlayer(t, 0);
    const lobby: Room = await scanner.client.joinOrCreate("ludo_lobby");
    const inbox = new Inbox(lobby);
    await inbox.wait("room-list");
    const max = LIMITS.ludoLookupsPerUser.max;
    // 300 codes, the real one among them after the limit: the scanner never learns it.
    const codes = Array.from({ length: 300 }, (_, i) => String(100_000 + i * 7));
    codes.splice(150, 0, code);
    const answers: string[] = [];
    for (const roomId of codes) {
      const since = inbox.mark();
      lobby.send("get-game-fee", { roomId });
      const reply = await Promise.race([
        inbox.wait("get-game-fee", { since }).then((r: { success: boolean }) => (r.success ? `found ${roomId}` : "not found")),
        inbox.wait("error", { since }).then((e: { code: string; message: string }) => `${e.code}: ${e.message}`),
      ]);
      answers.push(reply);
      if (answers.length % 150 === 0) await sleep(1100); // stay under the flood limit (200 messages a second)
    }
    expect(answers.slice(0, max).every((a) => a === "not found")).toBe(true);
    expect(new Set(answers.slice(max))).toEqual(new Set([`TOO_MANY_REQUESTS: ${messages.tooManyRequests}`]));
    expect(answers).not.toContain(`found ${code}`);
    // find-private draws on the same allowance.
    expect(await inbox.refused("find-private", { roomPassword: "Zxcv9012" })).toMatchObject({ code: "TOO_MANY_REQUESTS", type: "find-private" });
    // The room list is not a lookup, and another account is not held back.
    expect((await inbox.ask("room-list", {}, "room-list")).rooms).toBeInstanceOf(Array);
    const friend = await fundedPlayer(t, 0);
    const friendLobby = await friend.client.joinOrCreate("ludo_lobby");
    const friendInbox = new Inbox(friendLobby);
    expect(await friendInbox.ask("get-game-fee", { roomId: code }, "get-game-fee")).toMatchObject({ success: true, gameFees: 1, maxPlayers: 2 });
    expect(await friendInbox.ask("find-private", { roomPassword: "Zxcv9012" }, "find-private")).toMatchObject({ success: true, roomId: code });
    await Promise.all([lobby.leave(), friendLobby.leave(), table.leave()]);
  }, 60_000);

  it("answers a made-up table with 404 and Colyseus's code, not a server error", async () => {
    const player = await fundedPlayer(t, 0);
    const res = await matchmake("joinById", "abcdefghi", { playerName: "Asha" }, player.token);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 522, error: expect.stringContaining("not found") });
    // Through the SDK (as the web joins): the error's code is the status, read as 'Game not found'.
    await expect(player.client.joinById("abcdefghi", { playerName: "Asha" })).rejects.toMatchObject({ code: 404 });
  });

  it("counts joins by room id per account", async () => {
    const scanner = await fundedPlayer(t, 0);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.roomJoinsByIdPerUser.max + 5; i++) {
      statuses.push((await matchmake("joinById", String(500_000 + i), {}, scanner.token)).status);
    }
    expect(statuses.slice(0, LIMITS.roomJoinsByIdPerUser.max).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(LIMITS.roomJoinsByIdPerUser.max)).toEqual([429, 429, 429, 429, 429]);
    const other = await fundedPlayer(t, 0);
    expect((await matchmake("joinById", "500000", {}, other.token)).status).not.toBe(429);
  }, 60_000);
});

describe("junk frames and the log", () => {
  const junkFrames = [
    [13, 0xa3, 0x41, 0x42, 0x43, 0xc1, 0xc1], // ROOM_DATA "ABC" + bytes that are not MessagePack
    [13, 0xa3, 0x41, 0x42, 0x43, 0xc1],
    [14, 0x01, 0xa3, 0x41, 0x42, 0x43, 0xc1], // ROOM_REQUEST with a broken payload
  ];
  const frameWarnings = (since: number) =>
    logged()
      .slice(since)
      .filter((l) => l.msg.startsWith("refused a malformed realtime frame"));

  const closed = (room: Room) => new Promise<number>((resolve) => room.onLeave((code: number) => resolve(code)));

  it("writes one short warning per connection, without a stack, however many junk frames it sends", async () => {
    const since = logLines.length;
    const anonymous = new Client(t.url);
    const player = await fundedPlayer(t, 0);
    const rooms: Room[] = [await anonymous.joinOrCreate("lobby"), await anonymous.joinOrCreate("lobby"), await player.client.joinOrCreate("ludo_lobby")];
    const codes = rooms.map((room) => {
      (room as unknown as { reconnection: { enabled: boolean } }).reconnection.enabled = false;
      return closed(room);
    });
    for (const room of rooms) for (let i = 0; i < 20; i++) room.connection.send(new Uint8Array(junkFrames[i % junkFrames.length]!));
    const closeCodes = await Promise.all(codes);
    expect(closeCodes.every((c) => c >= 4000), `closed by the server: ${closeCodes}`).toBe(true);
    await sleep(200);
    const warnings = frameWarnings(since);
    expect(warnings).toHaveLength(rooms.length);
    for (const w of warnings) {
      expect(w.level).toBe(40);
      expect(w.msg).not.toContain("\n");
      expect(w.msg.length).toBeLessThan(240);
      expect(w.ip).toBe("127.0.0.1");
    }
    expect(logged().slice(since).filter((l) => l.level >= 50), "no error lines").toEqual([]);
    expect(logLines.slice(since).join("\n")).not.toMatch(/\bat .+\.(m?js|ts):\d+/);
  });

  it("keeps the protocol's answers: a frame over 4 KB still closes with 1009 (one warning), a bad payload still gets BAD_MESSAGE (none)", async () => {
    const since = logLines.length;
    const player = await fundedPlayer(t, 0);
    const lobby = await player.client.joinOrCreate("ludo_lobby");
    const inbox = new Inbox(lobby);
    await inbox.wait("room-list");
    expect(await inbox.refused("get-game-fee", { roomId: 42 })).toMatchObject({ code: "BAD_MESSAGE", type: "get-game-fee" });
    expect(frameWarnings(since)).toEqual([]);
    (lobby as unknown as { reconnection: { enabled: boolean } }).reconnection.enabled = false;
    const code = closed(lobby);
    lobby.send("find-private", { roomPassword: "x".repeat(5000) });
    lobby.send("find-private", { roomPassword: "x".repeat(5000) });
    expect(await code).toBe(1009);
    await sleep(200);
    expect(frameWarnings(since)).toHaveLength(1);
    expect(frameWarnings(since)[0]!.msg).toContain("Max payload size exceeded");
    expect(logged().slice(since).filter((l) => l.level >= 50)).toEqual([]);
  });
});
