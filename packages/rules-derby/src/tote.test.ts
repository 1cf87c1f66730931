import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_TOTE, liveOdds, POOLS, settlePool, settleRace, type ToteBet } from "./tote.js";

const bet = (id: string, pool: ToteBet["pool"], horse: number, amount: number): ToteBet => ({ id, pool, horse, amount });

describe("tote golden cases (15% takeout, 0.10 breakage, 1.05 minimum)", () => {
  it("win: the net pool over the winning stake, rounded down to the breakage step", () => {
    const bets = [bet("a", "win", 0, 600), bet("b", "win", 1, 300), bet("c", "win", 2, 100)];
    const r = settlePool("win", bets, [1, 0, 2]);
    // 1000 in, 150 takeout, 850 net; 300 on the winner: 2.833… per coin → 2.80; 10 of breakage to the house.
    expect(r).toMatchObject({ total: 1000, takeout: 150, prices: [{ horse: 1, price: 280 }], paid: 840, breakage: 10, minusPool: 0, house: 160 });
    expect([...r.payouts]).toEqual([["a", 0], ["b", 840], ["c", 0]]);
  });

  it("a minus pool: the winner still returns 1.05 a coin, the house pays the difference", () => {
    const bets = [bet("fav", "win", 0, 950), bet("long", "win", 1, 50)];
    const r = settlePool("win", bets, [0, 1]);
    expect(r.prices).toEqual([{ horse: 0, price: 105 }]);
    expect(r.payouts.get("fav")).toBe(997); // 950 × 1.05 = 997.5, rounded down
    expect(r).toMatchObject({ takeout: 150, minusPool: 147, breakage: 0, house: 3 });
  });

  it("place: the profit split in halves between the first two, each priced on its own stake", () => {
    const bets = [bet("x", "place", 0, 400), bet("y", "place", 1, 400), bet("z", "place", 2, 200)];
    const r = settlePool("place", bets, [2, 0, 1]);
    // Net 850, 600 on the two placed horses, 250 profit: 125 to each. 2: 1 + 125/200 = 1.625 → 1.60; 0: 1 + 125/400 → 1.30.
    expect(r.prices).toEqual([
      { horse: 2, price: 160 },
      { horse: 0, price: 130 },
    ]);
    expect([...r.payouts]).toEqual([["x", 520], ["y", 0], ["z", 320]]);
    expect(r).toMatchObject({ paid: 840, breakage: 10, house: 160 });
  });

  it("show: thirds; a paying place nobody backed leaves its part to the others", () => {
    const bets = [bet("p", "show", 0, 300), bet("q", "show", 3, 700)];
    const r = settlePool("show", bets, [0, 1, 2, 3]);
    expect(r.prices).toEqual([{ horse: 0, price: 280 }]);
    expect(r.payouts.get("p")).toBe(840);
    const thirds = settlePool("show", [bet("a", "show", 0, 300), bet("b", "show", 1, 300), bet("c", "show", 2, 300), bet("d", "show", 3, 1100)], [0, 1, 2, 3]);
    // Net 1700, 900 on the three, 800 profit: 266.67 each over 300 → 1.888… → 1.80 each.
    expect(thirds.prices.map((p) => p.price)).toEqual([180, 180, 180]);
    expect(thirds).toMatchObject({ paid: 1620, breakage: 80, house: 380 });
  });

  it("refunds a pool with no stake on any paying horse, with no takeout", () => {
    const r = settlePool("win", [bet("a", "win", 1, 500), bet("b", "win", 2, 250)], [0, 1, 2]);
    expect(r).toMatchObject({ refunded: true, takeout: 0, house: 0, paid: 750 });
    expect([...r.payouts]).toEqual([["a", 500], ["b", 250]]);
  });

  it("shows live win odds as the net pool less the horse's stake over its stake", () => {
    const odds = liveOdds([bet("a", "win", 0, 600), bet("b", "win", 1, 300), bet("c", "place", 1, 100)], 3);
    expect(odds[0]).toEqual({
      pool: "win",
      total: 900,
      horses: [
        { horse: 0, stake: 600, odds: 0.27 }, // (765 − 600) / 600 = 0.275 → 0.27
        { horse: 1, stake: 300, odds: 1.55 }, // (765 − 300) / 300
        { horse: 2, stake: 0, odds: null },
      ],
    });
    expect(odds[1]!.horses[1]).toEqual({ horse: 1, stake: 100, odds: null });
  });
});

describe("tote properties", () => {
  const bets = fc.array(
    fc.record({ pool: fc.constantFrom(...POOLS), horse: fc.integer({ min: 0, max: 5 }), amount: fc.integer({ min: 1, max: 100_000 }) }),
    { minLength: 0, maxLength: 60 },
  );
  const orders = fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6, maxLength: 6 });
  const rules = fc.record({ takeoutBps: fc.integer({ min: 0, max: 3000 }), breakage: fc.integer({ min: 1, max: 50 }), minPrice: fc.integer({ min: 100, max: 150 }) });

  it("conserves every pool to the unit: paid + house = staked; winners get at least the minimum, losers nothing", () => {
    fc.assert(
      fc.property(bets, orders, rules, (raw, order, r) => {
        const all = raw.map((b, i) => ({ ...b, id: String(i) }));
        const s = settleRace(all, order, r);
        const staked = all.reduce((a, b) => a + b.amount, 0);
        const paid = [...s.payouts.values()].reduce((a, x) => a + x, 0);
        expect(paid + s.house).toBe(staked);
        for (const pool of s.pools) {
          expect(pool.paid + pool.house).toBe(pool.total);
          expect(pool.house).toBe(pool.takeout + pool.breakage - pool.minusPool);
        }
        for (const b of all) {
          const p = s.pools.find((x) => x.pool === b.pool)!;
          const got = s.payouts.get(b.id)!;
          if (p.refunded) expect(got).toBe(b.amount);
          else if (p.prices.some((x) => x.horse === b.horse)) expect(got).toBeGreaterThanOrEqual(Math.floor((b.amount * r.minPrice) / 100));
          else expect(got).toBe(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("rounds down only: a winning coin returns less than one breakage step below its exact share", () => {
    fc.assert(
      fc.property(bets, orders, (raw, order) => {
        const all = raw.map((b, i) => ({ ...b, id: String(i) }));
        for (const pool of POOLS) {
          const s = settlePool(pool, all, order, DEFAULT_TOTE);
          if (s.refunded || s.minusPool > 0) continue;
          // Without a minimum lifting it, the pool never pays more than its net.
          expect(s.paid).toBeLessThanOrEqual(s.total - s.takeout);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
