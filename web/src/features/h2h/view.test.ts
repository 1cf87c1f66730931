import { describe, expect, it } from "vitest";
import { graphLines, sortMatches } from "./view";

describe("the match list's order", () => {
  it("puts live matches first, then upcoming by start, then finished latest first", () => {
    const m = (title: string, state: "upcoming" | "live" | "finished", startsAt: string) => ({ title, state, startsAt });
    const sorted = sortMatches([
      m("old", "finished", "2026-01-01T10:00:00Z"),
      m("later", "upcoming", "2026-01-03T10:00:00Z"),
      m("recent", "finished", "2026-01-02T10:00:00Z"),
      m("now", "live", "2026-01-02T12:00:00Z"),
      m("soon", "upcoming", "2026-01-02T18:00:00Z"),
    ]);
    expect(sorted.map((x) => x.title)).toEqual(["now", "soon", "later", "recent", "old"]);
  });
});

describe("the graph's lines", () => {
  const box = { width: 120, height: 70, pad: 10 };
  it("steps each option's total from zero across the time of the stakes, scaled to the largest total", () => {
    const { lines, max } = graphLines(2, [
      { at: "2026-01-01T00:00:00Z", totals: [10, 0] },
      { at: "2026-01-01T00:01:40Z", totals: [10, 20] },
    ], box);
    expect(max).toBe(20);
    expect(lines[0]).toBe("10,60 10,60 10,35 110,35 110,35");
    expect(lines[1]).toBe("10,60 10,60 10,60 110,60 110,10");
  });

  it("draws nothing without stakes and a single stake at the right edge", () => {
    expect(graphLines(2, [], box)).toEqual({ lines: ["", ""], max: 0 });
    expect(graphLines(1, [{ at: "2026-01-01T00:00:00Z", totals: [5] }], box).lines[0]).toBe("10,60 110,60 110,10");
  });
});
