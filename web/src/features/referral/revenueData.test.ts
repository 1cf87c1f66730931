import { describe, expect, it } from "vitest";
import { REFERRAL_REVENUE_DAYS } from "@arena/contracts";
import { REVENUE_DAYS, bucketLabel, gamesByEarnings, groupingFor, revenueBuckets, revenueChart, revenueDaysFrom, revenueSummary } from "./revenueData";

/** `n` UTC days ending on 2026-05-31, each with the amounts `at(i)` gives. */
function series(n: number, at: (i: number) => [number, number] = () => [0, 0]) {
  const end = Date.UTC(2026, 4, 31);
  return Array.from({ length: n }, (_, i) => {
    const [direct, indirect] = at(i);
    return { date: new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10), direct, indirect };
  });
}

describe("the revenue period", () => {
  it("offers the periods the server takes (kept here without the contracts' schemas, which would bring zod along)", () => {
    expect(REVENUE_DAYS).toEqual(REFERRAL_REVENUE_DAYS);
  });

  it("is one the server takes, else 30 days", () => {
    expect(revenueDaysFrom("7")).toBe(7);
    expect(revenueDaysFrom("365")).toBe(365);
    for (const bad of [null, "", "14", "abc"]) expect(revenueDaysFrom(bad)).toBe(30);
  });

  it("groups by day up to a month, by week for 90 days, by month for a year", () => {
    expect([7, 30, 90, 365].map(groupingFor)).toEqual(["day", "day", "week", "month"]);
  });
});

describe("the chart's buckets", () => {
  it("are the days themselves for a month, to the cent", () => {
    const days = series(30, (i) => (i === 29 ? [0.1, 0.2] : [0, 0]));
    const buckets = revenueBuckets(days, "day");
    expect(buckets).toHaveLength(30);
    expect(buckets[29]).toEqual({ start: "2026-05-31", end: "2026-05-31", direct: 0.1, indirect: 0.2 });
  });

  it("are weeks counted back from today for 90 days: the oldest is the partial one", () => {
    const buckets = revenueBuckets(series(90, () => [0.1, 0.01]), "week");
    expect(buckets).toHaveLength(13);
    expect(buckets[0]).toEqual({ start: "2026-03-03", end: "2026-03-08", direct: 0.6, indirect: 0.06 });
    expect(buckets[12]).toEqual({ start: "2026-05-25", end: "2026-05-31", direct: 0.7, indirect: 0.07 });
  });

  it("are calendar months for a year, and add up to the period's total", () => {
    const days = series(365, (i) => [i % 3 === 0 ? 1.25 : 0, 0.05]);
    const buckets = revenueBuckets(days, "month");
    expect(buckets.map((b) => b.start.slice(0, 7))).toEqual(["2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05"]);
    const sum = (k: "direct" | "indirect") => Math.round(buckets.reduce((n, b) => n + b[k] * 100, 0)) / 100;
    expect(sum("direct")).toBe(Math.round(days.reduce((n, d) => n + d.direct * 100, 0)) / 100);
    expect(sum("indirect")).toBe(18.25);
  });

  it("draw one series per level, named in the player's words", () => {
    const chart = revenueChart(revenueBuckets(series(2, (i) => [i, 2 * i]), "day"), { direct: "Direct", indirect: "Indirect" });
    expect(chart).toEqual({
      days: ["2026-05-30", "2026-05-31"],
      series: [
        { key: "direct", label: "Direct", values: [0, 1] },
        { key: "indirect", label: "Indirect", values: [0, 2] },
      ],
    });
  });
});

describe("the summary and the games", () => {
  it("names the period's total and its best bucket, or none when nothing was earned", () => {
    const buckets = revenueBuckets(series(3, (i) => (i === 1 ? [2, 0.5] : [0.25, 0])), "day");
    expect(revenueSummary({ total: { direct: 2.5, indirect: 0.5 } }, buckets)).toEqual({ total: 3, best: { bucket: buckets[1], amount: 2.5 } });
    expect(revenueSummary({ total: { direct: 0, indirect: 0 } }, revenueBuckets(series(7), "day"))).toEqual({ total: 0, best: null });
  });

  it("lists the games by what they earned, both levels added", () => {
    expect(gamesByEarnings([{ game: "chess", direct: 1, indirect: 0.1 }, { game: "ludo", direct: 0.2, indirect: 3 }, { game: "flash", direct: 1.1, indirect: 0 }])).toEqual([
      { game: "ludo", direct: 0.2, indirect: 3, total: 3.2 },
      { game: "chess", direct: 1, indirect: 0.1, total: 1.1 },
      { game: "flash", direct: 1.1, indirect: 0, total: 1.1 },
    ]);
  });
});

describe("a bucket's label", () => {
  it("is a day, a week's range or a month, in UTC", () => {
    expect(bucketLabel({ start: "2026-05-03", end: "2026-05-03" }, "day", "en")).toBe("May 3");
    expect(bucketLabel({ start: "2026-05-03", end: "2026-05-03" }, "day", "en", "long")).toBe("Sun, May 3, 2026");
    expect(bucketLabel({ start: "2026-05-03", end: "2026-05-09" }, "week", "en", "long")).toMatch(/^May 3\s*–\s*9, 2026$/);
    expect(bucketLabel({ start: "2026-05-01", end: "2026-05-31" }, "month", "en", "long")).toBe("May 2026");
  });
});
