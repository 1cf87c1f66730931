import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, type ReferralAdminOverview } from "@arena/contracts";
import { request } from "../../../lib/api";
import { formatCoins, formatNumber } from "../../../lib/numbers";
import { Figure } from "../../../shell/Figure";
import { Icon } from "../../../shell/Icon";
import { SkeletonLines } from "../../../shell/Status";
import { formatDateTime } from "../../coins/money";
import { ADMIN_REFERRAL_API } from "./referrersQuery";

interface Props {
  overview: ReferralAdminOverview | undefined;
  lang: string;
  /** After a run: the figures and the referrers changed. */
  onRan: () => void;
}

/** The programme at a glance (GET admin/referral) and the job: when it last ran, what it did, and Run now. */
export function ReferralOverview({ overview, lang, onRan }: Props) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const coins = (n: number) => t("adminReferral.coins", { amount: formatCoins(n, lang) });
  const percent = (n: number) => t("adminReferral.percent", { value: formatNumber(n, lang) });

  const run = async () => {
    setRunning(true);
    const answer = await request<{ accrued: number; paid: number; payouts: number }>(ADMIN_REFERRAL_API.run, { method: "POST", body: {} });
    setRunning(false);
    if (answer.responseCode === 200) toast.success(answer.responseMessage || t("adminReferral.run.done"));
    else toast.error(answer.responseMessage || messages.somethingWentWrong);
    onRan();
  };

  const lastRun = overview?.lastRun;
  return (
    <>
      <section className="refadm-job" aria-labelledby="refadm-job-title">
        <div>
          <h2 id="refadm-job-title" className="refadm-job__title">
            {t("adminReferral.run.title")}
          </h2>
          <p className="refadm-job__when" aria-live="polite">
            {overview === undefined ? (
              <span className="skeleton skeleton--line refadm-job__skeleton" aria-hidden="true" />
            ) : lastRun ? (
              <>
                <time dateTime={lastRun.ranAt}>{t("adminReferral.run.last", { date: formatDateTime(lastRun.ranAt, lang) })}</time>{" "}
                {t("adminReferral.run.result", {
                  accrued: coins(lastRun.accrued),
                  paid: coins(lastRun.paid),
                  count: lastRun.payouts,
                  payouts: formatNumber(lastRun.payouts, lang),
                  ms: formatNumber(lastRun.tookMs, lang),
                })}
              </>
            ) : (
              t("adminReferral.run.never")
            )}
          </p>
          {overview && (
            <p className="refadm-job__every">
              {overview.creditEveryMinutes % 60 === 0
                ? t("adminReferral.run.everyHours", { count: overview.creditEveryMinutes / 60 })
                : t("adminReferral.run.every", { count: overview.creditEveryMinutes })}
            </p>
          )}
        </div>
        <button type="button" className="btn btn--primary" disabled={running} aria-busy={running} onClick={() => void run()}>
          <Icon name="refresh" size={18} className={running ? "refadm-spin" : undefined} />
          {t("adminReferral.run.button")}
        </button>
      </section>

      {overview === undefined ? (
        <ul className="figures" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="figure">
              <SkeletonLines lines={2} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="figures" aria-label={t("adminReferral.figures")}>
          <Figure
            as="li"
            icon="gift"
            label={t("adminReferral.rates.label")}
            value={`${percent(overview.rates.directPercent)} · ${percent(overview.rates.indirectPercent)}`}
            note={t("adminReferral.rates.note")}
          />
          <Figure as="li" icon="check" tone="gold" label={t("adminReferral.totals.paid")} value={coins(overview.totals.paid)} />
          <Figure as="li" icon="clock" label={t("adminReferral.totals.pending")} value={coins(overview.totals.pending)} />
          <Figure as="li" icon="shield" tone={overview.totals.held > 0 ? "held" : undefined} label={t("adminReferral.totals.held")} value={coins(overview.totals.held)} />
          <Figure as="li" icon="close" label={t("adminReferral.totals.forfeited")} value={coins(overview.totals.forfeited)} />
          <Figure as="li" icon="wallet" label={t("adminReferral.totals.pool")} value={coins(overview.pool)} note={t("adminReferral.totals.poolNote")} />
          <Figure as="li" icon="users" label={t("adminReferral.totals.referrers")} value={formatNumber(overview.referrers, lang)} />
        </ul>
      )}
    </>
  );
}
