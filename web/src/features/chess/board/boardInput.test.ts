import { describe, expect, it } from "vitest";
import { pressSquare, releasePiece } from "./boardInput";

const MOVES = ["e2e3", "e2e4", "g1f3", "g1h3", "d2d4"];

describe("click-to-move", () => {
  it("picks a piece the server lets you move, then moves it to a target", () => {
    expect(pressSquare(null, "e2", MOVES)).toEqual({ kind: "pick", square: "e2", again: false });
    expect(pressSquare("e2", "e4", MOVES)).toEqual({ kind: "move", from: "e2", to: "e4" });
  });

  it("switches to another piece of yours instead of moving", () => {
    expect(pressSquare("e2", "g1", MOVES)).toEqual({ kind: "pick", square: "g1", again: false });
  });

  it("lets go on a square that is not a target, and picks nothing the server did not offer", () => {
    expect(pressSquare("e2", "e5", MOVES)).toEqual({ kind: "clear" });
    expect(pressSquare(null, "e7", MOVES)).toEqual({ kind: "clear" });
    expect(pressSquare(null, "e2", [])).toEqual({ kind: "clear" });
    expect(pressSquare("e2", null, MOVES)).toEqual({ kind: "clear" });
  });

  it("a second click on the selected piece lets it go", () => {
    const press = pressSquare("e2", "e2", MOVES);
    expect(press).toEqual({ kind: "pick", square: "e2", again: true });
    expect(releasePiece("e2", "e2", false, true, MOVES)).toEqual({ kind: "clear" });
  });

  it("a first click keeps the piece selected for the next click", () => {
    expect(releasePiece("e2", "e2", false, false, MOVES)).toEqual({ kind: "keep" });
  });
});

describe("drag and drop", () => {
  it("moves a piece dropped on one of its targets", () => {
    expect(releasePiece("g1", "f3", true, false, MOVES)).toEqual({ kind: "move", from: "g1", to: "f3" });
  });

  it("puts the piece back when dropped elsewhere, off the board or on its own square", () => {
    expect(releasePiece("g1", "g3", true, false, MOVES)).toEqual({ kind: "keep" });
    expect(releasePiece("g1", null, true, false, MOVES)).toEqual({ kind: "keep" });
    expect(releasePiece("g1", "g1", true, true, MOVES)).toEqual({ kind: "keep" });
  });
});
