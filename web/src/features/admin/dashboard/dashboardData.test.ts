import { dashboardSchema, type AdminDashboard } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import {
  chartTable,
  dayLabel,
  daysFrom,
  gameKinds,
  gameNameKey,
  gamesByMode,
  gamesChart,
  hasValues,
  kpis,
  ledgerFindings,
  moneyChart,
  playersChart,
  userLink,
} from "./dashboardData";

const coins = (COIN: number, FREE = 0) => ({ COIN, FREE });
const moneyDay = (day: string, over: Partial<AdminDashboard["money"][number]> = {}): AdminDashboard["money"][number] => ({
  day,
  entryFees: coins(0),
  buyIns: coins(0),
  commission: coins(0),
  deposits: 0,
  withdrawals: 0,
  ...over,
});

/** Three days as the server answers them (every day listed in players and money; games only where there were some). */
const payload: AdminDashboard = dashboardSchema.parse({
  days: 2,
  from: "2026-05-01T00:00:00.000Z",
  players: [
    { day: "2026-05-01", new: 3, active: 2 },
    { day: "2026-05-02", new: 0, active: 0 },
    { day: "2026-05-03", new: 1, active: 5 },
  ],
  games: [
    { day: "2026-05-01", game: "ludo", mode: "Classic", count: 2 },
    { day: "2026-05-01", game: "chess", mode: "Private", count: 1 },
    { day: "2026-05-03", game: "flash", mode: "Quick", count: 4 },
    { day: "2026-05-03", game: "ludo", mode: "Quick", count: 1 },
    { day: "2026-05-03", game: "ludo", mode: "Classic", count: 2 },
  ],
  money: [
    moneyDay("2026-05-01", { deposits: 150, entryFees: coins(20, 10), commission: coins(2, 1) }),
    moneyDay("2026-05-02"),
    moneyDay("2026-05-03", { withdrawals: 40.5, buyIns: coins(100.1), commission: coins(0.2) }),
  ],
  totals: { players: 4, games: 10, commission: coins(2.2, 1), deposits: 150, withdrawals: 40.5 },
  pendingWithdrawals: { count: 2, amount: 35 },
  ledger: { ok: true, sums: { COIN: 0, FREE: 0 }, orphanedEscrows: 0, openGames: 1, openSeats: 0 },
  topWinners: [],
  popularPlayers: [],
  wallets: [],
  tookMs: 12,
});

describe("the dashboard's figures", () => {
  it("reads the period from the address, or falls back to 30 days", () => {
    expect(daysFrom("7")).toBe(7);
    expect(daysFrom("90")).toBe(90);
    expect(daysFrom("14")).toBe(30);
    expect(daysFrom(null)).toBe(30);
    expect(daysFrom("abc")).toBe(30);
  });

  it("draws new and active players on every day of the period, the empty ones too", () => {
    expect(playersChart(payload, { new: "New", active: "Active" })).toEqual({
      days: ["2026-05-01", "2026-05-02", "2026-05-03"],
      series: [
        { key: "new", label: "New", values: [3, 0, 1] },
        { key: "active", label: "Active", values: [2, 0, 5] },
      ],
    });
  });

  it("stacks the games per day by game (modes added up), most played first, zero where a game was not played", () => {
    expect(gameKinds(payload)).toEqual(["ludo", "flash", "chess"]);
    expect(gamesChart(payload, (g) => g.toUpperCase())).toEqual({
      days: ["2026-05-01", "2026-05-02", "2026-05-03"],
      series: [
        { key: "ludo", label: "LUDO", values: [2, 0, 3] },
        { key: "flash", label: "FLASH", values: [0, 0, 4] },
        { key: "chess", label: "CHESS", values: [1, 0, 0] },
      ],
    });
  });

  it("adds the games of the period up per game and mode", () => {
    expect(gamesByMode(payload)).toEqual([
      { game: "flash", mode: "Quick", count: 4 },
      { game: "ludo", mode: "Classic", count: 4 },
      { game: "chess", mode: "Private", count: 1 },
      { game: "ludo", mode: "Quick", count: 1 },
    ]);
  });

  it("draws real coins only: deposits, withdrawals and the COIN commission", () => {
    const chart = moneyChart(payload, { deposits: "D", withdrawals: "W", commission: "C" });
    expect(chart.series.map((s) => [s.key, s.values])).toEqual([
      ["deposits", [150, 0, 0]],
      ["withdrawals", [0, 0, 40.5]],
      ["commission", [2, 0, 0.2]],
    ]);
  });

  it("gives each chart a table: a row per day and the period's totals, to the cent", () => {
    const table = chartTable(moneyChart(payload, { deposits: "D", withdrawals: "W", commission: "C" }));
    expect(table.rows).toEqual([
      { day: "2026-05-01", values: [150, 0, 2] },
      { day: "2026-05-02", values: [0, 0, 0] },
      { day: "2026-05-03", values: [0, 40.5, 0.2] },
    ]);
    expect(table.totals).toEqual([150, 40.5, 2.2]);
  });

  it("knows when a chart has nothing to draw", () => {
    const empty = { ...payload, games: [], players: payload.players.map((p) => ({ ...p, new: 0, active: 0 })) };
    expect(hasValues(gamesChart(empty, String))).toBe(false);
    expect(hasValues(playersChart(empty, { new: "", active: "" }))).toBe(false);
    expect(hasValues(playersChart(payload, { new: "", active: "" }))).toBe(true);
  });

  it("sums the headline figures: the busiest day's active players, the average, coins staked", () => {
    expect(kpis(payload)).toEqual({
      newPlayers: 4,
      peakActive: { count: 5, day: "2026-05-03" },
      averageActive: 2.3,
      games: 10,
      commission: { COIN: 2.2, FREE: 1 },
      staked: 120.1,
      deposits: 150,
      withdrawals: 40.5,
      pending: { count: 2, amount: 35 },
      ledgerOk: true,
    });
    const quiet = { ...payload, players: payload.players.map((p) => ({ ...p, active: 0 })) };
    expect(kpis(quiet).peakActive).toEqual({ count: 0, day: null });
  });

  it("names what makes the ledger's quick check fail", () => {
    expect(ledgerFindings(payload.ledger)).toEqual([]);
    expect(ledgerFindings({ ok: false, sums: { COIN: 0.5, FREE: 0 }, orphanedEscrows: 2, openGames: 0, openSeats: 0 })).toEqual([
      { kind: "sum", currency: "COIN", value: 0.5 },
      { kind: "orphanedEscrows", count: 2 },
    ]);
  });

  it("writes days in the admin's language, in UTC", () => {
    expect(dayLabel("2026-05-03", "en")).toBe("May 3");
    expect(dayLabel("2026-05-03", "en", "long")).toBe("Sun, May 3, 2026");
    expect(dayLabel("2026-05-03", "pt")).toMatch(/^3 de mai/);
    expect(dayLabel("not a day", "en")).toBe("not a day");
  });

  it("links a player to the user list searched by id, and names the known games", () => {
    expect(userLink("0b7c5a1e-1d2f-4e3a-9c8b-123456789abc")).toBe("/user-management?search=0b7c5a1e-1d2f-4e3a-9c8b-123456789abc");
    expect(gameNameKey("flash")).toBe("nav.flash");
    expect(gameNameKey("derby")).toBeNull();
  });
});
