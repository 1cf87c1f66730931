import { Chess } from "chess.js";
import { describe, expect, it } from "vitest";
import { abort, resign } from "./leaving.js";
import { toPgn } from "./pgn.js";
import { game, ok, play, T0 } from "./testing.js";

const s = (n: number) => T0 + n * 1000;

describe("PGN", () => {
  it("carries the headers, the moves, a [%clk] after each timed move and the result", () => {
    const times = [s(1), s(2), s(12), s(20)];
    const g = play(game({ clock: { initialMs: 300_000, incrementMs: 3_000 } }), "e2e4 e7e5 g1f3 b8c6", (i) => times[i]!);
    const pgn = toPgn(ok(resign(g, "black", s(30))).state, { Event: "Rated blitz", White: "Ann", Black: "Bob" });
    expect(pgn).toContain('[Event "Rated blitz"]');
    expect(pgn).toContain('[White "Ann"]');
    expect(pgn).toContain('[Result "1-0"]');
    expect(pgn).toContain('[TimeControl "300+3"]');
    expect(pgn).toContain("1. e4 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} 2. Nf3 {[%clk 0:04:53]} Nc6 {[%clk 0:04:55]} 1-0");
    const back = new Chess();
    back.loadPgn(pgn);
    expect(back.fen()).toBe(g.fen);
  });

  it("untimed: no clock comments; a draw, a loss, a game without a result", () => {
    const mate = play(game(), "f2f3 e7e5 g2g4 d8h4");
    const pgn = toPgn(mate, {});
    expect(pgn).toContain('[TimeControl "-"]');
    expect(pgn).toContain("1. f3 e5 2. g4 Qh4# 0-1");
    expect(pgn).not.toContain("%clk");
    expect(toPgn(play(game({ fen: "7k/8/6K1/5Q2/8/8/8/8 w - - 0 1" }), "f5f7"), {})).toContain('[Result "1/2-1/2"]');
    expect(toPgn(ok(abort(game(), "white", s(1))).state, {})).toContain('[Result "*"]');
    expect(toPgn(game(), {})).toContain('[Result "*"]');
  });

  it("a game from another position names it", () => {
    const fen = "7k/8/6K1/5Q2/8/8/8/8 w - - 0 1";
    const pgn = toPgn(play(game({ fen }), "f5f7"), {});
    expect(pgn).toContain('[SetUp "1"]');
    expect(pgn).toContain(`[FEN "${fen}"]`);
    expect(pgn).toContain("1. Qf7 1/2-1/2");
  });

  it("the game's result wins over a header that says otherwise", () => {
    expect(toPgn(play(game(), "f2f3 e7e5 g2g4 d8h4"), { Result: "1-0" })).toContain('[Result "0-1"]');
  });
});
