import { describe, expect, it } from "vitest";
import { LEADERBOARD_DAYS } from "./spinApi";
import en from "./locales/spin.en.json";
import es from "./locales/spin.es.json";
import pt from "./locales/spin.pt.json";
import { placeholderMap } from "../../i18n/placeholders";

describe("the spin wheel's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("name every prize, spin kind, drop reason and leaderboard period the server answers with", () => {
    for (const texts of [en, pt, es]) {
      for (const kind of ["coins", "jackpot", "lose"] as const) expect(texts.prize[kind], kind).toMatch(/\S/);
      for (const kind of ["free", "purchased"] as const) expect(texts.kind[kind], kind).toMatch(/\S/);
      for (const why of ["segment", "cap", "time"] as const) {
        expect(texts.dropped[why], why).toMatch(/\S/);
        expect(texts.drops.why[why], why).toMatch(/\S/);
      }
      for (const days of LEADERBOARD_DAYS) expect(texts.board.days[days], String(days)).toMatch(/\S/);
    }
  });

  it("keep the names the browser test finds the controls by", () => {
    expect([en.spin, en.spinFree, en.buy.open, en.free.title, en.free.spin, en.result.title]).toEqual(["Spin", "Spin for free", "Buy spins", "Your free spin", "Spin now", "Spin result"]);
  });
});
