import { describe, expect, it } from "vitest";
import en from "./locales/admin-blackjack.en.json";
import es from "./locales/admin-blackjack.es.json";
import pt from "./locales/admin-blackjack.pt.json";
import { placeholderMap } from "../../../i18n/placeholders";

describe("the Black Jack management page's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });
});
