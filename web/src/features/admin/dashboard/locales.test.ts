import { describe, expect, it } from "vitest";
import en from "./locales/admin-dashboard.en.json";
import es from "./locales/admin-dashboard.es.json";
import pt from "./locales/admin-dashboard.pt.json";
import { placeholderMap } from "../../../i18n/placeholders";

describe("the dashboard's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });
});
