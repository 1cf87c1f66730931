import { CHESS_MAX_MESSAGES_PER_SECOND, chessClientMessages } from "@arena/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { byColour, chessSnapshot, joinTable, playMoves, privateTable } from "./chessPlayers.js";
import { deliver, frameBytes, hostileFor, refused, type Hostile } from "./hostileMessages.js";
import { balanceOf, fundedPlayer, Inbox, sleep } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/**
 * Hostile input against a paid chess table from one of its own seats: every chess message with wrong types, missing
 * and extra fields, odd sizes and unknown types, and moves that parse but are not legal. The game, the clocks and the
 * ledger must come out untouched, and the honest game go on. FUZZ_MESSAGES (default 400) and FUZZ_SEED change the run.
 */
const TOTAL = Number(process.env.FUZZ_MESSAGES ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 1515);
/** Under the room's flood limit (its window can stretch to two seconds on a quiet table). */
const RATE = Math.floor(CHESS_MAX_MESSAGES_PER_SECOND / 2.5);

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

const square = fc.tuple(fc.constantFrom(..."abcdefgh"), fc.integer({ min: 1, max: 8 })).map(([f, r]) => `${f}${r}`);
/** Moves that pass the contract but not the rules (the illegal ones) — or are the sender's out of turn. */
const wellFormedMove = fc
  .record({ from: square, to: square, promotion: fc.option(fc.constantFrom("q", "r", "b", "n"), { nil: undefined }), moveMs: fc.nat(100_000) })
  .map((payload) => ({ type: "opponentMove", payload, kind: "well-formed-move" }) as Hostile);

const OVERSIZED = new Set(["big-binary", "multibyte-string"]);
/** ws-transport's `maxPayload`: a larger frame closes the socket (1009) before any room sees it. */
const MAX_FRAME = 4 * 1024;

/** What a client sees of the game: anything a hostile message could have changed. */
const gameFacts = (s: ReturnType<typeof chessSnapshot>) => ({
  fen: s.fen,
  moves: s.moves,
  status: s.status,
  gameStatus: s.gameStatus,
  drawOffer: s.drawOffer,
  takebackOffer: s.takebackOffer,
  w_Time: s.w_Time,
  b_Time: s.b_Time,
});

describe("hostile chess messages", () => {
  it("are refused one by one and change nothing; the honest game goes on and the ledger balances", { timeout: 120_000 }, async () => {
    const [p1, p2] = await Promise.all([fundedPlayer(t, 50), fundedPlayer(t, 50)]);
    const a = await privateTable(p1.client, { roomAmount: 10, minutes: 5, increment: 0 });
    const b = await joinTable(p2.client, a.roomId);
    const rooms = await byColour(a, p1.user.id, b);
    await playMoves(rooms, ["e2e4", "e7e5"]);
    // Only the payloads the contract refuses and the moves the rules refuse: a well-formed resign or abort is a move.
    const harmless = fc.oneof(
      // Frames near or over the transport's 4 KB limit close the connection by design (fuzz-rooms covers that).
      { arbitrary: hostileFor(chessClientMessages).filter((m) => refused(chessClientMessages, m) && !OVERSIZED.has(m.kind)), weight: 4 },
      { arbitrary: wellFormedMove, weight: 1 },
    );
    const messages = fc.sample(harmless, { numRuns: TOTAL, seed: SEED });
    const legal = new Set<string>(chessSnapshot(rooms.white).legalMoves);
    const sent = messages.filter((m) => {
      if (frameBytes(rooms.white, m) > MAX_FRAME) return false;
      if (m.kind !== "well-formed-move") return true;
      const p = m.payload as { from: string; to: string; promotion?: string };
      return !legal.has(`${p.from}${p.to}${p.promotion ?? ""}`); // a legal move would be a real move
    });
    const before = gameFacts(chessSnapshot(rooms.white));
    const inbox = new Inbox(rooms.white);
    const errors: Record<string, number> = {};
    let closed: unknown = null;
    rooms.white.onLeave((code) => (closed = { code, after: inbox.log.length }));
    for (let i = 0; i < sent.length; i++) {
      const m = sent[i]!;
      try {
        deliver(rooms.white, m);
      } catch {
        // The SDK could not encode it: nothing was sent.
      }
      if (i % RATE === RATE - 1) await sleep(1000);
      if (closed) throw new Error(`closed ${JSON.stringify(closed)} after ${JSON.stringify(m).slice(0, 300)} (#${i})`);
    }
    await sleep(500);
    for (const e of inbox.all("error")) errors[e.code] = (errors[e.code] ?? 0) + 1;
    expect(closed).toBeNull();
    expect(gameFacts(chessSnapshot(rooms.white))).toEqual(before);
    expect(Object.keys(errors).sort()).toEqual(expect.arrayContaining(["BAD_MESSAGE", "ILLEGAL_MOVE"]));
    expect(Object.keys(errors).every((c) => ["BAD_MESSAGE", "ILLEGAL_MOVE", "NOT_YOUR_TURN"].includes(c))).toBe(true);

    // The honest game goes on to its end and is settled.
    await playMoves(rooms, ["d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
    await expect.poll(() => Promise.all([balanceOf(t, p1.token), balanceOf(t, p2.token)]).then((x) => x.sort((m, n) => m - n))).toEqual([40, 58]);
    expect((await checkLedger(t.platform.database.db)).ok).toBe(true);
    await Promise.all([a.leave(), b.leave()]);
  });
});
