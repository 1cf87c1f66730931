import { FRAUD_KINDS } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import en from "./locales/admin-fraud.en.json";
import es from "./locales/admin-fraud.es.json";
import pt from "./locales/admin-fraud.pt.json";
import { placeholderMap } from "../../../i18n/placeholders";

describe("the fraud signals page's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("name and explain every kind of signal", () => {
    for (const kind of FRAUD_KINDS) {
      expect(en.kinds[kind], kind).toEqual(expect.any(String));
      expect(en.help[kind], kind).toEqual(expect.any(String));
    }
  });
});
