import { describe, expect, it } from "vitest";
import { movePairs } from "./moveRows";
import { soundOfMove } from "./sounds";

describe("movePairs", () => {
  it("numbers the moves in pairs, White then Black, with a lone last move", () => {
    expect(movePairs(["e4", "e5", "Nf3"])).toEqual([
      { number: 1, plies: [{ ply: 1, san: "e4" }, { ply: 2, san: "e5" }] },
      { number: 2, plies: [{ ply: 3, san: "Nf3" }] },
    ]);
    expect(movePairs([])).toEqual([]);
  });
});

describe("soundOfMove", () => {
  it("hears check over capture over a plain move", () => {
    expect(soundOfMove("e4")).toBe("move");
    expect(soundOfMove("O-O")).toBe("move");
    expect(soundOfMove("Bxf7")).toBe("capture");
    expect(soundOfMove("Bxf7+")).toBe("check");
    expect(soundOfMove("Qh5#")).toBe("check");
  });
});
