/** Abort, resign, leaving, presence and the claims of the one who stayed. */
import { describe, expect, it } from "vitest";
import { ABSENT_CLAIM_MS } from "./constants.js";
import { abort, claimableAt, claimDraw, claimVictory, leave, resign, setPresence } from "./leaving.js";
import type { ChessGame } from "./state.js";
import { expectEnded, game, ok, play, refused, T0 } from "./testing.js";

const s = (n: number) => T0 + n * 1000;

describe("abort", () => {
  it("either side, while fewer than two plies are played: no result", () => {
    for (const g of [game(), play(game(), "e2e4")]) {
      for (const colour of ["white", "black"] as const) {
        const { state, events } = ok(abort(g, colour, s(5)));
        expect(events).toEqual([{ type: "end", status: "aborted", winner: null }]);
        expectEnded(state, "aborted", null);
      }
    }
  });

  it("is refused once both sides have moved, and after the end", () => {
    const g = play(game(), "e2e4 e7e5");
    expect(refused(abort(g, "white", s(5)))).toBe("ABORT_NOT_ALLOWED");
    expect(refused(abort(ok(abort(game(), "white", s(1))).state, "black", s(2)))).toBe("GAME_FINISHED");
  });
});

describe("resign", () => {
  it("the opponent wins", () => {
    const { state, events } = ok(resign(play(game(), "e2e4 e7e5"), "white", s(5)));
    expect(events).toEqual([{ type: "end", status: "resign", winner: "black" }]);
    expectEnded(state, "resign", "black");
  });

  it("before both sides moved it is an abort", () => {
    expectEnded(ok(resign(play(game(), "e2e4"), "black", s(5))).state, "aborted", null);
  });

  it("stops the clock at the time of resigning", () => {
    const g = play(game({ clock: { initialMs: 60_000, incrementMs: 0 } }), "e2e4 e7e5", s(1));
    expect(ok(resign(g, "black", s(11))).state.clock).toEqual({ white: 50_000, black: 60_000, running: false, turnStartedAt: s(1) });
  });

  it("comes too late once the resigner's opponent has flagged: the flag decides", () => {
    const g = play(game({ clock: { initialMs: 60_000, incrementMs: 0 } }), "e2e4 e7e5", s(1));
    const { state, events } = ok(resign(g, "black", s(1) + 62_000));
    expect(events).toEqual([{ type: "end", status: "timeout", winner: "black" }]);
    expect(state.actions.at(-1)).toEqual({ type: "resign", colour: "black", now: s(1) + 62_000 });
  });
});

describe("leaving for good", () => {
  it("before both sides moved: an abort", () => {
    expectEnded(ok(leave(play(game(), "e2e4"), "white", s(5))).state, "aborted", null);
  });

  it("later: a loss", () => {
    const { state, events } = ok(leave(play(game(), "e2e4 e7e5"), "black", s(5)));
    expect(events).toEqual([{ type: "end", status: "left", winner: "white" }]);
    expectEnded(state, "left", "white");
  });

  it("a draw when the one who stays could never mate", () => {
    const g = play(game({ fen: "4k3/8/8/8/8/8/4PP2/4K3 w - - 0 1" }), "e2e3 e8d8");
    expectEnded(ok(leave(g, "white", s(5))).state, "left", null);
    expectEnded(ok(leave(g, "black", s(5))).state, "left", "white");
  });
});

describe("presence and claims", () => {
  /** A 3+0 game, both moved by 2 s; white to move. */
  const started = (): ChessGame => play(game({ clock: { initialMs: 180_000, incrementMs: 0 } }), "e2e4 e7e5", (i) => s(i + 1));
  const gone = (g: ChessGame, colour: "white" | "black", at: number) => ok(setPresence(g, colour, false, at)).state;

  it("a drop sets absentSince once; coming back clears it", () => {
    const g = gone(gone(started(), "black", s(10)), "black", s(15));
    expect(g.absentSince).toEqual({ white: null, black: s(10) });
    expect(ok(setPresence(g, "black", true, s(16))).state.absentSince).toEqual({ white: null, black: null });
  });

  it(`the one who stayed may claim ${ABSENT_CLAIM_MS / 1000} s after the other left, not before`, () => {
    const g = gone(started(), "black", s(10));
    expect(claimableAt(g, "white")).toBe(s(10) + ABSENT_CLAIM_MS);
    expect(claimableAt(g, "black")).toBeNull();
    expect(refused(claimVictory(g, "white", s(10) + ABSENT_CLAIM_MS - 1))).toBe("CLAIM_NOT_ALLOWED");
    expect(refused(claimVictory(g, "black", s(60)))).toBe("CLAIM_NOT_ALLOWED");
    const win = ok(claimVictory(g, "white", s(10) + ABSENT_CLAIM_MS));
    expect(win.events).toEqual([{ type: "end", status: "claim", winner: "white" }]);
    expectEnded(ok(claimDraw(g, "white", s(41))).state, "claim", null);
  });

  it("not once the one who left is back", () => {
    const back = ok(setPresence(gone(started(), "black", s(10)), "black", true, s(30))).state;
    expect(claimableAt(back, "white")).toBeNull();
    expect(refused(claimVictory(back, "white", s(60)))).toBe("CLAIM_NOT_ALLOWED");
    expect(refused(claimDraw(back, "white", s(60)))).toBe("CLAIM_NOT_ALLOWED");
  });

  it("not by one who is gone too", () => {
    const both = gone(gone(started(), "black", s(10)), "white", s(11));
    expect(claimableAt(both, "white")).toBeNull();
    expect(refused(claimVictory(both, "white", s(60)))).toBe("CLAIM_NOT_ALLOWED");
  });

  it(`only while the absent side's clock shows more than ${ABSENT_CLAIM_MS / 1000} s (its flag comes soon enough)`, () => {
    // White, to move, is gone from 2 s: its clock runs from 180 s.
    const g = gone(started(), "white", s(2));
    expect(claimableAt(g, "black")).toBe(s(32));
    expect(ok(claimVictory(g, "black", s(140))).state.winner).toBe("black");
    expect(refused(claimVictory(g, "black", s(152)))).toBe("CLAIM_NOT_ALLOWED");
    // Gone with under 30 s left at the claim time: no claim at all.
    expect(claimableAt(gone(started(), "white", s(125)), "black")).toBeNull();
  });

  it("always in untimed games", () => {
    const g = gone(play(game(), "e2e4 e7e5", s(1)), "white", s(2));
    expect(claimableAt(g, "black")).toBe(s(32));
    expect(ok(claimVictory(g, "black", s(500))).state.winner).toBe("black");
  });

  it("not before both sides moved (abort applies)", () => {
    const g = gone(play(game(), "e2e4", s(1)), "black", s(2));
    expect(claimableAt(g, "white")).toBeNull();
    expect(refused(claimVictory(g, "white", s(40)))).toBe("CLAIM_NOT_ALLOWED");
  });

  it("claiming the win with no mating material gives a draw", () => {
    const g = gone(play(game({ fen: "4k3/8/8/8/8/8/4PP2/4K3 w - - 0 1" }), "e2e3 e8d8", s(1)), "white", s(2));
    expectEnded(ok(claimVictory(g, "black", s(40))).state, "claim", null);
  });

  it("nothing after the end", () => {
    const over = ok(resign(started(), "white", s(5))).state;
    expect(refused(setPresence(over, "white", false, s(6)))).toBe("GAME_FINISHED");
    expect(refused(claimVictory(over, "black", s(60)))).toBe("GAME_FINISHED");
    expect(refused(leave(over, "black", s(60)))).toBe("GAME_FINISHED");
    expect(claimableAt(over, "black")).toBeNull();
  });
});
