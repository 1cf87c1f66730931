import { describe, expect, it } from "vitest";
import {
  applyMove,
  cellToSquare,
  enPassantSquare,
  FILES,
  isCapture,
  kingSquare,
  movableSquares,
  parsePlacement,
  parseUci,
  promotionVariants,
  readTypedMove,
  sideToMove,
  squareToCell,
  targetsFrom,
} from "./fen";

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/** The 20 legal moves of the starting position, as the server lists them. */
const START_MOVES = [
  ...[..."abcdefgh"].flatMap((f) => [`${f}2${f}3`, `${f}2${f}4`]),
  "b1a3",
  "b1c3",
  "g1f3",
  "g1h3",
];

describe("parsePlacement", () => {
  it("reads the starting position: 32 pieces where a chess player expects them", () => {
    const board = parsePlacement(START);
    expect(board.size).toBe(32);
    expect(board.get("e1")).toBe("wK");
    expect(board.get("d1")).toBe("wQ");
    expect(board.get("d8")).toBe("bQ");
    expect(board.get("g8")).toBe("bN");
    expect(board.get("h2")).toBe("wP");
    expect(board.get("a7")).toBe("bP");
    expect(board.get("e4")).toBeUndefined();
  });

  it("reads gaps inside a rank", () => {
    const board = parsePlacement("4k3/8/8/3pP3/8/8/8/R3K2R w KQ d6 0 2");
    expect([...board.entries()].sort()).toEqual(
      [
        ["a1", "wR"],
        ["d5", "bP"],
        ["e1", "wK"],
        ["e5", "wP"],
        ["e8", "bK"],
        ["h1", "wR"],
      ].sort(),
    );
  });

  it("shows an empty board before the game has a position", () => {
    expect(parsePlacement("").size).toBe(0);
    expect(parsePlacement("not a fen").size).toBe(0);
  });

  it("reads the side to move and the en passant square", () => {
    expect(sideToMove(START)).toBe("w");
    expect(sideToMove("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")).toBe("b");
    expect(sideToMove("")).toBeNull();
    expect(enPassantSquare("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")).toBe("e3");
    expect(enPassantSquare(START)).toBeNull();
  });
});

describe("squares on screen", () => {
  it("puts a8 top-left for White and h1 top-left for Black", () => {
    expect(squareToCell("a8", "white")).toEqual({ col: 0, row: 0 });
    expect(squareToCell("h1", "white")).toEqual({ col: 7, row: 7 });
    expect(squareToCell("e2", "white")).toEqual({ col: 4, row: 6 });
    expect(squareToCell("h1", "black")).toEqual({ col: 0, row: 0 });
    expect(squareToCell("a8", "black")).toEqual({ col: 7, row: 7 });
    expect(squareToCell("e2", "black")).toEqual({ col: 3, row: 1 });
  });

  it("finds every square back from where it is drawn, in both orientations", () => {
    for (const orientation of ["white", "black"] as const) {
      for (const file of FILES) {
        for (let rank = 1; rank <= 8; rank++) {
          const square = `${file}${rank}`;
          const { col, row } = squareToCell(square, orientation);
          expect(cellToSquare(col, row, orientation)).toBe(square);
        }
      }
    }
  });

  it("has no square off the board", () => {
    expect(cellToSquare(-1, 0, "white")).toBeNull();
    expect(cellToSquare(0, 8, "black")).toBeNull();
  });
});

describe("legal moves", () => {
  it("reads UCI moves, with and without a promotion", () => {
    expect(parseUci("e2e4")).toEqual({ from: "e2", to: "e4" });
    expect(parseUci("e7e8q")).toEqual({ from: "e7", to: "e8", promotion: "q" });
    expect(parseUci("e7e8k")).toBeNull();
    expect(parseUci("i2i4")).toBeNull();
  });

  it("offers only the pieces and targets the server listed", () => {
    expect([...movableSquares(START_MOVES)].sort()).toEqual(["a2", "b1", "b2", "c2", "d2", "e2", "f2", "g1", "g2", "h2"]);
    expect(targetsFrom(START_MOVES, "g1").sort()).toEqual(["f3", "h3"]);
    expect(targetsFrom(START_MOVES, "e2").sort()).toEqual(["e3", "e4"]);
    expect(targetsFrom(START_MOVES, "d1")).toEqual([]);
    expect(targetsFrom([], "e2")).toEqual([]);
  });

  it("lists a target once even when it has four promotions", () => {
    const moves = ["e7e8q", "e7e8r", "e7e8b", "e7e8n"];
    expect(targetsFrom(moves, "e7")).toEqual(["e8"]);
  });

  it("finds the promotion variants of a from/to, queen first", () => {
    const moves = ["e7e8n", "e7e8b", "e7e8r", "e7e8q", "e7d8q", "e7d8n", "e1e2"];
    expect(promotionVariants(moves, "e7", "e8")).toEqual(["q", "r", "b", "n"]);
    expect(promotionVariants(moves, "e7", "d8")).toEqual(["q", "n"]);
    expect(promotionVariants(moves, "e1", "e2")).toEqual([]);
    expect(promotionVariants(moves, "e7", "f8")).toEqual([]);
  });
});

describe("applyMove (your move shown before the server answers)", () => {
  it("moves the piece and takes what stood on the target", () => {
    const board = applyMove(parsePlacement("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), { from: "e4", to: "d5" });
    expect(board.get("d5")).toBe("wP");
    expect(board.has("e4")).toBe(false);
    expect(board.size).toBe(3);
  });

  it("brings the rook along when the king castles, on either side", () => {
    const white = applyMove(parsePlacement("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), { from: "e1", to: "g1" });
    expect(white.get("g1")).toBe("wK");
    expect(white.get("f1")).toBe("wR");
    expect(white.has("h1")).toBe(false);
    expect(white.get("a1")).toBe("wR");
    const black = applyMove(parsePlacement("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"), { from: "e8", to: "c8" });
    expect(black.get("c8")).toBe("bK");
    expect(black.get("d8")).toBe("bR");
    expect(black.has("a8")).toBe(false);
  });

  it("removes the pawn taken en passant", () => {
    const board = applyMove(parsePlacement("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"), { from: "e5", to: "d6" });
    expect(board.get("d6")).toBe("wP");
    expect(board.has("d5")).toBe(false);
    expect(board.has("e5")).toBe(false);
  });

  it("puts the chosen piece on the promotion square", () => {
    const board = applyMove(parsePlacement("8/4P2k/8/8/8/8/8/4K3 w - - 0 1"), { from: "e7", to: "e8", promotion: "n" });
    expect(board.get("e8")).toBe("wN");
    expect(board.has("e7")).toBe(false);
  });

  it("leaves the board it was given alone", () => {
    const before = parsePlacement(START);
    applyMove(before, { from: "e2", to: "e4" });
    expect(before.get("e2")).toBe("wP");
  });
});

describe("marks", () => {
  it("rings a capture, and an en passant target, but not a quiet move", () => {
    const board = parsePlacement("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    expect(isCapture(board, "e5", "d6")).toBe(true);
    expect(isCapture(board, "e5", "e6")).toBe(false);
    expect(isCapture(board, "e1", "e2")).toBe(false);
    expect(isCapture(parsePlacement("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), "e4", "d5")).toBe(true);
  });

  it("finds the king to mark in check", () => {
    const board = parsePlacement("4k3/8/8/8/8/8/8/4K2R b - - 0 1");
    expect(kingSquare(board, "b")).toBe("e8");
    expect(kingSquare(board, "w")).toBe("e1");
    expect(kingSquare(parsePlacement(""), "w")).toBeNull();
  });
});

describe("readTypedMove (the keyboard form)", () => {
  const start = parsePlacement(START);

  it("takes squares in UCI, with or without a dash, in any case", () => {
    expect(readTypedMove("e2e4", start, START_MOVES)).toEqual({ kind: "move", move: { from: "e2", to: "e4" } });
    expect(readTypedMove(" E2-E4 ", start, START_MOVES)).toEqual({ kind: "move", move: { from: "e2", to: "e4" } });
    expect(readTypedMove("g1 f3", start, START_MOVES)).toEqual({ kind: "move", move: { from: "g1", to: "f3" } });
  });

  it("takes SAN as the move list prints it", () => {
    expect(readTypedMove("Nf3", start, START_MOVES)).toEqual({ kind: "move", move: { from: "g1", to: "f3" } });
    expect(readTypedMove("e4", start, START_MOVES)).toEqual({ kind: "move", move: { from: "e2", to: "e4" } });
    expect(readTypedMove("Nc3+", start, START_MOVES)).toEqual({ kind: "move", move: { from: "b1", to: "c3" } });
  });

  it("refuses what the server did not list, and says when it cannot read the text", () => {
    expect(readTypedMove("e2e5", start, START_MOVES)).toEqual({ kind: "illegal" });
    expect(readTypedMove("Nd2", start, START_MOVES)).toEqual({ kind: "illegal" });
    expect(readTypedMove("e4", start, [])).toEqual({ kind: "illegal" });
    expect(readTypedMove("hello", start, START_MOVES)).toEqual({ kind: "unreadable" });
    expect(readTypedMove("", start, START_MOVES)).toEqual({ kind: "unreadable" });
  });

  it("needs the file or rank when two pieces could go", () => {
    // Knights on b1 and f3 both reach d2.
    const board = parsePlacement("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    const moves = ["b1d2", "f3d2", "b1c3", "f3e5", "e1e2"];
    expect(readTypedMove("Nd2", board, moves)).toEqual({ kind: "illegal" });
    expect(readTypedMove("Nbd2", board, moves)).toEqual({ kind: "move", move: { from: "b1", to: "d2" } });
    expect(readTypedMove("Nfd2", board, moves)).toEqual({ kind: "move", move: { from: "f3", to: "d2" } });
  });

  it("tells pawn captures on the b-file from bishop moves", () => {
    const board = parsePlacement("4k3/8/8/8/8/2p5/1P6/2B1K3 w - - 0 1");
    const moves = ["b2c3", "b2b3", "b2b4", "c1d2", "e1e2"];
    expect(readTypedMove("bxc3", board, moves)).toEqual({ kind: "move", move: { from: "b2", to: "c3" } });
    expect(readTypedMove("Bd2", board, moves)).toEqual({ kind: "move", move: { from: "c1", to: "d2" } });
  });

  it("castles from O-O and O-O-O when the server lists it", () => {
    const board = parsePlacement("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const moves = ["e1g1", "e1c1", "e1f1", "a1b1"];
    expect(readTypedMove("O-O", board, moves)).toEqual({ kind: "move", move: { from: "e1", to: "g1" } });
    expect(readTypedMove("0-0-0", board, moves)).toEqual({ kind: "move", move: { from: "e1", to: "c1" } });
    expect(readTypedMove("O-O", board, ["e1f1"])).toEqual({ kind: "illegal" });
  });

  it("asks for the piece when a promotion is typed without one", () => {
    const board = parsePlacement("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    const moves = ["e7e8q", "e7e8r", "e7e8b", "e7e8n", "e7d8q", "e7d8r", "e7d8b", "e7d8n", "e1e2"];
    expect(readTypedMove("e7e8", board, moves)).toEqual({ kind: "promotion", from: "e7", to: "e8" });
    expect(readTypedMove("e8", board, moves)).toEqual({ kind: "promotion", from: "e7", to: "e8" });
    expect(readTypedMove("e7e8q", board, moves)).toEqual({ kind: "move", move: { from: "e7", to: "e8", promotion: "q" } });
    expect(readTypedMove("e8=Q", board, moves)).toEqual({ kind: "move", move: { from: "e7", to: "e8", promotion: "q" } });
    expect(readTypedMove("exd8=N+", board, moves)).toEqual({ kind: "move", move: { from: "e7", to: "d8", promotion: "n" } });
    expect(readTypedMove("e1e2q", board, moves)).toEqual({ kind: "illegal" });
  });
});
