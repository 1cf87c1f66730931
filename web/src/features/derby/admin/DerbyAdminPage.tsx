/**
 * /derby-management: the Derby's admin screen. Schedule a race (NewRaceForm), the races still to run (GET derby/events,
 * pushed by the pools room as pools and bets move; asked every 5 s while the push is down) each with a cancel behind a confirmation (POST admin/derby/events/:id/cancel:
 * every bet returned), the virtual races' setting (GET/POST admin/derby/virtual) and the last races run or cancelled
 * (GET derby/history). Every admin action is audited by the server.
 */
import { useState } from "react";
import toast from "react-hot-toast";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import { messages, type DerbyEventView } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { fetchResult, request } from "../../../lib/api";
import { formatCoins, formatNumber } from "../../../lib/numbers";
import { Dialog } from "../../../shell/Dialog";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { DERBY_API } from "../derbyApi";
import { useLiveRaces } from "../useLiveRaces";
import { NewRaceForm } from "./NewRaceForm";
import { VirtualRacesForm } from "./VirtualRacesForm";
import type { VirtualSetting } from "./virtualRaces";
import "../../admin/admin.css";
import "./derby-admin.css";

type Events = { docs: DerbyEventView[] };

/** How often the races still to run are asked for again while the push is down: bets and pools move, post times pass. */
const LIST_REFRESH_MS = 5_000;

const poolTotal = (event: DerbyEventView): number => event.pools.reduce((sum, p) => sum + p.total, 0);

export function DerbyAdminPage() {
  const { t } = useTranslation();
  const live = useLiveRaces();
  const events = useSWR<Events>(DERBY_API.events, fetchResult, { refreshInterval: live ? 0 : LIST_REFRESH_MS });
  const history = useSWR<Events>(DERBY_API.history, fetchResult, { refreshInterval: 15_000 });
  const virtual = useSWR<VirtualSetting>(DERBY_API.virtual, fetchResult);
  const [cancelling, setCancelling] = useState<DerbyEventView | null>(null);

  const refresh = () => {
    void events.mutate();
    void history.mutate();
  };

  return (
    <div className="admin-page dbyadm">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.derby")}</h1>
          <p className="admin-page__lead">{t("derby.admin.lead")}</p>
        </div>
      </header>
      <div className="dbyadm-columns">
        <section className="dbyadm-card" aria-labelledby="dbyadm-new">
          <h2 id="dbyadm-new" className="dbyadm-card__title">
            {t("derby.admin.new")}
          </h2>
          <NewRaceForm onScheduled={refresh} />
        </section>
        <div className="dbyadm-stack">
          <section className="dbyadm-card" aria-labelledby="dbyadm-upcoming" aria-busy={!events.data && !events.error ? true : undefined}>
            <h2 id="dbyadm-upcoming" className="dbyadm-card__title">
              {t("derby.admin.upcoming")}
            </h2>
            {events.error && !events.data ? (
              <LoadError compact onRetry={() => void events.mutate()} />
            ) : !events.data ? (
              <SkeletonLines lines={4} />
            ) : events.data.docs.length === 0 ? (
              <p className="dbyadm-hint">{t("derby.admin.noUpcoming")}</p>
            ) : (
              <ul className="dbyadm-races">
                {events.data.docs.map((event) => (
                  <RaceItem key={event._id} event={event} onCancel={() => setCancelling(event)} />
                ))}
              </ul>
            )}
          </section>
          <section className="dbyadm-card" aria-labelledby="dbyadm-virtual-title" aria-busy={!virtual.data && !virtual.error ? true : undefined}>
            <h2 id="dbyadm-virtual-title" className="dbyadm-card__title">
              {t("derby.admin.virtual.title")}
            </h2>
            <p className="dbyadm-hint">{t("derby.admin.virtual.lead")}</p>
            {virtual.error && !virtual.data ? (
              <LoadError compact onRetry={() => void virtual.mutate()} />
            ) : !virtual.data ? (
              <SkeletonLines lines={2} />
            ) : (
              <VirtualRacesForm
                key={String(virtual.data.everyMinutes)}
                setting={virtual.data}
                onSaved={(next) => {
                  void virtual.mutate(next, { revalidate: false });
                  void events.mutate();
                }}
              />
            )}
          </section>
        </div>
      </div>
      <section className="dbyadm-card" aria-labelledby="dbyadm-history" aria-busy={!history.data && !history.error ? true : undefined}>
        <h2 id="dbyadm-history" className="dbyadm-card__title">
          {t("derby.admin.history")}
        </h2>
        {history.error && !history.data ? (
          <LoadError compact onRetry={() => void history.mutate()} />
        ) : !history.data ? (
          <SkeletonLines lines={3} />
        ) : history.data.docs.length === 0 ? (
          <p className="dbyadm-hint">{t("derby.admin.noHistory")}</p>
        ) : (
          <ul className="dbyadm-races dbyadm-races--past">
            {history.data.docs.map((event) => (
              <RaceItem key={event._id} event={event} />
            ))}
          </ul>
        )}
      </section>
      <CancelDialog
        event={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          refresh();
        }}
      />
    </div>
  );
}

/** One race: title, status, post time, money in the pools, bets, the field (and once run, the winner). */
function RaceItem({ event, onCancel }: { event: DerbyEventView; onCancel?: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const titleId = `dbyadm-race-${event._id}`;
  const winner = event.finishOrder?.[0];
  const cancellable = onCancel && (event.status === "open" || event.status === "closed");
  return (
    <li className="dbyadm-race" data-event={event._id}>
      <div className="dbyadm-race__head">
        <h3 id={titleId} className="dbyadm-race__title">
          {event.title}
        </h3>
        <span className={`dbyadm-status dbyadm-status--${event.status}`}>{t(`derby.status.${event.status}`)}</span>
        {event.virtual && <span className="dbyadm-tag">{t("derby.virtual")}</span>}
      </div>
      <dl className="dbyadm-race__figures">
        <div>
          <dt>{t("derby.admin.list.postTime")}</dt>
          <dd>
            <time dateTime={event.postTime}>{new Date(event.postTime).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" })}</time>
          </dd>
        </div>
        <div>
          <dt>{t("derby.admin.list.pool")}</dt>
          <dd>{t("derby.coins", { amount: formatCoins(poolTotal(event), lang) })}</dd>
        </div>
        <div>
          <dt>{t("derby.admin.list.bets")}</dt>
          <dd>{formatNumber(event.bets, lang)}</dd>
        </div>
        {event.status === "raced" && (
          <div>
            <dt>{t("derby.admin.list.winner")}</dt>
            <dd data-testid="winner">{winner === undefined ? "—" : (event.horses[winner]?.name ?? "—")}</dd>
          </div>
        )}
      </dl>
      <p className="dbyadm-race__horses">
        <span className="dbyadm-race__label">{t("derby.admin.list.horses", { n: event.horses.length })}</span>{" "}
        {event.horses.map((h) => `${h.name} (${formatNumber(h.winChance, lang)}%)`).join(" · ")}
      </p>
      {event.status === "cancelled" && <p className="dbyadm-hint">{t("derby.admin.list.refunded")}</p>}
      {cancellable && (
        <div className="dbyadm-race__actions">
          <button type="button" className="btn btn--outline dbyadm-race__cancel" onClick={onCancel} aria-describedby={titleId}>
            {t("derby.admin.cancel.button")}
          </button>
        </div>
      )}
    </li>
  );
}

/** "Cancel this race?": it says every bet goes back to its player; the server's answer in a toast. */
function CancelDialog({ event, onClose, onCancelled }: { event: DerbyEventView | null; onClose: () => void; onCancelled: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [busy, setBusy] = useState(false);

  const cancel = async (target: DerbyEventView) => {
    setBusy(true);
    const answer = await request(DERBY_API.cancel(target._id), { method: "POST" });
    setBusy(false);
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage || t("derby.admin.cancel.done"));
      onCancelled();
    } else {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      onClose();
    }
  };

  return (
    <Dialog open={event !== null} onClose={onClose} title={t("derby.admin.cancel.title")} size="small">
      {event && (
        <>
          <p>{t("derby.admin.cancel.confirm", { title: event.title })}</p>
          <p className="dbyadm-hint">
            {event.bets === 0
              ? t("derby.admin.cancel.noBets")
              : t("derby.admin.cancel.refund", { bets: formatNumber(event.bets, lang), amount: formatCoins(poolTotal(event), lang) })}
          </p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t("derby.admin.cancel.keep")}
            </button>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void cancel(event)}>
              {t(busy ? "derby.admin.cancel.cancelling" : "derby.admin.cancel.confirmButton")}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
