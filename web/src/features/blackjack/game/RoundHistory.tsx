/**
 * Your last settled rounds (GET blackjack/history), newest first: when, the bet, each hand's outcome, the net, and a
 * link to check the round on /fairness. Refreshed after each round this page sees settled.
 */
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { Icon } from "../../../shell/Icon";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { roundCheckPath, useRoundHistory } from "../api";

export function RoundHistory({ limit }: { limit: number }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const { data, error, mutate } = useRoundHistory(limit);
  const signed = (n: number) => (n > 0 ? `+${formatCoins(n, lang)}` : n < 0 ? `−${formatCoins(-n, lang)}` : formatCoins(0, lang));
  return (
    <section className="bj-card bj-history" aria-labelledby="bj-history-title">
      <h2 id="bj-history-title" className="bj-card__title">
        <Icon name="clock" size={18} />
        {t("blackjack.history.title")}
      </h2>
      {error && !data ? (
        <LoadError compact onRetry={() => void mutate()} />
      ) : !data ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t("status.loading")}</span>
          <SkeletonLines lines={3} />
        </div>
      ) : data.docs.length === 0 ? (
        <p className="bj-history__empty">{t("blackjack.history.empty")}</p>
      ) : (
        <ol className="bj-history__list">
          {data.docs.map((round) => (
            <li key={round.gameId} className="bj-history__row">
              <span className="bj-history__when">{new Date(round.at).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" })}</span>
              <span className="bj-history__what">
                {t("blackjack.history.bet", { amount: formatCoins(round.bet, lang) })} · {round.outcomes.map((o) => t(`blackjack.outcome.${o}`)).join(", ")}
              </span>
              <span className={`bj-history__net ${round.net > 0 ? "bj-history__net--won" : round.net < 0 ? "bj-history__net--lost" : ""}`}>{signed(round.net)}</span>
              {round.serverSeed && (
                <Link className="bj-history__check" to={roundCheckPath(round.gameId)} target="_blank" rel="noopener">
                  {t("blackjack.history.verify")}
                  <span className="visually-hidden">
                    {" "}
                    {t("blackjack.history.roundOf", { time: new Date(round.at).toLocaleString(lang) })} {t("table.fair.newTab")}
                  </span>
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
