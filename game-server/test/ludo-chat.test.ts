import { randomBytes } from "node:crypto";
import { LUDO_CHAT } from "@arena/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { balanceOf, enter, expectSilence, fundedPlayer, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

async function table() {
  const [alice, bob] = await Promise.all([fundedPlayer(t, 20, `chat${randomBytes(3).toString("hex")}`), fundedPlayer(t, 20)]);
  const name = `room_${randomBytes(2).toString("hex")}`;
  const [a, aIn] = await enter(alice.client.create("ludo", { gameType: "Classic", roomId: name, maxPlayers: 2, roomAmount: 1, color: "green", playerName: "Alice" }));
  const [b, bIn] = await enter(bob.client.joinById(name, { playerName: "Bob" }));
  await until(a, (s) => s.gameStatus === "active");
  /** Everyone leaves the running game: the table closes and both fees go back. */
  const close = async () => {
    await Promise.all([a.leave(), b.leave()]);
    await expect.poll(async () => [await balanceOf(t, alice.token), await balanceOf(t, bob.token)], { timeout: 5000 }).toEqual([20, 20]);
    expect((await checkLedger(t.platform.database.db)).ok).toBe(true);
  };
  return { alice, bob, a, aIn, b, bIn, close };
}

describe("table chat", () => {
  it("broadcasts a message to everyone at the table with the sender's name and colour", async () => {
    const { alice, a, aIn, bIn, close } = await table();
    const since = bIn.mark();
    const before = Date.now();
    a.send("send:message", { message: "  good luck!  " });
    const got = await bIn.wait("send:message", { since });
    expect(got).toEqual({ uid: alice.user.id, userName: alice.user.userName, color: "green", message: "good luck!", at: expect.any(Number) });
    expect(got.at).toBeGreaterThanOrEqual(before - 1000);
    expect(await aIn.wait("send:message", { since: 0 })).toEqual(got);
    // The name is the account's, not one the client makes up.
    a.send("send:message", { message: "hi", userName: "Admin", uid: "someone-else" });
    const second = await bIn.wait("send:message", { since, pred: (m: any) => m.message === "hi" });
    expect(second).toMatchObject({ uid: alice.user.id, userName: alice.user.userName });
    await close();
  });

  it(`refuses empty messages and messages over ${LUDO_CHAT.maxLength} characters`, async () => {
    const { a, aIn, bIn, close } = await table();
    expect(await aIn.refused("send:message", { message: "x".repeat(LUDO_CHAT.maxLength + 1) })).toMatchObject({ code: "BAD_MESSAGE", type: "send:message" });
    expect(await aIn.refused("send:message", { message: "   " })).toMatchObject({ code: "BAD_MESSAGE" });
    expect(await aIn.refused("send:message", {})).toMatchObject({ code: "BAD_MESSAGE" });
    await expectSilence(bIn, "send:message", 200);
    const since = bIn.mark();
    a.send("send:message", { message: "y".repeat(LUDO_CHAT.maxLength) });
    expect((await bIn.wait("send:message", { since })).message).toHaveLength(LUDO_CHAT.maxLength);
    await close();
  });

  it(`allows ${LUDO_CHAT.perTenSeconds} messages in 10 s per player, then answers CHAT_LIMIT to that player only`, async () => {
    const { a, aIn, b, bIn, close } = await table();
    const since = bIn.mark();
    for (let i = 1; i <= LUDO_CHAT.perTenSeconds; i++) a.send("send:message", { message: `msg ${i}` });
    await bIn.wait("send:message", { since, pred: (m: any) => m.message === `msg ${LUDO_CHAT.perTenSeconds}` });
    expect(await aIn.refused("send:message", { message: "one too many" })).toMatchObject({ code: "CHAT_LIMIT", type: "send:message" });
    await expectSilence(bIn, "error", 200);
    expect(bIn.all("send:message", since).map((m: any) => m.message)).not.toContain("one too many");
    // The other player still may talk.
    const bobSince = aIn.mark();
    b.send("send:message", { message: "calm down" });
    expect((await aIn.wait("send:message", { since: bobSince })).message).toBe("calm down");
    await close();
  });
});
