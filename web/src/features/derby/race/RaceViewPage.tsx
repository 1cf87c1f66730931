/**
 * /race-view?eventId= (logged in): one race. Before it is raced, a waiting state with the post-time countdown (the
 * race's figures pushed live by the pools room; asked for every 2 s while the push is down); once raced, the Pixi race (lazy: Pixi loads only here) shows the server's finishing
 * order crossing the line, then the result: the order, each pool's prices, and the player's bets with their payouts.
 * With reduced motion the result is shown at once.
 */
import { Suspense, lazy, useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import { poolsTopic, type DerbyEventView } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { fetchResult, isWalletKey } from "../../../lib/api";
import { formatNumber } from "../../../lib/numbers";
import { useMediaQuery } from "../../../shell/useMediaQuery";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { Countdown } from "../../lottery/Countdown";
import { useLiveFigures } from "../../pools/useLiveFigures";
import { DERBY_API, ODDS_REFRESH_MS } from "../derbyApi";
import { MyBets } from "../MyBets";
import "../derby.css";

const RaceCanvas = lazy(() => import("./RaceCanvas").then((m) => ({ default: m.RaceCanvas })));

export function RaceViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const eventId = params.get("eventId") ?? "";
  const { mutate } = useSWRConfig();
  const over = (e: DerbyEventView | undefined) => e?.status === "raced" || e?.status === "cancelled";
  const live = useLiveFigures<"derby:event">(eventId ? poolsTopic.derbyEvent(eventId) : null, (figures) => {
    void mutate(DERBY_API.event(eventId), figures, { revalidate: false });
    // Raced or cancelled: the player's bets now show what they returned, and the balance moved.
    if (over(figures)) {
      void mutate(DERBY_API.myBets(eventId));
      void mutate(isWalletKey);
    }
  });
  const event = useSWR<DerbyEventView>(eventId ? DERBY_API.event(eventId) : null, fetchResult, {
    refreshInterval: (e) => (live || over(e) ? 0 : ODDS_REFRESH_MS),
  });
  const e = event.data;
  return (
    <div className="derby">
      <header className="dby-head">
        <h1 className="dby-title">{e?.title ?? t("pages.raceView")}</h1>
        <Link to="/derby" className="btn btn--outline">
          {t("derby.race.back")}
        </Link>
      </header>
      {!eventId || (event.error && !e) ? (
        <LoadError missing={!eventId} onRetry={() => void event.mutate()} />
      ) : !e ? (
        <SkeletonLines lines={5} />
      ) : e.status === "raced" && e.finishOrder ? (
        <RaceResult event={e} finishOrder={e.finishOrder} />
      ) : (
        <section className="dby-card" aria-live="polite">
          <p className="dby-sub" data-testid="race-status">{t(`derby.race.waiting.${e.status}`)}</p>
          {e.status === "open" && (
            <p className="dby-post">
              {t("derby.postTime")} <strong><Countdown at={e.postTime} ns="derby" /></strong>
            </p>
          )}
        </section>
      )}
      {eventId && <MyBets eventId={eventId} />}
    </div>
  );
}

function RaceResult({ event, finishOrder }: { event: DerbyEventView; finishOrder: number[] }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const reduced = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [finished, setFinished] = useState(reduced);
  const onFinished = useCallback(() => setFinished(true), []);
  const name = (i: number) => event.horses[i]?.name ?? "";
  const label = t("derby.race.canvas", { order: finishOrder.map((i) => `${i + 1}. ${name(i)}`).join(", ") });
  return (
    <>
      <section className="dby-card" aria-labelledby="dby-race-track">
        <h2 id="dby-race-track" className="visually-hidden">
          {t("derby.race.track")}
        </h2>
        <Suspense fallback={<SkeletonLines lines={4} />}>
          <RaceCanvas finishOrder={finishOrder} label={label} still={reduced} fallback={<p>{t("derby.race.fallback")}</p>} onFinished={onFinished} />
        </Suspense>
        <ul className="dby-list dby-legend">
          {event.horses.map((h) => (
            <li key={h.index}>
              {h.index + 1}. {h.name}
            </li>
          ))}
        </ul>
      </section>
      {finished && (
        <section className="dby-card" aria-labelledby="dby-race-result" data-testid="race-result">
          <h2 id="dby-race-result" className="dby-card__title">
            {t("derby.race.result")}
          </h2>
          <ol className="dby-order" data-testid="finish-order">
            {finishOrder.map((i) => (
              <li key={i}>{name(i)}</li>
            ))}
          </ol>
          {event.settlement?.map((s) => (
            <p key={s.pool} className="dby-hint">
              <strong>{t(`derby.pools.${s.pool}`)}</strong>:{" "}
              {s.refunded
                ? t("derby.race.refunded")
                : s.prices.map((p) => t("derby.race.price", { horse: name(p.horse), price: formatNumber(p.price, lang) })).join(" · ")}
            </p>
          ))}
        </section>
      )}
    </>
  );
}
