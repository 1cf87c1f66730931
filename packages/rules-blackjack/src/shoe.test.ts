import { createHmac } from "node:crypto";
import { fairShuffle, type FairSeed } from "@arena/fair";
import { describe, expect, it } from "vitest";
import { cardName, DECK, SHOE, type Card } from "./cards.js";
import { fairShoe, SHOE_NONCES, shoeOrder, stackedShoe } from "./shoe.js";

const SEED: FairSeed = { serverSeed: "blackjack-golden-server-seed", clientSeed: "player-chosen" };
const names = (cards: readonly Card[]): string => cards.map(cardName).join(" ");
const first = (seed: FairSeed, nonce: number, n: number): Card[] => {
  const shoe = fairShoe(seed, nonce);
  return Array.from({ length: n }, (_, i) => shoe.card(i));
};

describe("the shoe", () => {
  it("is six decks in the documented order", () => {
    expect(SHOE).toHaveLength(312);
    expect(SHOE.slice(0, 52)).toEqual(DECK);
    expect(SHOE[52 * 5 + 51]).toEqual(DECK[51]);
  });

  it("deals the same cards for the same seed and nonce (golden: a verifier on another machine gets these)", () => {
    expect(names(first(SEED, 0, 12))).toBe("7d 4c Jc 5s 4d 5d Qh Tc Th Jd 7h 7c");
    expect(names(shoeOrder(SEED, 0).slice(0, 12))).toBe("7d 4c Jc 5s 4d 5d Qh Tc Th Jd 7h 7c");
  });

  it("deals exactly the whole fair shuffle read from its end, which is what a verifier recomputes", () => {
    const whole = shoeOrder(SEED, 0);
    expect(whole).toEqual(fairShuffle(SEED, 0, SHOE).reverse());
    expect(first(SEED, 0, 312)).toEqual(whole);
    for (const nonce of [1, SHOE_NONCES, 7 * SHOE_NONCES, 123_456]) {
      expect(first(SEED, nonce, 40)).toEqual(shoeOrder(SEED, nonce).slice(0, 40));
    }
  });

  it("holds every card of the six decks once per deck", () => {
    const counts = new Map<string, number>();
    for (const c of shoeOrder(SEED, 5)) counts.set(cardName(c), (counts.get(cardName(c)) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 6)).toBe(true);
  });

  it("asks for cards in any order and gets the same ones (the draws behind them are kept)", () => {
    const a = fairShoe(SEED, 3);
    const late = a.card(20);
    expect(a.card(2)).toEqual(shoeOrder(SEED, 3)[2]);
    expect(late).toEqual(shoeOrder(SEED, 3)[20]);
  });

  it("draws the same cards with node:crypto's HMAC (what the server and the bench pass)", () => {
    const native = (key: string, message: string) => createHmac("sha256", key).update(message).digest();
    const shoe = fairShoe(SEED, 9, native);
    expect(Array.from({ length: 30 }, (_, i) => shoe.card(i))).toEqual(first(SEED, 9, 30));
  });

  it("a different nonce or client seed deals a different shoe", () => {
    const base = names(first(SEED, 0, 20));
    expect(names(first(SEED, SHOE_NONCES, 20))).not.toBe(base);
    expect(names(first({ ...SEED, clientSeed: "another" }, 0, 20))).not.toBe(base);
  });

  it("refuses cards beyond the shoe", () => {
    expect(() => fairShoe(SEED, 0).card(312)).toThrow(RangeError);
    expect(() => fairShoe(SEED, 0).card(-1)).toThrow(RangeError);
    expect(() => stackedShoe(DECK.slice(0, 4)).card(4)).toThrow(RangeError);
  });

  it("over many shoes the top card is every rank about equally often (chi-square, fixed seed)", () => {
    const SHOES = 6500;
    const counts = new Array<number>(13).fill(0);
    for (let s = 0; s < SHOES; s++) counts[fairShoe(SEED, s * SHOE_NONCES).card(0).rank - 2]! += 1;
    const expected = SHOES / 13;
    const chiSquare = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 12 degrees of freedom: 40 is far in the tail (p < 0.0001); a fixed seed makes it the same on every run.
    expect(chiSquare).toBeLessThan(40);
  });
});
