import { describe, expect, it } from "vitest";
import { CHESS_ENGINE_LEVELS, engineLevel, lineValue, pickMove, worseLines, type EngineLine } from "./levels.js";

const line = (multipv: number, uci: string, score: { cp: number } | { mate: number }): EngineLine => ({
  multipv,
  uci,
  scoreCp: "cp" in score ? score.cp : null,
  mate: "mate" in score ? score.mate : null,
});

/** Level 1's view of an opening position: two sound moves, three that lose a pawn or more. */
const LINES: EngineLine[] = [
  line(1, "e2e4", { cp: 30 }),
  line(2, "d2d4", { cp: 25 }),
  line(3, "a2a3", { cp: -80 }),
  line(4, "g2g4", { cp: -150 }),
  line(5, "f2f3", { mate: -3 }),
];

describe("CHESS_ENGINE_LEVELS", () => {
  it("has lichess fishnet's move time and depth for levels 1..8", () => {
    expect(CHESS_ENGINE_LEVELS.map((l) => [l.level, l.moveTimeMs, l.depth])).toEqual([
      [1, 50, 5],
      [2, 100, 5],
      [3, 150, 5],
      [4, 200, 5],
      [5, 300, 5],
      [6, 400, 8],
      [7, 500, 13],
      [8, 1000, 22],
    ]);
  });

  it("asks Stockfish only for skills it honours (0..20), lichess's from level 4 up, full strength at 8", () => {
    expect(CHESS_ENGINE_LEVELS.map((l) => l.skill)).toEqual([0, 0, 0, 3, 7, 11, 16, 20]);
  });

  it("weakens levels 1–3 by worse lines, less at each level, and nothing above", () => {
    const rates = CHESS_ENGINE_LEVELS.map((l) => l.blunderRate);
    expect(rates[0]).toBeGreaterThan(rates[1]!);
    expect(rates[1]).toBeGreaterThan(rates[2]!);
    expect(rates[2]).toBeGreaterThan(0);
    expect(rates.slice(3)).toEqual([0, 0, 0, 0, 0]);
    for (const l of CHESS_ENGINE_LEVELS) expect(l.multiPv > 1).toBe(l.blunderRate > 0);
  });

  it("refuses a level outside 1..8", () => {
    expect(engineLevel(8).skill).toBe(20);
    expect(() => engineLevel(0)).toThrow(RangeError);
    expect(() => engineLevel(9)).toThrow(RangeError);
  });
});

describe("lineValue", () => {
  it("ranks mating sooner above mating later above any centipawns above being mated later above sooner", () => {
    const values = [{ mate: 1 }, { mate: 4 }, { cp: 900 }, { cp: -900 }, { mate: -6 }, { mate: -1 }].map((s, i) => lineValue(line(i + 1, "a1a2", s)));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });
});

describe("worseLines", () => {
  it("keeps lines at least the given loss below the best, in multipv order, never the engine's own move", () => {
    expect(worseLines(LINES, 100).map((l) => l.uci)).toEqual(["a2a3", "g2g4", "f2f3"]);
    expect(worseLines(LINES, 200).map((l) => l.uci)).toEqual(["f2f3"]);
    expect(worseLines(LINES, 100, "g2g4").map((l) => l.uci)).toEqual(["a2a3", "f2f3"]);
  });

  it("measures from the best score even when line 1 is not it (a weakened engine's reprint)", () => {
    const reprinted = [line(1, "b2b3", { cp: 0 }), line(2, "d2d4", { cp: 150 }), line(3, "f1c4", { cp: 30 })];
    expect(worseLines(reprinted, 100, "b2b3").map((l) => l.uci)).toEqual(["f1c4"]);
  });
});

describe("pickMove", () => {
  const [level1, level2, level4] = [engineLevel(1), engineLevel(2), engineLevel(4)];

  it("plays the engine's move when the draw is at or above the level's rate", () => {
    expect(pickMove(LINES, level1, level1.blunderRate, "d2d4")).toBe("d2d4");
    expect(pickMove(LINES, level1, 0.999, "d2d4")).toBe("d2d4");
  });

  it("below the rate, picks a worse line with the same draw rescaled: golden cases at level 1", () => {
    const r = level1.blunderRate;
    expect(pickMove(LINES, level1, 0, "e2e4")).toBe("a2a3");
    expect(pickMove(LINES, level1, (r * 1) / 3, "e2e4")).toBe("g2g4");
    expect(pickMove(LINES, level1, r * 0.99, "e2e4")).toBe("f2f3");
  });

  it("plays the engine's move when no line loses enough, whatever the draw", () => {
    const quiet = [line(1, "e2e4", { cp: 30 }), line(2, "d2d4", { cp: 25 }), line(3, "g1f3", { cp: -20 })];
    expect(pickMove(quiet, level1, 0, "d2d4")).toBe("d2d4");
  });

  it("never deviates above level 3", () => {
    expect(pickMove(LINES, level4, 0, "e2e4")).toBe("e2e4");
  });

  it("without the engine's move, plays the best-scoring line", () => {
    expect(pickMove([line(1, "b2b3", { cp: 0 }), line(2, "a1a8", { mate: 1 })], level2, 0.9)).toBe("a1a8");
    expect(() => pickMove([], level2, 0.9)).toThrow(/no line/);
  });

  it("chooses a worse line at exactly the level's rate over evenly spread draws", () => {
    const draws = 10_000;
    for (const level of CHESS_ENGINE_LEVELS) {
      let worse = 0;
      for (let i = 0; i < draws; i++) if (pickMove(LINES, level, i / draws, "e2e4") !== "e2e4") worse += 1;
      expect(worse / draws).toBeCloseTo(level.blunderRate, 3);
    }
  });

  it("spreads its worse picks evenly over the worse lines", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3_000; i++) {
      const move = pickMove(LINES, level1, (i / 3_000) * level1.blunderRate, "e2e4");
      counts.set(move, (counts.get(move) ?? 0) + 1);
    }
    expect([...counts.keys()]).toEqual(["a2a3", "g2g4", "f2f3"]);
    for (const n of counts.values()) expect(Math.abs(n - 1_000)).toBeLessThanOrEqual(1);
  });

  it("refuses a draw outside [0, 1)", () => {
    expect(() => pickMove(LINES, level1, 1, "e2e4")).toThrow(RangeError);
    expect(() => pickMove(LINES, level1, -0.1, "e2e4")).toThrow(RangeError);
    expect(() => pickMove(LINES, level1, Number.NaN, "e2e4")).toThrow(RangeError);
  });
});
