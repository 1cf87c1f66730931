import { describe, expect, it } from "vitest";
import { COLORS, HOME, SAFE_CELLS, seatOf, trackCell } from "@arena/rules-ludo";
import {
  GRID,
  TRACK,
  cellOfProgress,
  distance,
  homeColumn,
  homeSpots,
  homeTriangle,
  progressOnCell,
  progressPoint,
  rotate,
  stackOffsets,
  stepsBetween,
  trackCellKind,
  yardArea,
  yardSpots,
} from "./geometry";

const cellOf = (p: { x: number; y: number }) => [Math.floor(p.x), Math.floor(p.y)] as const;
const inCross = ([c, r]: readonly [number, number]) => (c >= 6 && c <= 8) || (r >= 6 && r <= 8);
const key = (p: { x: number; y: number }) => `${p.x},${p.y}`;

describe("board layout", () => {
  it("has 52 distinct track cells on the arms of the cross, each next to the one before", () => {
    expect(TRACK).toHaveLength(52);
    expect(new Set(TRACK.map(key)).size).toBe(52);
    for (const [i, p] of TRACK.entries()) {
      expect(inCross(cellOf(p))).toBe(true);
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(GRID);
      const next = TRACK[(i + 1) % 52]!;
      // Neighbours share an edge, except at the inner corners of the cross where the track turns diagonally.
      expect(distance(p, next)).toBeLessThanOrEqual(Math.SQRT2 + 1e-9);
    }
  });

  it("puts the start cells where the spec's seats begin: red left, green top, yellow right, blue bottom", () => {
    expect(cellOf(TRACK[0]!)).toEqual([1, 6]);
    expect(cellOf(TRACK[13]!)).toEqual([8, 1]);
    expect(cellOf(TRACK[26]!)).toEqual([13, 8]);
    expect(cellOf(TRACK[39]!)).toEqual([6, 13]);
  });

  it("marks starts and the stars eight cells after them as safe, like the rules", () => {
    for (let cell = 0; cell < 52; cell++) {
      expect(trackCellKind(cell).kind !== "normal").toBe(SAFE_CELLS.has(cell));
    }
    expect(trackCellKind(13)).toEqual({ kind: "start", seat: 1 });
    expect(trackCellKind(21)).toEqual({ kind: "safe" });
  });

  it("rotates a quarter turn clockwise about the centre", () => {
    expect(rotate({ x: 7.5, y: 7.5 }, 1)).toEqual({ x: 7.5, y: 7.5 });
    expect(rotate({ x: 0, y: 0 }, 1)).toEqual({ x: 15, y: 0 });
    expect(rotate({ x: 1, y: 2 }, 4)).toEqual({ x: 1, y: 2 });
  });

  it("places the yards in the corners, each colour's tokens inside its own yard", () => {
    expect(yardArea(0)).toEqual({ x: 0, y: 0, size: 6 });
    expect(yardArea(1)).toEqual({ x: 9, y: 0, size: 6 });
    expect(yardArea(2)).toEqual({ x: 9, y: 9, size: 6 });
    expect(yardArea(3)).toEqual({ x: 0, y: 9, size: 6 });
    for (let seat = 0; seat < 4; seat++) {
      const area = yardArea(seat);
      for (const p of yardSpots(seat)) {
        expect(p.x).toBeGreaterThan(area.x);
        expect(p.x).toBeLessThan(area.x + area.size);
        expect(p.y).toBeGreaterThan(area.y);
        expect(p.y).toBeLessThan(area.y + area.size);
      }
    }
  });

  it("runs each home column from the edge towards the centre on the colour's middle row or column", () => {
    expect(homeColumn(0).map(cellOf)).toEqual([[1, 7], [2, 7], [3, 7], [4, 7], [5, 7]]);
    expect(homeColumn(1).map(cellOf)).toEqual([[7, 1], [7, 2], [7, 3], [7, 4], [7, 5]]);
    expect(homeColumn(2).map(cellOf)).toEqual([[13, 7], [12, 7], [11, 7], [10, 7], [9, 7]]);
    expect(homeColumn(3).map(cellOf)).toEqual([[7, 13], [7, 12], [7, 11], [7, 10], [7, 9]]);
  });

  it("keeps home spots inside the colour's centre triangle", () => {
    for (let seat = 0; seat < 4; seat++) {
      const [a, b, c] = homeTriangle(seat) as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
      const area = (p: typeof a, q: typeof a, r: typeof a) => Math.abs((q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)) / 2;
      for (const p of homeSpots(seat)) {
        expect(area(p, a, b) + area(p, b, c) + area(p, c, a)).toBeCloseTo(area(a, b, c), 9);
      }
    }
  });
});

describe("progressPoint", () => {
  it("agrees with the rules' track cell for every colour and progress on the shared track", () => {
    for (const color of COLORS) {
      const seat = seatOf(color);
      for (let progress = 0; progress <= 50; progress++) {
        expect(progressPoint(color, 0, progress)).toEqual(TRACK[trackCell(seat, progress)!]);
        expect(cellOfProgress(seat, progress)).toBe(trackCell(seat, progress));
      }
    }
  });

  it("walks the last track cell straight into the colour's home column, then home", () => {
    for (const color of COLORS) {
      const seat = seatOf(color);
      const last = progressPoint(color, 0, 50);
      const firstHome = progressPoint(color, 0, 51);
      expect(distance(last, firstHome)).toBe(1);
      expect(firstHome).toEqual(homeColumn(seat)[0]);
      expect(progressPoint(color, 0, 55)).toEqual(homeColumn(seat)[4]);
      expect(progressPoint(color, 2, HOME)).toEqual(homeSpots(seat)[2]);
    }
  });

  it("puts yard tokens on their own spots", () => {
    expect(progressPoint("green", 3, -1)).toEqual(yardSpots(1)[3]);
  });
});

describe("stepsBetween", () => {
  it("steps cell by cell, excluding the start", () => {
    expect(stepsBetween(3, 7)).toEqual([4, 5, 6, 7]);
    expect(stepsBetween(49, 53)).toEqual([50, 51, 52, 53]);
  });
  it("leaves the yard in one step", () => {
    expect(stepsBetween(-1, 0)).toEqual([0]);
  });
  it("goes straight back to the yard on a capture", () => {
    expect(stepsBetween(20, -1)).toEqual([-1]);
  });
});

describe("progressOnCell", () => {
  it("inverts the track cell of every seat", () => {
    for (let seat = 0; seat < 4; seat++) {
      for (let progress = 0; progress <= 50; progress++) {
        expect(progressOnCell(seat, trackCell(seat, progress)!)).toBe(progress);
      }
    }
  });
});

describe("stackOffsets", () => {
  it("gives one distinct offset per stacked token", () => {
    expect(stackOffsets(1)).toEqual([{ x: 0, y: 0 }]);
    for (const n of [2, 3, 4]) expect(new Set(stackOffsets(n).map(key)).size).toBe(n);
  });
});
