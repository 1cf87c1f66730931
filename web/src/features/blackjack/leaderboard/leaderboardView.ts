/**
 * The leaderboard's view in the address (?period=week&sort=best&page=2): read with defaults for anything missing or
 * unknown (today, by net winnings, page 1), written without the defaults so the plain address is the first view.
 */
import { BLACKJACK_PERIODS, type BlackjackPeriod } from "@arena/contracts";
import type { LeaderboardSort } from "../api";

export interface LeaderboardView {
  period: BlackjackPeriod;
  sort: LeaderboardSort;
  page: number;
}

export function readLeaderboardView(params: URLSearchParams): LeaderboardView {
  const period = params.get("period");
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  return {
    period: BLACKJACK_PERIODS.includes(period as BlackjackPeriod) ? (period as BlackjackPeriod) : "day",
    sort: sort === "best" ? "best" : "net",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function writeLeaderboardView(view: LeaderboardView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.period !== "day") params.set("period", view.period);
  if (view.sort !== "net") params.set("sort", view.sort);
  if (view.page > 1) params.set("page", String(view.page));
  return params;
}
