import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchStakes, optionTotals, settleQuestion, type H2hStake } from "./match.js";

const s = (id: string, userId: string, option: number, amount: number): H2hStake => ({ id, userId, option, amount });

describe("matching", () => {
  it("meets the oldest waiting stakes on other options first, with partial fills", () => {
    const m = matchStakes([s("a1", "ann", 0, 500), s("a2", "amy", 0, 300), s("b1", "ben", 1, 600), s("b2", "bob", 1, 400)]);
    expect(m.matches).toEqual([
      { first: "a1", second: "b1", amount: 500 },
      { first: "a2", second: "b1", amount: 100 },
      { first: "a2", second: "b2", amount: 200 },
    ]);
    expect([...m.unmatched]).toEqual([["a1", 0], ["a2", 0], ["b1", 0], ["b2", 200]]);
  });

  it("never matches a player against their own stake", () => {
    const m = matchStakes([s("x", "ann", 0, 100), s("y", "ann", 1, 100), s("z", "ben", 1, 100)]);
    expect(m.matches).toEqual([{ first: "x", second: "z", amount: 100 }]);
    expect(m.unmatched.get("y")).toBe(100);
  });

  it("matches across several options", () => {
    const m = matchStakes([s("a", "ann", 0, 100), s("b", "ben", 1, 50), s("c", "cal", 2, 80)]);
    expect(m.matches).toEqual([
      { first: "a", second: "b", amount: 50 },
      { first: "a", second: "c", amount: 50 },
    ]);
    expect(m.unmatched.get("c")).toBe(30);
  });
});

describe("settling", () => {
  const stakes = [s("a1", "ann", 0, 500), s("a2", "amy", 0, 300), s("b1", "ben", 1, 600), s("b2", "bob", 1, 400)];

  it("pays each winning side its part and the other's, less 5% of what it won; unmatched parts come back", () => {
    const r = settleQuestion(stakes, 0, 500);
    // a1 met 500 of b1: wins 500, 25 commission; a2 met 100 of b1 and 200 of b2: wins 300, 5 + 10 commission.
    expect([...r.returns]).toEqual([["a1", 975], ["a2", 585], ["b1", 0], ["b2", 200]]);
    expect(r.commission).toBe(40);
  });

  it("voids a pair whose options both lost, and refunds a void question whole", () => {
    const three = [s("a", "ann", 0, 100), s("b", "ben", 1, 100), s("c", "cal", 2, 100)];
    const r = settleQuestion(three, 2, 500);
    // a met b (both lost: void, both back); c waited unmatched: back.
    expect([...r.returns]).toEqual([["a", 100], ["b", 100], ["c", 100]]);
    expect(settleQuestion(stakes, null, 500)).toEqual({ returns: new Map(stakes.map((x) => [x.id, x.amount])), commission: 0 });
  });

  it("shows each option's staked, matched and waiting money", () => {
    expect(optionTotals(stakes, 2)).toEqual([
      { option: 0, staked: 800, matched: 800, waiting: 0 },
      { option: 1, staked: 1000, matched: 800, waiting: 200 },
    ]);
  });

  it("conserves every stake to the unit: returned + commission = staked, and a loser's matched part is all it loses", () => {
    const stake = fc.record({ user: fc.integer({ min: 0, max: 5 }), option: fc.integer({ min: 0, max: 3 }), amount: fc.integer({ min: 1, max: 50_000 }) });
    fc.assert(
      fc.property(fc.array(stake, { maxLength: 80 }), fc.option(fc.integer({ min: 0, max: 3 })), fc.integer({ min: 0, max: 2000 }), (raw, winner, bps) => {
        const all = raw.map((x, i) => s(String(i), `u${x.user}`, x.option, x.amount));
        const r = settleQuestion(all, winner, bps);
        const staked = all.reduce((a, x) => a + x.amount, 0);
        const returned = [...r.returns.values()].reduce((a, x) => a + x, 0);
        expect(returned + r.commission).toBe(staked);
        const { matched } = matchStakes(all);
        for (const x of all) {
          const got = r.returns.get(x.id)!;
          if (winner === null) expect(got).toBe(x.amount);
          else if (x.option === winner) expect(got).toBeGreaterThanOrEqual(x.amount);
          else expect(got).toBeGreaterThanOrEqual(x.amount - (matched.get(x.id) ?? 0));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
