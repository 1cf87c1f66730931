import { useId } from "react";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { ReferralHistory as History, ReferralLevel } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { Pager } from "../../shell/Pager";
import { LoadError } from "../../shell/Status";
import { formatDateTime } from "../coins/money";
import { REFERRAL_API, gameNameKey, historyQuery, type ReferralView } from "./referralView";

type Entry = History["docs"][number];

interface Props {
  view: ReferralView;
  onView: (view: ReferralView) => void;
  /** Where a new player starts: the share card (the empty state's button goes there). */
  onShare: () => void;
}

const FILTERS = [undefined, "direct", "indirect"] as const;

/** GET user/refferalHistory: each share of a referee's game commission, newest first, filtered by level and paged. */
export function ReferralHistory({ view, onView, onShare }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const titleId = useId();
  const { data, error, isLoading, isValidating, mutate } = useSWR<History>(REFERRAL_API.history(historyQuery(view)), fetchResult, { keepPreviousData: true });
  const setLevel = (level: ReferralLevel | undefined) => {
    const { level: _shown, ...rest } = view;
    onView(level ? { ...rest, level, page: 1 } : { ...rest, page: 1 });
  };
  const empty = !isLoading && data?.docs.length === 0;

  return (
    <section className="ref-section" aria-labelledby={titleId}>
      <header className="ref-section__head">
        <h2 id={titleId} className="ref-section__title">
          {t("referralProgramme.history.title")}
        </h2>
        <div className="ref-segmented" role="group" aria-label={t("referralProgramme.history.filter")}>
          {FILTERS.map((level) => (
            <button key={level ?? "all"} type="button" className="ref-segmented__option" aria-pressed={view.level === level} onClick={() => setLevel(level)}>
              {t(`referralProgramme.history.levels.${level ?? "all"}`)}
            </button>
          ))}
        </div>
      </header>

      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : empty && data.total > 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t("referralProgramme.pastEnd")}</p>
          <button type="button" className="btn btn--ghost" onClick={() => onView({ ...view, page: 1 })}>
            {t("referralProgramme.firstPage")}
          </button>
        </div>
      ) : empty ? (
        <div className="empty-state">
          <span className="empty-state__icon">
            <Icon name="gift" size={26} />
          </span>
          <p className="empty-state__title">{t(view.level ? `referralProgramme.history.emptyLevel.${view.level}` : "referralProgramme.history.empty")}</p>
          <p>{t("referralProgramme.history.emptyText")}</p>
          {view.level ? (
            <button type="button" className="btn btn--ghost" onClick={() => setLevel(undefined)}>
              {t("referralProgramme.history.showAll")}
            </button>
          ) : (
            <button type="button" className="btn btn--outline" onClick={onShare}>
              <Icon name="copy" size={18} />
              {t("referralProgramme.shareCta")}
            </button>
          )}
        </div>
      ) : (
        <HistoryTable entries={data?.docs} loading={isLoading && !data} busy={isValidating} lang={lang} />
      )}

      {data && data.total > 0 && (
        <Pager page={view.page} pages={data.pages} label={t("referralProgramme.history.pages")} onPage={(page) => onView({ ...view, page })} />
      )}
      {data && data.total > 0 && (
        <p className="ref-section__count">{t("referralProgramme.history.total", { count: data.total, total: formatNumber(data.total, lang) })}</p>
      )}
    </section>
  );
}

const STATUS_TAG: Record<Entry["status"], string> = { pending: "tag--pending", held: "ref-tag--held", paid: "tag--success", forfeited: "tag--rejected" };

function HistoryTable({ entries, loading, busy, lang }: { entries: Entry[] | undefined; loading: boolean; busy: boolean; lang: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  const col = {
    date: t("referralProgramme.history.date"),
    player: t("referralProgramme.history.player"),
    level: t("referralProgramme.history.level"),
    game: t("referralProgramme.history.game"),
    commission: t("referralProgramme.history.commission"),
    rate: t("referralProgramme.history.rate"),
    amount: t("referralProgramme.history.amount"),
    status: t("referralProgramme.history.status"),
  };
  const gameName = (game: string) => {
    const key = gameNameKey(game);
    return key ? t(key) : game;
  };

  return (
    <div className="data-table__wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={loading || busy}>
      <table className="data-table ref-table">
        <caption id={captionId} className="visually-hidden">
          {t("referralProgramme.history.caption")}
        </caption>
        <thead>
          <tr>
            {Object.entries(col).map(([key, header]) => (
              <th key={key} scope="col" className={["commission", "rate", "amount"].includes(key) ? "num" : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading || !entries
            ? Array.from({ length: 4 }, (_, row) => (
                <tr key={row} aria-hidden="true">
                  {Object.keys(col).map((key) => (
                    <td key={key} data-label="">
                      <span className="skeleton skeleton--line" />
                    </td>
                  ))}
                </tr>
              ))
            : entries.map((entry) => (
                <tr key={entry._id}>
                  <td data-label={col.date} className="data-table__lead ref-table__date">
                    <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
                  </td>
                  <td data-label={col.player}>
                    <span className="ref-table__player">{entry.player}</span>
                  </td>
                  <td data-label={col.level}>{t(`referralProgramme.levels.${entry.level}`)}</td>
                  <td data-label={col.game}>{gameName(entry.game)}</td>
                  <td data-label={col.commission} className="num">
                    {formatCoins(entry.commission, lang)}
                  </td>
                  <td data-label={col.rate} className="num">
                    {t("referralProgramme.percent", { value: formatNumber(entry.ratePercent, lang) })}
                  </td>
                  <td data-label={col.amount} className="num">
                    <span className={`ref-amount ${entry.status === "forfeited" ? "ref-amount--void" : ""}`}>
                      {t("referralProgramme.coins", { amount: formatCoins(entry.amount, lang) })}
                    </span>
                  </td>
                  <td data-label={col.status}>
                    <span className={`tag ${STATUS_TAG[entry.status]}`} title={entry.paidAt ? t("referralProgramme.history.paidAt", { date: formatDateTime(entry.paidAt, lang) }) : undefined}>
                      {t(`referralProgramme.status.${entry.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
