import { DASHBOARD_DAYS, type AdminDashboard } from "@arena/contracts";

/**
 * The dashboard's figures shaped for its cards, charts and their tables: pure functions of GET admin/dashboard's
 * answer (no React, no chart library), so the numbers a chart draws and the numbers its table reads out are the same.
 */

export type DashboardDays = (typeof DASHBOARD_DAYS)[number];
export const DEFAULT_DAYS: DashboardDays = 30;

/** ?days= of the address, when it is one the server takes; else the default period. */
export function daysFrom(value: string | null): DashboardDays {
  const n = Number(value);
  return (DASHBOARD_DAYS as readonly number[]).includes(n) ? (n as DashboardDays) : DEFAULT_DAYS;
}

/** One series of a chart: a name (already in words) and one value per day. */
export interface Series {
  key: string;
  label: string;
  values: number[];
}

/** What a chart draws and its table reads out: the days (YYYY-MM-DD, UTC) and the series over them. */
export interface DailyChart {
  days: string[];
  series: Series[];
}

/** Every day of the period, oldest first (the server lists each day in `players`, even the empty ones). */
export const periodDays = (d: AdminDashboard): string[] => d.players.map((p) => p.day);

/** New and active players per day. */
export function playersChart(d: AdminDashboard, labels: { new: string; active: string }): DailyChart {
  return {
    days: periodDays(d),
    series: [
      { key: "new", label: labels.new, values: d.players.map((p) => p.new) },
      { key: "active", label: labels.active, values: d.players.map((p) => p.active) },
    ],
  };
}

/** The games of the period, most played first (a stable order for the stack and its colours). */
export function gameKinds(d: AdminDashboard): string[] {
  const totals = new Map<string, number>();
  for (const row of d.games) totals.set(row.game, (totals.get(row.game) ?? 0) + row.count);
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([game]) => game);
}

/** Finished games per day, one series per game (its modes added up): the stacked chart. */
export function gamesChart(d: AdminDashboard, nameOf: (game: string) => string): DailyChart {
  const days = periodDays(d);
  const index = new Map(days.map((day, i) => [day, i]));
  const series = gameKinds(d).map((game) => ({ key: game, label: nameOf(game), values: days.map(() => 0) }));
  const byGame = new Map(series.map((s) => [s.key, s]));
  for (const row of d.games) {
    const at = index.get(row.day);
    const s = byGame.get(row.game);
    if (at !== undefined && s) s.values[at]! += row.count;
  }
  return { days, series };
}

/** Finished games over the period per game and mode, most played first. */
export function gamesByMode(d: AdminDashboard): { game: string; mode: string; count: number }[] {
  const totals = new Map<string, { game: string; mode: string; count: number }>();
  for (const row of d.games) {
    const key = `${row.game}\u0000${row.mode}`;
    const entry = totals.get(key) ?? { game: row.game, mode: row.mode, count: 0 };
    entry.count += row.count;
    totals.set(key, entry);
  }
  return [...totals.values()].sort((a, b) => b.count - a.count || a.game.localeCompare(b.game) || a.mode.localeCompare(b.mode));
}

/** Real coins per day: deposits and withdrawals paid, and the house's commission. */
export function moneyChart(d: AdminDashboard, labels: { deposits: string; withdrawals: string; commission: string }): DailyChart {
  return {
    days: d.money.map((m) => m.day),
    series: [
      { key: "deposits", label: labels.deposits, values: d.money.map((m) => m.deposits) },
      { key: "withdrawals", label: labels.withdrawals, values: d.money.map((m) => m.withdrawals) },
      { key: "commission", label: labels.commission, values: d.money.map((m) => m.commission.COIN) },
    ],
  };
}

const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);
/** Coins to the cent, without a float's tail (0.1 + 0.2). */
const cents = (value: number) => Math.round(value * 100) / 100;

/** The headline figures of the period. */
export interface Kpis {
  newPlayers: number;
  /** The most players seated on one day, and the day (null when nobody played). */
  peakActive: { count: number; day: string | null };
  /** Active players per day, on average over the period. */
  averageActive: number;
  games: number;
  commission: { COIN: number; FREE: number };
  /** Entry fees held (less those released) and Flash buy-ins, real coins. */
  staked: number;
  deposits: number;
  withdrawals: number;
  pending: { count: number; amount: number };
  ledgerOk: boolean;
}

export function kpis(d: AdminDashboard): Kpis {
  let peak: Kpis["peakActive"] = { count: 0, day: null };
  for (const p of d.players) if (p.active > peak.count) peak = { count: p.active, day: p.day };
  const active = d.players.map((p) => p.active);
  return {
    newPlayers: d.totals.players,
    peakActive: peak,
    averageActive: active.length ? Math.round((sum(active) / active.length) * 10) / 10 : 0,
    games: d.totals.games,
    commission: { COIN: cents(d.totals.commission.COIN), FREE: cents(d.totals.commission.FREE) },
    staked: cents(sum(d.money.map((m) => m.entryFees.COIN + m.buyIns.COIN))),
    deposits: cents(d.totals.deposits),
    withdrawals: cents(d.totals.withdrawals),
    pending: { count: d.pendingWithdrawals.count, amount: cents(d.pendingWithdrawals.amount) },
    ledgerOk: d.ledger.ok,
  };
}

/** The ledger's quick check in words: each finding that makes it fail (a sum off zero, orphans, …). */
export type LedgerFinding = { kind: "sum"; currency: string; value: number } | { kind: "orphanedEscrows"; count: number };

export function ledgerFindings(ledger: AdminDashboard["ledger"]): LedgerFinding[] {
  const findings: LedgerFinding[] = Object.entries(ledger.sums)
    .filter(([, value]) => value !== 0)
    .map(([currency, value]) => ({ kind: "sum", currency, value }));
  if (ledger.orphanedEscrows > 0) findings.push({ kind: "orphanedEscrows", count: ledger.orphanedEscrows });
  return findings;
}

/** Whether a chart has anything to draw (an all-zero period shows an empty state instead of a flat line). */
export const hasValues = (chart: DailyChart): boolean => chart.series.some((s) => s.values.some((v) => v !== 0));

/** A chart's table: one row per day (oldest first) with each series' value, and a totals row. */
export function chartTable(chart: DailyChart): { rows: { day: string; values: number[] }[]; totals: number[] } {
  return {
    rows: chart.days.map((day, i) => ({ day, values: chart.series.map((s) => s.values[i] ?? 0) })),
    totals: chart.series.map((s) => cents(sum(s.values))),
  };
}

/** The address of a player on /user-management (its search finds a user by id). */
export const userLink = (userId: string): string => `/user-management?search=${encodeURIComponent(userId)}`;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A UTC day (YYYY-MM-DD) as the admin reads it: "May 3" (short, the chart's axis) or "Sat, May 3, 2026" (long). */
export function dayLabel(day: string, lang: string, style: "short" | "long" = "short"): string {
  const key = `${lang}:${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      lang,
      style === "short" ? { month: "short", day: "numeric", timeZone: "UTC" } : { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" },
    );
    dayFormats.set(key, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/** The i18n key of a game's name (the games' menu titles); a game this web app does not know is shown by its id. */
export const gameNameKey = (game: string): string | null => ({ ludo: "nav.ludo", chess: "nav.chess", flash: "nav.flash" })[game] ?? null;
