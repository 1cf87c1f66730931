import { useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { ReferralSummary } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { formatDateTime } from "../coins/money";
import { Figure, FigureSkeletons } from "../../shell/Figure";
import { ReferralHistory } from "./ReferralHistory";
import { ReferredPlayers } from "./ReferredPlayers";
import { REFERRAL_API, readReferralView, shareLink, writeReferralView, type ReferralView } from "./referralView";
import { ShareCard } from "./ShareCard";
import "./referral-page.css";

/**
 * /referral: the player's code and share link, how the programme pays (the rates the admin set, from the summary),
 * what it earned them, the referral history and the players they brought (direct and indirect). The history's filter
 * and the open list live in the address.
 */
export function ReferralPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const view = readReferralView(params);
  const share = useRef<HTMLDivElement>(null);
  const { data: summary, error, mutate } = useSWR<ReferralSummary>(REFERRAL_API.summary, fetchResult);

  const setView = (next: ReferralView) => setParams((current) => writeReferralView(current, next), { replace: true });
  // The empty states' "Share your link" brings the player to the card and its first button.
  const toShare = () => {
    share.current?.scrollIntoView({ behavior: "smooth", block: "center" });
    share.current?.querySelector<HTMLElement>("input")?.focus({ preventScroll: true });
  };
  const coins = (n: number) => t("referralProgramme.coins", { amount: formatCoins(n, lang) });

  return (
    <div className="ref-page">
      <header className="ref-page__header">
        <div>
          <h1 className="ref-page__title">{t("pages.referral")}</h1>
          <p className="ref-page__lead">{t("referralProgramme.lead")}</p>
        </div>
        <Link to="/revenue" className="btn btn--ghost">
          <Icon name="activity" size={18} />
          {t("referralProgramme.toRevenue")}
        </Link>
      </header>

      {error && !summary ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !summary ? (
        <div className="ref-page__top" aria-busy="true">
          <div className="ref-card" aria-hidden="true">
            <SkeletonLines lines={4} />
          </div>
          <div className="ref-card" aria-hidden="true">
            <SkeletonLines lines={4} />
          </div>
          <FigureSkeletons count={5} />
        </div>
      ) : (
        <div className="ref-page__top">
          <div ref={share}>
            <ShareCard code={summary.referralCode} link={shareLink(window.location.origin, summary.referralCode)} />
          </div>
          <HowItWorks summary={summary} lang={lang} />
          <section className="ref-section ref-page__totals" aria-labelledby="ref-totals-title">
            <h2 id="ref-totals-title" className="ref-section__title">
              {t("referralProgramme.totals.title")}
            </h2>
            <div className="figures">
              <Figure
                icon="coin"
                tone="gold"
                label={t("referralProgramme.totals.earned")}
                value={coins(summary.earned)}
                note={summary.lastPaidAt ? t("referralProgramme.totals.lastPaid", { date: formatDateTime(summary.lastPaidAt, lang) }) : t("referralProgramme.totals.neverPaid")}
              />
              <Figure icon="clock" label={t("referralProgramme.totals.pending")} value={coins(summary.pending)} note={t("referralProgramme.totals.pendingNote")} />
              <Figure icon="shield" tone={summary.held > 0 ? "held" : undefined} label={t("referralProgramme.totals.held")} value={coins(summary.held)} note={t("referralProgramme.totals.heldNote")} />
              <Figure icon="users" label={t("referralProgramme.totals.direct")} value={formatNumber(summary.direct, lang)} />
              <Figure icon="users" tone="muted" label={t("referralProgramme.totals.indirect")} value={formatNumber(summary.indirect, lang)} />
            </div>
          </section>
        </div>
      )}

      <ReferralHistory view={view} onView={setView} onShare={toShare} />
      <ReferredPlayers view={view} onView={setView} counts={summary && { direct: summary.direct, indirect: summary.indirect }} onShare={toShare} />
    </div>
  );
}

/** The programme in four steps, with the rates and the crediting interval the server runs with. */
function HowItWorks({ summary, lang }: { summary: ReferralSummary; lang: string }) {
  const { t } = useTranslation();
  const percent = (value: number) => t("referralProgramme.percent", { value: formatNumber(value, lang) });
  const every =
    summary.creditEveryMinutes % 60 === 0
      ? t("referralProgramme.how.hours", { count: summary.creditEveryMinutes / 60 })
      : t("referralProgramme.how.minutes", { count: summary.creditEveryMinutes });
  return (
    <section className="ref-card ref-how" aria-labelledby="ref-how-title">
      <h2 id="ref-how-title" className="ref-card__title">
        {t("referralProgramme.how.title")}
      </h2>
      <ol className="ref-how__steps">
        <li>{t("referralProgramme.how.share")}</li>
        <li>{t("referralProgramme.how.direct", { rate: percent(summary.rates.directPercent) })}</li>
        <li>{t("referralProgramme.how.indirect", { rate: percent(summary.rates.indirectPercent) })}</li>
        <li>{t("referralProgramme.how.credited", { every })}</li>
      </ol>
      <p className="ref-how__held">
        <Icon name="shield" size={16} />
        <span>{t("referralProgramme.how.held")}</span>
      </p>
    </section>
  );
}
