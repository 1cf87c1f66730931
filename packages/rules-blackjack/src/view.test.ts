import { describe, expect, it } from "vitest";
import { parseCards } from "./cards.js";
import { apply, deal, legalActions, type BlackjackContext, type BlackjackRound, type BlackjackTransition } from "./round.js";
import { stackedShoe } from "./shoe.js";
import { playerView } from "./view.js";

const shoe = (text: string): BlackjackContext => ({ shoe: stackedShoe(parseCards(text)!) });
function ok(t: BlackjackTransition): BlackjackRound {
  if (!t.ok) throw new Error(`refused: ${t.error}`);
  return t.state;
}
const play = (cards: string, bet: number): BlackjackRound => ok(deal(bet, shoe(cards)));

describe("playerView", () => {
  it("hides the hole card until the round is over, then shows every card", () => {
    const ctx = shoe("Ts 6h 8d Ac");
    const s = ok(deal(100, ctx));
    const view = playerView(s);
    expect(view.dealer).toEqual([s.dealer[0], null]);
    expect(view.dealerTotal).toBe(6);
    expect(JSON.stringify(view)).not.toContain('"rank":14'); // the hole ace is nowhere in it
    expect(view).not.toHaveProperty("drawn");
    const over = ok(apply(s, { type: "stand" }, ctx));
    expect(playerView(over).dealer).toEqual(over.dealer);
    expect(playerView(over).dealerTotal).toBe(17);
  });

  it("hides it while insurance is offered too (the dealer has not looked yet)", () => {
    const s = play("Ts Ah 9d Kc", 100);
    expect(s.phase).toBe("insurance");
    expect(playerView(s).dealer).toEqual([s.dealer[0], null]);
    expect(playerView(s).dealerTotal).toBe(11);
  });

  it("lists what the player can afford: no double or split without the funds for another bet", () => {
    const s = play("8s 6h 8d Tc", 100);
    expect(playerView(s).legal).toEqual(["hit", "stand", "double", "split"]);
    expect(playerView(s, 99).legal).toEqual(["hit", "stand"]);
    expect(legalActions(play("Ts Ah 9d 6c", 100), 49)).toEqual(["noInsurance"]);
  });
});
