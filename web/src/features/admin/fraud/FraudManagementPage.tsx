import { useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import toast from "react-hot-toast";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FRAUD_KINDS, messages, type FraudKind, type fraudListSchema } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, fetchResult, request } from "../../../lib/api";
import { Field } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { formatDateTime } from "../../coins/money";
import { CardList, ListFrame } from "../data-table/DataTable";
import { FraudActionDialog, type FraudAction } from "./FraudActionDialogs";
import { FraudSignalCard } from "./FraudSignalCard";
import { FRAUD_PAGE_SIZE, FRAUD_TABS, fraudApiQuery, isFiltered, readFraudView, writeFraudView, type FraudView } from "./fraudQuery";
import "../admin.css";
import "../wallet-admin.css";
import "./fraud.css";

type FraudList = z.infer<typeof fraudListSchema>;

/**
 * /fraud-management: the signals the hourly job found (GET admin/fraud), by status and kind, with when it last looked
 * and Look now (POST admin/fraud/run); each signal is reviewed with a note, its accounts' withdrawals held or
 * released, or its accounts blocked, every one of them audited by the server.
 */
export function FraudManagementPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const view = readFraudView(params);
  const heading = useRef<HTMLHeadingElement>(null);
  const { mutate: mutateAny } = useSWRConfig();
  const [pending, setPending] = useState<FraudAction | null>(null);
  const [scanning, setScanning] = useState(false);
  const { data, error, isLoading, isValidating, mutate } = useSWR<FraudList>(API.adminFraud(fraudApiQuery(view)), fetchResult, { keepPreviousData: true });

  const show = (next: FraudView) => setParams(writeFraudView(next));
  // Every view of the list is out of date after a change (a signal moves between tabs), not only this one.
  const refresh = () => mutateAny((key) => typeof key === "string" && key.startsWith(API.adminFraud("")));

  const scan = async () => {
    setScanning(true);
    const answer = await request<{ found: number }>(API.adminFraudRun, { method: "POST", body: {} });
    setScanning(false);
    if (answer.responseCode === 200) toast.success(t("adminFraud.scan.done", { count: answer.result?.found ?? 0 }));
    else if (answer.responseCode === 409) toast.error(t("adminFraud.scan.busy"));
    else toast.error(answer.responseMessage || messages.somethingWentWrong);
    void refresh();
  };

  const afterAction = (done: FraudAction["action"]) => {
    void refresh();
    // A reviewed signal may leave this tab, and Block's button goes once all are blocked: focus goes to the page's
    // heading rather than to nowhere. Hold and Release keep their button (its words change), which keeps the focus.
    if (done === "review" || done === "block") heading.current?.focus();
  };

  const lastRunAt = data?.lastRunAt;
  const emptyState = isFiltered(view)
    ? { icon: "shield" as const, title: t("adminFraud.empty.noMatch") }
    : lastRunAt === null
      ? { icon: "shield" as const, title: t("adminFraud.empty.never"), text: t("adminFraud.empty.neverText") }
      : { icon: "shield" as const, title: t("adminFraud.empty.open"), text: t("adminFraud.empty.openText") };

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 ref={heading} tabIndex={-1} className="admin-page__title">
            {t("admin.fraud")}
          </h1>
          <p className="admin-page__lead">{t("adminFraud.lead")}</p>
        </div>
        <div className="fraud-scan">
          <p className="fraud-scan__when" aria-live="polite">
            {data === undefined ? (
              <span className="skeleton skeleton--line fraud-scan__skeleton" aria-hidden="true" />
            ) : lastRunAt ? (
              <time dateTime={lastRunAt}>{t("adminFraud.scan.last", { date: formatDateTime(lastRunAt, lang) })}</time>
            ) : (
              t("adminFraud.scan.never")
            )}
            <span className="fraud-scan__hourly">{t("adminFraud.scan.hourly")}</span>
          </p>
          <button type="button" className="btn btn--primary" disabled={scanning} onClick={() => void scan()}>
            <Icon name="refresh" size={18} className={scanning ? "fraud-scan__spin" : undefined} />
            {t(scanning ? "adminFraud.scan.running" : "adminFraud.scan.run")}
          </button>
        </div>
      </header>

      <div className="fraud-toolbar" role="search" aria-label={t("adminFraud.filters")}>
        <div className="segmented fraud-toolbar__tabs" role="group" aria-label={t("adminFraud.statusFilter")}>
          {FRAUD_TABS.map((tab) => (
            <button key={tab} type="button" className="segmented__option" aria-pressed={tab === view.tab} onClick={() => show({ ...view, tab, page: 1 })}>
              {t(`adminFraud.status.${tab}`)}
            </button>
          ))}
        </div>
        <Field id="fraud-kind" label={t("adminFraud.kindFilter")} className="fraud-toolbar__field">
          <select
            id="fraud-kind"
            className="field__control"
            value={view.kind ?? ""}
            onChange={(event) => show({ ...view, kind: (event.target.value || undefined) as FraudKind | undefined, page: 1 })}
          >
            <option value="">{t("adminFraud.anyKind")}</option>
            {FRAUD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`adminFraud.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <ListFrame
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void mutate()}
        empty={!isLoading && data?.docs.length === 0}
        emptyState={emptyState}
        busy={isValidating}
        paging={
          data && {
            page: view.page,
            limit: FRAUD_PAGE_SIZE,
            total: data.total,
            pages: data.pages,
            label: t("adminFraud.pages"),
            onPage: (page) => show({ ...view, page }),
          }
        }
      >
        <CardList
          label={t("adminFraud.list")}
          rows={data?.docs}
          rowKey={(signal) => signal._id}
          loading={isLoading && !data}
          skeletonLines={4}
          className="fraud-list"
          cardClassName="fraud-card"
          card={(signal) => <FraudSignalCard signal={signal} onAction={setPending} />}
        />
      </ListFrame>

      <FraudActionDialog pending={pending} onClose={() => setPending(null)} onDone={() => pending && afterAction(pending.action)} />
    </div>
  );
}
