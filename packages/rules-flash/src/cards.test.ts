import { describe, expect, it } from "vitest";
import { card, cardName, DECK, parseCard, parseCards, RANKS, sameCard, SUITS } from "./cards.js";

describe("cards", () => {
  it("the deck is 52 different cards, spades, hearts, diamonds, clubs, each from 2 up to the ace", () => {
    expect(DECK).toHaveLength(52);
    expect(new Set(DECK.map(cardName)).size).toBe(52);
    expect(DECK.slice(0, 13).map(cardName).join(" ")).toBe("2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As");
    expect([0, 13, 26, 39].map((i) => cardName(DECK[i]!))).toEqual(["2s", "2h", "2d", "2c"]);
    expect(cardName(DECK[51]!)).toBe("Ac");
    SUITS.forEach((suit, s) => RANKS.forEach((rank) => expect(DECK[13 * s + rank - 2]).toEqual({ rank, suit })));
  });

  it("names a card by rank then suit, ten as T and the ace as 14", () => {
    expect(cardName(card(14, "s"))).toBe("As");
    expect(cardName(card(10, "d"))).toBe("Td");
    expect(cardName(card(2, "c"))).toBe("2c");
    expect(cardName(card(11, "h"))).toBe("Jh");
  });

  it("reads back every name it writes, in either case", () => {
    for (const c of DECK) {
      expect(parseCard(cardName(c))).toEqual(c);
      expect(parseCard(cardName(c).toLowerCase())).toEqual(c);
    }
    expect(parseCard("aS")).toEqual(card(14, "s"));
  });

  it("reads nothing from a name that is not a card", () => {
    for (const bad of ["", "A", "10h", "1s", "Ax", "Zs", "As ", "Ass"]) expect(parseCard(bad)).toBeNull();
  });

  it("reads a list of cards separated by spaces or commas", () => {
    expect(parseCards("As Kd, Qc")?.map(cardName)).toEqual(["As", "Kd", "Qc"]);
    expect(parseCards("As Kx Qc")).toBeNull();
  });

  it("cards are values: equal by rank and suit, and frozen", () => {
    expect(sameCard(card(5, "h"), parseCard("5h")!)).toBe(true);
    expect(sameCard(card(5, "h"), card(5, "d"))).toBe(false);
    expect(Object.isFrozen(DECK[0])).toBe(true);
    expect(Object.isFrozen(DECK)).toBe(true);
  });
});
