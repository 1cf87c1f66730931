import { describe, expect, it } from "vitest";
import en from "./locales/h2h.en.json";
import es from "./locales/h2h.es.json";
import pt from "./locales/h2h.pt.json";
import { placeholderMap } from "../../i18n/placeholders";

describe("H2H's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("name every question status and match state the server answers with", () => {
    for (const texts of [en, pt, es]) {
      for (const s of ["open", "closed", "pending", "resolved", "void"] as const) expect(texts.status[s], s).toMatch(/\S/);
      for (const s of ["upcoming", "live", "finished"] as const) expect(texts.state[s], s).toMatch(/\S/);
    }
  });
});
