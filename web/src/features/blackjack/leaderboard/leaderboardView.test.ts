import { describe, expect, it } from "vitest";
import { readLeaderboardView, writeLeaderboardView } from "./leaderboardView";

describe("the leaderboard's view in the address", () => {
  it("reads today by net winnings on page 1 from a plain address, and ignores what it does not know", () => {
    expect(readLeaderboardView(new URLSearchParams(""))).toEqual({ period: "day", sort: "net", page: 1 });
    expect(readLeaderboardView(new URLSearchParams("period=year&sort=worst&page=-2"))).toEqual({ period: "day", sort: "net", page: 1 });
    expect(readLeaderboardView(new URLSearchParams("period=all&sort=best&page=3"))).toEqual({ period: "all", sort: "best", page: 3 });
  });

  it("writes only what differs from the first view, and reads back what it wrote", () => {
    expect(writeLeaderboardView({ period: "day", sort: "net", page: 1 }).toString()).toBe("");
    const view = { period: "week" as const, sort: "best" as const, page: 2 };
    expect(writeLeaderboardView(view).toString()).toBe("period=week&sort=best&page=2");
    expect(readLeaderboardView(writeLeaderboardView(view))).toEqual(view);
  });
});
