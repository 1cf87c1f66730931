import { ADMIN_ACTIONS } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import en from "./locales/admin-area.en.json";
import es from "./locales/admin-area.es.json";
import pt from "./locales/admin-area.pt.json";

/** Every key path of a catalogue, with i18next's plural suffixes as they are (each language has the ones it needs). */
function keys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the admin area's texts", () => {
  it("say the same things in English, Portuguese and Spanish", () => {
    expect(keys(pt)).toEqual(keys(en));
    expect(keys(es)).toEqual(keys(en));
  });

  it("keep every placeholder of the English text", () => {
    const lookup = (tree: unknown, path: string) => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
    for (const path of keys(en)) {
      const english = placeholders(String(lookup(en, path)));
      expect(placeholders(String(lookup(pt, path))), `pt ${path}`).toEqual(english);
      expect(placeholders(String(lookup(es, path))), `es ${path}`).toEqual(english);
    }
  });

  it("name every action the audit log records", () => {
    const actions = en.audit.actions as Record<string, Record<string, string>>;
    for (const action of ADMIN_ACTIONS) {
      const [thing, verb] = action.split(".") as [string, string];
      expect(actions[thing]?.[verb], action).toEqual(expect.any(String));
    }
  });
});
