import { describe, expect, it } from "vitest";
import en from "./locales/admin-content.en.json";
import es from "./locales/admin-content.es.json";
import pt from "./locales/admin-content.pt.json";

/** Every key path of a catalogue (i18next's plural suffixes as they are: each language here has _one and _other). */
function keys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}
const lookup = (tree: unknown, path: string) => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the content pages' texts", () => {
  it("say the same things in English, Portuguese and Spanish", () => {
    expect(keys(pt)).toEqual(keys(en));
    expect(keys(es)).toEqual(keys(en));
  });

  it("keep every placeholder of the English text", () => {
    for (const path of keys(en)) {
      const english = placeholders(String(lookup(en, path)));
      expect(placeholders(String(lookup(pt, path))), `pt ${path}`).toEqual(english);
      expect(placeholders(String(lookup(es, path))), `es ${path}`).toEqual(english);
    }
  });
});
