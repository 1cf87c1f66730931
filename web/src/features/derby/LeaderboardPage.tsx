/**
 * /leaderboard (public, the Derby's): the players of the day, the week or the month by net winnings (GET
 * derby/leaderboards?days). The layout's back button goes to /derby (spec). Tabs follow the ARIA pattern.
 */
import { useRef, type KeyboardEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { derbyLeaderboardSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { DERBY_API, LEADERBOARD_DAYS, type LeaderboardDays } from "./derbyApi";
import "./derby.css";

type Board = z.infer<typeof derbyLeaderboardSchema>;

const daysOf = (value: string | null): LeaderboardDays => (LEADERBOARD_DAYS.find((d) => String(d) === value) ?? 1);

export function LeaderboardPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const days = daysOf(params.get("days"));
  const board = useSWR<Board>(DERBY_API.leaderboard(days), fetchResult);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const open = (d: LeaderboardDays) => setParams({ days: String(d) }, { replace: true });
  const coins = (n: number) => formatCoins(n, lang);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = LEADERBOARD_DAYS.indexOf(days);
    const next = event.key === "ArrowRight" ? i + 1 : event.key === "ArrowLeft" ? i - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const d = LEADERBOARD_DAYS[(next + LEADERBOARD_DAYS.length) % LEADERBOARD_DAYS.length]!;
    open(d);
    tabs.current[LEADERBOARD_DAYS.indexOf(d)]?.focus();
  };
  return (
    <div className="derby">
      <header className="dby-head">
        <div>
          <h1 className="dby-title">{t("pages.leaderboard")}</h1>
          <p className="dby-hint">{t("derby.board.lead")}</p>
        </div>
        <Link to="/derby" className="btn btn--primary">
          <Icon name="horseshoe" size={18} />
          {t("derby.board.play")}
        </Link>
      </header>
      <div className="dby-tabs" role="tablist" aria-label={t("derby.board.periods")} onKeyDown={onKeyDown}>
        {LEADERBOARD_DAYS.map((d, i) => (
          <button
            key={d}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`dby-tab-${d}`}
            aria-selected={d === days}
            aria-controls="dby-board"
            tabIndex={d === days ? 0 : -1}
            className="btn btn--ghost dby-tab"
            onClick={() => open(d)}
          >
            {t(`derby.board.days.${d}`)}
          </button>
        ))}
      </div>
      <div id="dby-board" role="tabpanel" aria-labelledby={`dby-tab-${days}`} className="dby-card">
        {board.error && !board.data ? (
          <LoadError compact onRetry={() => void board.mutate()} />
        ) : !board.data ? (
          <SkeletonLines lines={5} />
        ) : board.data.docs.length === 0 ? (
          <p className="dby-hint">{t("derby.board.none")}</p>
        ) : (
          <div className="dby-table-wrap">
            <table className="dby-table dby-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t("derby.board.rank")}</th>
                  <th scope="col">{t("derby.board.player")}</th>
                  <th scope="col">{t("derby.board.net")}</th>
                  <th scope="col">{t("derby.board.staked")}</th>
                  <th scope="col">{t("derby.board.best")}</th>
                  <th scope="col">{t("derby.board.bets")}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.docs.map((row) => (
                  <tr key={`${row.rank}-${row.userName}`}>
                    <td data-label={t("derby.board.rank")}>{row.rank}</td>
                    <th scope="row">{row.userName}</th>
                    <td data-label={t("derby.board.net")}>{coins(row.net)}</td>
                    <td data-label={t("derby.board.staked")}>{coins(row.staked)}</td>
                    <td data-label={t("derby.board.best")}>{coins(row.best)}</td>
                    <td data-label={t("derby.board.bets")}>{formatNumber(row.bets, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
