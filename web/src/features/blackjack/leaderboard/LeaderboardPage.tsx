/**
 * /blackjack-leaderboard (public): the players of the day, the week or all time (UTC), by net winnings or by their
 * biggest single-round win, 20 a page. The period, the order and the page live in the address. Tabs follow the ARIA
 * pattern: arrow keys move between them, the open one is in the Tab order.
 */
import { useId, useRef, type KeyboardEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { BLACKJACK_PERIODS, type BlackjackPeriod } from "@arena/contracts";
import { formatCoins, formatNumber } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { Icon } from "../../../shell/Icon";
import { Pager } from "../../../shell/Pager";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { ChoiceChips } from "../../table/ChoiceChips";
import { useLeaderboard, type LeaderboardSort } from "../api";
import { readLeaderboardView, writeLeaderboardView, type LeaderboardView } from "./leaderboardView";
import "../blackjack.css";
import "./leaderboard.css";

export function LeaderboardPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view = readLeaderboardView(params);
  const show = (next: LeaderboardView) => setParams(writeLeaderboardView(next), { replace: true });
  const { data, error, isLoading, isValidating, mutate } = useLeaderboard(view.period, view.sort, view.page);
  // The previous tab's rows stay while the next loads; they are not shown under the new tab's name.
  const rows = data && data.period === view.period && data.sort === view.sort ? data : undefined;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const signed = (n: number) => (n > 0 ? `+${formatCoins(n, lang)}` : n < 0 ? `−${formatCoins(-n, lang)}` : formatCoins(0, lang));

  const open = (period: BlackjackPeriod) => show({ ...view, period, page: 1 });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = BLACKJACK_PERIODS.indexOf(view.period);
    const next = event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : event.key === "Home" ? 0 : event.key === "End" ? BLACKJACK_PERIODS.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const period = BLACKJACK_PERIODS[(next + BLACKJACK_PERIODS.length) % BLACKJACK_PERIODS.length]!;
    open(period);
    tabs.current[BLACKJACK_PERIODS.indexOf(period)]?.focus();
  };

  return (
    <div className="bj-page bj-board">
      <header className="bj-page__head">
        <h1 className="bj-page__title">{t("pages.blackjackLeaderboard")}</h1>
        <p className="bj-page__lead">{t("blackjack.board.lead")}</p>
        <Link to="/black-jack" className="btn btn--primary bj-board__play">
          <Icon name="cards" size={18} />
          {t("blackjack.board.play")}
        </Link>
      </header>

      <div className="bj-board__controls">
        <div className="bj-tabs" role="tablist" aria-label={t("blackjack.board.periods")} onKeyDown={onKeyDown}>
          {BLACKJACK_PERIODS.map((period, index) => (
            <button
              key={period}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              id={`${id}-tab-${period}`}
              type="button"
              role="tab"
              className="bj-tabs__tab"
              aria-selected={view.period === period}
              aria-controls={`${id}-panel`}
              tabIndex={view.period === period ? 0 : -1}
              onClick={() => open(period)}
            >
              {t(`blackjack.board.period.${period}`)}
            </button>
          ))}
        </div>
        <ChoiceChips<LeaderboardSort>
          legend={t("blackjack.board.sortBy")}
          value={view.sort}
          options={[
            { value: "net", label: t("blackjack.board.sort.net") },
            { value: "best", label: t("blackjack.board.sort.best") },
          ]}
          onChange={(sort) => show({ ...view, sort, page: 1 })}
        />
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${view.period}`} className="bj-card bj-board__panel" aria-busy={isValidating || undefined}>
        <p className="bj-board__since">
          {rows?.since
            ? t("blackjack.board.since", { date: new Date(rows.since).toLocaleString(lang, { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" }) })
            : t(`blackjack.board.about.${view.period}`)}
        </p>
        {error && !rows ? (
          <LoadError onRetry={() => void mutate()} />
        ) : !rows ? (
          <div aria-busy="true">
            <span className="visually-hidden">{t("status.loading")}</span>
            <SkeletonLines lines={6} />
          </div>
        ) : rows.docs.length === 0 ? (
          <div className="empty-state">
            <span className="empty-state__icon">
              <Icon name="trophy" size={26} />
            </span>
            <p className="empty-state__title">{t(rows.total > 0 ? "blackjack.board.pastEnd" : "blackjack.board.empty")}</p>
            {rows.total > 0 ? (
              <button type="button" className="btn btn--ghost" onClick={() => show({ ...view, page: 1 })}>
                {t("blackjack.board.firstPage")}
              </button>
            ) : (
              <p>{t("blackjack.board.emptyText")}</p>
            )}
          </div>
        ) : (
          <div className="data-table__wrap" tabIndex={0} role="region" aria-label={t("blackjack.board.caption")}>
            <table className="data-table bj-board__table">
              <caption className="visually-hidden">{t("blackjack.board.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t("blackjack.board.rank")}
                  </th>
                  <th scope="col">{t("blackjack.board.player")}</th>
                  <th scope="col" className="num" aria-sort={view.sort === "net" ? "descending" : undefined}>
                    {t("blackjack.board.net")}
                  </th>
                  <th scope="col" className="num" aria-sort={view.sort === "best" ? "descending" : undefined}>
                    {t("blackjack.board.best")}
                  </th>
                  <th scope="col" className="num">
                    {t("blackjack.board.rounds")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.docs.map((row) => (
                  <tr key={`${row.rank}-${row.userName}`}>
                    <td className="num bj-board__rank" data-label={t("blackjack.board.rank")}>
                      {row.rank}
                    </td>
                    <td className="bj-board__name" data-label={t("blackjack.board.player")}>
                      {row.userName}
                    </td>
                    <td className={`num ${row.net > 0 ? "bj-board__up" : row.net < 0 ? "bj-board__down" : ""}`} data-label={t("blackjack.board.net")}>
                      {signed(row.net)}
                    </td>
                    <td className="num" data-label={t("blackjack.board.best")}>
                      {formatCoins(row.best, lang)}
                    </td>
                    <td className="num" data-label={t("blackjack.board.rounds")}>
                      {formatNumber(row.rounds, lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {rows && rows.pages > 1 && <Pager page={view.page} pages={rows.pages} onPage={(page) => show({ ...view, page })} label={t("blackjack.board.pages")} />}
        {isLoading && rows && <span className="visually-hidden">{t("status.loading")}</span>}
      </div>
    </div>
  );
}
