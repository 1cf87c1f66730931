import { describe, expect, it } from "vitest";
import { REFERRAL_EARNING_STATUSES, REFERRAL_LEVELS } from "@arena/contracts";
import en from "./locales/referral-programme.en.json";
import es from "./locales/referral-programme.es.json";
import pt from "./locales/referral-programme.pt.json";
import { placeholderMap } from "../../i18n/placeholders";
import { REVENUE_DAYS } from "./revenueData";

describe("the referral and revenue screens' texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("name every level, status and period the server answers with", () => {
    for (const texts of [en, pt, es]) {
      for (const level of REFERRAL_LEVELS) expect(texts.levels[level], level).toMatch(/\S/);
      for (const status of REFERRAL_EARNING_STATUSES) expect(texts.status[status], status).toMatch(/\S/);
      for (const days of REVENUE_DAYS) expect(texts.revenue.days[days], String(days)).toMatch(/\S/);
    }
  });
});
