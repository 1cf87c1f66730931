import { describe, expect, it } from "vitest";
import { DERBY_POOLS } from "@arena/contracts";
import { placeholderMap } from "../../i18n/placeholders";
import { LEADERBOARD_DAYS } from "./derbyApi";
import en from "./locales/derby.en.json";
import es from "./locales/derby.es.json";
import pt from "./locales/derby.pt.json";

describe("the Derby's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("name every pool, status and leaderboard period", () => {
    for (const texts of [en, pt, es]) {
      for (const pool of DERBY_POOLS) expect(texts.pools[pool], pool).toMatch(/\S/);
      for (const s of ["open", "closed", "raced", "cancelled"] as const) expect(texts.status[s], s).toMatch(/\S/);
      for (const d of LEADERBOARD_DAYS) expect(texts.board.days[d], String(d)).toMatch(/\S/);
    }
  });
});
