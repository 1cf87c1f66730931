/** Moves, clocks and the deadlines of the side to move; the endings chess itself brings. */
import { describe, expect, it } from "vitest";
import { FIRST_MOVE_MS, UNTIMED_MOVE_MS } from "./constants.js";
import { offerDraw } from "./agreements.js";
import { applyMove } from "./play.js";
import { legalMovesUci, turn, type ChessGame } from "./state.js";
import { deadline, remainingMs, timeout } from "./transition.js";
import { endOf, expectEnded, game, mv, ok, play, refused, T0 } from "./testing.js";

const s = (n: number) => T0 + n * 1000;

describe("a move", () => {
  it("is played by the side to move and reported with its SAN and ply", () => {
    const { state, events } = ok(applyMove(game(), "white", mv("e2e4"), s(1)));
    expect(events).toEqual([{ type: "move", colour: "white", uci: "e2e4", san: "e4", from: "e2", to: "e4", ply: 1 }]);
    expect(state).toMatchObject({ ply: 1, fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", check: false, status: "started" });
    expect(state.moves).toEqual([{ colour: "white", uci: "e2e4", san: "e4", from: "e2", to: "e4", fen: state.fen, at: s(1), spentMs: 0, clockMs: null }]);
    expect(turn(state)).toBe("black");
    expect(legalMovesUci(state)).toHaveLength(20);
  });

  it("is refused out of turn, when illegal, and once the game is over", () => {
    const g = game();
    expect(refused(applyMove(g, "black", mv("e7e5"), s(1)))).toBe("NOT_YOUR_TURN");
    expect(refused(applyMove(g, "white", mv("e2e5"), s(1)))).toBe("ILLEGAL_MOVE");
    expect(refused(applyMove(g, "white", mv("z9e4"), s(1)))).toBe("ILLEGAL_MOVE");
    const mated = play(g, "f2f3 e7e5 g2g4 d8h4");
    expect(refused(applyMove(mated, "white", mv("a2a3"), s(2)))).toBe("GAME_FINISHED");
  });

  it("marks check", () => {
    expect(play(game(), "e2e4 f7f6 d1h5").check).toBe(true);
  });
});

describe("clocks", () => {
  const blitz = () => game({ clock: { initialMs: 180_000, incrementMs: 2_000 } });

  it("each side's first move costs nothing; the clock starts once both have moved", () => {
    const white = ok(applyMove(blitz(), "white", mv("e2e4"), s(10))).state;
    expect(white.clock).toEqual({ white: 180_000, black: 180_000, running: false, turnStartedAt: s(10) });
    expect(white.moves[0]).toMatchObject({ spentMs: 0, clockMs: 180_000 });
    const black = ok(applyMove(white, "black", mv("e7e5"), s(25))).state;
    expect(black.clock).toEqual({ white: 180_000, black: 180_000, running: true, turnStartedAt: s(25) });
    expect(remainingMs(black, "white", s(35))).toBe(170_000);
    expect(remainingMs(black, "black", s(35))).toBe(180_000);
  });

  it("charges the time spent and adds the increment; lag the client reports is forgiven within the quota", () => {
    let g = play(blitz(), "e2e4 e7e5", s(20));
    // White thinks 5 s, no report: 180 − 5 + 2.
    g = ok(applyMove(g, "white", mv("g1f3"), s(25))).state;
    expect(g.clock).toMatchObject({ white: 177_000, black: 180_000 });
    expect(g.moves.at(-1)).toMatchObject({ spentMs: 5_000, clockMs: 177_000 });
    expect(g.lagQuotaMs).toEqual({ white: 4_000, black: 3_000 });
    // Black: the server saw 8 s, the client 7 s; 1 s of lag is forgiven: 180 − 7 + 2.
    g = ok(applyMove(g, "black", mv("b8c6"), s(33), 7_000)).state;
    expect(g.clock).toMatchObject({ white: 177_000, black: 175_000 });
    expect(g.moves.at(-1)).toMatchObject({ spentMs: 7_000, clockMs: 175_000 });
    expect(g.lagQuotaMs).toEqual({ white: 4_000, black: 3_000 });
    // A claimed 6 s of lag: at most 3 s a move.
    g = ok(applyMove(g, "white", mv("f1c4"), s(43), 4_000)).state;
    expect(g.moves.at(-1)).toMatchObject({ spentMs: 7_000, clockMs: 172_000 });
    expect(g.lagQuotaMs).toEqual({ white: 2_000, black: 3_000 });
    expect(remainingMs(g, "black", s(53))).toBe(165_000);
    expect(remainingMs(g, "white", s(53))).toBe(172_000);
  });

  it("remaining time is -1 untimed and never negative", () => {
    expect(remainingMs(game(), "white", s(5))).toBe(-1);
    const g = play(game({ clock: { initialMs: 60_000, incrementMs: 0 } }), "e2e4 e7e5", s(1));
    expect(remainingMs(g, "white", s(1_000))).toBe(0);
  });
});

describe("the flag", () => {
  // 1+0: quota 1,254 ms, so the flag falls 1,254 ms after the clock reads zero.
  const bullet = (fen?: string, moves = "e2e4 e7e5") => play(game({ clock: { initialMs: 60_000, incrementMs: 0 }, ...(fen ? { fen } : {}) }), moves, s(2));
  const flagAt = s(2) + 60_000 + 1_254;

  it("falls at the clock's zero plus the grace; before it, nothing is due", () => {
    const g = bullet();
    expect(deadline(g)).toBe(flagAt);
    expect(refused(timeout(g, flagAt - 1))).toBe("NOT_DUE");
    const { state, events } = ok(timeout(g, flagAt));
    expect(events).toEqual([{ type: "end", status: "timeout", winner: "black" }]);
    expectEnded(state, "timeout", "black");
    expect(state.clock).toMatchObject({ white: 0, black: 60_000, running: false });
    expect(deadline(state)).toBeNull();
    expect(refused(timeout(state, flagAt + 1))).toBe("GAME_FINISHED");
  });

  it("black can lose on time too", () => {
    const g = ok(applyMove(bullet(), "white", mv("g1f3"), s(3))).state;
    expectEnded(ok(timeout(g, s(3) + 60_000 + 1_254)).state, "timeout", "white");
  });

  it("a move after the flag fell is not played: the game ends on time", () => {
    const { state, events } = ok(applyMove(bullet(), "white", mv("g1f3"), flagAt));
    expect(events).toEqual([{ type: "end", status: "timeout", winner: "black" }]);
    expect(state.ply).toBe(2);
    expect(state.moves).toHaveLength(2);
  });

  it("a move the network slowed past zero is saved by the lag it reports, within the quota", () => {
    // Seen 61 s after the turn started, thought 0.5 s by the client's clock: 1,254 ms forgiven (all the quota).
    const saved = ok(applyMove(bullet(), "white", mv("g1f3"), s(63), 500)).state;
    expect(saved.status).toBe("started");
    expect(saved.clock!.white).toBe(254);
    expect(saved.lagQuotaMs!.white).toBe(418);
    // The same move without a report: the flag fell at 60 s.
    const lost = ok(applyMove(bullet(), "white", mv("g1f3"), s(63))).state;
    expectEnded(lost, "timeout", "black");
    expect(lost.moves).toHaveLength(2);
  });

  it("is a draw when the other side cannot mate (lone king, or king and one minor piece)", () => {
    const white = bullet("4k3/8/8/8/8/8/4PP2/4K3 w - - 0 1", "e2e3 e8d8");
    expectEnded(ok(timeout(white, flagAt)).state, "timeoutDraw", null);
    const black = bullet("4k3/1n6/8/8/8/8/4PP2/4K3 w - - 0 1", "e2e3 b7c5");
    expectEnded(ok(timeout(black, flagAt)).state, "timeoutDraw", null);
    // Two knights may mate (with help): a loss.
    const knights = bullet("4k3/1nn5/8/8/8/8/4PP2/4K3 w - - 0 1", "e2e3 b7c5");
    expectEnded(ok(timeout(knights, flagAt)).state, "timeout", "black");
  });

  it("is a draw when the other side's draw offer stood; the flagged side's own offer does not help it", () => {
    const g = bullet(undefined, "e2e4 e7e5");
    const blackOffered = ok(offerDraw(g, "black", s(3))).state;
    expectEnded(ok(timeout(blackOffered, flagAt)).state, "timeoutDraw", null);
    const whiteOffered = ok(offerDraw(g, "white", s(3))).state;
    expectEnded(ok(timeout(whiteOffered, flagAt)).state, "timeout", "black");
  });
});

describe("first-move limit", () => {
  it("white has FIRST_MOVE_MS from the start, else the game never started", () => {
    const g = game({ clock: { initialMs: 180_000, incrementMs: 0 } });
    expect(deadline(g)).toBe(T0 + FIRST_MOVE_MS);
    expect(refused(timeout(g, T0 + FIRST_MOVE_MS - 1))).toBe("NOT_DUE");
    const { state, events } = ok(timeout(g, T0 + FIRST_MOVE_MS));
    expect(events).toEqual([{ type: "end", status: "noStart", winner: null }]);
    expectEnded(state, "noStart", null);
  });

  it("black has FIRST_MOVE_MS from white's first move", () => {
    const g = play(game(), "e2e4", s(20));
    expect(deadline(g)).toBe(s(20) + FIRST_MOVE_MS);
    expect(refused(timeout(g, s(20) + FIRST_MOVE_MS - 1))).toBe("NOT_DUE");
    expectEnded(ok(timeout(g, s(20) + FIRST_MOVE_MS)).state, "noStart", null);
    // A first move that comes too late is not played.
    const late = ok(applyMove(g, "black", mv("e7e5"), s(20) + FIRST_MOVE_MS)).state;
    expectEnded(late, "noStart", null);
    expect(late.ply).toBe(1);
  });
});

describe("untimed games", () => {
  it("a side that makes no move for UNTIMED_MOVE_MS has left: the other wins", () => {
    const g = play(game(), "e2e4 e7e5", s(10));
    expect(deadline(g)).toBe(s(10) + UNTIMED_MOVE_MS);
    expect(refused(timeout(g, s(10) + UNTIMED_MOVE_MS - 1))).toBe("NOT_DUE");
    const { state, events } = ok(timeout(g, s(10) + UNTIMED_MOVE_MS));
    expect(endOf(events)).toEqual({ type: "end", status: "left", winner: "black" });
    expectEnded(state, "left", "black");
  });

  it("the limit runs afresh with every move, and is a draw when the one who waited could never mate", () => {
    const fen = "4k3/8/8/8/8/8/4PP2/4K3 w - - 0 1";
    const g = play(game({ fen }), "e2e3 e8d8 f2f3", (i) => [s(1), s(2), s(500)][i]!);
    expect(deadline(g)).toBe(s(500) + UNTIMED_MOVE_MS);
    expectEnded(ok(timeout(g, s(500) + UNTIMED_MOVE_MS)).state, "left", "white");
    const lone = play(game({ fen }), "e2e3 e8d8", s(1));
    expectEnded(ok(timeout(lone, s(1) + UNTIMED_MOVE_MS)).state, "left", null);
  });
});

describe("endings chess brings", () => {
  it("Fool's mate: black mates in two", () => {
    const g = play(game(), "f2f3 e7e5 g2g4");
    const { state, events } = ok(applyMove(g, "black", mv("d8h4"), s(4)));
    expect(events.map((e) => e.type)).toEqual(["move", "end"]);
    expect(events[0]).toMatchObject({ san: "Qh4#" });
    expect(endOf(events)).toEqual({ type: "end", status: "checkmate", winner: "black" });
    expect(state).toMatchObject({ check: true, legalMoves: [], endedAt: s(4) });
    expect(turn(state)).toBeNull();
    expect(deadline(state)).toBeNull();
  });

  it("Scholar's mate: white mates on f7", () => {
    const g = play(game(), "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7");
    expectEnded(g, "checkmate", "white");
    expect(g.moves.map((m) => m.san)).toEqual(["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
  });

  it("stalemate", () => {
    expectEnded(play(game({ fen: "7k/8/6K1/5Q2/8/8/8/8 w - - 0 1" }), "f5f7"), "stalemate", null);
  });

  it("insufficient material: the last knight taken", () => {
    expectEnded(play(game({ fen: "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1" }), "e1d2"), "insufficient", null);
  });

  it("threefold repetition, at once: the knights go out and back twice", () => {
    const twice = play(game(), "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    expect(twice.status).toBe("started");
    expect(Object.values(twice.repetitions)).toEqual(expect.arrayContaining([2]));
    const g = ok(applyMove(twice, "black", mv("f6g8"), s(9))).state;
    expectEnded(g, "threefold", null);
    expect(g.ply).toBe(8);
  });

  it("a capture or pawn move starts the repetition count afresh", () => {
    const g = play(game(), "g1f3 g8f6 f3g1 f6g8 e2e4");
    expect(g.repetitions).toEqual({ "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -": 1 });
  });

  it("the fifty-move rule: the hundredth ply without a capture or pawn move", () => {
    const fen = "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80";
    expectEnded(play(game({ fen }), "a1a2"), "fifty", null);
    expect(play(game({ fen }), "e2e3").status).toBe("started");
    // A mate on that ply still wins.
    expectEnded(play(game({ fen: "k7/8/1K6/8/8/8/8/7R w - - 99 80" }), "h1h8"), "checkmate", "white");
  });
});

describe("a new game", () => {
  it("starts with both clocks full, nothing standing, white to move", () => {
    const g: ChessGame = game({ clock: { initialMs: 300_000, incrementMs: 3_000 }, takebacks: true });
    expect(g).toMatchObject({
      ply: 0,
      status: "started",
      winner: null,
      clock: { white: 300_000, black: 300_000, running: false, turnStartedAt: T0 },
      lagQuotaMs: { white: 3_000, black: 3_000 },
      drawOffer: null,
      takebackOffer: null,
      absentSince: { white: null, black: null },
      seats: { white: "p1", black: "p2" },
      check: false,
      createdAt: T0,
    });
    expect(turn(g)).toBe("white");
  });

  it("refuses a bad start position or clock", () => {
    expect(() => game({ fen: "not a fen" })).toThrow(RangeError);
    expect(() => game({ fen: "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" })).toThrow(RangeError);
    expect(() => game({ clock: { initialMs: 0, incrementMs: 0 } })).toThrow(RangeError);
  });
});
