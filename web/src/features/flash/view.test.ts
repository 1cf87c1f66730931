import { describe, expect, it } from "vitest";
import { flashPlayer, flashView } from "./testing";
import { canAddChipsNow, completeFlashView, freeSeats, handOrder, mySeatIn, nextHandIn, roomToAdd, seatState, turnClockOf, visibleCards } from "./view";

describe("the Flash room state as the pages read it", () => {
  it("fills every field the first snapshot may lack", () => {
    const view = completeFlashView({ roomId: "r", players: { "3": { playerName: "Ann" } as never } })!;
    expect(view.choices.seat).toBe("");
    expect(view.lastAction.n).toBe(0);
    expect(view.players["3"]!.shownCards).toEqual([]);
    expect(view.hands).toEqual({});
    expect(view.currency).toBe("COIN");
    expect(completeFlashView(null)).toBeNull();
  });

  it("finds your seat by your id, never a bot's, and lists the free seats", () => {
    const view = flashView({ players: { "2": flashPlayer({ id: "me" }), "5": flashPlayer({ id: "me", isBot: true }), "6": flashPlayer({ id: "you" }) } });
    expect(mySeatIn(view, "me")).toBe("2");
    expect(mySeatIn(view, "nobody")).toBeNull();
    expect(mySeatIn(view, null)).toBeNull();
    expect(freeSeats(view)).toEqual(["1", "3", "4", "7"]);
  });

  it("orders the hand's seats from the dealer round the table", () => {
    const inHand = flashPlayer({ inHand: true, status: "ACTIVE" });
    const view = flashView({ dealer: "5", players: { "1": inHand, "3": inHand, "5": inHand, "6": flashPlayer() , "7": inHand } });
    expect(handOrder(view)).toEqual(["5", "7", "1", "3"]);
    expect(handOrder({ ...view, dealer: "1" })).toEqual(["1", "3", "5", "7"]);
  });

  it("shows a seat's hidden cards when the server sent them, else its shown cards", () => {
    const view = flashView({
      hands: { "1": { cards: ["As", "Kd", "Qc"] } },
      players: { "1": flashPlayer(), "2": flashPlayer({ shownCards: ["2c", "3c", "4c"] }), "3": flashPlayer() },
    });
    expect(visibleCards(view, "1")).toEqual(["As", "Kd", "Qc"]);
    expect(visibleCards(view, "2")).toEqual(["2c", "3c", "4c"]);
    expect(visibleCards(view, "3")).toEqual([]);
  });

  it("says what each seat is doing", () => {
    const view = flashView({
      gameStatus: "active",
      turn: "2",
      turnEndsAt: 1_000,
      players: {
        "1": flashPlayer({ inHand: true, status: "ACTIVE", seen: true }),
        "2": flashPlayer({ inHand: true, status: "ACTIVE" }),
        "3": flashPlayer({ inHand: true, status: "PACKED" }),
        "4": flashPlayer({ inHand: true, status: "ALL_IN" }),
        "5": flashPlayer({ status: "SITTING_OUT" }),
        "6": flashPlayer({ isConnected: false }),
        "7": flashPlayer({ leaving: true }),
      },
    });
    expect(["1", "2", "3", "4", "5", "6", "7"].map((s) => seatState(view, s))).toEqual(["seen", "turn", "packed", "allIn", "sittingOut", "away", "leaving"]);
    expect(turnClockOf(view, "2")).toBe(1_000);
    expect(turnClockOf(view, "1")).toBe(0);
  });

  it("counts down to the next deal and says when chips may be added", () => {
    const between = flashView({ gameStatus: "finished", nextHandAt: 10_000, players: { "1": flashPlayer({ stack: 120 }) } });
    expect(nextHandIn(between, 6_100)).toBe(4);
    expect(nextHandIn({ ...between, nextHandAt: 0 }, 6_100)).toBeNull();
    // A clock read long before the count began still says no more than the pause between hands.
    expect(nextHandIn(between, 0)).toBe(5);
    expect(canAddChipsNow(between, "1")).toBe(true);
    expect(roomToAdd(between, "1")).toBe(380);
    const playing = flashView({ gameStatus: "active", players: { "1": flashPlayer({ inHand: true }), "2": flashPlayer() } });
    expect(canAddChipsNow(playing, "1")).toBe(false);
    expect(canAddChipsNow(playing, "2")).toBe(true);
    expect(canAddChipsNow(playing, null)).toBe(false);
  });
});
