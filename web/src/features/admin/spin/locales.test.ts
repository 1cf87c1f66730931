import { describe, expect, it } from "vitest";
import en from "./locales/admin-spin.en.json";
import es from "./locales/admin-spin.es.json";
import pt from "./locales/admin-spin.pt.json";
import { placeholderMap } from "../../../i18n/placeholders";
import { DRAFT_FIELDS, PRIZE_KINDS } from "./tableDraft";

describe("the spin management page's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("label every prize kind and every field of the editor", () => {
    for (const texts of [en, pt, es]) {
      for (const kind of PRIZE_KINDS) {
        expect(texts.kinds[kind], kind).toMatch(/\S/);
        expect(texts.prize[kind], kind).toMatch(/\S/);
      }
      for (const field of DRAFT_FIELDS) expect(texts.fields[field], field).toMatch(/\S/);
    }
  });
});
