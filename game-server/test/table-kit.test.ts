/**
 * The table kit on its own, with a test-only game (test/table/countGame.ts) instead of Ludo: seats, entry fees held
 * and settled, the turn clock, reconnection, refunds when a table ends early. Rooms are spun up and inspected with
 * @colyseus/testing on the real platform (database, ledger, sessions).
 */
import { matchMaker } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import { ColyseusTestServer } from "@colyseus/testing";
import { gameEscrows, gameRecords } from "@arena/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TableRoom } from "../src/rooms/table/TableRoom.js";
import { tableRoomFor } from "../src/rooms/table/tableRoomFor.js";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { balanceOf, fundedPlayer, Inbox, sleep, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";
import { COUNT_GAME, countGame } from "./table/countGame.js";

let t: TestPlatform;
let colyseus: ColyseusTestServer;
beforeAll(async () => {
  t = await startTestPlatform();
  matchMaker.defineRoomType(COUNT_GAME, tableRoomFor(t.platform.ctx, countGame));
  // The platform listens on a free port: the test server's SDK and helpers talk to that one.
  Object.assign(t.platform.server, { port: Number(new URL(t.url).port) });
  colyseus = new ColyseusTestServer(t.platform.server);
});
afterAll(async () => {
  await t.platform.close();
});

const record = async (gameId: string) => (await t.platform.database.db.select().from(gameRecords).where(eq(gameRecords.id, gameId)))[0];
const escrow = async (gameId: string) => (await t.platform.database.db.select().from(gameEscrows).where(eq(gameEscrows.id, gameId)))[0];
const serverRoom = (room: Room) => colyseus.getRoomById<Table>(room.roomId);

/** Two funded players at a new paid 2-seat table; the game starts when the second sits down. */
async function pairAtTable(options: Record<string, unknown> = {}) {
  const [ann, ben] = await Promise.all([fundedPlayer(t, 20), fundedPlayer(t, 20)]);
  const a = await ann.client.create(COUNT_GAME, { playerName: "Ann", fee: 5, ...options });
  const aIn = new Inbox(a);
  const b = await ben.client.joinById(a.roomId, { playerName: "Ben" });
  const bIn = new Inbox(b);
  await until(a, (s) => s.gameStatus === "active");
  return { ann, ben, a, b, aIn, bIn };
}

const turnOf = (room: Room) => (room.state as { turn: string }).turn;
type Table = TableRoom & { state: { turn: string } };

describe("the table kit, with a test game", () => {
  it("seats players, holds their fees, commits to a seed, plays by the rules and settles the pot", async () => {
    const { ann, ben, a, b, aIn } = await pairAtTable();
    const server = serverRoom(a);
    expect(server.state.players.size).toBe(2);
    expect(await balanceOf(t, ann.token)).toBe(15);
    expect(await balanceOf(t, ben.token)).toBe(15);
    const gameId = server.state.gameId;
    expect(server.state.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await record(gameId)).toMatchObject({ game: COUNT_GAME, status: "active", serverSeedHash: server.state.serverSeedHash });

    // Out of turn is refused with the game's own code, and changes nothing.
    const refused = await new Inbox(b).ask("step", {}, "error");
    expect(refused).toMatchObject({ code: "NOT_YOUR_TURN", message: "It is not your turn." });
    // A message outside the game's contract is refused by the kit.
    expect(await aIn.ask("step", { extra: 1 }, "error")).toMatchObject({ code: "BAD_MESSAGE" });

    // p1 and p2 take turns; p1 reaches three steps first.
    for (let i = 0; i < 5; i++) {
      const seat = server.state.turn as string;
      const before = (server.state.players.get(seat) as { steps: number }).steps;
      (seat === "p1" ? a : b).send("step", {});
      await expect.poll(() => (server.state.players.get(seat) as { steps: number }).steps).toBe(before + 1);
    }
    expect(server.state.gameStatus).toBe("finished");
    const result = await aIn.wait("game:result");
    expect(result.winners.map((w: { seat: string; won: number }) => [w.seat, w.won])).toEqual([
      ["p1", 9],
      ["p2", 0],
    ]);
    const end = await aIn.wait("game-end");
    expect(end.serverSeed).toHaveLength(64);
    await expect.poll(() => balanceOf(t, ann.token)).toBe(24);
    expect(await balanceOf(t, ben.token)).toBe(15);
    expect(await record(gameId)).toMatchObject({ status: "finished", serverSeed: end.serverSeed });
    expect((await escrow(gameId))?.status).toBe("settled");
    expect((await checkLedger(t.platform.database.db)).ok).toBe(true);
    await Promise.all([a.leave(), b.leave()]);
  });

  it("plays the turn of a player whose clock runs out", async () => {
    const { a, b, aIn } = await pairAtTable({ turnSeconds: 1 });
    expect(turnOf(a)).toBe("p1");
    expect(await aIn.wait("timer:end", { timeoutMs: 3000 })).toEqual({ seat: "p1" });
    await until(a, (s) => s.turn === "p2");
    expect(serverRoom(a).state.turnEndsAt).toBeGreaterThan(Date.now());
    await Promise.all([a.leave(), b.leave()]);
  });

  it("keeps a dropped player's seat through the grace and gives it back on reconnection", async () => {
    const { ann, a, b } = await pairAtTable();
    a.reconnection.enabled = false;
    const left = new Promise((resolve) => a.onLeave(resolve));
    a.connection.close();
    await left;
    await until(b, (s) => s.players.get("p1").isConnected === false);
    await sleep(3000);
    expect(serverRoom(b).state.players.get("p1")).toMatchObject({ id: ann.user.id, status: "ACTIVE", isConnected: false });
    const back = await ann.client.reconnect(a.reconnectionToken);
    await until(b, (s) => s.players.get("p1").isConnected === true);
    await until(back, (s) => s.turn === "p1");
    await Promise.all([back.leave(), b.leave()]);
  });

  it("gives the fee back to a player who leaves before the start, and refunds everyone when a game cannot finish", async () => {
    const [ann, ben, cat] = await Promise.all([fundedPlayer(t, 20), fundedPlayer(t, 20), fundedPlayer(t, 20)]);
    const a = await ann.client.create(COUNT_GAME, { playerName: "Ann", fee: 5, seats: 3 });
    const b = await ben.client.joinById(a.roomId, { playerName: "Ben" });
    await until(a, (s) => s.players.size === 2);
    expect(await balanceOf(t, ben.token)).toBe(15);
    await b.leave();
    await until(a, (s) => s.players.size === 1);
    await expect.poll(() => balanceOf(t, ben.token)).toBe(20);

    const b2 = await ben.client.joinById(a.roomId, { playerName: "Ben" });
    const c = await cat.client.joinById(a.roomId, { playerName: "Cat" });
    await until(a, (s) => s.gameStatus === "active");
    const gameId = serverRoom(a).state.gameId;
    // The table goes away mid-game (as when the server stops it): every fee goes back, the record ends aborted.
    await serverRoom(a).disconnect();
    await expect.poll(async () => (await escrow(gameId))?.status).toBe("refunded");
    for (const p of [ann, ben, cat]) expect(await balanceOf(t, p.token)).toBe(20);
    expect(await record(gameId)).toMatchObject({ status: "aborted" });
    expect((await record(gameId))!.serverSeed).toHaveLength(64);
    expect((await checkLedger(t.platform.database.db)).ok).toBe(true);
    void b2;
    void c;
  });

  it("seats bots with the first player and plays them by itself, from the table's own fair stream", async () => {
    const ann = await fundedPlayer(t, 0);
    const a = await ann.client.create(COUNT_GAME, { playerName: "Ann", bots: 1, currency: "COIN" });
    const aIn = new Inbox(a);
    await until(a, (s) => s.gameStatus === "active" && s.players.size === 2);
    expect(serverRoom(a).state.players.get("p2")).toMatchObject({ isBot: true, id: "bot-p2" });
    a.send("step", {});
    // The bot answers after its pause.
    await aIn.wait("did", { pred: (e: { seat: string }) => e.seat === "p2", timeoutMs: 3000 });
    await a.leave();
  });
});
