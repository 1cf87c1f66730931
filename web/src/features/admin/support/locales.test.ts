import { describe, expect, it } from "vitest";
import { SUPPORT_QUEUES } from "@arena/contracts";
import en from "./locales/support-inbox.en.json";
import es from "./locales/support-inbox.es.json";
import pt from "./locales/support-inbox.pt.json";
import { placeholderMap } from "../../../i18n/placeholders";

describe("the support inbox's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("name every queue and its empty state", () => {
    for (const queue of SUPPORT_QUEUES) {
      expect(en.queue[queue], queue).toEqual(expect.any(String));
      expect(en.empty[queue], queue).toEqual(expect.any(String));
    }
  });
});
