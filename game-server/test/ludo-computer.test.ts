import { randomUUID } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import { gameEscrows, gameRecords } from "@arena/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { recoverEscrows } from "../src/services/coins/recovery.js";
import { recordGameStart } from "../src/services/games/records.js";
import { enter, fundedPlayer, playToEnd, snapshot, until, walletCoins } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

const computer = (extra: Record<string, unknown>) => ({ gameType: "Computer", playerName: "Human", rules: "quick", ...extra });

async function noMoneyMoved(userId: string, gameId: string) {
  expect(await walletCoins(t, userId)).toBe(20);
  expect(await walletCoins(t, userId, "FREE")).toBe(0);
  expect(await t.platform.database.db.select().from(gameEscrows).where(eq(gameEscrows.id, gameId))).toEqual([]);
  expect((await checkLedger(t.platform.database.db)).ok).toBe(true);
}

describe("a game against the computer", () => {
  // A whole Quick Play game against one bot takes ~24 s of bot pauses on median and ~48 s at p99 (BOT_DELAY_MS
  // 700 ms per roll and per move), so the test lets the bot make its first moves from a fresh board and then
  // puts every first token two thirds of the way round (prepared position) to finish in time.
  it("starts at once, lets the bot play by itself and ends with both ranked, with no coins moving (advanced position set by the test)", async () => {
    const human = await fundedPlayer(t, 20);
    const [room, inbox] = await enter(human.client.create("ludo", computer({ bots: 1, botLevel: "medium", color: "green" })));
    await until(room, (s) => s.gameStatus === "active");
    const s = snapshot(room);
    expect(s).toMatchObject({ gameType: "Computer", rules: "quick", maxPlayers: 2, roomAmount: 0, currency: "FREE" });
    expect(s.players.green).toMatchObject({ id: human.user.id, isBot: false });
    expect(s.players.blue).toMatchObject({ id: "bot-blue", isBot: true, playerName: "Bot blue" });

    // Fresh board: the human (seat green) acts first; the bot answers by itself.
    await playToEnd({ green: room }, { stop: () => inbox.all("update:move").some((m: any) => m.color === "blue"), timeoutMs: 20_000 });
    const server = matchMaker.getLocalRoomById(room.roomId) as any;
    await until(room, (st) => st.turn === "green" && st.status === "waiting_for_dice");
    server.game = { ...server.game, players: server.game.players.map((p: any) => ({ ...p, tokens: [Math.max(36, ...p.tokens), 0, 0, 0] })) };
    server.def.sync(server.state, server.game, server.seats, []);
    server.commit();

    const actions = await playToEnd({ green: room }, { timeoutMs: 50_000 });
    // The test only ever played green: every blue roll was the server's own.
    const rolls = inbox.all<{ color: string }>("roll-dice");
    expect(rolls.filter((r) => r.color === "blue").length).toBeGreaterThan(0);
    expect(rolls.filter((r) => r.color === "green").length).toBeLessThanOrEqual(actions);

    const result = await inbox.wait("game:result");
    expect(result.gameId).toBe(s.gameId);
    expect(result.winners).toHaveLength(2);
    expect(result.winners.map((w: any) => [w.id, w.winner])).toEqual([
      [1, true],
      [2, false],
    ]);
    const bot = result.winners.find((w: any) => w.color === "blue");
    const me = result.winners.find((w: any) => w.color === "green");
    expect(bot).toMatchObject({ uid: "bot-blue", isBot: true, winingAmount: 0 });
    expect(me).toMatchObject({ uid: human.user.id, isBot: false, winingAmount: 0 });
    await noMoneyMoved(human.user.id, s.gameId);

    // No rematch against bots; the record is on file.
    expect(await inbox.refused("rematch:request", {})).toMatchObject({ code: "REMATCH_UNAVAILABLE" });
    const fair = await t.api(`/api/v1/fair/ludo/${s.gameId}`);
    expect(fair.body.result).toMatchObject({ gameType: "Computer", status: "finished", verification: { ok: true } });
    await room.leave();
  }, 60_000);

  it("with three bots from a prepared near-home position (test sets the tokens), ranks all four and flags the bots", async () => {
    const human = await fundedPlayer(t, 20);
    const [room, inbox] = await enter(human.client.create("ludo", computer({ bots: 3, botLevel: "hard", color: "yellow" })));
    await until(room, (s) => s.gameStatus === "active");
    expect(Object.keys(snapshot(room).players).sort()).toEqual(["blue", "green", "red", "yellow"]);
    expect(snapshot(room).players.red.isBot).toBe(true); // yellow's opposite sits first
    // Prepared position: every player has a token 1, 2, 3 and 4 cells from home (5 and 6 cannot move).
    const server = matchMaker.getLocalRoomById(room.roomId) as any;
    server.game = { ...server.game, players: server.game.players.map((p: any) => ({ ...p, tokens: [52, 53, 54, 55] })) };
    server.def.sync(server.state, server.game, server.seats, []);
    server.commit();

    await playToEnd({ yellow: room }, { timeoutMs: 50_000 });
    const result = await inbox.wait("game:result");
    expect(result.winners.map((w: any) => w.id)).toEqual([1, 2, 3, 4]);
    expect(result.winners.filter((w: any) => w.winner)).toHaveLength(1);
    expect(new Set(result.winners.map((w: any) => w.color))).toEqual(new Set(["red", "green", "yellow", "blue"]));
    for (const w of result.winners) {
      expect(w.isBot).toBe(w.color !== "yellow");
      expect(w.uid).toBe(w.color === "yellow" ? human.user.id : `bot-${w.color}`);
      expect(w.winingAmount).toBe(0);
    }
    const final = snapshot(room);
    expect(Object.values(final.players).map((p: any) => p.place).sort()).toEqual([1, 2, 3, 4]);
    expect(final.players[result.winners[0].color].tokens).toContain(56);
    await noMoneyMoved(human.user.id, final.gameId);
    await room.leave();
  }, 60_000);

  it("refuses coins and more than three bots", async () => {
    const human = await fundedPlayer(t, 20);
    await expect(human.client.create("ludo", computer({ bots: 4 }))).rejects.toThrow();
    await expect(human.client.create("ludo", computer({ bots: 1, currency: "COIN" }))).rejects.toThrow();
    expect(await walletCoins(t, human.user.id)).toBe(20);
  });
});

describe("a game against the computer whose process died", () => {
  it("is ended by recovery (aborted, seed revealed) once no process holds its table; one still being played is left alone", async () => {
    const human = await fundedPlayer(t, 20);
    const [room] = await enter(human.client.create("ludo", computer({ bots: 1, color: "green" })));
    await until(room, (s) => s.gameStatus === "active");
    const live = snapshot(room).gameId;
    // The record a dead process left behind: started, never ended, its table gone with the process.
    const dead = randomUUID();
    await recordGameStart(t.platform.ctx, {
      id: dead,
      game: "ludo",
      roomId: "gone-with-its-process",
      mode: "Computer",
      details: { rules: "quick" },
      currency: "FREE",
      fee: 0,
      players: [{ userId: human.user.id, playerName: "Human", color: "green", isBot: false }],
      serverSeed: "d".repeat(64),
      serverSeedHash: "e".repeat(64),
      clientSeed: "green:x",
    });
    const fairness = async (id: string) => (await t.api(`/api/v1/fair/ludo/${id}`)).body.result;
    expect(await fairness(dead)).toMatchObject({ status: "active", serverSeed: null });

    await recoverEscrows(t.platform.ctx, { staleMs: 0, tableOpen: async (roomId) => Boolean(await matchMaker.getRoomById(roomId)) });
    expect(await fairness(dead)).toMatchObject({ status: "aborted", serverSeed: "d".repeat(64) });
    expect(await fairness(live)).toMatchObject({ status: "active", serverSeed: null });
    const [record] = await t.platform.database.db.select().from(gameRecords).where(eq(gameRecords.id, dead));
    expect(record!.interruptedAt).not.toBeNull();
    await room.leave();
  });
});
