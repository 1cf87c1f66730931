import { useId, useRef, type KeyboardEvent } from "react";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { DirectIndirectList, ReferralLevel } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { Pager } from "../../shell/Pager";
import { LoadError } from "../../shell/Status";
import { formatDateTime } from "../coins/money";
import { REFERRAL_API, peopleQuery, type ReferralView } from "./referralView";

type Person = DirectIndirectList["docs"][number];

interface Props {
  view: ReferralView;
  onView: (view: ReferralView) => void;
  /** How many each list holds (from the summary), shown on its tab. */
  counts: Record<ReferralLevel, number> | undefined;
  onShare: () => void;
}

const TABS: readonly ReferralLevel[] = ["direct", "indirect"];

/**
 * GET user/directIndirectUserList as two tabs: the players the player brought, and those they brought in turn (with
 * who brought them). Tabs follow the ARIA pattern: arrow keys move between them, the open one is in the Tab order.
 */
export function ReferredPlayers({ view, onView, counts, onShare }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { data, error, isLoading, isValidating, mutate } = useSWR<DirectIndirectList>(REFERRAL_API.people(peopleQuery(view)), fetchResult, { keepPreviousData: true });
  // The previous tab's rows stay while the other loads; they are not shown under the new tab's name.
  const rows = data?.level === view.tab ? data : undefined;
  const open = (tab: ReferralLevel) => onView({ ...view, tab, tabPage: 1 });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(view.tab);
    const next = event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length]!;
    open(tab);
    tabs.current[TABS.indexOf(tab)]?.focus();
  };

  return (
    <section className="ref-section" aria-labelledby={`${id}-title`}>
      <header className="ref-section__head">
        <h2 id={`${id}-title`} className="ref-section__title">
          {t("referralProgramme.people.title")}
        </h2>
      </header>
      <div className="ref-tabs" role="tablist" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            className="ref-tabs__tab"
            aria-selected={view.tab === tab}
            aria-controls={`${id}-panel`}
            tabIndex={view.tab === tab ? 0 : -1}
            onClick={() => open(tab)}
          >
            {t(`referralProgramme.people.tabs.${tab}`)}
            {counts && <span className="ref-tabs__count">{formatNumber(counts[tab], lang)}</span>}
          </button>
        ))}
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${view.tab}`} className="ref-tabs__panel">
        <p className="ref-section__note">{t(`referralProgramme.people.about.${view.tab}`)}</p>
        {error && !data ? (
          <LoadError onRetry={() => void mutate()} />
        ) : rows && rows.docs.length === 0 && rows.total > 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{t("referralProgramme.pastEnd")}</p>
            <button type="button" className="btn btn--ghost" onClick={() => onView({ ...view, tabPage: 1 })}>
              {t("referralProgramme.firstPage")}
            </button>
          </div>
        ) : rows && rows.docs.length === 0 ? (
          <div className="empty-state">
            <span className="empty-state__icon">
              <Icon name="users" size={26} />
            </span>
            <p className="empty-state__title">{t(`referralProgramme.people.empty.${view.tab}`)}</p>
            <p>{t(`referralProgramme.people.emptyText.${view.tab}`)}</p>
            {view.tab === "direct" && (
              <button type="button" className="btn btn--outline" onClick={onShare}>
                <Icon name="copy" size={18} />
                {t("referralProgramme.shareCta")}
              </button>
            )}
          </div>
        ) : (
          <PeopleTable level={view.tab} people={rows?.docs} loading={!rows} busy={isValidating || isLoading} lang={lang} />
        )}
        {rows && rows.total > 0 && (
          <Pager page={view.tabPage} pages={rows.pages} label={t(`referralProgramme.people.pages.${view.tab}`)} onPage={(tabPage) => onView({ ...view, tabPage })} />
        )}
      </div>
    </section>
  );
}

function PeopleTable({ level, people, loading, busy, lang }: { level: ReferralLevel; people: Person[] | undefined; loading: boolean; busy: boolean; lang: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  const col = {
    player: t("referralProgramme.people.player"),
    joined: t("referralProgramme.people.joined"),
    ...(level === "indirect" ? { via: t("referralProgramme.people.via") } : {}),
    games: t("referralProgramme.people.games"),
    earned: t("referralProgramme.people.earned"),
  };
  const numeric = (key: string) => key === "games" || key === "earned";

  return (
    <div className="data-table__wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={loading || busy}>
      <table className="data-table ref-table">
        <caption id={captionId} className="visually-hidden">
          {t(`referralProgramme.people.caption.${level}`)}
        </caption>
        <thead>
          <tr>
            {Object.entries(col).map(([key, header]) => (
              <th key={key} scope="col" className={numeric(key) ? "num" : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading || !people
            ? Array.from({ length: 3 }, (_, row) => (
                <tr key={row} aria-hidden="true">
                  {Object.keys(col).map((key) => (
                    <td key={key} data-label="">
                      <span className="skeleton skeleton--line" />
                    </td>
                  ))}
                </tr>
              ))
            : people.map((person, index) => (
                // Masked names can repeat (ab***z): the row's place on the page tells them apart.
                <tr key={`${person.player}-${person.joinedAt}-${index}`}>
                  <td data-label={col.player} className="data-table__lead">
                    <span className="ref-table__player">{person.player}</span>
                  </td>
                  <td data-label={col.joined} className="ref-table__date">
                    <time dateTime={person.joinedAt}>{formatDateTime(person.joinedAt, lang)}</time>
                  </td>
                  {level === "indirect" && (
                    <td data-label={col.via ?? ""}>
                      <span className="ref-table__player">{person.via ?? "\u2014"}</span>
                    </td>
                  )}
                  <td data-label={col.games} className="num">
                    {formatNumber(person.gamesPlayed, lang)}
                  </td>
                  <td data-label={col.earned} className="num">
                    <span className="ref-amount">{t("referralProgramme.coins", { amount: formatCoins(person.earned, lang) })}</span>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
