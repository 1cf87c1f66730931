import { describe, expect, it } from "vitest";
import en from "./locales/admin-referral.en.json";
import es from "./locales/admin-referral.es.json";
import pt from "./locales/admin-referral.pt.json";
import { placeholderMap } from "../../../i18n/placeholders";

describe("the referral management page's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("keep the Run now button's name the browser test finds it by", () => {
    expect(en.run.button).toBe("Run now");
  });
});
