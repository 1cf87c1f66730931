import { describe, expect, it } from "vitest";
import { drawFinishOrder, strengthProblems, winChances } from "./race.js";

const seed = { serverSeed: "derby-test-seed", clientSeed: "event-1" };

describe("the finishing order", () => {
  it("is every horse once, the same for the same seed and nonce", () => {
    const order = drawFinishOrder(seed, 0, [10, 20, 30, 40]);
    expect([...order].sort()).toEqual([0, 1, 2, 3]);
    expect(drawFinishOrder(seed, 0, [10, 20, 30, 40])).toEqual(order);
  });

  it("wins in proportion to the published strengths", () => {
    const strengths = [10, 20, 30, 40];
    const wins = [0, 0, 0, 0];
    const n = 20_000;
    for (let i = 0; i < n; i++) wins[drawFinishOrder(seed, i * 4, strengths)[0]!]!++;
    const chances = winChances(strengths);
    // Within 4 standard deviations of the published chance.
    for (const [h, w] of wins.entries()) {
      const p = chances[h]!;
      expect(Math.abs(w / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
  });

  it("checks a field: 3 to 12 horses, whole strengths 1–1000", () => {
    expect(strengthProblems([1, 2, 3])).toEqual([]);
    expect(strengthProblems([1, 2])).toEqual(["A race has 3 to 12 horses."]);
    expect(strengthProblems([1, 0, 2.5])).toEqual(["A strength is a whole number from 1 to 1000."]);
  });
});
