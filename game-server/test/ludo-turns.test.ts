import { randomBytes } from "node:crypto";
import { rollDie } from "@arena/fair";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { act, balanceOf, enter, expectSilence, fundedPlayer, playToEnd, snapshot, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

const SEED = "ludo-turns-test-server-seed-0042";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ LUDO_FIXED_SERVER_SEED: SEED });
});
afterAll(async () => {
  await t.platform.close();
});

const roomName = () => `room_${randomBytes(2).toString("hex")}`;

/** A green client seed whose game opens with a six and then a non-six for green (blue's seed fixed). */
function seedsForSixThenLow(): { green: string; blue: string } {
  for (let i = 0; ; i++) {
    const clientSeed = `green:g${i}|blue:b`;
    const [first, second] = [rollDie({ serverSeed: SEED, clientSeed }, 0), rollDie({ serverSeed: SEED, clientSeed }, 1)];
    if (first === 6 && second !== 6) return { green: `g${i}`, blue: "b" };
  }
}

/** A 2-player Classic table, green (creator) against blue, started. */
async function table(turnSeconds: number, seeds?: { green: string; blue: string }) {
  const [alice, bob] = await Promise.all([fundedPlayer(t, 100), fundedPlayer(t, 100)]);
  const name = roomName();
  const [a, aIn] = await enter(
    alice.client.create("ludo", {
      gameType: "Classic",
      roomId: name,
      maxPlayers: 2,
      roomAmount: 10,
      color: "green",
      playerName: "Alice",
      turnSeconds,
      ...(seeds && { clientSeed: seeds.green }),
    }),
  );
  // Amounts and dice a client sends are not the server's business: the table's own fee is held.
  const [b, bIn] = await enter(
    bob.client.joinById(name, { playerName: "Bob", ...(seeds && { clientSeed: seeds.blue }), roomAmount: 0, gameFees: 0, dice: 6 } as any),
  );
  await until(a, (s) => s.gameStatus === "active");
  await until(b, (s) => s.gameStatus === "active");
  expect([await balanceOf(t, alice.token), await balanceOf(t, bob.token)]).toEqual([90, 90]);
  return { alice, bob, a, aIn, b, bIn };
}

describe("turn order and refusals", () => {
  it("refuses out-of-turn, early, illegal and malformed actions to the sender only, and changes nothing", async () => {
    const seeds = seedsForSixThenLow();
    const { a, aIn, b, bIn } = await table(60, seeds);
    const start = snapshot(a);
    expect(start).toMatchObject({ turn: "green", status: "waiting_for_dice", dice: 0, rolls: 0, turnSeconds: 60 });
    expect(start.clientSeed).toBe(`green:${seeds.green}|blue:${seeds.blue}`);

    // Blue rolls out of turn: only blue hears about it.
    const aSince = aIn.mark();
    expect(await bIn.refused("roll-dice", {})).toMatchObject({ code: "NOT_YOUR_TURN", type: "roll-dice" });
    expect(await bIn.refused("update:move", { token: 0 })).toMatchObject({ code: "NOT_YOUR_TURN" });
    await expectSilence(aIn, "error", 200);
    expect(aIn.all("error", aSince)).toEqual([]);
    // Green moves before rolling.
    expect(await aIn.refused("update:move", { token: 0 })).toMatchObject({ code: "ROLL_FIRST", type: "update:move" });
    // Malformed and unknown messages.
    expect(await aIn.refused("update:move", { token: "1" })).toMatchObject({ code: "BAD_MESSAGE", type: "update:move" });
    expect(await aIn.refused("update:move", { token: 4 })).toMatchObject({ code: "BAD_MESSAGE" });
    expect(await aIn.refused("update:move", {})).toMatchObject({ code: "BAD_MESSAGE" });
    expect(await aIn.refused("send:message", { message: 42 })).toMatchObject({ code: "BAD_MESSAGE" });
    expect(await aIn.refused("set-dice", { dice: 6 })).toMatchObject({ code: "BAD_MESSAGE", type: "set-dice" });
    // A die value riding along with a roll is not taken: the roll is refused as a whole.
    expect(await aIn.refused("roll-dice", { dice: 6 })).toMatchObject({ code: "BAD_MESSAGE", type: "roll-dice" });
    const unchanged = snapshot(a);
    expect(unchanged).toEqual({ ...start, turnEndsAt: unchanged.turnEndsAt });
    expect(aIn.all("roll-dice")).toEqual([]);

    // Green rolls the known six: every token may leave the yard.
    await act(a);
    expect(snapshot(a)).toMatchObject({ status: "waiting_for_token", dice: 6, rolls: 1, legalTokens: [0, 1, 2, 3] });
    expect(await aIn.refused("roll-dice", {})).toMatchObject({ code: "ALREADY_ROLLED" });
    // Extra fields on a move are dropped: the token goes where the server's die says, not to "to".
    const moved = aIn.mark();
    a.send("update:move", { token: 0, to: 56, dice: 6, amount: 1000 });
    expect(await aIn.wait("update:move", { since: moved })).toEqual({ color: "green", token: 0, from: -1, to: 0, captured: [] });
    await until(a, (s) => s.status === "waiting_for_dice" && s.turn === "green"); // a six rolls again
    // The bonus roll is not a six: only the token on the track may move.
    await act(a);
    const low = snapshot(a);
    expect(low.dice).toBe(rollDie({ serverSeed: SEED, clientSeed: low.clientSeed }, 1));
    expect(low.legalTokens).toEqual([0]);
    expect(await aIn.refused("update:move", { token: 2 })).toMatchObject({ code: "ILLEGAL_MOVE", type: "update:move" });
    expect(snapshot(a)).toEqual({ ...low, turnEndsAt: snapshot(a).turnEndsAt });
    await act(a);
    expect(snapshot(a).players.green.tokens).toEqual([low.dice, -1, -1, -1]);
    expect(snapshot(a).turn).toBe("blue");
    await Promise.all([a.leave(), b.leave()]);
  });

  it("refuses amounts a creator makes up: a Classic fee must be one of the steps", async () => {
    const p = await fundedPlayer(t, 100);
    await expect(
      p.client.create("ludo", { gameType: "Classic", roomId: roomName(), maxPlayers: 2, roomAmount: 7, color: "red", playerName: "P" }),
    ).rejects.toThrow("Entry fee must be one of");
    expect(await balanceOf(t, p.token)).toBe(100);
  });
});

describe("the turn clock", () => {
  it("plays for an idle player when the clock runs out, puts them out after three missed turns, and pays the other player", async () => {
    const { alice, bob, a, aIn, b, bIn } = await table(5);
    const s = snapshot(a);
    expect(s.turnSeconds).toBe(5);
    expect(s.turn).toBe("green");
    expect(s.turnEndsAt).toBeGreaterThan(Date.now() + 3000);
    expect(s.turnEndsAt).toBeLessThanOrEqual(Date.now() + 5000);

    // Green (Alice) never acts; Bob plays every blue turn at once.
    const started = Date.now();
    await playToEnd({ blue: b }, { waitMs: 8000, timeoutMs: 60_000 });
    const took = Date.now() - started;
    await Promise.all([aIn.wait("game:result"), bIn.wait("game:result")]);

    // Every green turn ended on the clock: announced to both, and the server rolled for green. A six the
    // server rolls for green is an extra roll in the same turn, so it runs out again without a fourth miss.
    const timeouts = aIn.all<{ color: string }>("timer:end");
    expect(timeouts.length).toBeGreaterThanOrEqual(3);
    expect(timeouts.every((m) => m.color === "green")).toBe(true);
    expect(bIn.all("timer:end")).toEqual(timeouts);
    expect(took).toBeGreaterThanOrEqual(timeouts.length * 5000 - 500);
    expect(aIn.all("roll-dice").filter((r: any) => r.color === "green").length).toBe(timeouts.length - 1);
    const exit = await bIn.wait("player exit");
    expect(exit).toEqual({ color: "green", reason: "missed-turns" });

    const final = snapshot(b);
    expect(final.gameStatus).toBe("finished");
    expect(final.players.green).toMatchObject({ status: "OUT", missedTurns: 3, place: 2 });
    expect(final.players.blue).toMatchObject({ status: "ACTIVE", place: 1 });
    const result = await bIn.wait("game:result");
    expect(result.winners).toEqual([
      expect.objectContaining({ id: 1, color: "blue", uid: bob.user.id, winner: true, winingAmount: 18 }),
      expect.objectContaining({ id: 2, color: "green", uid: alice.user.id, winner: false, status: "OUT", winingAmount: 0 }),
    ]);
    // Pot 20 less 10%: the player put out keeps nothing back.
    await expect.poll(() => balanceOf(t, bob.token)).toBe(90 + 18);
    expect(await balanceOf(t, alice.token)).toBe(90);
    expect((await checkLedger(t.platform.database.db)).ok).toBe(true);
    await Promise.all([a.leave(), b.leave()]);
  }, 70_000);

  it("takes only a clock hint it can check: timer:end before the time is up changes nothing", async () => {
    const { a, aIn, b } = await table(30);
    const before = snapshot(a);
    a.send("timer:end", {});
    b.send("timer:end", {});
    await expectSilence(aIn, "timer:end", 300);
    expect(snapshot(a)).toEqual(before);
    await Promise.all([a.leave(), b.leave()]);
  });
});
