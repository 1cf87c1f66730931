import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { ReferralAdminOverview, ReferrersList } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { fetchResult } from "../../../lib/api";
import { formatCoins, formatNumber } from "../../../lib/numbers";
import { Icon } from "../../../shell/Icon";
import { LoadError } from "../../../shell/Status";
import { useDebouncedValue } from "../../../shell/useDebouncedValue";
import { DataTable, ListFrame, type Column } from "../data-table/DataTable";
import { ReferralOverview } from "./ReferralOverview";
import { ReferralRatesForm } from "./ReferralRatesForm";
import { ReferrerActionDialog, type Referrer, type ReferrerAction } from "./ReferrerActionDialog";
import { ADMIN_REFERRAL_API, REFERRERS_PAGE_SIZE, isReferrersKey, readReferrersView, referrersApiQuery, writeReferrersView, type ReferrersView } from "./referrersQuery";
import "../admin.css";
import "./admin-referral.css";

const SEARCH_DEBOUNCE_MS = 400;

/**
 * /referral-management: the programme's figures and its job (Run now), the two rates, and the referrers with what they
 * were paid, what is pending and what is held; held earnings are released or forfeited (with a note) from their row.
 * The list's search, holds filter and page live in the address.
 */
export function ReferralManagementPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const view = readReferrersView(params);
  const heading = useRef<HTMLHeadingElement>(null);
  const { mutate: mutateAny } = useSWRConfig();
  const [pending, setPending] = useState<ReferrerAction | null>(null);
  const [search, setSearch] = useState(view.search);
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The checkbox answers the click at once: the address changes in a transition (react-router), and a controlled
  // checkbox that waited for it would spring back first. A change of the address (Back) is taken over here.
  const [onlyHeld, setOnlyHeld] = useState(view.held);
  const [heldInAddress, setHeldInAddress] = useState(view.held);
  if (heldInAddress !== view.held) {
    setHeldInAddress(view.held);
    setOnlyHeld(view.held);
  }
  const overview = useSWR<ReferralAdminOverview>(ADMIN_REFERRAL_API.overview, fetchResult);
  const { data, error, isLoading, isValidating, mutate } = useSWR<ReferrersList>(ADMIN_REFERRAL_API.referrers(referrersApiQuery(view)), fetchResult, { keepPreviousData: true });

  const show = (next: ReferrersView) => setParams(writeReferrersView(next), { replace: true });
  // The typed search reaches the address (and the API) once it settles; a new search starts at page 1.
  useEffect(() => {
    if (settled !== view.search) show({ ...view, search: settled, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search moves the view
  }, [settled]);

  const refresh = () => {
    void overview.mutate();
    void mutateAny(isReferrersKey);
  };
  const afterAction = () => {
    refresh();
    // The row's buttons go once nothing is held: focus goes to the page's heading rather than to nowhere.
    heading.current?.focus();
  };

  const coins = (n: number) => formatCoins(n, lang);
  const columns: Column<Referrer>[] = [
    {
      key: "referrer",
      header: t("adminReferral.list.referrer"),
      label: "",
      lead: true,
      cell: (r) => (
        <span className="refadm-who">
          <span className="refadm-who__name">
            @{r.userName}
            {r.flagged && (
              <span className="tag refadm-flag" title={t("adminReferral.list.flaggedHint")}>
                <Icon name="shield" size={12} />
                {t("adminReferral.list.flagged")}
              </span>
            )}
          </span>
          <span className="data-table__sub">{r.email}</span>
        </span>
      ),
    },
    { key: "direct", header: t("adminReferral.list.direct"), numeric: true, cell: (r) => formatNumber(r.direct, lang) },
    { key: "indirect", header: t("adminReferral.list.indirect"), numeric: true, cell: (r) => formatNumber(r.indirect, lang) },
    { key: "paid", header: t("adminReferral.list.paid"), numeric: true, cell: (r) => coins(r.paid) },
    { key: "pending", header: t("adminReferral.list.pending"), numeric: true, cell: (r) => coins(r.pending) },
    {
      key: "held",
      header: t("adminReferral.list.held"),
      numeric: true,
      cell: (r) => <span className={r.held > 0 ? "refadm-held" : undefined}>{coins(r.held)}</span>,
    },
    {
      key: "actions",
      header: t("adminReferral.list.actions"),
      label: "",
      hideHeader: true,
      cell: (r) =>
        r.held > 0 ? (
          <span className="refadm-actions">
            <button type="button" className="btn btn--outline refadm-actions__btn" onClick={() => setPending({ referrer: r, action: "release" })}>
              {t("adminReferral.list.release")}
              <span className="visually-hidden"> @{r.userName}</span>
            </button>
            <button type="button" className="btn btn--danger-soft refadm-actions__btn" onClick={() => setPending({ referrer: r, action: "forfeit" })}>
              {t("adminReferral.list.forfeit")}
              <span className="visually-hidden"> @{r.userName}</span>
            </button>
          </span>
        ) : (
          <span className="refadm-actions__none">{t("adminReferral.list.nothingHeld")}</span>
        ),
    },
  ];

  const filtered = Boolean(view.search) || view.held;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 ref={heading} tabIndex={-1} className="admin-page__title">
            {t("admin.referral")}
          </h1>
          <p className="admin-page__lead">{t("adminReferral.lead")}</p>
        </div>
      </header>

      {overview.error && !overview.data ? (
        <LoadError onRetry={() => void overview.mutate()} />
      ) : (
        <>
          <ReferralOverview overview={overview.data} lang={lang} onRan={refresh} />
          {overview.data && (
            <ReferralRatesForm
              key={`${overview.data.rates.directPercent}/${overview.data.rates.indirectPercent}`}
              rates={overview.data.rates}
              lang={lang}
              onSaved={() => void overview.mutate()}
            />
          )}
        </>
      )}

      <section className="refadm-list" aria-labelledby="refadm-list-title">
        <header className="refadm-list__head">
          <h2 id="refadm-list-title" className="refadm-card__title">
            {t("adminReferral.list.title")}
          </h2>
          <div className="refadm-list__filters" role="search" aria-label={t("adminReferral.list.filters")}>
            <div className="admin-search">
              <label htmlFor="refadm-search" className="visually-hidden">
                {t("adminReferral.list.search")}
              </label>
              <Icon name="search" size={18} className="admin-search__icon" />
              <input
                id="refadm-search"
                type="search"
                className="field__control admin-search__input"
                placeholder={t("adminReferral.list.searchPlaceholder")}
                value={search}
                maxLength={100}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <label className="check refadm-list__held">
              <input
                type="checkbox"
                checked={onlyHeld}
                onChange={(event) => {
                  setOnlyHeld(event.target.checked);
                  show({ ...view, held: event.target.checked, page: 1 });
                }}
              />
              <span>{t("adminReferral.list.onlyHeld")}</span>
            </label>
          </div>
        </header>

        <ListFrame
          error={error}
          hasData={Boolean(data)}
          onRetry={() => void mutate()}
          empty={!isLoading && data?.docs.length === 0}
          emptyState={
            filtered
              ? { icon: "search", title: t(view.held && !view.search ? "adminReferral.list.noHolds" : "adminReferral.list.noMatch") }
              : { icon: "gift", title: t("adminReferral.list.empty"), text: t("adminReferral.list.emptyText") }
          }
          busy={isValidating}
          paging={
            data && {
              page: view.page,
              limit: REFERRERS_PAGE_SIZE,
              total: data.total,
              pages: data.pages,
              label: t("adminReferral.list.pages"),
              onPage: (page) => show({ ...view, page }),
            }
          }
        >
          <DataTable
            label={t("adminReferral.list.caption")}
            columns={columns}
            rows={data?.docs}
            rowKey={(r) => r.userId}
            loading={isLoading && !data}
            className="refadm-table"
            rowClassName={(r) => (r.flagged ? "refadm-table__row--flagged" : undefined)}
          />
        </ListFrame>
      </section>

      <ReferrerActionDialog pending={pending} lang={lang} onClose={() => setPending(null)} onDone={afterAction} />
    </div>
  );
}
