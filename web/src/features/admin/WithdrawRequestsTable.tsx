import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { withdrawRequestSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatCoins, formatDateTime } from "../coins/money";
import { StatusTag } from "../transactions/StatusTag";
import { DataTable, type Column } from "./data-table/DataTable";

export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;
export type Review = { request: WithdrawRequest; action: "approve" | "reject" };

interface WithdrawRequestsTableProps {
  requests: WithdrawRequest[] | undefined;
  loading: boolean;
  onReview: (review: Review) => void;
}

/** User, amount, requested at (the server's order, newest first), status (with a rejection's reason) and, while pending, Approve / Reject. */
export function WithdrawRequestsTable({ requests, loading, onReview }: WithdrawRequestsTableProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const columns: Column<WithdrawRequest>[] = [
    {
      key: "user",
      header: t("withdrawals.user"),
      label: "",
      lead: true,
      className: "withdraw-table__user",
      cell: (request) => (
        <span>
          <strong>@{request.user.userName}</strong>
          <span className="data-table__sub">{request.user.email}</span>
        </span>
      ),
    },
    {
      key: "amount",
      header: t("transactions.amount"),
      numeric: true,
      cell: (request) => (
        <span className="tx-amount">
          {formatCoins(request.amount, lang)} <span className="tx-amount__unit">{request.currency}</span>
        </span>
      ),
    },
    {
      key: "requested",
      header: t("withdrawals.requestedAt"),
      order: "descending",
      className: "withdraw-table__date",
      cell: (request) => formatDateTime(request.createdAt, lang),
    },
    {
      key: "status",
      header: t("transactions.status.label"),
      cell: (request) => (
        <span className="withdraw-table__status">
          <StatusTag status={request.transactionStatus} label={request.transactionStatus === "SUCCESS" ? t("withdrawals.filter.approved") : undefined} />
          {request.reason && <span className="data-table__sub">{request.reason}</span>}
        </span>
      ),
    },
    {
      key: "action",
      header: t("users.action"),
      label: "",
      className: "withdraw-table__actions",
      cell: (request) =>
        request.transactionStatus === "PENDING" ? (
          <span className="withdraw-table__buttons">
            <button type="button" className="btn btn--primary" onClick={() => onReview({ request, action: "approve" })}>
              {t("withdrawals.approve")}
              <span className="visually-hidden"> @{request.user.userName}</span>
            </button>
            <button type="button" className="btn btn--danger-soft" onClick={() => onReview({ request, action: "reject" })}>
              {t("withdrawals.reject")}
              <span className="visually-hidden"> @{request.user.userName}</span>
            </button>
          </span>
        ) : (
          <span className="data-table__sub">{t("withdrawals.reviewedAt", { date: formatDateTime(request.updatedAt, lang) })}</span>
        ),
    },
  ];
  return (
    <DataTable
      label={t("adminArea.table.withdrawals")}
      columns={columns}
      rows={requests}
      rowKey={(request) => request._id}
      loading={loading}
      skeletonRows={4}
      className="withdraw-table"
    />
  );
}
