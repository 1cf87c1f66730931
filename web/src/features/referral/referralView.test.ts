import { describe, expect, it } from "vitest";
import { readQuery } from "../../shell/query";
import { historyQuery, peopleQuery, readReferralView, shareLink, writeReferralView } from "./referralView";

describe("the share link", () => {
  it("is the home page with the code as the whole query, which the shell's capture stores as the referral code", () => {
    const link = shareLink("https://arena.example", "AB12CD34");
    expect(link).toBe("https://arena.example/?AB12CD34");
    expect(readQuery(new URL(link!).search)).toEqual({ kind: "referral", code: "AB12CD34" });
  });

  it("keeps one slash after an origin that ends with one, and trims the code", () => {
    expect(shareLink("http://localhost:2567/", " ARENA100 ")).toBe("http://localhost:2567/?ARENA100");
  });

  it("is null for a code the capture would not keep (no code, too short, not letters and digits)", () => {
    for (const code of [null, undefined, "", "AB12", "AB-12CD", "ABCDEFGHI"]) expect(shareLink("https://arena.example", code), String(code)).toBeNull();
  });
});

describe("the page's view in the address", () => {
  it("opens on both levels, page 1 and the direct list", () => {
    expect(readReferralView(new URLSearchParams())).toEqual({ page: 1, tab: "direct", tabPage: 1 });
  });

  it("reads a level, pages and the indirect list, and ignores what it does not know", () => {
    expect(readReferralView(new URLSearchParams("level=indirect&page=3&list=indirect&listPage=2"))).toEqual({ level: "indirect", page: 3, tab: "indirect", tabPage: 2 });
    expect(readReferralView(new URLSearchParams("level=both&page=-1&list=all&listPage=1.5"))).toEqual({ page: 1, tab: "direct", tabPage: 1 });
  });

  it("writes only what is not the default and keeps other parameters", () => {
    const written = writeReferralView(new URLSearchParams("level=direct&page=4&x=1"), { page: 1, tab: "indirect", tabPage: 2 });
    expect(written.toString()).toBe("x=1&list=indirect&listPage=2");
    expect(readReferralView(written)).toEqual({ page: 1, tab: "indirect", tabPage: 2 });
  });

  it("asks the API for the view's page, level and list", () => {
    expect(historyQuery({ page: 2, tab: "direct", tabPage: 1 })).toBe("page=2&limit=10");
    expect(historyQuery({ level: "direct", page: 1, tab: "direct", tabPage: 1 }, 5)).toBe("page=1&limit=5&level=direct");
    expect(peopleQuery({ page: 1, tab: "indirect", tabPage: 3 })).toBe("level=indirect&page=3&limit=10");
  });
});
