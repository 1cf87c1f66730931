import { describe, expect, it } from "vitest";
import en from "./locales/live-support.en.json";
import es from "./locales/live-support.es.json";
import pt from "./locales/live-support.pt.json";
import { placeholderMap } from "../../../i18n/placeholders";

describe("live support's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });
});
