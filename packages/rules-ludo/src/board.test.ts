import { describe, expect, it } from "vitest";
import {
  cellType,
  COLORS,
  HOME,
  HOME_COLUMN,
  isSafeCell,
  LAST_TRACK,
  OPPOSITE,
  SAFE_CELLS,
  seatOf,
  startCell,
  TRACK_CELLS,
  trackCell,
  YARD,
} from "./board.js";

describe("board geometry", () => {
  it("seats go round the board red, green, yellow, blue, each starting 13 cells after the last", () => {
    expect(COLORS).toEqual(["red", "green", "yellow", "blue"]);
    expect(COLORS.map(seatOf)).toEqual([0, 1, 2, 3]);
    expect([0, 1, 2, 3].map(startCell)).toEqual([0, 13, 26, 39]);
    expect(TRACK_CELLS).toBe(52);
  });

  it("progress runs yard -1, track 0–50, home column 51–55, home 56", () => {
    expect([YARD, LAST_TRACK, HOME_COLUMN, HOME]).toEqual([-1, 50, 51, 56]);
  });

  it("a token's first track cell is its seat's start cell", () => {
    for (const s of [0, 1, 2, 3]) expect(trackCell(s, 0)).toBe(startCell(s));
  });

  it("the track wraps round from cell 51 to cell 0", () => {
    expect(trackCell(0, 50)).toBe(50);
    expect(trackCell(3, 12)).toBe(51);
    expect(trackCell(3, 13)).toBe(0);
    expect(trackCell(1, 50)).toBe(11);
    expect(trackCell(2, 30)).toBe(4);
  });

  it("the yard, the home column and home are not on the shared track", () => {
    for (const s of [0, 1, 2, 3]) {
      expect(trackCell(s, YARD)).toBeNull();
      for (let p = HOME_COLUMN; p <= HOME; p++) expect(trackCell(s, p)).toBeNull();
    }
  });

  it("each token passes 51 different cells and turns off just before its own start cell", () => {
    for (const s of [0, 1, 2, 3]) {
      const cells = Array.from({ length: LAST_TRACK + 1 }, (_, p) => trackCell(s, p));
      expect(new Set(cells).size).toBe(51);
      const skipped = Array.from({ length: TRACK_CELLS }, (_, c) => c).filter((c) => !cells.includes(c));
      expect(skipped).toEqual([(startCell(s) + TRACK_CELLS - 1) % TRACK_CELLS]);
      expect(trackCell(s, LAST_TRACK)).toBe((startCell(s) + TRACK_CELLS - 2) % TRACK_CELLS);
    }
  });

  it("the safe cells are the four start cells and the stars eight cells after them", () => {
    expect([...SAFE_CELLS].sort((a, b) => a - b)).toEqual([0, 8, 13, 21, 26, 34, 39, 47]);
    for (let c = 0; c < TRACK_CELLS; c++) expect(isSafeCell(c)).toBe([0, 8, 13, 21, 26, 34, 39, 47].includes(c));
  });

  it("cellType names safe cells, plain cells and the home stretch from a token's point of view", () => {
    expect(cellType(0, 0)).toBe("safe"); // own start
    expect(cellType(0, 8)).toBe("safe"); // own star
    expect(cellType(0, 13)).toBe("safe"); // green's start, seen by red
    expect(cellType(1, 8)).toBe("safe"); // cell 21, green's star
    expect(cellType(3, 13)).toBe("safe"); // blue wraps round to red's start
    expect(cellType(0, 1)).toBe("normal");
    expect(cellType(2, 30)).toBe("normal"); // cell 4
    expect(cellType(0, LAST_TRACK)).toBe("normal");
    for (let p = HOME_COLUMN; p <= HOME; p++) expect(cellType(1, p)).toBe("home");
  });

  it("two-player games pair opposite colours: red–yellow and green–blue", () => {
    expect(OPPOSITE).toEqual({ red: "yellow", yellow: "red", green: "blue", blue: "green" });
    for (const c of COLORS) {
      expect(OPPOSITE[OPPOSITE[c]]).toBe(c);
      expect(Math.abs(seatOf(c) - seatOf(OPPOSITE[c]))).toBe(2);
    }
  });
});
