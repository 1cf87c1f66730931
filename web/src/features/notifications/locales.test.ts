import { describe, expect, it } from "vitest";
import en from "./locales/notifications.en.json";
import es from "./locales/notifications.es.json";
import pt from "./locales/notifications.pt.json";
import { placeholderMap } from "../../i18n/placeholders";

describe("the bell texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });
});
