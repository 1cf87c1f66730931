/** Draw offers and takebacks. */
import { describe, expect, it } from "vitest";
import { DRAW_OFFER_PLIES, FIRST_MOVE_MS } from "./constants.js";
import { answerTakeback, canOfferDraw, declineDraw, offerDraw, repetitionsOf, requestTakeback } from "./agreements.js";
import { abort } from "./leaving.js";
import { applyMove } from "./play.js";
import { turn } from "./state.js";
import { deadline, remainingMs } from "./transition.js";
import { expectEnded, game, mv, ok, play, refused, T0 } from "./testing.js";

const s = (n: number) => T0 + n * 1000;
/** Twenty plies of pawn moves that repeat no position and end no game. */
const TWENTY_PLIES = "a2a3 a7a6 b2b3 b7b6 c2c3 c7c6 d2d3 d7d6 f2f3 f7f6 g2g3 g7g6 h2h3 h7h6 a3a4 a6a5 b3b4 b6b5 c3c4 c6c5";

describe("draw offers", () => {
  it("not before both sides have moved", () => {
    for (const g of [game(), play(game(), "e2e4")]) {
      expect(canOfferDraw(g, "white")).toBe(false);
      expect(refused(offerDraw(g, "white", s(1)))).toBe("DRAW_OFFER_NOT_ALLOWED");
      expect(refused(offerDraw(g, "black", s(1)))).toBe("DRAW_OFFER_NOT_ALLOWED");
    }
  });

  it("from ply 2, on either side's turn; the offer stands and is not made twice", () => {
    const g = play(game(), "e2e4 e7e5");
    expect([canOfferDraw(g, "white"), canOfferDraw(g, "black")]).toEqual([true, true]);
    const { state, events } = ok(offerDraw(g, "black", s(1)));
    expect(events).toEqual([{ type: "draw-offer", by: "black" }]);
    expect(state).toMatchObject({ drawOffer: "black", lastDrawOfferPly: { white: null, black: 2 } });
    expect(canOfferDraw(state, "black")).toBe(false);
    expect(refused(offerDraw(state, "black", s(2)))).toBe("DRAW_OFFER_NOT_ALLOWED");
  });

  it(`at most once per ${DRAW_OFFER_PLIES} plies`, () => {
    const offered = ok(offerDraw(play(game(), "e2e4 e7e5"), "white", s(1))).state;
    const declined = ok(declineDraw(offered, "black")).state;
    const moves = TWENTY_PLIES.split(" ");
    const at21 = play(declined, moves.slice(0, 19).join(" "));
    expect(at21.ply).toBe(21);
    expect(canOfferDraw(at21, "white")).toBe(false);
    expect(refused(offerDraw(at21, "white", s(2)))).toBe("DRAW_OFFER_NOT_ALLOWED");
    expect(canOfferDraw(at21, "black")).toBe(true);
    const at22 = play(at21, moves[19]!);
    expect(canOfferDraw(at22, "white")).toBe(true);
    expect(ok(offerDraw(at22, "white", s(3))).state.drawOffer).toBe("white");
  });

  it("stands through the offerer's own move and lapses when the opponent plays on", () => {
    const offered = ok(offerDraw(play(game(), "e2e4 e7e5"), "white", s(1))).state;
    const afterOwnMove = play(offered, "g1f3");
    expect(afterOwnMove.drawOffer).toBe("white");
    expect(play(afterOwnMove, "b8c6").drawOffer).toBeNull();
  });

  it("offering while the opponent's offer stands accepts it, even within one's own 20 plies", () => {
    const blackOffered = ok(offerDraw(play(game(), "e2e4 e7e5"), "black", s(1))).state;
    const whiteOffers = ok(offerDraw(ok(declineDraw(blackOffered, "white")).state, "white", s(2))).state;
    expect(canOfferDraw(whiteOffers, "black")).toBe(true);
    const { state, events } = ok(offerDraw(whiteOffers, "black", s(3)));
    expect(events).toEqual([{ type: "end", status: "agreement", winner: null }]);
    expectEnded(state, "agreement", null);
    expect(state.drawOffer).toBeNull();
  });

  it("declining: only the opponent's standing offer", () => {
    const g = play(game(), "e2e4 e7e5");
    expect(refused(declineDraw(g, "black"))).toBe("NO_DRAW_OFFER");
    const offered = ok(offerDraw(g, "white", s(1))).state;
    expect(refused(declineDraw(offered, "white"))).toBe("NO_DRAW_OFFER");
    const { state, events } = ok(declineDraw(offered, "black"));
    expect(events).toEqual([{ type: "draw-declined", by: "black" }]);
    expect(state.drawOffer).toBeNull();
  });

  it("nothing once the game is over", () => {
    const over = play(game(), "f2f3 e7e5 g2g4 d8h4");
    expect(canOfferDraw(over, "white")).toBe(false);
    expect(refused(offerDraw(over, "white", s(9)))).toBe("GAME_FINISHED");
    expect(refused(declineDraw(over, "white"))).toBe("GAME_FINISHED");
  });
});

describe("takebacks", () => {
  const withTakebacks = (clock: { initialMs: number; incrementMs: number } | null = null) => game({ takebacks: true, clock });

  it("are refused at a table without them, before one has moved, and twice", () => {
    expect(refused(requestTakeback(play(game(), "e2e4 e7e5"), "white"))).toBe("TAKEBACK_NOT_ALLOWED");
    expect(refused(requestTakeback(withTakebacks(), "white"))).toBe("TAKEBACK_NOT_ALLOWED");
    const one = play(withTakebacks(), "e2e4");
    expect(refused(requestTakeback(one, "black"))).toBe("TAKEBACK_NOT_ALLOWED");
    const asked = ok(requestTakeback(one, "white"));
    expect(asked.events).toEqual([{ type: "takeback-request", by: "white" }]);
    expect(asked.state.takebackOffer).toBe("white");
    expect(refused(requestTakeback(asked.state, "white"))).toBe("TAKEBACK_NOT_ALLOWED");
    // With one request standing the opponent (who has moved) cannot ask too; it answers instead.
    const both = ok(requestTakeback(play(withTakebacks(), "e2e4 e7e5"), "white")).state;
    expect(refused(requestTakeback(both, "black"))).toBe("TAKEBACK_NOT_ALLOWED");
  });

  it("an answer needs the opponent's request", () => {
    const g = play(withTakebacks(), "e2e4 e7e5");
    expect(refused(answerTakeback(g, "black", true, s(1)))).toBe("NO_TAKEBACK_REQUEST");
    const asked = ok(requestTakeback(g, "white")).state;
    expect(refused(answerTakeback(asked, "white", true, s(1)))).toBe("NO_TAKEBACK_REQUEST");
  });

  it("take back one ply when the opponent has not replied yet", () => {
    const g = play(withTakebacks(), "e2e4 e7e5 g1f3");
    const asked = ok(requestTakeback(g, "white")).state;
    const { state, events } = ok(answerTakeback(asked, "black", true, s(5)));
    expect(events).toEqual([{ type: "takeback", plies: 1 }]);
    expect(state).toMatchObject({ ply: 2, fen: g.moves[1]!.fen, takebackOffer: null, turnStartedAt: s(5) });
    expect(state.moves.map((m) => m.uci)).toEqual(["e2e4", "e7e5"]);
    expect(turn(state)).toBe("white");
  });

  it("take back two plies when the opponent has replied (it is the asker's turn)", () => {
    const g = play(withTakebacks(), "e2e4 e7e5 g1f3 b8c6");
    const asked = ok(requestTakeback(g, "white")).state;
    const { state, events } = ok(answerTakeback(asked, "black", true, s(5)));
    expect(events).toEqual([{ type: "takeback", plies: 2 }]);
    expect(state.ply).toBe(2);
    expect(turn(state)).toBe("white");
    expect(state.legalMoves).toContain("g1f3");
  });

  it("restore the clocks the position had; the turn starts now", () => {
    const times = [s(1), s(2), s(12), s(22), s(40)];
    const g = play(withTakebacks({ initialMs: 180_000, incrementMs: 2_000 }), "e2e4 e7e5 g1f3 b8c6 f1c4", (i) => times[i]!);
    expect(g.clock).toMatchObject({ white: 156_000, black: 172_000 });
    const asked = ok(requestTakeback(g, "black")).state;
    const back = ok(answerTakeback(asked, "white", true, s(50))).state;
    // Black's Nc6 and white's Bc4 are gone: white has Nf3's 172 s, black e5's 180 s, and black's clock runs from now.
    expect(back.ply).toBe(3);
    expect(back.clock).toEqual({ white: 172_000, black: 180_000, running: true, turnStartedAt: s(50) });
    expect(remainingMs(back, "black", s(60))).toBe(170_000);
  });

  it("rewind the repetition count, and drop a standing draw offer", () => {
    const g = play(withTakebacks(), "g1f3 g8f6 f3g1 f6g8");
    const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
    expect(g.repetitions[start]).toBe(2);
    const offered = ok(offerDraw(g, "white", s(1))).state;
    const back = ok(answerTakeback(ok(requestTakeback(offered, "black")).state, "white", true, s(2))).state;
    expect(back.repetitions[start]).toBe(1);
    expect(back.repetitions).toEqual(repetitionsOf(back));
    expect(back.drawOffer).toBeNull();
    // Played again, the start position is there twice, not three times: the game goes on.
    const again = play(back, "f6g8");
    expect(again.status).toBe("started");
    expect(again.repetitions[start]).toBe(2);
  });

  it("declined, the request lapses; a move also cancels it", () => {
    const asked = ok(requestTakeback(play(withTakebacks(), "e2e4 e7e5 g1f3"), "white")).state;
    const { state, events } = ok(answerTakeback(asked, "black", false, s(3)));
    expect(events).toEqual([{ type: "takeback-declined", by: "black" }]);
    expect(state).toMatchObject({ takebackOffer: null, ply: 3 });
    expect(ok(applyMove(asked, "black", mv("b8c6"), s(3))).state.takebackOffer).toBeNull();
  });

  it("back before both sides moved, the first-move limit and abort apply again", () => {
    const g = play(withTakebacks({ initialMs: 60_000, incrementMs: 0 }), "e2e4 e7e5", s(1));
    const back = ok(answerTakeback(ok(requestTakeback(g, "white")).state, "black", true, s(9))).state;
    expect(back.ply).toBe(0);
    expect(back.clock).toEqual({ white: 60_000, black: 60_000, running: false, turnStartedAt: s(9) });
    expect(deadline(back)).toBe(s(9) + FIRST_MOVE_MS);
    expectEnded(ok(abort(back, "black", s(10))).state, "aborted", null);
  });
});
