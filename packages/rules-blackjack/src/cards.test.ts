import { describe, expect, it } from "vitest";
import { cardName, cardValue, handTotal, isBust, isTwoCard21, parseCard, parseCards, type Card } from "./cards.js";

const cards = (text: string): Card[] => parseCards(text)!;

describe("cards", () => {
  it("reads and writes the short names", () => {
    expect(cardName(parseCard("Td")!)).toBe("Td");
    expect(parseCard("as")).toEqual({ rank: 14, suit: "s" });
    for (const bad of ["10h", "X", "Az", ""]) expect(parseCard(bad)).toBeNull();
    expect(parseCards("As, Kd 2c")!.map(cardName)).toEqual(["As", "Kd", "2c"]);
    expect(parseCards("As Zz")).toBeNull();
  });

  it("counts tens and faces as 10, an ace as 1 (hand totals decide on 11)", () => {
    expect(cards("Ts Jh Qd Kc").map(cardValue)).toEqual([10, 10, 10, 10]);
    expect(cardValue(parseCard("Ah")!)).toBe(1);
    expect(cardValue(parseCard("7h")!)).toBe(7);
  });
});

describe("handTotal", () => {
  it.each([
    ["9s 7h", 16, false],
    ["As 6h", 17, true],
    ["As 6h Td", 17, false],
    ["As Ad", 12, true],
    ["As Ad 9c", 21, true],
    ["As Ad Ac Ah", 14, true],
    ["As Kd", 21, true],
    ["Ts 6h 9c", 25, false],
    ["As 5d 5c", 21, true],
    ["As 5d 6c", 12, false],
  ])("%s is %i (soft: %s)", (text, total, soft) => {
    expect(handTotal(cards(text))).toEqual({ total, soft });
  });

  it("knows a bust and a two-card 21", () => {
    expect(isBust(cards("Ts 6h 9c"))).toBe(true);
    expect(isBust(cards("As Ad Ac"))).toBe(false);
    expect(isTwoCard21(cards("Ah Qs"))).toBe(true);
    expect(isTwoCard21(cards("7h 7s 7d"))).toBe(false);
  });
});
