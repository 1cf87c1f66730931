import { describe, expect, it } from "vitest";
import { placeholderMap } from "../../i18n/placeholders";
import en from "./locales/lottery.en.json";
import es from "./locales/lottery.es.json";
import pt from "./locales/lottery.pt.json";

describe("the lottery's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("name every status and entropy source the server answers with", () => {
    for (const texts of [en, pt, es]) {
      for (const s of ["open", "closed", "drawn", "cancelled"] as const) expect(texts.status[s], s).toMatch(/\S/);
      for (const s of ["drand", "tickets"] as const) expect(texts.verify.source[s], s).toMatch(/\S/);
    }
  });
});
