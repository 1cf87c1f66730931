/**
 * The chess.js adapter: perft through the rules' own move path (legalMovesUci → applyMove), and the adapter's
 * answers against chess.js's public API over random games, cold and with the position cache warm.
 */
import { Chess } from "chess.js";
import { describe, expect, it } from "vitest";
import { cannotMate, clearPositionCache, playUci, positionFacts } from "./engine.js";
import { applyMove } from "./play.js";
import { legalMovesUci, turn, type ChessGame } from "./state.js";
import { game, mv, ok, play, prng, T0 } from "./testing.js";

const KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/** Leaf count `depth` plies down, every move applied with applyMove. */
function perft(g: ChessGame, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const uci of legalMovesUci(g)) n += perft(ok(applyMove(g, turn(g)!, mv(uci), T0)).state, depth - 1);
  return n;
}

describe("perft through applyMove", () => {
  it("the start position: 20, 400, 8,902", () => {
    const g = game();
    expect(perft(g, 1)).toBe(20);
    expect(perft(g, 2)).toBe(400);
    expect(perft(g, 3)).toBe(8_902);
  });

  it("Kiwipete (castling both ways, en passant, pins): 48, 2,039", () => {
    const g = game({ fen: KIWIPETE });
    expect(perft(g, 1)).toBe(48);
    expect(perft(g, 2)).toBe(2_039);
  });

  it("promotions are listed with their piece and need it", () => {
    const g = game({ fen: "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1" });
    expect(legalMovesUci(g).filter((m) => m.startsWith("e7")).sort()).toEqual(["e7e8b", "e7e8n", "e7e8q", "e7e8r"]);
    expect(ok(applyMove(g, "white", mv("e7e8n"), T0)).state.moves[0]!.san).toBe("e8=N");
    expect(applyMove(g, "white", mv("e7e8"), T0)).toEqual({ ok: false, error: "ILLEGAL_MOVE" });
    // A piece on a move that is not a promotion makes it a different move, which does not exist.
    expect(applyMove(g, "white", { from: "e1", to: "e2", promotion: "q" }, T0)).toEqual({ ok: false, error: "ILLEGAL_MOVE" });
  });

  it("castling and en passant come out in UCI with chess.js's SAN", () => {
    const g = play(game(), "e2e4 a7a6 g1f3 a6a5 f1e2 a5a4 e4e5 d7d5");
    expect(legalMovesUci(g)).toContain("e5d6");
    expect(legalMovesUci(g)).toContain("e1g1");
    const ep = play(g, "e5d6");
    expect(ep.moves.at(-1)!.san).toBe("exd6");
    const castled = play(g, "e1g1");
    expect(castled.moves.at(-1)!.san).toBe("O-O");
  });
});

describe("the adapter agrees with chess.js's public API", () => {
  /** Random games: after every move, the same SAN, FEN, legal moves and check as chess.js reports. */
  function compare(seed: number, cold: boolean) {
    const rng = prng(seed);
    const reference = new Chess();
    let fen = reference.fen();
    for (let ply = 0; ply < 150 && !reference.isGameOver(); ply++) {
      if (cold) clearPositionCache();
      const verbose = reference.moves({ verbose: true });
      const facts = positionFacts(fen);
      expect(facts.legalMoves.slice().sort()).toEqual(verbose.map((m) => m.lan).sort());
      expect(facts.check).toBe(reference.isCheck());
      const pick = verbose[Math.floor(rng() * verbose.length)]!;
      if (cold) clearPositionCache();
      const played = playUci(fen, pick.lan)!;
      const expected = reference.move(pick.lan);
      expect(played.san).toBe(expected.san);
      expect(played.after.fen).toBe(reference.fen());
      expect(played.after.checkmate).toBe(reference.isCheckmate());
      expect(played.after.stalemate).toBe(reference.isStalemate());
      expect(played.after.insufficient).toBe(reference.isInsufficientMaterial());
      expect(played.after.fifty).toBe(reference.isDrawByFiftyMoves());
      fen = played.after.fen;
    }
  }
  it.each([1, 2, 3, 4])("random game %i, position cache warm", (seed) => compare(seed, false));
  it.each([5, 6])("random game %i, position cache cold", (seed) => compare(seed, true));

  it("SAN names the origin only when another piece could legally go there (a pinned knight does not count)", () => {
    expect(playUci("7k/8/8/8/8/N3N3/8/4K3 w - - 0 1", "a3c4")!.san).toBe("Nac4");
    expect(playUci("4r2k/8/8/8/8/N3N3/8/4K3 w - - 0 1", "a3c4")!.san).toBe("Nc4");
    expect(playUci("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1")!.san).toBe("Rad1");
    expect(playUci("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1a8")!.san).toBe("Ra8+");
  });

  it("an illegal move leaves the cached position as it was", () => {
    const fen = positionFacts(new Chess().fen()).fen;
    expect(playUci(fen, "e2e5")).toBeNull();
    expect(playUci(fen, "e2e4")!.after.fen).toBe("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    expect(positionFacts(fen).legalMoves).toHaveLength(20);
  });
});

describe("cannotMate (the flag and leaving: can the other side still win?)", () => {
  it.each([
    ["a lone king", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "white", true],
    ["king and knight", "4k3/8/8/8/8/8/8/3NK3 w - - 0 1", "white", true],
    ["king and bishop", "4k3/8/8/8/8/8/8/3BK3 w - - 0 1", "white", true],
    ["two knights", "4k3/8/8/8/8/8/8/2NNK3 w - - 0 1", "white", false],
    ["a pawn", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "white", false],
    ["a rook", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "white", false],
    ["black's lone king against white's queen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "black", true],
    ["black's queen", "3qk3/8/8/8/8/8/8/4K3 w - - 0 1", "black", false],
  ] as const)("%s", (_name, fen, colour, expected) => {
    expect(cannotMate(fen, colour)).toBe(expected);
  });
});
