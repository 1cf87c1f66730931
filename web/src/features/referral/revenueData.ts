import type { Revenue } from "@arena/contracts";

/**
 * GET user/revenue's answer shaped for the /revenue page's chart, its table and its summary: pure functions (no React,
 * no chart library), so the numbers the chart draws and the numbers the table reads out are the same.
 */

/** The periods GET user/revenue takes (contracts REFERRAL_REVENUE_DAYS; a test keeps them equal without importing zod here). */
export const REVENUE_DAYS = [7, 30, 90, 365] as const;
export type RevenueDays = (typeof REVENUE_DAYS)[number];
export const DEFAULT_REVENUE_DAYS: RevenueDays = 30;

/** ?days= of the address when the server takes it; else the default period. */
export function revenueDaysFrom(value: string | null): RevenueDays {
  const n = Number(value);
  return (REVENUE_DAYS as readonly number[]).includes(n) ? (n as RevenueDays) : DEFAULT_REVENUE_DAYS;
}

/**
 * How the period is grouped: a bar per day up to a month, per week for 90 days (13 bars), per calendar month for a
 * year (12 or 13): a chart of 365 thin bars and a table of 365 rows say less than one of twelve.
 */
export type Grouping = "day" | "week" | "month";
export const groupingFor = (days: number): Grouping => (days <= 30 ? "day" : days <= 90 ? "week" : "month");

/** One bar of the chart and row of its table: the UTC days it covers (YYYY-MM-DD) and the coins of each level. */
export interface RevenueBucket {
  start: string;
  end: string;
  direct: number;
  indirect: number;
}

/** Coins to the cent, without a float's tail (0.1 + 0.2). */
export const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * The period's days grouped (the server lists every day of the window, oldest first, empty ones too). Weeks are counted
 * back from the last day, so every week but the oldest is whole and the newest ends today.
 */
export function revenueBuckets(series: Revenue["series"], grouping: Grouping): RevenueBucket[] {
  const keyOf = (date: string, index: number) =>
    grouping === "day" ? date : grouping === "week" ? `week-${Math.floor((series.length - 1 - index) / 7)}` : date.slice(0, 7);
  const buckets: RevenueBucket[] = [];
  let lastKey: string | undefined;
  series.forEach((day, index) => {
    const key = keyOf(day.date, index);
    const last = buckets[buckets.length - 1];
    if (last && key === lastKey) {
      last.end = day.date;
      last.direct = cents(last.direct + day.direct);
      last.indirect = cents(last.indirect + day.indirect);
    } else {
      buckets.push({ start: day.date, end: day.date, direct: cents(day.direct), indirect: cents(day.indirect) });
    }
    lastKey = key;
  });
  return buckets;
}

/** What the chart draws: one value per bucket and level, in the shape of the dashboard's charts (DailyChartCanvas). */
export function revenueChart(buckets: readonly RevenueBucket[], labels: { direct: string; indirect: string }) {
  return {
    days: buckets.map((b) => b.start),
    series: [
      { key: "direct", label: labels.direct, values: buckets.map((b) => b.direct) },
      { key: "indirect", label: labels.indirect, values: buckets.map((b) => b.indirect) },
    ],
  };
}

/** The period in one sentence's figures: the total, and the best bucket (null when nothing was earned). */
export function revenueSummary(revenue: Pick<Revenue, "total">, buckets: readonly RevenueBucket[]) {
  const total = cents(revenue.total.direct + revenue.total.indirect);
  let best: RevenueBucket | null = null;
  for (const bucket of buckets) {
    if (bucket.direct + bucket.indirect > (best ? best.direct + best.indirect : 0)) best = bucket;
  }
  return { total, best: best && { bucket: best, amount: cents(best.direct + best.indirect) } };
}

/** The games of the period with what each level earned and their sum, the best earning first. */
export function gamesByEarnings(byGame: Revenue["byGame"]): { game: string; direct: number; indirect: number; total: number }[] {
  return byGame
    .map((row) => ({ ...row, total: cents(row.direct + row.indirect) }))
    .sort((a, b) => b.total - a.total || a.game.localeCompare(b.game));
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { ...options, timeZone: "UTC" });
    formats.set(key, f);
  }
  return f;
}
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A bucket as its axis label (short: "May 3", "May 2026") or as its table row (long: "Sat, May 3, 2026",
 * "May 3 – 9, 2026", "May 2026"). The dates are UTC days, as the server counts them.
 */
export function bucketLabel(bucket: Pick<RevenueBucket, "start" | "end">, grouping: Grouping, lang: string, style: "short" | "long" = "short"): string {
  const start = utc(bucket.start);
  if (Number.isNaN(start.getTime())) return bucket.start;
  if (grouping === "month") return format(lang, style === "short" ? { month: "short", year: "2-digit" } : { month: "long", year: "numeric" }).format(start);
  if (grouping === "day" || style === "short") {
    return format(lang, style === "short" ? { month: "short", day: "numeric" } : { weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(start);
  }
  const end = utc(bucket.end);
  return format(lang, { month: "short", day: "numeric", year: "numeric" }).formatRange(start, Number.isNaN(end.getTime()) ? start : end);
}
