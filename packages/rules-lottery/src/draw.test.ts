import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkTicket, DEFAULT_LOTTERY, drawNumbers, matchesOf, settleDraw, termsProblems, type LotteryTerms } from "./draw.js";

const seed = { serverSeed: "lottery-test-seed", clientSeed: "beacon-round-1234:abcdef" };
const ticket = (id: string, ...numbers: number[]) => ({ id, numbers });

describe("tickets and the draw", () => {
  it("checks a ticket: 5 different numbers from 1 to 36, kept ascending", () => {
    expect(checkTicket([9, 3, 36, 1, 20], DEFAULT_LOTTERY)).toEqual({ ok: true, numbers: [1, 3, 9, 20, 36] });
    expect(checkTicket([1, 2, 3, 4], DEFAULT_LOTTERY)).toEqual({ ok: false, error: "Pick 5 numbers." });
    expect(checkTicket([1, 2, 3, 4, 37], DEFAULT_LOTTERY)).toEqual({ ok: false, error: "Numbers are from 1 to 36." });
    expect(checkTicket([1, 2, 3, 4, 4], DEFAULT_LOTTERY)).toEqual({ ok: false, error: "Each number once." });
  });

  it("draws 5 different numbers from the seed, the same every time, each number equally often", () => {
    const w = drawNumbers(seed, 0, DEFAULT_LOTTERY);
    expect(checkTicket(w, DEFAULT_LOTTERY)).toEqual({ ok: true, numbers: w });
    expect(drawNumbers(seed, 0, DEFAULT_LOTTERY)).toEqual(w);
    const counts = new Array(37).fill(0);
    const n = 7200;
    for (let i = 0; i < n; i++) for (const x of drawNumbers(seed, i * 40, DEFAULT_LOTTERY)) counts[x]++;
    const expected = (n * 5) / 36;
    for (let x = 1; x <= 36; x++) expect(Math.abs(counts[x] - expected)).toBeLessThan(5 * Math.sqrt(expected));
  });

  it("refuses terms that cannot be played", () => {
    expect(termsProblems(DEFAULT_LOTTERY)).toEqual([]);
    expect(termsProblems({ ...DEFAULT_LOTTERY, ranks: [{ matches: 5, shareBps: 9000 }] })).toContain("The prize shares add up to 100%.");
    expect(termsProblems({ ...DEFAULT_LOTTERY, ranks: [{ matches: 3, shareBps: 5000 }, { matches: 4, shareBps: 5000 }] })).toHaveLength(1);
  });
});

describe("settling a draw", () => {
  const winning = [3, 9, 14, 22, 31];

  it("splits each rank's share equally between its tickets, the units left to the house", () => {
    const tickets = [
      ticket("jackpot", 3, 9, 14, 22, 31),
      ticket("four-a", 3, 9, 14, 22, 1),
      ticket("four-b", 3, 9, 14, 31, 2),
      ticket("four-c", 3, 9, 22, 31, 4),
      ticket("three", 3, 9, 14, 5, 6),
      ticket("none", 1, 2, 4, 5, 6),
      ...Array.from({ length: 94 }, (_, i) => ticket(`blank${i}`, 1, 2, 4, 5, 6)),
    ];
    const s = settleDraw(tickets, winning, DEFAULT_LOTTERY);
    // 100 tickets at 1 coin: 10,000 units; the house 20% = 2,000; 8,000 to share: 4,000 / 2,400 / 1,600.
    expect(s).toMatchObject({ sales: 10_000, houseShare: 2_000, prizePool: 8_000 });
    expect(s.ranks).toEqual([
      { matches: 5, shareBps: 5000, winners: 1, pot: 4000, prizeEach: 4000 },
      { matches: 4, shareBps: 3000, winners: 3, pot: 2400, prizeEach: 800 },
      { matches: 3, shareBps: 2000, winners: 1, pot: 1600, prizeEach: 1600 },
    ]);
    expect(s.payouts.get("jackpot")).toBe(4000);
    expect(s.payouts.has("none")).toBe(false);
    expect(s.paid + s.house).toBe(s.sales);
  });

  it("rolls a rank nobody won down to the next rank with winners, and leaves to the house what nobody can take", () => {
    const s = settleDraw([ticket("four", 3, 9, 14, 22, 1), ticket("x", 1, 2, 4, 5, 6)], winning, { ...DEFAULT_LOTTERY, ticketPrice: 1000 });
    // 2,000 sales, 400 house, 1,600 pool: the 5-rank's 800 rolls to the 4-rank (480 + 800); the 3-rank's 320 has nowhere to go.
    expect(s.payouts.get("four")).toBe(1280);
    expect(s.house).toBe(720);
    const nobody = settleDraw([ticket("x", 1, 2, 4, 5, 6)], winning, DEFAULT_LOTTERY);
    expect(nobody).toMatchObject({ paid: 0, house: 100 });
  });

  it("conserves the sales to the unit whatever the tickets and terms", () => {
    const terms = fc.record({
      houseBps: fc.integer({ min: 0, max: 5000 }),
      ticketPrice: fc.integer({ min: 1, max: 10_000 }),
      split: fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })),
    });
    fc.assert(
      fc.property(terms, fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 3, maxLength: 3 }), { maxLength: 200 }), (tr, picks) => {
        const [a, b] = [Math.min(...tr.split), Math.max(...tr.split)];
        const t: LotteryTerms = {
          pick: 3,
          of: 12,
          ticketPrice: tr.ticketPrice,
          houseBps: tr.houseBps,
          ranks: [
            { matches: 3, shareBps: a },
            { matches: 2, shareBps: b - a },
            { matches: 1, shareBps: 10_000 - b },
          ],
        };
        const tickets = picks.map((numbers, i) => ({ id: String(i), numbers }));
        const s = settleDraw(tickets, [2, 5, 7], t);
        expect(s.paid + s.house).toBe(s.sales);
        expect(s.house).toBeGreaterThanOrEqual(s.houseShare);
        for (const k of tickets) if (s.payouts.has(k.id)) expect(matchesOf(k.numbers, [2, 5, 7])).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
});
