import { useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { withdrawListSchema } from "@arena/contracts";
import { API, fetchResult } from "../../lib/api";
import type { TransactionStatus } from "../coins/money";
import { ListFrame } from "./data-table/DataTable";
import { LedgerStatusCard } from "./LedgerStatusCard";
import { ReviewWithdrawDialog } from "./ReviewWithdrawDialog";
import { WithdrawRequestsTable, type Review } from "./WithdrawRequestsTable";
import "./admin.css";
import "./wallet-admin.css";

type WithdrawPage = z.infer<typeof withdrawListSchema>;

/** The status filter tabs: Approved is the SUCCESS status; All sends no status. */
const FILTERS: readonly { key: string; status?: TransactionStatus }[] = [
  { key: "pending", status: "PENDING" },
  { key: "approved", status: "SUCCESS" },
  { key: "rejected", status: "REJECTED" },
  { key: "all" },
];
const PAGE_SIZE = 10;

function listQuery(page: number, status: TransactionStatus | undefined): string {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (status) query.set("status", status);
  return query.toString();
}

/** /wallet-management: the ledger reconciliation, then the withdrawal requests to approve or reject. */
export function WalletManagementPage() {
  const { t } = useTranslation();
  const { mutate: mutateAny } = useSWRConfig();
  const [filter, setFilter] = useState(FILTERS[0]!);
  const [page, setPage] = useState(1);
  const [review, setReview] = useState<Review | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useSWR<WithdrawPage>(
    API.withdrawList(listQuery(page, filter.status)),
    fetchResult,
    { keepPreviousData: true },
  );

  const afterReview = () => {
    void mutate();
    // The pending count and the escrows of the reconciliation change with every review.
    void mutateAny(API.reconcileLedger);
  };

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.wallet")}</h1>
          <p className="admin-page__lead">{t("withdrawals.lead")}</p>
        </div>
      </header>

      <LedgerStatusCard />

      <section className="admin-section" aria-labelledby="withdrawals-title">
        <div className="admin-section__head">
          <h2 id="withdrawals-title" className="admin-section__title">
            {t("withdrawals.title")}
          </h2>
          <div className="segmented" role="group" aria-label={t("withdrawals.statusFilter")}>
            {FILTERS.map((option) => (
              <button
                key={option.key}
                type="button"
                className="segmented__option"
                aria-pressed={option.key === filter.key}
                onClick={() => {
                  setFilter(option);
                  setPage(1);
                }}
              >
                {t(`withdrawals.filter.${option.key}`)}
              </button>
            ))}
          </div>
        </div>

        <ListFrame
          error={error}
          hasData={Boolean(data)}
          onRetry={() => void mutate()}
          empty={!isLoading && data?.docs.length === 0}
          emptyState={{ icon: "wallet", title: t(`withdrawals.empty.${filter.key}`) }}
          busy={isValidating}
          paging={data && { page, limit: PAGE_SIZE, total: data.total, pages: data.pages, label: t("withdrawals.pages"), onPage: setPage }}
        >
          <WithdrawRequestsTable requests={data?.docs} loading={isLoading && !data} onReview={setReview} />
        </ListFrame>
      </section>

      <ReviewWithdrawDialog review={review} onClose={() => setReview(null)} onDone={afterReview} />
    </div>
  );
}
