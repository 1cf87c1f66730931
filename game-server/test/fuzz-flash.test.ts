import { FLASH_MAX_MESSAGES_PER_SECOND, flashClientMessages } from "@arena/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { flashTable, sharedState, toAct, untilBetting, visibleHands } from "./flashPlayers.js";
import { deliver, frameBytes, hostileFor, refused, type Hostile } from "./hostileMessages.js";
import { balanceOf, Inbox, sleep, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/**
 * Hostile input against a paid Flash table from the seat to act: every Flash message with wrong types, missing and
 * extra fields (a bet with an amount in it among them: a bet carries a choice, never a number), odd sizes and unknown
 * types, and well-formed actions the rules refuse at this moment. Pot, stacks, turn and cards must come out untouched
 * and the honest hand go on. FUZZ_MESSAGES (default 200: the turn clock is 15 s) and FUZZ_SEED change the run.
 */
const TOTAL = Number(process.env.FUZZ_MESSAGES ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 1616);
const RATE = Math.floor(FLASH_MAX_MESSAGES_PER_SECOND / 2.5);
const MAX_FRAME = 4 * 1024;
const OVERSIZED = new Set(["big-binary", "multibyte-string"]);

/** Well-formed messages the rules refuse now (two players, nobody asked for a sideshow, the sender seated and in the hand). */
const refusedNow = fc.constantFrom<Hostile>(
  { type: "side_Show", payload: {}, kind: "rules" },
  { type: "accept_side_show", payload: {}, kind: "rules" },
  { type: "reject_side_show", payload: {}, kind: "rules" },
  { type: "sit", payload: { buyIn: 20 }, kind: "rules" },
  { type: "addChips", payload: { amount: 5 }, kind: "rules" },
  { type: "bet", payload: { double: true, amount: 100_000 }, kind: "amount-in-bet" },
  { type: "bet", payload: { amount: 0.01 }, kind: "amount-in-bet" },
  { type: "pack", payload: { seat: "1" }, kind: "someone-else" },
);

/** Messages that would be real play (an action the rules accept, chat, standing up): not hostile. */
const PLAY = new Set(["bet", "seen", "pack", "show_down", "leave", "send_message"]);

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

describe("hostile Flash messages", () => {
  it("are refused one by one and change nothing; the honest hand goes on and the ledger balances", { timeout: 90_000 }, async () => {
    const players = await flashTable(t, 2, { boot: 1, buyIn: 50, coins: 100 });
    await untilBetting(players[0]!.room, 1);
    const me = toAct(players);
    const harmless = fc.oneof(
      {
        arbitrary: hostileFor(flashClientMessages).filter(
          (m) => refused(flashClientMessages, m) && !OVERSIZED.has(m.kind) && !(typeof m.type === "string" && PLAY.has(m.type) && !refused(flashClientMessages, m)),
        ),
        weight: 4,
      },
      { arbitrary: refusedNow, weight: 1 },
    );
    const sent = fc.sample(harmless, { numRuns: TOTAL, seed: SEED }).filter((m) => frameBytes(me.room, m) <= MAX_FRAME);
    const before = { shared: sharedState(me.room), hands: visibleHands(me.room) };
    const inbox = new Inbox(me.room);
    let closed: unknown = null;
    me.room.onLeave((code) => (closed = { code }));
    for (let i = 0; i < sent.length; i++) {
      try {
        deliver(me.room, sent[i]!);
      } catch {
        // The SDK could not encode it: nothing was sent.
      }
      if (i % RATE === RATE - 1) await sleep(1000);
      if (closed) throw new Error(`closed ${JSON.stringify(closed)} after ${JSON.stringify(sent[i]).slice(0, 300)} (#${i})`);
    }
    await sleep(300);
    expect(closed).toBeNull();
    const after = { shared: sharedState(me.room) as Record<string, unknown>, hands: visibleHands(me.room) };
    // Nothing moved: same hand, same step, same pot and stacks (the clock shown is the same deadline too).
    expect(after).toEqual(before);
    const codes = new Set(inbox.all("error").map((e) => e.code));
    expect([...codes].sort()).toEqual(expect.arrayContaining(["ALREADY_SEATED", "BAD_MESSAGE", "IN_HAND", "NO_SIDESHOW_PENDING", "SIDESHOW_NEEDS_THREE"]));
    for (const code of codes) expect(["BAD_MESSAGE", "NOT_YOUR_TURN", "ALREADY_SEATED", "IN_HAND", "NO_SIDESHOW_PENDING", "SIDESHOW_NEEDS_THREE", "CHAT_LIMIT"]).toContain(code);

    // The honest hand goes on: the seat to act packs, the other wins the boots; both stand up with what they have.
    me.room.send("pack");
    const other = players.find((p) => p !== me)!;
    await until(other.room, (s) => s.gameStatus === "finished", 5000);
    for (const p of players) {
      const left = p.inbox.wait("leave", { timeoutMs: 10_000 });
      p.room.send("leave");
      await left;
    }
    expect(await balanceOf(t, me.token)).toBe(99);
    expect(await balanceOf(t, other.token)).toBe(100.95);
    expect((await checkLedger(t.platform.database.db)).ok).toBe(true);
  });
});
