import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fairInt, fairShuffle, hashServerSeed, rollDie, serverSeedFromBytes, verifyRolls } from "./index.js";

const seed = { serverSeed: "a".repeat(64), clientSeed: "player-chosen" };

describe("provably fair draws", () => {
  it("commits to the server seed with plain SHA-256, so anyone can check it with any tool", () => {
    expect(hashServerSeed(seed.serverSeed)).toBe(createHash("sha256").update(seed.serverSeed).digest("hex"));
  });

  it("draws a die from the first unbiased word of HMAC-SHA256(serverSeed, clientSeed:nonce:0)", () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const mac = createHmac("sha256", seed.serverSeed).update(`${seed.clientSeed}:${nonce}:0`).digest();
      const word = mac.readUInt32BE(0);
      // 2^32 - (2^32 mod 6) = 4294967292: the first word is almost always below it.
      if (word < 4294967292) expect(rollDie(seed, nonce)).toBe(1 + (word % 6));
    }
  });

  it("draws the same dice with node:crypto's HMAC as with the built-in pure-JS one (what a server may pass)", () => {
    const native = (key: string, message: string) => createHmac("sha256", key).update(message).digest();
    for (let nonce = 0; nonce < 2000; nonce++) expect(rollDie(seed, nonce, native)).toBe(rollDie(seed, nonce));
    // n = 3·2^30 rejects a quarter of the words, so some draws read past the first word or into the next round.
    for (let nonce = 0; nonce < 300; nonce++) expect(fairInt(seed, nonce, 3 * 2 ** 30, native)).toBe(fairInt(seed, nonce, 3 * 2 ** 30));
  });

  it("rejects biased words: known answers for n = 3·2^30 from an independent computation", () => {
    // With n = 3·2^30 the largest multiple of n below 2^32 is n itself, so a quarter of all words (those ≥ n) must be
    // skipped. A draw that took `word % n` instead would fold them onto the lowest quarter of the range.
    const n = 3 * 2 ** 30;
    const expected = (nonce: number): { value: number; skipped: number } => {
      let skipped = 0;
      for (let round = 0; ; round++) {
        const block = createHmac("sha256", seed.serverSeed).update(`${seed.clientSeed}:${nonce}:${round}`).digest();
        for (let i = 0; i < 32; i += 4) {
          const word = block.readUInt32BE(i);
          if (word < n) return { value: word, skipped };
          skipped++;
        }
      }
    };
    let drawsThatSkipped = 0;
    for (let nonce = 0; nonce < 400; nonce++) {
      const answer = expected(nonce);
      if (answer.skipped > 0) drawsThatSkipped++;
      expect(fairInt(seed, nonce, n)).toBe(answer.value);
    }
    // About a quarter of draws meet a rejected first word: the known answers exercise rejection, not just word % n.
    expect(drawsThatSkipped).toBeGreaterThan(60);
  });

  it("gives every face about a sixth of the time (chi-square, 60,000 rolls, fixed seed)", () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[rollDie(seed, i) - 1]!++;
    const expected = n / 6;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it("changes with the client seed, so the server alone cannot pick outcomes", () => {
    const a = Array.from({ length: 20 }, (_, i) => rollDie(seed, i));
    const b = Array.from({ length: 20 }, (_, i) => rollDie({ ...seed, clientSeed: "other" }, i));
    expect(a).not.toEqual(b);
  });

  it("rejects bad ranges and nonces as errors, not silent values", () => {
    expect(() => fairInt(seed, 0, 0)).toThrow(RangeError);
    expect(() => fairInt(seed, -1, 6)).toThrow(RangeError);
    expect(() => fairInt(seed, 1.5, 6)).toThrow(RangeError);
    expect(() => serverSeedFromBytes(new Uint8Array(8))).toThrow(RangeError);
    expect(fairInt(seed, 3, 1)).toBe(0);
  });

  it("shuffles into a permutation that replays exactly", () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const once = fairShuffle(seed, 100, deck);
    expect([...once].sort((x, y) => x - y)).toEqual(deck);
    expect(fairShuffle(seed, 100, deck)).toEqual(once);
    expect(once).not.toEqual(deck);
  });
});

describe("verifyRolls", () => {
  const commitment = hashServerSeed(seed.serverSeed);
  const rolls = Array.from({ length: 30 }, (_, nonce) => ({ nonce, value: rollDie(seed, nonce) }));

  it("accepts an honest game", () => {
    expect(verifyRolls(seed, commitment, rolls)).toEqual({ commitmentMatches: true, mismatches: [], ok: true });
  });

  it("names a roll that was changed after the fact", () => {
    const tampered = rolls.map((r) => (r.nonce === 7 ? { ...r, value: (r.value % 6) + 1 } : r));
    const v = verifyRolls(seed, commitment, tampered);
    expect(v.ok).toBe(false);
    expect(v.mismatches).toEqual([{ nonce: 7, recorded: tampered[7]!.value, expected: rolls[7]!.value }]);
  });

  it("catches a server seed swapped after the commitment", () => {
    const v = verifyRolls({ ...seed, serverSeed: "b".repeat(64) }, commitment, []);
    expect(v.commitmentMatches).toBe(false);
    expect(v.ok).toBe(false);
  });
});
