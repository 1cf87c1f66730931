import { describe, expect, it } from "vitest";
import type { BlackjackRoomView } from "@arena/contracts";
import { atStake, canBet, cardsDealt, completeBlackjackView, handNet, insuranceStake, moveButtons, moveForKey, preferredBet, roundInPlay, roundOver, totalKey } from "./view";

const base = completeBlackjackView({})!;
const hand = (over: Partial<BlackjackRoomView["hands"][number]> = {}) => ({ cards: ["Ts", "7h"], bet: 5, doubled: false, fromSplit: false, total: 17, soft: false, outcome: "", paid: 0, ...over });

describe("completeBlackjackView", () => {
  it("fills what the first snapshot lacks and copies the lists", () => {
    const raw = { phase: "playing", hands: [{ cards: ["As"] }], legal: ["hit"] } as unknown as Partial<BlackjackRoomView>;
    const view = completeBlackjackView(raw)!;
    expect(view.gameStatus).toBe("not_started");
    expect(view.turnSeconds).toBe(60);
    expect(view.hands[0]).toEqual({ cards: ["As"], bet: 0, doubled: false, fromSplit: false, total: 0, soft: false, outcome: "", paid: 0 });
    expect(view.dealer).toEqual([]);
    expect(completeBlackjackView(null)).toBeNull();
  });
});

describe("the round's phase", () => {
  it("is in play while insurance or a hand is to decide, over once settled, and open to a bet otherwise", () => {
    expect(roundInPlay({ gameStatus: "active", phase: "playing" })).toBe(true);
    expect(roundInPlay({ gameStatus: "active", phase: "insurance" })).toBe(true);
    expect(roundInPlay({ gameStatus: "finished", phase: "over" })).toBe(false);
    expect(canBet({ gameStatus: "not_started", phase: "betting" })).toBe(true);
    expect(canBet({ gameStatus: "finished", phase: "over" })).toBe(true);
    // Settling: the rules say over, the table is still active until the money moved.
    expect(canBet({ gameStatus: "active", phase: "over" })).toBe(false);
    expect(roundOver({ phase: "over", hands: [hand()] })).toBe(true);
    expect(roundOver({ phase: "betting", hands: [] })).toBe(false);
  });
});

describe("moveButtons", () => {
  it("shows only the server's legal moves, in a fixed order, with the extra stake each puts down", () => {
    const view = { ...base, bet: 5, hands: [hand({ cards: ["8s", "8d"], total: 16 })], legal: ["split", "double", "stand", "hit"] };
    expect(moveButtons(view)).toEqual([
      { move: "hit", extra: 0, key: "h" },
      { move: "stand", extra: 0, key: "s" },
      { move: "double", extra: 5, key: "d" },
      { move: "split", extra: 5, key: "p" },
    ]);
    expect(moveButtons({ ...view, legal: [] })).toEqual([]);
  });

  it("prices insurance at half the bet, rounded down to the cent", () => {
    expect(insuranceStake(5)).toBe(2.5);
    expect(insuranceStake(0.25)).toBe(0.12);
    const view = { ...base, bet: 25, legal: ["noInsurance", "insurance"], hands: [hand()] };
    expect(moveButtons(view).map((b) => [b.move, b.extra])).toEqual([
      ["insurance", 12.5],
      ["noInsurance", 0],
    ]);
  });

  it("maps a key to a shown move only", () => {
    const buttons = moveButtons({ ...base, bet: 1, legal: ["hit", "stand"], hands: [hand()] });
    expect(moveForKey(buttons, "H")).toBe("hit");
    expect(moveForKey(buttons, "s")).toBe("stand");
    expect(moveForKey(buttons, "d")).toBeNull();
  });
});

describe("amounts and counts", () => {
  it("adds the stakes on the table and the cards dealt, and nets a finished hand", () => {
    const view = { ...base, insurance: 2.5, dealer: ["Ah", ""], hands: [hand({ bet: 10, doubled: true, cards: ["5s", "6d", "Kc"] }), hand({ bet: 5 })] };
    expect(atStake(view)).toBe(17.5);
    expect(cardsDealt(view)).toBe(7);
    expect(handNet({ bet: 10, paid: 20 })).toBe(10);
    expect(handNet({ bet: 5, paid: 12.5 })).toBe(7.5);
    expect(handNet({ bet: 0.1, paid: 0 })).toBe(-0.1);
  });

  it("words a total as bust, soft or plain", () => {
    expect(totalKey(23, false)).toEqual({ key: "bust", total: 23 });
    expect(totalKey(17, true)).toEqual({ key: "soft", total: 17 });
    expect(totalKey(20, false)).toEqual({ key: "plain", total: 20 });
  });

  it("preselects the last bet while offered, else the smallest step", () => {
    expect(preferredBet({ betAmounts: [1, 5, 10] }, 5)).toBe(5);
    expect(preferredBet({ betAmounts: [10, 2, 5] }, 3)).toBe(2);
    expect(preferredBet({ betAmounts: [10, 2, 5] }, null)).toBe(2);
    expect(preferredBet({ betAmounts: [] }, 5)).toBeNull();
  });
});
