import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../locales/flash.en.json";
import { flashPlayer, flashView } from "../testing";
import { NO_CHOICES } from "../view";
import { actionSentence, actionSentenceShort, sideshowNotice } from "./words";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ showSupportNotice: false, lng: "en", resources: { en: { translation: { flash: en } } }, interpolation: { escapeValue: false } });
});
const t = (...args: Parameters<typeof i18n.t>) => i18n.t(...args);
const coins = (n: number) => n.toFixed(2);
const names: Record<string, string> = { "1": "Ann", "2": "Bob", "3": "Cy" };
const nameOf = (seat: string) => names[seat] ?? seat;

describe("the table's events in words", () => {
  const seen = flashPlayer({ inHand: true, status: "ACTIVE", seen: true });
  const blind = flashPlayer({ inHand: true, status: "ACTIVE" });

  it("names a bet by how it was made: blind, chaal, raise or all-in", () => {
    const bet = (seat: string, extra = {}) =>
      flashView({ gameStatus: "active", players: { "1": blind, "2": seen }, lastAction: { n: 3, seat, type: "bet", amount: 2, double: false, allIn: false, accept: false, ...extra } });
    expect(actionSentenceShort(bet("1"), coins, t as never)).toBe("Blind 2.00");
    expect(actionSentenceShort(bet("2"), coins, t as never)).toBe("Chaal 2.00");
    expect(actionSentenceShort(bet("2", { double: true }), coins, t as never)).toBe("Raised 2.00");
    expect(actionSentence(bet("2", { allIn: true }), "Bob", nameOf, coins, t as never)).toBe("Bob is all-in with 2.00.");
    expect(actionSentence(bet("1"), "Ann", nameOf, coins, t as never)).toBe("Ann bets 2.00 blind.");
  });

  it("tells the table how a sideshow was answered, and its two players in their own words", () => {
    const asking = flashView({
      gameStatus: "active",
      sideshowAsker: "3",
      sideshowTarget: "2",
      choices: { ...NO_CHOICES, seat: "2", answerSideshow: true },
      players: { "1": seen, "2": seen, "3": seen },
    });
    const accepted = flashView({
      gameStatus: "active",
      players: { "1": seen, "2": { ...seen, status: "PACKED" }, "3": seen },
      lastAction: { n: 9, seat: "2", type: "answerSideshow", amount: 0, double: false, allIn: false, accept: true },
    });
    expect(sideshowNotice(accepted, asking, "1", nameOf, t as never)).toBe("Bob accepted Cy's sideshow: Bob packs.");
    expect(sideshowNotice(accepted, asking, "3", nameOf, t as never)).toBe("Sideshow: your hand was higher, Bob packs.");
    expect(sideshowNotice(accepted, asking, "2", nameOf, t as never)).toBe("Sideshow: Cy's hand was higher, you pack.");
    const refused = { ...accepted, players: asking.players, lastAction: { ...accepted.lastAction, accept: false } };
    expect(sideshowNotice(refused, asking, "3", nameOf, t as never)).toBe("Bob refused your sideshow.");
    expect(sideshowNotice(refused, asking, "1", nameOf, t as never)).toBe("Bob refused Cy's sideshow.");
    // The one who refused knows it already.
    expect(sideshowNotice(refused, asking, "2", nameOf, t as never)).toBe("");
    // A silence is a refusal.
    const silent = { ...refused, lastAction: { ...refused.lastAction, type: "timeout" } };
    expect(sideshowNotice(silent, asking, "3", nameOf, t as never)).toBe("Bob refused your sideshow.");
  });
});
