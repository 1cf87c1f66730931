import { describe, expect, it } from "vitest";
import en from "./locales/admin-jurisdictions.en.json";
import es from "./locales/admin-jurisdictions.es.json";
import pt from "./locales/admin-jurisdictions.pt.json";
import { placeholderMap } from "../../../i18n/placeholders";

describe("the jurisdiction rules page's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });
});
