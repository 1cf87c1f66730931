import { describe, expect, it } from "vitest";
import type { ChessRoomView } from "@arena/contracts";
import { gameOn, player } from "./testing";
import { START_FEN, completeChessView, lastMoveSquares, mySeatIn, timeControlOf } from "./view";

describe("completeChessView", () => {
  it("fills what the first snapshot after a join lacks: the start position, untimed clocks, no moves, no players", () => {
    const view = completeChessView({ roomId: "123456" } as Partial<ChessRoomView>)!;
    expect(view).toMatchObject({ roomId: "123456", fen: START_FEN, w_Time: -1, b_Time: -1, moves: [], legalMoves: [], players: {}, gameStatus: "not_started" });
    expect(view.lastMove).toEqual({ ply: 0, from: "", to: "", san: "" });
    expect(completeChessView(null)).toBeNull();
  });

  it("completes each seat with the player fields a partial patch left out", () => {
    const view = completeChessView({ players: { p1: { id: "u1", playerName: "ana" } as ChessRoomView["players"][string] } })!;
    expect(view.players.p1).toMatchObject({ id: "u1", playerName: "ana", color: "", claimableAt: 0, canOfferDraw: false, status: "ACTIVE" });
  });
});

describe("mySeatIn", () => {
  it("is the seat carrying your user id, and nobody's for an onlooker", () => {
    expect(mySeatIn(gameOn(), "u2")).toBe("p2");
    expect(mySeatIn(gameOn(), "u7")).toBeNull();
    expect(mySeatIn(gameOn(), null)).toBeNull();
  });

  it("is the one person's seat against the computer, even before your profile is known", () => {
    const computer = gameOn({
      gameType: "Computer",
      players: { p1: player({ id: "u1", color: "black" }), p2: player({ id: "", playerName: "Computer level 2", isBot: true, color: "white" }) },
    });
    expect(mySeatIn(computer, null)).toBe("p1");
  });
});

describe("table terms in words", () => {
  it("names a clock minutes+increment, and none for an untimed game", () => {
    expect(timeControlOf(10, 5)).toBe("10+5");
    expect(timeControlOf(-1, 0)).toBeNull();
  });

  it("highlights the last move only once there is one", () => {
    expect(lastMoveSquares(gameOn({}, 0))).toBeNull();
    expect(lastMoveSquares(gameOn({}, 2))).toEqual({ from: "e7", to: "e5" });
  });
});
