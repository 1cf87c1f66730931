/**
 * /derby (public): the races open for betting (pushed live by the pools room: the pools and win odds move with every
 * bet; asked for every 2 s while the push is down), a bet form per race, the player's bets, recent results and the
 * leaderboard's link. Visitors see it all and are asked to log in to bet.
 */
import { Link } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { DerbyEventView } from "@arena/contracts";
import { fetchResult } from "../../lib/api";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { DERBY_API, ODDS_REFRESH_MS } from "./derbyApi";
import { RaceCard } from "./RaceCard";
import { useLiveRaces } from "./useLiveRaces";
import "./derby.css";

export function DerbyPage() {
  const { t } = useTranslation();
  const live = useLiveRaces();
  const events = useSWR<{ docs: DerbyEventView[] }>(DERBY_API.events, fetchResult, { refreshInterval: live ? 0 : ODDS_REFRESH_MS });
  return (
    <div className="derby">
      <header className="dby-head">
        <div>
          <h1 className="dby-title">{t("derby.title")}</h1>
          <p className="dby-hint">{t("derby.lead")}</p>
        </div>
        <Link to="/leaderboard" className="btn btn--outline">
          <Icon name="trophy" size={18} />
          {t("derby.leaderboardLink")}
        </Link>
      </header>
      <section className="dby-section" aria-labelledby="dby-races">
        <h2 id="dby-races" className="dby-section__title">
          {t("derby.races")}
        </h2>
        {events.error && !events.data ? (
          <LoadError onRetry={() => void events.mutate()} />
        ) : !events.data ? (
          <SkeletonLines lines={6} />
        ) : events.data.docs.length === 0 ? (
          <p className="dby-hint">{t("derby.none")}</p>
        ) : (
          events.data.docs.map((event) => <RaceCard key={event._id} event={event} />)
        )}
      </section>
      <RaceHistory />
    </div>
  );
}

/** The last races run: the winner and the first three past the post, with a link to each race's result. */
function RaceHistory() {
  const { t } = useTranslation();
  const history = useSWR<{ docs: DerbyEventView[] }>(DERBY_API.history, fetchResult, { refreshInterval: 10_000 });
  return (
    <section className="dby-section" aria-labelledby="dby-history">
      <h2 id="dby-history" className="dby-section__title">
        {t("derby.history.title")}
      </h2>
      {history.error && !history.data ? (
        <LoadError compact onRetry={() => void history.mutate()} />
      ) : !history.data ? (
        <SkeletonLines lines={3} />
      ) : history.data.docs.length === 0 ? (
        <p className="dby-hint">{t("derby.history.none")}</p>
      ) : (
        <ul className="dby-list">
          {history.data.docs.map((e) => {
            const winner = e.finishOrder?.[0];
            return (
              <li key={e._id} data-event={e._id}>
                <strong>{e.title}</strong> <span className={`dby-status dby-status--${e.status}`}>{t(`derby.status.${e.status}`)}</span>
                {winner !== undefined && <span> · {t("derby.history.winner", { name: e.horses[winner]?.name ?? "" })}</span>}
                {e.finishOrder && (
                  <span className="dby-tag">
                    {" "}
                    · {t("derby.history.order")}: {e.finishOrder.slice(0, 3).map((i) => e.horses[i]?.name ?? "").join(", ")}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
