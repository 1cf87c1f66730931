import { describe, expect, it } from "vitest";
import { flashTableTerms } from "@arena/contracts";
import { addChipsRange, reachableRange, readBuyIn, startingBuyIn } from "./buyIn";

const terms = flashTableTerms(1);
const range = { min: terms.minBuyIn, max: terms.maxBuyIn };

describe("buy-in", () => {
  it("starts at the table's default, or what the balance allows, never below the minimum", () => {
    expect(range).toEqual({ min: 10, max: 500 });
    expect(startingBuyIn(range, terms.defaultBuyIn, null)).toBe(50);
    expect(startingBuyIn(range, terms.defaultBuyIn, 1000)).toBe(50);
    expect(startingBuyIn(range, terms.defaultBuyIn, 30.556)).toBe(30.55);
    expect(startingBuyIn(range, terms.defaultBuyIn, 4)).toBe(10);
  });

  it("knows when the balance cannot reach the table", () => {
    expect(reachableRange(range, 9.99)).toBeNull();
    expect(reachableRange(range, 120)).toEqual({ min: 10, max: 120 });
    expect(reachableRange(range, null)).toEqual(range);
  });

  it("reads typed amounts and says what is wrong with the others", () => {
    expect(readBuyIn("50", range, 100)).toEqual({ ok: true, coins: 50 });
    expect(readBuyIn(" 12,5 ", range, 100)).toEqual({ ok: true, coins: 12.5 });
    expect(readBuyIn("abc", range, 100)).toEqual({ ok: false, problem: "notNumber" });
    expect(readBuyIn("12.345", range, 100)).toEqual({ ok: false, problem: "decimals" });
    expect(readBuyIn("9.99", range, 100)).toEqual({ ok: false, problem: "belowMin" });
    expect(readBuyIn("500.01", range, 1000)).toEqual({ ok: false, problem: "aboveMax" });
    expect(readBuyIn("101", range, 100)).toEqual({ ok: false, problem: "aboveBalance" });
    expect(readBuyIn("500", range, null)).toEqual({ ok: true, coins: 500 });
  });

  it("adds chips from one boot up to what keeps the stack within the maximum", () => {
    expect(addChipsRange(1, 450)).toEqual({ min: 1, max: 450 });
    expect(addChipsRange(5, 2)).toEqual({ min: 2, max: 2 });
    expect(readBuyIn("1", addChipsRange(1, 0), null)).toEqual({ ok: false, problem: "nothingToAdd" });
  });
});
