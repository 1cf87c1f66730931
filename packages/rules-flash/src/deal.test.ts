import { fairShuffle, type FairSeed } from "@arena/fair";
import { describe, expect, it } from "vitest";
import { cardName, DECK, type Card } from "./cards.js";
import { CARDS_PER_HAND, DEAL_NONCES, dealHands, MAX_SEATS } from "./deal.js";

const SEED: FairSeed = { serverSeed: "flash-golden-server-seed", clientSeed: "player-chosen" };
const names = (cards: readonly Card[]): string => cards.map(cardName).join(" ");

describe("dealHands", () => {
  it("deals the same cards for the same seed and nonce (golden: a verifier on another machine gets these)", () => {
    const deal = dealHands(SEED, 0, 3);
    expect(names(deal.deck.slice(0, 12))).toBe("Td Qd 3h Ks Qs Kd 9h Ts Kc 3c Ac As");
    expect(deal.hands.map(names)).toEqual(["Td Ks 9h", "Qd Qs Ts", "3h Kd Kc"]);
    expect(dealHands(SEED, 0, 3)).toEqual(deal);
  });

  it("a different nonce or client seed deals a different deck", () => {
    const deck = names(dealHands(SEED, 0, 3).deck);
    expect(names(dealHands(SEED, DEAL_NONCES, 3).deck)).not.toBe(deck);
    expect(names(dealHands({ ...SEED, clientSeed: "another" }, 0, 3).deck)).not.toBe(deck);
  });

  it("the deck is the fair shuffle of the documented deck order: 52 different cards", () => {
    const deal = dealHands(SEED, 7, 6);
    expect(deal.deck).toHaveLength(52);
    expect(new Set(deal.deck.map(cardName)).size).toBe(52);
    expect(deal.deck).toEqual(fairShuffle(SEED, 7, DECK));
  });

  it("deals one card to each seat in turn for three rounds, from the top of the deck", () => {
    for (const seats of [2, 3, 6, MAX_SEATS]) {
      const { deck, hands } = dealHands(SEED, 100, seats);
      expect(hands).toHaveLength(seats);
      hands.forEach((h, seat) => {
        expect(h).toHaveLength(CARDS_PER_HAND);
        h.forEach((c, round) => expect(c).toEqual(deck[round * seats + seat]));
      });
      const dealt = hands.flat().map(cardName);
      expect(new Set(dealt).size).toBe(seats * CARDS_PER_HAND);
    }
  });

  it("refuses a table it cannot deal to", () => {
    expect(MAX_SEATS).toBe(17);
    for (const seats of [0, 1, 18, 2.5, Number.NaN]) expect(() => dealHands(SEED, 0, seats)).toThrow(RangeError);
  });

  it("over many deals every card reaches seat 0 about equally often (chi-square, fixed seed)", () => {
    const DEALS = 1500;
    const counts = new Map<string, number>(DECK.map((c) => [cardName(c), 0]));
    for (let d = 0; d < DEALS; d++) {
      for (const c of dealHands(SEED, d * DEAL_NONCES, 4).hands[0]!) counts.set(cardName(c), counts.get(cardName(c))! + 1);
    }
    const expected = (DEALS * CARDS_PER_HAND) / DECK.length;
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 51 degrees of freedom: mean 51, sd about 10, so 100 is far in the tail (p < 0.0001) and the fixed seed makes
    // the result the same on every run. A deal that skipped the shuffle, or took seat 0's cards from a fixed
    // part of the deck, lands in the thousands; the bound is loose, so it catches gross bias only.
    expect(chiSquare).toBeLessThan(100);
    expect(Math.min(...counts.values())).toBeGreaterThan(expected / 2);
  });
});
