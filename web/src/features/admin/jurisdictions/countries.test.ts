import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryName, countryOptions, needsConfirmation, ruleErrors } from "./countries";

describe("the countries of the jurisdiction form", () => {
  it("are ISO 3166-1's 249 codes and Kosovo, each once", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(["IN", "IR", "KP", "BR", "XK"]));
    expect(COUNTRY_CODES).not.toEqual(expect.arrayContaining(["EU", "UN", "SU", "ZZ"]));
  });

  it("are named and sorted in the admin's language", () => {
    expect(countryName("BR", "en")).toBe("Brazil");
    expect(countryName("BR", "pt")).toBe("Brasil");
    expect(countryName("DE", "es")).toBe("Alemania");
    const es = countryOptions("es");
    expect(es).toHaveLength(250);
    const names = es.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("es").compare));
    expect(es.find((o) => o.code === "ES")?.name).toBe("España");
  });

  it("check a rule by the contracts' rules: a country chosen, a note of at most 500 characters", () => {
    expect(ruleErrors({ code: "BR", status: "play_money", note: "Pending licence." })).toEqual({});
    expect(ruleErrors({ code: "", status: "allowed", note: "" })).toEqual({ code: "countryRequired" });
    expect(ruleErrors({ code: "br", status: "allowed", note: "" })).toEqual({ code: "codeFormat" });
    expect(ruleErrors({ code: "BRA", status: "allowed", note: "" })).toEqual({ code: "codeFormat" });
    expect(ruleErrors({ code: "BR", status: "allowed", note: "x".repeat(501) })).toEqual({ note: "noteTooLong" });
    // Surrounding spaces are trimmed before the length counts, as on the server.
    expect(ruleErrors({ code: "BR", status: "allowed", note: ` ${"x".repeat(500)} ` })).toEqual({});
    expect(ruleErrors({ code: "BR", status: "closed" as never, note: "" })).toEqual({ status: "statusRequired" });
  });

  it("ask before blocking a country that is not blocked yet, and only then", () => {
    const draft = { code: "BR", status: "blocked" as const, note: "" };
    expect(needsConfirmation(draft, "allowed")).toBe(true);
    expect(needsConfirmation(draft, "play_money")).toBe(true);
    expect(needsConfirmation(draft, "blocked")).toBe(false);
    expect(needsConfirmation({ ...draft, status: "play_money" }, "allowed")).toBe(false);
  });
});
