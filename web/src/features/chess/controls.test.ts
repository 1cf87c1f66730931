import { describe, expect, it } from "vitest";
import { chessControls } from "./controls";
import { gameOn, withSeat } from "./testing";

const NOW = 1_700_000_000_000;

describe("chessControls", () => {
  it("offers Abort before both sides have moved and Resign from then on", () => {
    for (const ply of [0, 1]) {
      const c = chessControls(gameOn({}, ply), "p1", NOW);
      expect([c.abort, c.resign], `ply ${ply}`).toEqual([true, false]);
    }
    const c = chessControls(gameOn({}, 2), "p1", NOW);
    expect([c.abort, c.resign]).toEqual([false, true]);
  });

  it("offers a draw only when the server says you may and no offer stands", () => {
    const may = withSeat(gameOn(), "p1", { canOfferDraw: true });
    expect(chessControls(may, "p1", NOW).offerDraw).toBe(true);
    expect(chessControls(gameOn(), "p1", NOW).offerDraw).toBe(false);
    const mine = chessControls({ ...may, drawOffer: "white" }, "p1", NOW);
    expect([mine.offerDraw, mine.drawOffered, mine.answerDraw]).toEqual([false, true, false]);
  });

  it("turns the draw offer into Accept and Decline when the opponent's offer stands, even if you may not offer", () => {
    const c = chessControls({ ...gameOn(), drawOffer: "black" }, "p1", NOW);
    expect([c.offerDraw, c.drawOffered, c.answerDraw]).toEqual([false, false, true]);
    // bruno (black) sees his own offer waiting
    const theirs = chessControls({ ...gameOn(), drawOffer: "black" }, "p2", NOW);
    expect([theirs.drawOffered, theirs.answerDraw]).toEqual([true, false]);
  });

  it("offers a takeback only with takebacks on and a move of yours on the board", () => {
    expect(chessControls(gameOn({ takebacks: false }, 3), "p1", NOW).takeback).toBe(false);
    expect(chessControls(gameOn({ takebacks: true }, 0), "p1", NOW).takeback).toBe(false);
    expect(chessControls(gameOn({ takebacks: true }, 1), "p1", NOW).takeback).toBe(true);
    // black has not moved at ply 1, has at ply 2
    expect(chessControls(gameOn({ takebacks: true }, 1), "p2", NOW).takeback).toBe(false);
    expect(chessControls(gameOn({ takebacks: true }, 2), "p2", NOW).takeback).toBe(true);
  });

  it("shows a standing takeback request as waiting to its asker and as Accept/Refuse to the other side", () => {
    const view = gameOn({ takebacks: true, takebackOffer: "white" }, 3);
    const asker = chessControls(view, "p1", NOW);
    expect([asker.takeback, asker.takebackAsked, asker.answerTakeback]).toEqual([false, true, false]);
    const other = chessControls(view, "p2", NOW);
    expect([other.takeback, other.takebackAsked, other.answerTakeback]).toEqual([false, false, true]);
  });

  it("lets you claim from your claimableAt on, and counts down to it before", () => {
    const gone = withSeat(gameOn(), "p2", { isConnected: false, absentSince: NOW - 10_000 });
    expect(chessControls(gone, "p1", NOW)).toMatchObject({ claim: false, claimInMs: null });
    const soon = withSeat(gone, "p1", { claimableAt: NOW + 20_000 });
    expect(chessControls(soon, "p1", NOW)).toMatchObject({ claim: false, claimInMs: 20_000 });
    expect(chessControls(soon, "p1", NOW + 20_000)).toMatchObject({ claim: true, claimInMs: null });
  });

  it("shows nothing to an onlooker, to a player out of the game, before the start or after the end", () => {
    const none = { abort: false, resign: false, offerDraw: false, answerDraw: false, takeback: false, claim: false };
    expect(chessControls(gameOn({ drawOffer: "black" }), null, NOW)).toMatchObject(none);
    expect(chessControls(withSeat(gameOn(), "p1", { status: "LOST" }), "p1", NOW)).toMatchObject(none);
    expect(chessControls(gameOn({ gameStatus: "not_started", status: "Not Started" }, 0), "p1", NOW)).toMatchObject(none);
    expect(chessControls(gameOn({ gameStatus: "finished", status: "checkmate" }), "p1", NOW)).toMatchObject(none);
  });
});
