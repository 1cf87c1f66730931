import { describe, expect, it } from "vitest";
import type { FlashResultEntry } from "@arena/contracts";
import { signedCoins, summariseHand, totalNet, verdictOf } from "./result";

const line = (overrides: Partial<FlashResultEntry>): FlashResultEntry => ({
  uid: "u",
  nickname: "p",
  seat: "1",
  isBot: false,
  winner: false,
  net: 0,
  winingAmount: 0,
  commission: 0,
  outcome: "lost",
  cards: [],
  hand: "",
  reason: "show",
  ...overrides,
});

describe("a finished hand", () => {
  const entries = [
    line({ uid: "a", seat: "1", net: -3, outcome: "lost", cards: ["2c", "3d", "9h"], hand: "highCard" }),
    line({ uid: "b", seat: "4", net: 3.8, commission: 0.2, winner: true, winingAmount: 3.8, outcome: "won", cards: ["As", "Ad", "4c"], hand: "pair" }),
    line({ uid: "c", seat: "2", net: -1, outcome: "packed" }),
  ];

  it("puts the winners first and adds up what they won and the house's cut", () => {
    const s = summariseHand("h1", entries, "a");
    expect(s.rows.map((r) => r.seat)).toEqual(["4", "2", "1"]);
    expect(s.winners.map((r) => r.uid)).toEqual(["b"]);
    expect(s.won).toBe(4);
    expect(s.commission).toBe(0.2);
    expect(s.shown.map((r) => r.seat)).toEqual(["4", "1"]);
    expect(s.reason).toBe("show");
    expect(verdictOf(s)).toBe("lost");
    expect(verdictOf(summariseHand("h1", entries, "b"))).toBe("won");
    expect(verdictOf(summariseHand("h1", entries, "c"))).toBe("packed");
    expect(verdictOf(summariseHand("h1", entries, "someone else"))).toBe("watched");
  });

  it("writes signed amounts with a real minus and sums nets to the cent", () => {
    const fmt = (n: number) => n.toFixed(2);
    expect(signedCoins(3.8, fmt)).toBe("+3.80");
    expect(signedCoins(-1, fmt)).toBe("\u22121.00");
    expect(signedCoins(0.001, fmt)).toBe("0.00");
    expect(totalNet([entries[0]!, null, entries[1]!, { ...entries[1]!, net: 0.1 }])).toBe(0.9);
  });
});
