/**
 * /blackjack-management: what the Black Jack tables did today, this week and all time (rounds, players, staked, paid
 * back, the house's net, the realized RTP beside the published one), and the bet steps the tables offer, edited here
 * (POST admin/blackjack/betAmounts; audited by the server). A table checks every bet against the list in force.
 */
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { BlackjackSummary } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { fetchResult } from "../../../lib/api";
import { formatCoins, formatNumber } from "../../../lib/numbers";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { fetchBetList, BLACKJACK_API } from "../../blackjack/api";
import { ADMIN_BLACKJACK_API } from "./betSteps";
import { BetStepsForm } from "./BetStepsForm";
import "../admin.css";
import "./admin-blackjack.css";

export function BlackjackManagementPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const summary = useSWR<BlackjackSummary>(ADMIN_BLACKJACK_API.summary, fetchResult);
  const bets = useSWR(BLACKJACK_API.betList, fetchBetList);
  const coins = (n: number) => formatCoins(n, lang);
  const percent = (n: number | null) => (n === null ? "—" : `${formatNumber(Math.round(n * 100) / 100, lang)}%`);

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.blackjack")}</h1>
          <p className="admin-page__lead">{t("adminBlackjack.lead")}</p>
        </div>
      </header>

      <section className="bjadm-card" aria-labelledby="bjadm-summary-title" aria-busy={!summary.data && !summary.error ? true : undefined}>
        <h2 id="bjadm-summary-title" className="bjadm-card__title">
          {t("adminBlackjack.summary.title")}
        </h2>
        {summary.error && !summary.data ? (
          <LoadError compact onRetry={() => void summary.mutate()} />
        ) : !summary.data ? (
          <SkeletonLines lines={4} />
        ) : (
          <>
            <p className="bjadm-card__text">{t("adminBlackjack.summary.published", { rtp: percent(summary.data.publishedRtp) })}</p>
            <ul className="bjadm-periods">
              {summary.data.periods.map((p) => {
                const drift = p.realizedRtp === null ? null : p.realizedRtp - summary.data!.publishedRtp;
                return (
                  <li key={p.period} className="bjadm-period" aria-labelledby={`bjadm-period-${p.period}`}>
                    <h3 id={`bjadm-period-${p.period}`} className="bjadm-period__title">
                      {t(`adminBlackjack.summary.period.${p.period}`)}
                    </h3>
                    <dl className="bjadm-period__figures">
                      <div>
                        <dt>{t("adminBlackjack.summary.rounds")}</dt>
                        <dd>{formatNumber(p.rounds, lang)}</dd>
                      </div>
                      <div>
                        <dt>{t("adminBlackjack.summary.players")}</dt>
                        <dd>{formatNumber(p.players, lang)}</dd>
                      </div>
                      <div>
                        <dt>{t("adminBlackjack.summary.staked")}</dt>
                        <dd>{coins(p.staked)}</dd>
                      </div>
                      <div>
                        <dt>{t("adminBlackjack.summary.paid")}</dt>
                        <dd>{coins(p.paid)}</dd>
                      </div>
                      <div>
                        <dt>{t("adminBlackjack.summary.houseNet")}</dt>
                        <dd className={p.houseNet < 0 ? "bjadm-neg" : undefined}>{p.houseNet < 0 ? `−${coins(-p.houseNet)}` : coins(p.houseNet)}</dd>
                      </div>
                      <div>
                        <dt>{t("adminBlackjack.summary.rtp")}</dt>
                        <dd>
                          {percent(p.realizedRtp)}
                          {drift !== null && (
                            <span className="bjadm-drift">
                              {" "}
                              {t("adminBlackjack.summary.drift", { value: `${drift >= 0 ? "+" : "−"}${formatNumber(Math.abs(Math.round(drift * 100) / 100), lang)}` })}
                            </span>
                          )}
                        </dd>
                      </div>
                    </dl>
                  </li>
                );
              })}
            </ul>
            <p className="bjadm-card__note">{t("adminBlackjack.summary.note")}</p>
          </>
        )}
      </section>

      <section className="bjadm-card" aria-labelledby="bjadm-steps-title">
        <h2 id="bjadm-steps-title" className="bjadm-card__title">
          {t("adminBlackjack.steps.title")}
        </h2>
        <p className="bjadm-card__text">{t("adminBlackjack.steps.lead")}</p>
        {bets.error && !bets.data ? (
          <LoadError compact onRetry={() => void bets.mutate()} />
        ) : !bets.data ? (
          <SkeletonLines lines={3} />
        ) : (
          <BetStepsForm
            key={bets.data.betAmountList.join(",")}
            list={bets.data.betAmountList}
            updatedAt={bets.data.updatedAt}
            lang={lang}
            onSaved={(next) => void bets.mutate(next, { revalidate: false })}
          />
        )}
      </section>
    </div>
  );
}
