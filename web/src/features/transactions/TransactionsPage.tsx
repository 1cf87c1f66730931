import { useAtomValue, useSetAtom } from "jotai";
import { useSearchParams } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { pagedTransactionsSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, fetchResult } from "../../lib/api";
import { formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { Pager } from "../../shell/Pager";
import { LoadError } from "../../shell/Status";
import { walletModeAtom } from "../../platform/walletMode";
import { ExportButton } from "./ExportButton";
import { TransactionDetails } from "./TransactionDetails";
import { TransactionFilterBar } from "./TransactionFilterBar";
import { TransactionsTable } from "./TransactionsTable";
import { PAGE_SIZE, apiQuery, hasFilter, readFilter, writeFilter, type TransactionFilterValues } from "./transactionFilter";
import "./transactions.css";

type TransactionPage = z.infer<typeof pagedTransactionsSchema>;

/** /transaction and /view-transaction: the filtered, paged history; the filter and open row live in the address. */
export function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const currency = useAtomValue(walletModeAtom);
  const setMode = useSetAtom(walletModeAtom);
  const { filter, page } = readFilter(params);
  const filtered = hasFilter(filter);
  const { data, error, isLoading, isValidating, mutate } = useSWR<TransactionPage>(
    API.transactionHistory(apiQuery(filter, currency, page, PAGE_SIZE)),
    fetchResult,
    { keepPreviousData: true },
  );
  const openId = params.get("_id");

  const show = (next: TransactionFilterValues, nextPage: number) => setParams(writeFilter(params, next, nextPage), { replace: true });
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set("_id", id);
    else next.delete("_id");
    setParams(next, { replace: true });
  };

  return (
    <div className="tx-page">
      <header className="tx-page__header">
        <div>
          <h1 className="tx-page__title">{t("pages.transactions")}</h1>
          <p className="tx-page__lead">
            {data && data.total > 0 ? t("transactions.total", { count: data.total, total: formatNumber(data.total, currentLanguage(i18n.language)) }) : t("transactions.lead")}
          </p>
        </div>
        <ExportButton query={apiQuery(filter, currency)} disabled={!data || data.total === 0} />
      </header>

      {currency === "FREE" && (
        <p className="note note--free">
          <Icon name="gamepad" size={18} />
          <span>{t("transactions.freeNote")}</span>
          <button type="button" className="field__link" onClick={() => setMode("COIN")}>
            {t("freeplay.switchToReal")}
          </button>
        </p>
      )}

      <TransactionFilterBar key={writeFilter(new URLSearchParams(), filter, 1).toString()} value={filter} onApply={(next) => show(next, 1)} />

      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !isLoading && data && data.docs.length === 0 && data.total > 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t("transactions.pastEnd")}</p>
          <button type="button" className="btn btn--ghost" onClick={() => show(filter, 1)}>
            {t("transactions.firstPage")}
          </button>
        </div>
      ) : !isLoading && data?.docs.length === 0 ? (
        <div className="empty-state">
          <span className="empty-state__icon">
            <Icon name={filtered ? "search" : "list"} size={26} />
          </span>
          <p className="empty-state__title">{t(filtered ? "transactions.noMatch" : "transactions.empty")}</p>
          <p>{t(filtered ? "transactions.noMatchText" : "transactions.emptyText")}</p>
          {filtered && (
            <button type="button" className="btn btn--ghost" onClick={() => show({}, 1)}>
              {t("transactions.clear")}
            </button>
          )}
        </div>
      ) : (
        <TransactionsTable transactions={data?.docs} loading={isLoading && !data} busy={isValidating} onOpen={setOpen} />
      )}

      {data && data.total > 0 && (
        <Pager page={page} pages={data.pages} label={t("transactions.pages")} onPage={(next) => show(filter, next)} />
      )}

      <TransactionDetails id={openId} onClose={() => setOpen(null)} />
    </div>
  );
}
