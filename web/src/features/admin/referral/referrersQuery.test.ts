import { describe, expect, it } from "vitest";
import { ADMIN_REFERRAL_API, isReferrersKey, readReferrersView, referrersApiQuery, writeReferrersView } from "./referrersQuery";

describe("the referrers list's view", () => {
  it("opens on everyone, unsearched, at page 1", () => {
    expect(readReferrersView(new URLSearchParams())).toEqual({ search: "", held: false, page: 1 });
  });

  it("reads a search, the holds filter and a page, and ignores a page it cannot use", () => {
    expect(readReferrersView(new URLSearchParams("search=ana&held=1&page=3"))).toEqual({ search: "ana", held: true, page: 3 });
    expect(readReferrersView(new URLSearchParams("held=yes&page=0"))).toEqual({ search: "", held: false, page: 1 });
  });

  it("writes only what is not the default, and reads back what it wrote", () => {
    expect(writeReferrersView({ search: "", held: false, page: 1 }).toString()).toBe("");
    const view = { search: " bo ", held: true, page: 2 };
    expect(writeReferrersView(view).toString()).toBe("search=bo&held=1&page=2");
    expect(readReferrersView(writeReferrersView(view))).toEqual({ search: "bo", held: true, page: 2 });
  });

  it("asks the API for held=true only when filtered", () => {
    expect(referrersApiQuery({ search: "", held: false, page: 1 })).toBe("page=1&limit=10");
    expect(referrersApiQuery({ search: "ana", held: true, page: 2 }, 5)).toBe("page=2&limit=5&search=ana&held=true");
  });

  it("knows every page of the list as one of its keys, and nothing else", () => {
    expect(isReferrersKey(ADMIN_REFERRAL_API.referrers("page=2&limit=10"))).toBe(true);
    expect(isReferrersKey(ADMIN_REFERRAL_API.overview)).toBe(false);
    expect(isReferrersKey(["x"])).toBe(false);
  });
});
