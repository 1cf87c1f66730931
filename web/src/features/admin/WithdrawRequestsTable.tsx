import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { withdrawRequestSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatCoins, formatDateTime } from "../coins/money";
import { StatusTag } from "../transactions/StatusTag";

export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;
export type Review = { request: WithdrawRequest; action: "approve" | "reject" };

interface WithdrawRequestsTableProps {
  requests: WithdrawRequest[] | undefined;
  loading: boolean;
  busy: boolean;
  onReview: (review: Review) => void;
}

/** User, amount, requested at, status (with the reason of a rejection) and, while pending, Approve / Reject. */
export function WithdrawRequestsTable({ requests, loading, busy, onReview }: WithdrawRequestsTableProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const columns = {
    user: t("withdrawals.user"),
    amount: t("transactions.amount"),
    requested: t("withdrawals.requestedAt"),
    status: t("transactions.status.label"),
    action: t("users.action"),
  };
  return (
    <div className="data-table__wrap" aria-busy={loading || busy}>
      <table className="data-table withdraw-table">
        <thead>
          <tr>
            <th scope="col">{columns.user}</th>
            <th scope="col" className="num">
              {columns.amount}
            </th>
            <th scope="col">{columns.requested}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.action}</th>
          </tr>
        </thead>
        <tbody>
          {loading || !requests
            ? Array.from({ length: 4 }, (_, row) => (
                <tr key={row} aria-hidden="true">
                  {Array.from({ length: 5 }, (_, cell) => (
                    <td key={cell} data-label="">
                      <span className="skeleton skeleton--line" />
                    </td>
                  ))}
                </tr>
              ))
            : requests.map((request) => (
                <tr key={request._id}>
                  <td data-label="" className="data-table__lead withdraw-table__user">
                    <span>
                      <strong>@{request.user.userName}</strong>
                      <span className="data-table__sub">{request.user.email}</span>
                    </span>
                  </td>
                  <td data-label={columns.amount} className="num">
                    <span className="tx-amount">
                      {formatCoins(request.amount, lang)} <span className="tx-amount__unit">{request.currency}</span>
                    </span>
                  </td>
                  <td data-label={columns.requested} className="withdraw-table__date">
                    {formatDateTime(request.createdAt, lang)}
                  </td>
                  <td data-label={columns.status}>
                    <span className="withdraw-table__status">
                      <StatusTag
                        status={request.transactionStatus}
                        label={request.transactionStatus === "SUCCESS" ? t("withdrawals.filter.approved") : undefined}
                      />
                      {request.reason && <span className="data-table__sub">{request.reason}</span>}
                    </span>
                  </td>
                  <td data-label="" className="withdraw-table__actions">
                    {request.transactionStatus === "PENDING" ? (
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
                    )}
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
