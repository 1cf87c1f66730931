import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { simulateWheel } from "./simulate.js";
import { drawSegment, judgeSpin, type Pot } from "./spin.js";
import { DEFAULT_WHEEL, wheelRtp } from "./table.js";

const seed = { serverSeed: "wheel-sim-server-seed", clientSeed: "wheel-sim" };

describe("the wheel in the long run", () => {
  it("returns what wheelRtp publishes, within the simulation's interval", () => {
    const sim = simulateWheel(DEFAULT_WHEEL, 40_000, seed);
    const published = wheelRtp(DEFAULT_WHEEL).total;
    expect(sim.ci95[0]).toBeLessThanOrEqual(published);
    expect(sim.ci95[1]).toBeGreaterThanOrEqual(published);
    expect(sim.drops).toBeGreaterThan(0);
  });

  it("never creates or loses a coin: the players', the house's and the pot's coins always sum to zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 2000 }), fc.option(fc.integer({ min: 600, max: 3000 })), (spins, shareBps, cap) => {
        const table = { ...DEFAULT_WHEEL, jackpotShareBps: shareBps, jackpotCap: cap };
        // The house seeds the first pot; the players pay each spin; the house keeps the price less the share and pays
        // the segment; a drop pays the player the pot and the house seeds it again.
        let pot: Pot = { amount: table.jackpotSeed, seededAt: 0 };
        let house = -table.jackpotSeed;
        let players = 0;
        for (let i = 0; i < spins; i++) {
          const out = judgeSpin(table, pot, drawSegment(seed, i, table.segments.length), "purchased", table.price, i);
          players += out.coins + out.jackpot - table.price;
          house += table.price - out.contribution - out.coins - (out.dropped ? table.jackpotSeed : 0);
          expect(out.jackpot).toBe(out.dropped ? pot.amount + out.contribution : 0);
          if (cap !== null) expect(out.potAfter.amount).toBeLessThan(cap);
          pot = out.potAfter;
          expect(players + house + pot.amount).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
