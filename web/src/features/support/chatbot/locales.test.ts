import { describe, expect, it } from "vitest";
import en from "./locales/support-bot.en.json";
import es from "./locales/support-bot.es.json";
import pt from "./locales/support-bot.pt.json";
import { placeholderMap } from "../../../i18n/placeholders";

describe("the chatbot panel's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });
});
