import { ADMIN_ACTIONS } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import en from "./locales/admin-area.en.json";
import es from "./locales/admin-area.es.json";
import pt from "./locales/admin-area.pt.json";
import { placeholderMap } from "../../i18n/placeholders";

describe("the admin area's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("name every action the audit log records", () => {
    const actions = en.audit.actions as Record<string, Record<string, string>>;
    for (const action of ADMIN_ACTIONS) {
      const [thing, verb] = action.split(".") as [string, string];
      expect(actions[thing]?.[verb], action).toEqual(expect.any(String));
    }
  });
});
