import { Link, useSearchParams } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { Revenue } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { Figure, FigureSkeletons } from "../../shell/Figure";
import { REFERRAL_API, gameNameKey } from "./referralView";
import { DEFAULT_REVENUE_DAYS, REVENUE_DAYS, bucketLabel, gamesByEarnings, groupingFor, revenueBuckets, revenueDaysFrom, revenueSummary } from "./revenueData";
import { RevenueChartCard } from "./RevenueChartCard";
import "./referral-page.css";

/**
 * /revenue: what the referral programme earned the player over the last 7, 30, 90 or 365 days (GET user/revenue): the
 * period in a sentence, the totals by level, the chart with its table, and the games it came from. The period is in
 * the address (?days=); switching keeps the last figures on screen, dimmed, until the new ones come.
 */
export function RevenuePage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const days = revenueDaysFrom(params.get("days"));
  const { data, error, isLoading, isValidating, mutate } = useSWR<Revenue>(REFERRAL_API.revenue(days), fetchResult, { keepPreviousData: true });
  const switching = Boolean(data) && data?.days !== days;

  const setDays = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === DEFAULT_REVENUE_DAYS) copy.delete("days");
        else copy.set("days", String(next));
        return copy;
      },
      { replace: true },
    );
  const coins = (n: number) => t("referralProgramme.coins", { amount: formatCoins(n, lang) });
  const gameName = (game: string) => {
    const key = gameNameKey(game);
    return key ? t(key) : game;
  };

  const grouping = groupingFor(data?.days ?? days);
  const buckets = data ? revenueBuckets(data.series, grouping) : [];
  const summary = data && revenueSummary(data, buckets);
  const games = data ? gamesByEarnings(data.byGame) : [];

  return (
    <div className="ref-page">
      <header className="ref-page__header">
        <div>
          <h1 className="ref-page__title">{t("pages.revenue")}</h1>
          <p className="ref-page__lead">{t("referralProgramme.revenue.lead")}</p>
        </div>
        <Link to="/referral" className="btn btn--ghost">
          <Icon name="gift" size={18} />
          {t("referralProgramme.toReferral")}
        </Link>
      </header>

      <div className="ref-segmented" role="group" aria-label={t("referralProgramme.revenue.period")}>
        {REVENUE_DAYS.map((option) => (
          <button key={option} type="button" className="ref-segmented__option" aria-pressed={option === days} onClick={() => setDays(option)}>
            {t(`referralProgramme.revenue.days.${option}`)}
          </button>
        ))}
      </div>

      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <div className="ref-page__body" aria-busy="true">
          <SkeletonLines lines={1} />
          <FigureSkeletons count={3} />
          <div className="ref-card ref-chart" aria-hidden="true">
            <SkeletonLines lines={2} />
            <span className="skeleton ref-chart__skeleton" />
          </div>
        </div>
      ) : data && summary ? (
        <div className={`ref-page__body ${switching ? "ref-page__body--stale" : ""}`} aria-busy={isValidating}>
          <p className="ref-revenue__summary" aria-live="polite">
            {summary.total > 0
              ? t(`referralProgramme.revenue.summary.${grouping}`, {
                  days: data.days,
                  total: coins(summary.total),
                  best: summary.best ? bucketLabel(summary.best.bucket, grouping, lang, "long") : "",
                  amount: summary.best ? coins(summary.best.amount) : "",
                })
              : t("referralProgramme.revenue.summary.none", { days: data.days })}
          </p>
          <section className="ref-section" aria-labelledby="ref-revenue-totals">
            <h2 id="ref-revenue-totals" className="visually-hidden">
              {t("referralProgramme.revenue.totalsTitle")}
            </h2>
            <div className="figures">
              <Figure icon="coin" tone="gold" label={t("referralProgramme.revenue.total")} value={coins(summary.total)} />
              <Figure icon="users" label={t("referralProgramme.levels.direct")} value={coins(data.total.direct)} />
              <Figure icon="users" tone="muted" label={t("referralProgramme.levels.indirect")} value={coins(data.total.indirect)} />
            </div>
          </section>

          <RevenueChartCard buckets={buckets} grouping={grouping} lang={lang} coins={coins} amount={(n) => formatCoins(n, lang)} />

          <section className="ref-section" aria-labelledby="ref-revenue-games">
            <h2 id="ref-revenue-games" className="ref-section__title">
              {t("referralProgramme.revenue.byGame")}
            </h2>
            {games.length === 0 ? (
              <div className="empty-state">
                <span className="empty-state__icon">
                  <Icon name="gift" size={26} />
                </span>
                <p className="empty-state__title">{t("referralProgramme.revenue.emptyGames")}</p>
                <p>{t("referralProgramme.revenue.emptyText")}</p>
                <Link to="/referral" className="btn btn--outline">
                  <Icon name="copy" size={18} />
                  {t("referralProgramme.shareCta")}
                </Link>
              </div>
            ) : (
              <div className="data-table__wrap" role="region" aria-labelledby="ref-revenue-games-caption" tabIndex={0}>
                <table className="data-table ref-table">
                  <caption id="ref-revenue-games-caption" className="visually-hidden">
                    {t("referralProgramme.revenue.byGameCaption", { days: data.days })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("referralProgramme.history.game")}</th>
                      <th scope="col" className="num">
                        {t("referralProgramme.levels.direct")}
                      </th>
                      <th scope="col" className="num">
                        {t("referralProgramme.levels.indirect")}
                      </th>
                      <th scope="col" className="num">
                        {t("referralProgramme.revenue.total")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {games.map((row) => (
                      <tr key={row.game}>
                        <td data-label="" className="data-table__lead">
                          {gameName(row.game)}
                        </td>
                        <td data-label={t("referralProgramme.levels.direct")} className="num">
                          {coins(row.direct)}
                        </td>
                        <td data-label={t("referralProgramme.levels.indirect")} className="num">
                          {coins(row.indirect)}
                        </td>
                        <td data-label={t("referralProgramme.revenue.total")} className="num">
                          <span className="ref-amount">{coins(row.total)}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}
