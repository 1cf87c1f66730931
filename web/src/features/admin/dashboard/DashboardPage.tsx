import { useSearchParams } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import { DASHBOARD_DAYS, type AdminDashboard } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, fetchResult } from "../../../lib/api";
import { formatCoins, formatNumber } from "../../../lib/numbers";
import { Icon } from "../../../shell/Icon";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { ChartCard } from "./ChartCard";
import { dayLabel, daysFrom, gameNameKey, gamesChart, moneyChart, playersChart, DEFAULT_DAYS } from "./dashboardData";
import { KpiCards } from "./KpiCards";
import { GamesByModeTable, LookupTables } from "./LookupTables";
import "../admin.css";
import "../wallet-admin.css";
import "./dashboard.css";

/**
 * /admin-dashboard: the period's players, games and coins (GET admin/dashboard, every figure from the ledger and the
 * game records) as key figures, three charts each with its table, the games by mode and the spec's look-ups. The
 * period is in the address (?days=7|30|90); switching keeps the last figures on screen until the new ones come.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const days = daysFrom(params.get("days"));
  const { data, error, isLoading, isValidating, mutate } = useSWR<AdminDashboard>(API.adminDashboard(days), fetchResult, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  // The figures on screen may still be the previous period's while the new one loads (shown dimmed).
  const shown = data;
  const switching = Boolean(data) && data?.days !== days;

  const setDays = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === DEFAULT_DAYS) copy.delete("days");
        else copy.set("days", String(next));
        return copy;
      },
      { replace: true },
    );

  const count = (n: number) => formatNumber(n, lang);
  const coins = (n: number) => t("adminDashboard.coins", { amount: formatCoins(n, lang) });
  const gameName = (game: string) => {
    const key = gameNameKey(game);
    return key ? t(key) : game;
  };

  return (
    <div className="admin-page dash">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.dashboard")}</h1>
          <p className="admin-page__lead">{t("adminDashboard.lead")}</p>
        </div>
        <div className="dash__tools">
          <div className="segmented" role="group" aria-label={t("adminDashboard.period")}>
            {DASHBOARD_DAYS.map((option) => (
              <button key={option} type="button" className="segmented__option" aria-pressed={option === days} onClick={() => setDays(option)}>
                {t("adminDashboard.days", { count: option })}
              </button>
            ))}
          </div>
          <button type="button" className="btn btn--ghost" disabled={isValidating} onClick={() => void mutate()}>
            <Icon name="refresh" size={18} className={isValidating ? "dash__spin" : undefined} />
            {t("adminDashboard.refresh")}
          </button>
        </div>
      </header>

      <p className="dash__meta" role="status">
        {isValidating && data ? (
          t("adminDashboard.updating")
        ) : shown ? (
          <>
            {t("adminDashboard.since", { from: dayLabel(shown.from.slice(0, 10), lang, "long") })}
            <span aria-hidden="true"> · </span>
            {t("adminDashboard.took", { ms: count(shown.tookMs) })}
          </>
        ) : null}
      </p>

      {error && !shown ? (
        <LoadError onRetry={() => void mutate()} />
      ) : isLoading && !shown ? (
        <div className="dash__loading" aria-busy="true">
          <ul className="dash-kpis" aria-hidden="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="dash-kpi">
                <SkeletonLines lines={3} />
              </li>
            ))}
          </ul>
          <div className="dash-charts" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="dash-card dash-chart dash-chart--skeleton">
                <SkeletonLines lines={2} />
                <span className="skeleton dash-chart__skeleton-plot" />
              </div>
            ))}
          </div>
          <LookupTables dashboard={undefined} lang={lang} />
        </div>
      ) : shown ? (
        <div className={`dash__body ${switching ? "dash__body--stale" : ""}`} aria-busy={isValidating}>
          <KpiCards dashboard={shown} lang={lang} />
          <div className="dash-charts">
            <ChartCard
              title={t("adminDashboard.charts.players.title")}
              caption={t("adminDashboard.charts.players.caption")}
              chart={playersChart(shown, { new: t("adminDashboard.charts.players.new"), active: t("adminDashboard.charts.players.active") })}
              style="lines"
              lang={lang}
              formatValue={count}
              emptyText={t("adminDashboard.charts.empty")}
            />
            <ChartCard
              title={t("adminDashboard.charts.games.title")}
              caption={t("adminDashboard.charts.games.caption")}
              chart={gamesChart(shown, gameName)}
              style="stacked"
              lang={lang}
              formatValue={count}
              emptyText={t("adminDashboard.charts.games.empty")}
            />
            <ChartCard
              title={t("adminDashboard.charts.money.title")}
              caption={t("adminDashboard.charts.money.caption")}
              note={t("adminDashboard.charts.money.note")}
              chart={moneyChart(shown, {
                deposits: t("adminDashboard.charts.money.deposits"),
                withdrawals: t("adminDashboard.charts.money.withdrawals"),
                commission: t("adminDashboard.charts.money.commission"),
              })}
              style="money"
              lang={lang}
              formatValue={coins}
              emptyText={t("adminDashboard.charts.empty")}
              className="dash-chart--wide"
            />
          </div>
          <GamesByModeTable dashboard={shown} lang={lang} />
          <LookupTables dashboard={shown} lang={lang} />
        </div>
      ) : null}
    </div>
  );
}
