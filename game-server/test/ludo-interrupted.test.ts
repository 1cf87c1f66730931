import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdEntryFee, recordResult } from "../src/services/coins/gameMoney.js";
import { recoverEscrows } from "../src/services/coins/recovery.js";
import { recordGameStart } from "../src/services/games/records.js";
import { balanceOf, fundedPlayer } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

/** A paid 2-player game that was running in a process that then died (named by a process id nobody runs). */
async function gameOfDeadProcess(players: { user: { id: string } }[], fee = 10) {
  const ctx = t.platform.ctx;
  const dead = `dead-${randomUUID()}`;
  const gameId = randomUUID();
  for (const p of players) await holdEntryFee(ctx, { gameId, game: "ludo", currency: "COIN", fee: fee * 100 }, p.user.id, dead);
  await recordGameStart(ctx, {
    id: gameId,
    game: "ludo",
    roomId: "123456",
    mode: "Private",
    details: { rules: "quick" },
    currency: "COIN",
    fee: fee * 100,
    players: players.map((p, i) => ({ userId: p.user.id, playerName: `P${i}`, color: i ? "blue" : "green", isBot: false })),
    serverSeed: "s".repeat(64),
    serverSeedHash: "h".repeat(64),
    clientSeed: "green:a|blue:b",
  });
  return { gameId, dead };
}

describe("GET /api/v1/ludo/interrupted", () => {
  it("tells each player of a game a restart refunded, once, until they acknowledge it", async () => {
    const [a, b, stranger] = await Promise.all([fundedPlayer(t, 50), fundedPlayer(t, 50), fundedPlayer(t, 50)]);
    const { gameId, dead } = await gameOfDeadProcess([a, b]);
    expect((await t.api("/api/v1/ludo/interrupted", { token: a.token })).body.result).toBeNull();

    const report = await recoverEscrows(t.platform.ctx, { processId: dead });
    expect(report.refunded).toEqual([gameId]);
    expect(await balanceOf(t, a.token)).toBe(50);

    const res = await t.api("/api/v1/ludo/interrupted", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      gameId,
      roomId: "123456",
      gameType: "Private",
      currency: "COIN",
      roomAmount: 10,
      outcome: "refunded",
      amount: 10,
      interruptedAt: expect.any(String),
    });
    expect((await t.api("/api/v1/ludo/interrupted", { token: stranger.token })).body.result).toBeNull();
    expect((await t.api("/api/v1/ludo/interrupted")).status).toBe(401);

    // Acknowledged: no longer answered to A (twice is fine), still to B; a stranger cannot acknowledge it.
    expect((await t.api("/api/v1/ludo/interrupted/ack", { method: "POST", token: a.token, json: { gameId } })).status).toBe(200);
    expect((await t.api("/api/v1/ludo/interrupted/ack", { method: "POST", token: a.token, json: { gameId } })).status).toBe(200);
    expect((await t.api("/api/v1/ludo/interrupted", { token: a.token })).body.result).toBeNull();
    expect((await t.api("/api/v1/ludo/interrupted", { token: b.token })).body.result).toMatchObject({ gameId, amount: 10 });
    expect((await t.api("/api/v1/ludo/interrupted/ack", { method: "POST", token: stranger.token, json: { gameId } })).status).toBe(404);
    expect((await t.api("/api/v1/ludo/interrupted/ack", { method: "POST", token: a.token, json: { gameId: "nope" } })).status).toBe(400);
  });

  it("tells the players of a game decided before the restart what the settlement paid them", async () => {
    const [winner, loser] = await Promise.all([fundedPlayer(t, 50), fundedPlayer(t, 50)]);
    const { gameId, dead } = await gameOfDeadProcess([winner, loser]);
    await recordResult(t.platform.ctx, gameId, [winner.user.id, loser.user.id]);
    expect((await recoverEscrows(t.platform.ctx, { processId: dead })).settled).toEqual([gameId]);
    expect((await t.api("/api/v1/ludo/interrupted", { token: winner.token })).body.result).toMatchObject({ gameId, outcome: "settled", amount: 18 });
    expect((await t.api("/api/v1/ludo/interrupted", { token: loser.token })).body.result).toMatchObject({ gameId, outcome: "settled", amount: 0 });
  });
});
