import { describe, expect, it } from "vitest";
import { computePayouts, DEFAULT_PAYOUT_RULE } from "./payouts.js";

describe("computePayouts", () => {
  it("gives the winner the pot less 10% by default", () => {
    expect(computePayouts(2_000, ["a", "b"], DEFAULT_PAYOUT_RULE)).toEqual({
      commission: 200,
      prizes: [{ userId: "a", amount: 1_800 }],
    });
  });

  it("pays every unit: rounding remainders go to the winner", () => {
    const rule = { commissionBps: 1000, shares: [5000, 3000, 2000] };
    for (const pot of [1, 7, 99, 101, 12_345, 400]) {
      const p = computePayouts(pot, ["a", "b", "c", "d"], rule);
      expect(p.commission + p.prizes.reduce((s, x) => s + x.amount, 0)).toBe(pot);
    }
    expect(computePayouts(400, ["a", "b", "c", "d"], rule)).toEqual({
      commission: 40,
      prizes: [
        { userId: "a", amount: 180 },
        { userId: "b", amount: 108 },
        { userId: "c", amount: 72 },
      ],
    });
  });

  it("shares among fewer players than the rule has ranks", () => {
    const p = computePayouts(1_000, ["a", "b"], { commissionBps: 0, shares: [6000, 3000, 1000] });
    expect(p.prizes).toEqual([
      { userId: "a", amount: 667 },
      { userId: "b", amount: 333 },
    ]);
  });

  it("refuses a negative or fractional pot", () => {
    expect(() => computePayouts(-1, ["a"], DEFAULT_PAYOUT_RULE)).toThrow(RangeError);
    expect(() => computePayouts(1.5, ["a"], DEFAULT_PAYOUT_RULE)).toThrow(RangeError);
  });
});
