import { FRAUD_KINDS } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import en from "./locales/admin-fraud.en.json";
import es from "./locales/admin-fraud.es.json";
import pt from "./locales/admin-fraud.pt.json";

/** Every text of a catalogue by its key path, as its placeholders ({{name}}), sorted. */
function placeholders(node: unknown, prefix = ""): Record<string, string[]> {
  if (typeof node !== "object" || node === null) return { [prefix]: [...String(node).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort() };
  return Object.assign({}, ...Object.entries(node).map(([key, value]) => placeholders(value, prefix ? `${prefix}.${key}` : key)));
}

describe("the fraud signals page's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholders(pt)).toEqual(placeholders(en));
    expect(placeholders(es)).toEqual(placeholders(en));
  });

  it("name and explain every kind of signal", () => {
    for (const kind of FRAUD_KINDS) {
      expect(en.kinds[kind], kind).toEqual(expect.any(String));
      expect(en.help[kind], kind).toEqual(expect.any(String));
    }
  });
});
