import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import type { DerbyEventView } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { isLoggedInAtom } from "../../platform/session";
import { Countdown } from "../lottery/Countdown";
import { BetForm } from "./BetForm";
import { MyBets } from "./MyBets";

/** An upcoming race: post-time countdown, the field with each horse's published chance, its money in each pool and live win odds. */
export function RaceCard({ event }: { event: DerbyEventView }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const coins = (n: number) => formatCoins(n, lang);
  const titleId = `dby-race-${event._id}`;
  return (
    <article className="dby-card" aria-labelledby={titleId} data-event={event._id}>
      <header className="dby-card__head">
        <h2 id={titleId} className="dby-card__title">
          {event.title}
        </h2>
        <span className={`dby-status dby-status--${event.status}`}>{t(`derby.status.${event.status}`)}</span>
        {event.virtual && <span className="dby-tag">{t("derby.virtual")}</span>}
      </header>
      <p className="dby-post">
        {t("derby.postTime")} <strong><Countdown at={event.postTime} ns="derby" /></strong> · {new Date(event.postTime).toLocaleTimeString(lang)}
      </p>
      <div className="dby-table-wrap">
        <table className="dby-table dby-table--stack">
          <caption className="visually-hidden">{t("derby.horses.caption", { title: event.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("derby.horses.number")}</th>
              <th scope="col">{t("derby.horses.name")}</th>
              <th scope="col">{t("derby.horses.chance")}</th>
              <th scope="col">{t("derby.horses.win")}</th>
              <th scope="col">{t("derby.horses.place")}</th>
              <th scope="col">{t("derby.horses.show")}</th>
              <th scope="col">{t("derby.horses.odds")}</th>
            </tr>
          </thead>
          <tbody>
            {event.horses.map((h) => (
              <tr key={h.index}>
                <td data-label={t("derby.horses.number")}>{h.index + 1}</td>
                <th scope="row">{h.name}</th>
                <td data-label={t("derby.horses.chance")}>{formatNumber(h.winChance, lang)}%</td>
                <td data-label={t("derby.horses.win")}>{coins(h.win)}</td>
                <td data-label={t("derby.horses.place")}>{coins(h.place)}</td>
                <td data-label={t("derby.horses.show")}>{coins(h.show)}</td>
                <td data-label={t("derby.horses.odds")} data-testid="win-odds">{h.odds === null ? t("derby.horses.noOdds") : t("derby.horses.oddsValue", { odds: formatNumber(h.odds, lang) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="dby-hint">{t("derby.oddsNote", { percent: formatNumber(event.takeoutPercent, lang) })}</p>
      <p className="dby-hint">
        {event.pools.map((p) => `${t(`derby.pools.${p.pool}`)}: ${t("derby.coins", { amount: coins(p.total) })}`).join(" · ")}
      </p>
      {event.status === "open" && <BetForm event={event} />}
      {loggedIn && <MyBets eventId={event._id} />}
    </article>
  );
}
