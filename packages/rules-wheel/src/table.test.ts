import { describe, expect, it } from "vitest";
import { DEFAULT_WHEEL, layout, prizeOdds, tableProblems, wheelRtp, type Prize, type WheelTable } from "./table.js";

describe("the default wheel", () => {
  it("has 54 equal segments whose published odds add up to one", () => {
    expect(DEFAULT_WHEEL.segments).toHaveLength(54);
    const odds = prizeOdds(DEFAULT_WHEEL);
    expect(odds.map((o) => [o.prize.kind === "coins" ? o.prize.multiplier : o.prize.kind, o.segments])).toEqual([
      ["jackpot", 1],
      [1000, 1],
      [500, 1],
      [300, 2],
      [200, 4],
      [100, 10],
      [50, 10],
      ["lose", 25],
    ]);
    expect(odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it("returns 95.74% in the long run: coins, the pot's share and the house's seeds", () => {
    const rtp = wheelRtp(DEFAULT_WHEEL);
    expect(rtp.coins).toBeCloseTo(44 / 54, 12);
    expect(rtp.jackpotShare).toBe(0.05);
    expect(rtp.jackpotSeed).toBeCloseTo(5 / 54, 12);
    expect(rtp.total).toBeCloseTo(0.9574, 4);
    expect(tableProblems(DEFAULT_WHEEL)).toEqual([]);
  });

  it("spreads equal prizes round the wheel instead of bunching them", () => {
    const wheel = DEFAULT_WHEEL.segments;
    const big = (p: Prize) => p.kind === "jackpot" || (p.kind === "coins" && p.multiplier >= 500);
    for (let i = 0; i < wheel.length; i++) expect(big(wheel[i]!) && big(wheel[(i + 1) % wheel.length]!)).toBe(false);
    // The ten 1× segments: about 54 / 10 apart each, never two side by side nor a long run without one.
    const ones = wheel.flatMap((p, i) => (p.kind === "coins" && p.multiplier === 100 ? [i] : []));
    const gaps = ones.map((at, k) => (ones[(k + 1) % ones.length]! - at + wheel.length) % wheel.length);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(8);
  });
});

describe("layout", () => {
  it("places every segment once, the same way every time", () => {
    const pairs = [[{ kind: "lose" }, 5], [{ kind: "coins", multiplier: 200 }, 2], [{ kind: "jackpot" }, 1]] as const;
    const a = layout(pairs);
    expect(a).toHaveLength(8);
    expect(a.filter((p) => p.kind === "lose")).toHaveLength(5);
    expect(layout(pairs)).toEqual(a);
  });
});

describe("tableProblems", () => {
  const table = (over: Partial<WheelTable>): WheelTable => ({ ...DEFAULT_WHEEL, ...over });
  it("refuses what a player could not trust or the house could not afford", () => {
    expect(tableProblems(table({ segments: DEFAULT_WHEEL.segments.slice(0, 5) }))).toContain("A wheel has 8 to 64 segments.");
    expect(tableProblems(table({ segments: DEFAULT_WHEEL.segments.map(() => ({ kind: "coins", multiplier: 100 })) }))).toContain("At least one segment wins nothing.");
    expect(tableProblems(table({ segments: [...DEFAULT_WHEEL.segments.slice(1), { kind: "coins", multiplier: 99.5 }] }))[0]).toMatch(/in hundredths/);
    expect(tableProblems(table({ jackpotShareBps: 2500 }))).toContain("The pot's share is 0% to 20% of a purchase.");
    expect(tableProblems(table({ jackpotCap: 400 }))).toContain("The pot's cap is above its seed.");
    expect(tableProblems(table({ jackpotMustDropMs: 1000 }))).toContain("The must-drop time is at least a minute.");
    const noJackpot = DEFAULT_WHEEL.segments.map((p) => (p.kind === "jackpot" ? ({ kind: "lose" } as const) : p));
    expect(tableProblems(table({ segments: noJackpot }))[0]).toMatch(/must be able to drop/);
    expect(tableProblems(table({ segments: noJackpot, jackpotCap: 10_000 }))).toEqual([]);
    // 98% at most: a generous table is refused with its figure.
    expect(tableProblems(table({ jackpotSeed: 1_000 }))).toEqual(["The table returns 105.00%: at most 98%."]);
  });
});
