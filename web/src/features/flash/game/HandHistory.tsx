/**
 * Your hands (GET /api/v1/flash/history), newest first: when, which table, how it went and your net after the
 * house's commission, with the fairness check of each hand (a new tab: the table stays open), and the total.
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../shell/Icon";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { signedCoins, totalNet } from "../result";
import { handCheckPath, useFlashHistory } from "./history";
import "../../table/game-card.css";
import "./HandHistory.css";

export function HandHistory({ limit = 10, headingLevel = 2 }: { limit?: number; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useFlashHistory(page, limit);
  const coins = (n: number) => formatCoins(n, lang);
  const when = (iso: string) => new Date(iso).toLocaleString(lang, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="game-card flash-history" aria-labelledby="flash-history-title">
      <Heading className="game-card__title" id="flash-history-title">
        <Icon name="list" size={18} />
        {t("flash.history.title")}
      </Heading>
      {isLoading && !data && (
        <div aria-busy="true">
          <span className="visually-hidden">{t("status.loading")}</span>
          <SkeletonLines lines={3} />
        </div>
      )}
      {error && !data && <LoadError compact onRetry={() => void mutate()} />}
      {data && data.docs.length === 0 && <p className="flash-history__empty">{t("flash.history.empty")}</p>}
      {data && data.docs.length > 0 && (
        <>
          <ol className="flash-history__list">
            {data.docs.map((hand) => {
              const mine = hand.mine;
              const outcome = hand.status === "aborted" ? "void" : hand.status === "active" ? "playing" : (mine?.outcome ?? "lost");
              return (
                <li key={hand.gameId} className={`flash-history__row flash-history__row--${outcome}`}>
                  <span className="flash-history__main">
                    <span className="flash-history__what">
                      {t(`flash.history.outcome.${outcome}`)}
                      {mine?.hand && ` · ${t(`flash.hands.${mine.hand}`)}`}
                    </span>
                    <span className="flash-history__sub">
                      <time dateTime={hand.startedAt}>{when(hand.startedAt)}</time> · {t("flash.history.table", { boot: coins(hand.boot), currency: hand.currency, mode: t(`flash.mode.${hand.gameType}`) })}
                    </span>
                  </span>
                  <span className={`flash-history__net ${mine && mine.net > 0 ? "flash-history__net--up" : ""}`} data-net={mine?.net ?? 0}>
                    {signedCoins(mine?.net ?? 0, coins)} <span className="flash-history__unit">{hand.currency}</span>
                  </span>
                  {hand.status !== "active" && (
                    <Link className="flash-history__check" to={handCheckPath(hand.gameId)} target="_blank" rel="noopener">
                      <Icon name="shield" size={16} />
                      {t("flash.history.check")}
                      <span className="visually-hidden"> {t("flash.history.checkWhich", { when: when(hand.startedAt) })} {t("table.fair.newTab")}</span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
          <p className="flash-history__total">{t("flash.history.total", { amount: signedCoins(totalNet(data.docs.map((d) => d.mine)), coins) })}</p>
          {pages > 1 && (
            <div className="flash-history__pager">
              <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t("flash.history.newer")}
              </button>
              <span className="flash-history__page">{t("flash.history.page", { page, pages })}</span>
              <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t("flash.history.older")}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
