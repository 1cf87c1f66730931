/**
 * The wheel's leaderboard (GET jackpot/leaderboard, 20 a page): players by what the wheel paid them less what their
 * spins cost, over the last day, week or month.
 */
import { useId, useState } from "react";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { SpinLeaderboard as Board } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { Pager } from "../../shell/Pager";
import { LoadError } from "../../shell/Status";
import { LEADERBOARD_DAYS, SPIN_API, type LeaderboardDays } from "./spinApi";

export function SpinLeaderboard() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const titleId = useId();
  const captionId = useId();
  const [days, setDays] = useState<LeaderboardDays>(7);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useSWR<Board>(SPIN_API.leaderboard(days, page), fetchResult, { keepPreviousData: true });
  const coins = (n: number) => formatCoins(n, lang);
  const signed = (n: number) => `${n > 0 ? "+" : n < 0 ? "\u2212" : ""}${coins(Math.abs(n))}`;
  const col = { rank: t("spin.board.rank"), player: t("spin.board.player"), net: t("spin.board.net"), won: t("spin.board.won"), best: t("spin.board.best"), spins: t("spin.board.spins") };
  const choose = (next: LeaderboardDays) => {
    setDays(next);
    setPage(1);
  };

  return (
    <section className="jp-section" aria-labelledby={titleId}>
      <header className="jp-section__head">
        <h2 id={titleId} className="jp-section__title">
          {t("spin.board.title")}
        </h2>
        <div className="jp-segmented" role="group" aria-label={t("spin.board.period")}>
          {LEADERBOARD_DAYS.map((d) => (
            <button key={d} type="button" className="jp-segmented__option" aria-pressed={days === d} onClick={() => choose(d)}>
              {t(`spin.board.days.${d}`)}
            </button>
          ))}
        </div>
      </header>
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : data && data.docs.length === 0 ? (
        <div className="empty-state">
          <span className="empty-state__icon">
            <Icon name="trophy" size={26} />
          </span>
          <p className="empty-state__title">{t(data.total > 0 ? "spin.pastEnd" : "spin.board.empty")}</p>
        </div>
      ) : (
        <div className="data-table__wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={isLoading || isValidating}>
          <table className="data-table jp-board">
            <caption id={captionId} className="visually-hidden">
              {t("spin.board.caption", { period: t(`spin.board.days.${days}`) })}
            </caption>
            <thead>
              <tr>
                {Object.entries(col).map(([key, header]) => (
                  <th key={key} scope="col" className={key === "player" ? undefined : "num"}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {!data
                ? Array.from({ length: 3 }, (_, row) => (
                    <tr key={row} aria-hidden="true">
                      {Object.keys(col).map((key) => (
                        <td key={key} data-label="">
                          <span className="skeleton skeleton--line" />
                        </td>
                      ))}
                    </tr>
                  ))
                : data.docs.map((row) => (
                    <tr key={`${row.rank}:${row.userName}`}>
                      <td data-label={col.rank} className="num data-table__lead">
                        <span className={`jp-rank ${row.rank <= 3 ? `jp-rank--${row.rank}` : ""}`}>{formatNumber(row.rank, lang)}</span>
                      </td>
                      <td data-label={col.player}>{row.userName}</td>
                      <td data-label={col.net} className="num">
                        <span className={row.net > 0 ? "jp-amount--won" : undefined}>{signed(row.net)}</span>
                      </td>
                      <td data-label={col.won} className="num">
                        {coins(row.won)}
                      </td>
                      <td data-label={col.best} className="num">
                        {coins(row.best)}
                      </td>
                      <td data-label={col.spins} className="num">
                        {formatNumber(row.spins, lang)}
                      </td>
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > 0 && <Pager page={page} pages={data.pages} label={t("spin.board.pages")} onPage={setPage} />}
    </section>
  );
}
