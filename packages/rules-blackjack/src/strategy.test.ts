import { describe, expect, it } from "vitest";
import { parseCard, parseCards } from "./cards.js";
import { deal, type BlackjackContext } from "./round.js";
import { stackedShoe } from "./shoe.js";
import { basicStrategy, chartPlay } from "./strategy.js";

const ALL = { split: true, double: true };
const playOf = (hand: string, up: string, allowed = ALL) => chartPlay(parseCards(hand)!, parseCard(up)!, allowed);

describe("basic strategy (6 decks, S17, DAS, no surrender)", () => {
  it.each([
    // hard totals
    ["5s 3d", "6h", "hit"],
    ["5s 4d", "2h", "hit"],
    ["5s 4d", "3h", "double"],
    ["5s 4d", "7h", "hit"],
    ["6s 4d", "9h", "double"],
    ["6s 4d", "Th", "hit"],
    ["6s 5d", "Th", "double"],
    ["6s 5d", "Ah", "hit"], // S17: 11 against an ace is a hit
    ["Ts 2d", "3h", "hit"],
    ["Ts 2d", "4h", "stand"],
    ["Ts 6d", "6h", "stand"],
    ["Ts 6d", "7h", "hit"],
    ["Ts 6d", "Ah", "hit"], // no surrender: hit
    ["Ts 7d", "Ah", "stand"],
    // soft totals
    ["As 2d", "5h", "double"],
    ["As 2d", "4h", "hit"],
    ["As 4d", "4h", "double"],
    ["As 6d", "3h", "double"],
    ["As 6d", "2h", "hit"],
    ["As 7d", "2h", "stand"], // S17: soft 18 stands against a 2
    ["As 7d", "6h", "double"],
    ["As 7d", "8h", "stand"],
    ["As 7d", "9h", "hit"],
    ["As 8d", "6h", "stand"], // S17: soft 19 stands against a 6
    // pairs
    ["As Ad", "Ah", "split"],
    ["8s 8d", "Ah", "split"],
    ["8s 8d", "Th", "split"],
    ["Ts Kd", "6h", "stand"],
    ["5s 5d", "9h", "double"],
    ["5s 5d", "Th", "hit"],
    ["9s 9d", "7h", "stand"],
    ["9s 9d", "8h", "split"],
    ["2s 2d", "2h", "split"], // DAS
    ["4s 4d", "5h", "split"], // DAS
    ["4s 4d", "4h", "hit"],
    ["6s 6d", "2h", "split"], // DAS
    ["7s 7d", "8h", "hit"],
  ])("%s against %s: %s", (hand, up, play) => {
    expect(playOf(hand, up)).toBe(play);
  });

  it("hits instead of doubling where doubling is not allowed, except soft 18 which stands", () => {
    expect(playOf("5s 6d", "6h", { split: false, double: false })).toBe("hit");
    expect(playOf("As 7d", "6h", { split: false, double: false })).toBe("stand");
    expect(playOf("As 2d 5c", "6h", { split: false, double: false })).toBe("stand");
  });

  it("plays a pair it may not split as its total", () => {
    expect(playOf("8s 8d", "Th", { split: false, double: true })).toBe("hit");
    expect(playOf("8s 8d", "6h", { split: false, double: true })).toBe("stand");
  });

  it("declines insurance and answers nothing once the round is over", () => {
    const ctx: BlackjackContext = { shoe: stackedShoe(parseCards("Ts Ah 9d 6c")!) };
    const insurance = deal(100, ctx);
    expect(insurance.ok && basicStrategy(insurance.state)).toEqual({ type: "noInsurance" });
    const over = deal(100, { shoe: stackedShoe(parseCards("As 7h Kd Qc")!) });
    expect(over.ok && basicStrategy(over.state)).toBeNull();
  });
});
