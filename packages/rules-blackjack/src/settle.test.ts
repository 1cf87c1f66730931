import { describe, expect, it } from "vitest";
import { parseCards, type Card } from "./cards.js";
import type { PlayerHand } from "./round.js";
import { blackjackWin, settle } from "./settle.js";

const cards = (text: string): Card[] => parseCards(text)!;
const hand = (text: string, bet: number, extra: Partial<PlayerHand> = {}): PlayerHand => ({
  cards: cards(text),
  bet,
  doubled: false,
  fromSplit: false,
  splitAces: false,
  done: true,
  ...extra,
});

describe("settle", () => {
  it("a split with one doubled hand winning, one bust and one push, insurance lost", () => {
    const r = settle({
      hands: [
        hand("9s 2h Th", 200, { doubled: true, fromSplit: true }), // 21, doubled
        hand("9d 5c Kd", 100, { fromSplit: true }), // 24, bust
        hand("9h 9c", 100, { fromSplit: true }), // 18
      ],
      dealer: cards("Ah 7c"), // soft 18
      insurance: 50,
    });
    expect(r.hands.map((h) => [h.outcome, h.staked, h.paid])).toEqual([
      ["win", 200, 400],
      ["lose", 100, 0],
      ["push", 100, 100],
    ]);
    expect(r.insurance).toEqual({ staked: 50, paid: 0 });
    expect(r).toMatchObject({ staked: 450, paid: 500, net: 50, dealer: { total: 18, blackjack: false, bust: false } });
  });

  it("against a dealer blackjack the bet is lost, a player blackjack pushes and insurance pays 2:1", () => {
    expect(settle({ hands: [hand("Ts 9d", 100)], dealer: cards("Ah Kc"), insurance: 50 })).toMatchObject({
      staked: 150,
      paid: 150,
      net: 0,
      insurance: { staked: 50, paid: 150 },
    });
    expect(settle({ hands: [hand("As Kd", 100)], dealer: cards("Ah Kc"), insurance: null }).hands[0]).toMatchObject({
      outcome: "push",
      paid: 100,
    });
  });

  it("two cards of 21 on a split hand are 21, not a blackjack", () => {
    const r = settle({ hands: [hand("As Kd", 100, { fromSplit: true, splitAces: true }), hand("Ac 9d", 100, { fromSplit: true, splitAces: true })], dealer: cards("Th 9c"), insurance: null });
    expect(r.hands.map((h) => [h.outcome, h.paid])).toEqual([
      ["win", 200],
      ["win", 200],
    ]);
  });

  it("a bust hand loses even when the dealer busts too", () => {
    const r = settle({ hands: [hand("Ts 6d 8c", 100)], dealer: cards("Th 6c 9d"), insurance: null });
    expect(r.hands[0]).toMatchObject({ outcome: "lose", bust: true, paid: 0 });
    expect(r.dealer.bust).toBe(true);
  });

  it("3:2 is rounded down to the minor unit", () => {
    expect([1, 2, 3, 5, 99, 100, 101, 250].map(blackjackWin)).toEqual([1, 3, 4, 7, 148, 150, 151, 375]);
  });
});
