import { randomInt } from "node:crypto";
import type { Room } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { balanceOf, enter, expectSilence, fundedPlayer, playToEnd, snapshot, until, type Inbox } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

const ledgerOk = async () => expect((await checkLedger(t.platform.database.db)).ok).toBe(true);

/** A 2-player private Quick Play table (fee 10), played to its result. */
async function finishedTable(coins: [number, number]) {
  const [alice, bob] = await Promise.all([fundedPlayer(t, coins[0]), fundedPlayer(t, coins[1])]);
  const code = String(randomInt(100_000, 1_000_000));
  const [a, aIn] = await enter(
    alice.client.create("ludo", { gameType: "Private", roomId: code, roomPassword: `Rm${randomInt(100_000, 1_000_000)}`, maxPlayers: 2, roomAmount: 10, color: "red", rules: "quick", playerName: "Alice" }),
  );
  const [b, bIn] = await enter(bob.client.joinById(code, { playerName: "Bob" }));
  expect(await aIn.refused("rematch:request", {})).toMatchObject({ code: "REMATCH_UNAVAILABLE" });
  a.send("game-start", { roomName: code, eventCode: "START_GAME", sender: alice.user.id });
  await until(a, (s) => s.gameStatus === "active");
  const firstGame = snapshot(a).gameId;
  expect(await aIn.refused("rematch:accept", {})).toMatchObject({ code: "REMATCH_UNAVAILABLE" });
  await playToEnd({ red: a, yellow: b });
  const result = await aIn.wait("game:result");
  await bIn.wait("game:result");
  const players = { red: alice, yellow: bob } as const;
  const winner = players[result.winners[0].color as "red" | "yellow"];
  const loser = winner === alice ? bob : alice;
  return { alice, bob, a, aIn, b, bIn, code, firstGame, winner, loser };
}

const request = (room: Room, code: string, uid: string) =>
  room.send("rematch:request", { roomId: code, CustomData: { roomName: code, sendingUser: uid, userName: "x", uid } });

async function newGameStarted(inbox: Inbox, since: number, oldGame: string) {
  const started = await inbox.wait("game-start", { since });
  expect(started.gameId).not.toBe(oldGame);
  return started.gameId as string;
}

describe("a rematch", () => {
  it("starts a new game with a new id and new holds when both players agree, and settles it too", async () => {
    const { alice, bob, a, aIn, b, bIn, code, firstGame, winner, loser } = await finishedTable([100, 100]);
    await expect.poll(() => balanceOf(t, winner.token)).toBe(108);
    expect(await balanceOf(t, loser.token)).toBe(90);
    await ledgerOk();

    const since = aIn.mark();
    const bSince = bIn.mark();
    request(a, code, alice.user.id);
    expect(await bIn.wait("rematch:request", { since: bSince })).toEqual({ uid: alice.user.id, userName: alice.user.userName ?? expect.any(String) });
    await until(b, (s) => s.players.get("red").isAccept === true);
    expect(snapshot(b).gameId).toBe(firstGame);
    b.send("rematch:accept", {});
    const accepted = await aIn.wait("rematch:accept", { since });
    expect(accepted.uid).toBe(bob.user.id);
    expect([...accepted.accepted].sort()).toEqual([alice.user.id, bob.user.id].sort());

    const secondGame = await newGameStarted(aIn, since, firstGame);
    await until(a, (s) => s.gameId === secondGame && s.gameStatus === "active");
    const s = snapshot(a);
    expect(s).toMatchObject({ status: "waiting_for_dice", rolls: 0, dice: 0 });
    for (const p of Object.values(s.players) as any[]) expect(p).toMatchObject({ tokens: [0, 0, 0, 0], status: "ACTIVE", isAccept: false, place: 0 });
    // Each fee held again for the new game.
    expect(await balanceOf(t, winner.token)).toBe(98);
    expect(await balanceOf(t, loser.token)).toBe(80);
    await ledgerOk();

    await playToEnd({ red: a, yellow: b });
    const second = await aIn.wait("game:result", { since });
    expect(second.gameId).toBe(secondGame);
    const won = [alice, bob].find((p) => p.user.id === second.winners[0].uid)!;
    await expect.poll(() => balanceOf(t, won.token)).toBe((won === winner ? 98 : 80) + 18);
    await ledgerOk();
    await Promise.all([a.leave(), b.leave()]);
  });

  it("starts only one new game when both players send request and accept at once", async () => {
    const { alice, bob, a, aIn, b, code, firstGame, winner, loser } = await finishedTable([100, 100]);
    await expect.poll(() => balanceOf(t, winner.token)).toBe(108);
    const since = aIn.mark();
    request(a, code, alice.user.id);
    request(b, code, bob.user.id);
    a.send("rematch:accept", {});
    b.send("rematch:accept", {});
    const secondGame = await newGameStarted(aIn, since, firstGame);
    await expectSilence(aIn, "game-start", 800);
    expect(aIn.all("game-start", since)).toHaveLength(1);
    await until(a, (s) => s.gameStatus === "active");
    expect(snapshot(a).gameId).toBe(secondGame);
    expect(await balanceOf(t, winner.token)).toBe(98);
    expect(await balanceOf(t, loser.token)).toBe(80);
    await ledgerOk();
    await Promise.all([a.leave(), b.leave()]);
  });

  it("is called off with a message when a player can no longer pay, and nobody is charged", async () => {
    // Both bring exactly one fee: the loser cannot pay for a rematch, the winner (18 coins) could.
    const { a, aIn, b, bIn, winner, loser } = await finishedTable([10, 10]);
    await expect.poll(() => balanceOf(t, winner.token)).toBe(18);
    expect(await balanceOf(t, loser.token)).toBe(0);
    const since = aIn.mark();
    const [winnerRoom, loserRoom] = winner.user.id === snapshot(a).players.red.id ? [a, b] : [b, a];
    winnerRoom.send("rematch:request", {});
    await until(loserRoom, (s) => [...s.players.values()].some((p: any) => p.isAccept));
    loserRoom.send("rematch:accept", {});
    const info = await aIn.wait("info", { since });
    expect(info.message).toBe("Rematch cancelled: You dont have enough amount to play game");
    expect(await bIn.wait("info", { since: 0 })).toEqual(info);
    expect(aIn.all("game-start", since)).toEqual([]);
    await until(a, (s) => [...s.players.values()].every((p: any) => !p.isAccept));
    expect(snapshot(a).gameStatus).toBe("finished");
    expect(await balanceOf(t, winner.token)).toBe(18);
    expect(await balanceOf(t, loser.token)).toBe(0);
    await ledgerOk();
    await Promise.all([a.leave(), b.leave()]);
  });
});
