import { useTranslation } from "react-i18next";
import type { Transaction } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { Icon } from "../../shell/Icon";
import { formatDateTime, isCredit, signedAmount } from "../coins/money";
import { StatusTag } from "./StatusTag";

interface TransactionsTableProps {
  transactions: Transaction[] | undefined;
  loading: boolean;
  busy: boolean;
  onOpen: (id: string) => void;
}

/** Date, type, status, signed amount and description (with the reason of a rejection); cards on phones. */
export function TransactionsTable({ transactions, loading, busy, onOpen }: TransactionsTableProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const columns = {
    date: t("transactions.date"),
    type: t("transactions.type.label"),
    status: t("transactions.status.label"),
    amount: t("transactions.amount"),
    description: t("transactions.description"),
  };

  return (
    <div className="data-table__wrap" aria-busy={loading || busy}>
      <table className="data-table tx-table">
        <thead>
          <tr>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col" className="num">
              {columns.amount}
            </th>
            <th scope="col">{columns.description}</th>
            <th scope="col">
              <span className="visually-hidden">{t("transactions.details")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {loading || !transactions
            ? Array.from({ length: 5 }, (_, row) => (
                <tr key={row} aria-hidden="true">
                  {Array.from({ length: 6 }, (_, cell) => (
                    <td key={cell} data-label="">
                      <span className="skeleton skeleton--line" />
                    </td>
                  ))}
                </tr>
              ))
            : transactions.map((tx) => {
                const credit = isCredit(tx.transactionType);
                const void_ = tx.transactionStatus === "FAILED" || tx.transactionStatus === "REJECTED";
                return (
                  <tr key={tx._id} className="data-table__row--link" onClick={() => onOpen(tx._id)}>
                    <td data-label={columns.date} className="tx-table__date data-table__lead">
                      {formatDateTime(tx.createdAt, lang)}
                    </td>
                    <td data-label={columns.type}>
                      <span className="tx-type">
                        <Icon name={credit ? "download" : "upload"} size={16} className={`tx-type__icon ${credit ? "tx-type__icon--in" : ""}`} />
                        {t(`transactions.type.${tx.transactionType}`)}
                      </span>
                    </td>
                    <td data-label={columns.status}>
                      <StatusTag status={tx.transactionStatus} />
                    </td>
                    <td data-label={columns.amount} className="num">
                      <span className={`tx-amount ${credit ? "tx-amount--in" : "tx-amount--out"} ${void_ ? "tx-amount--void" : ""}`}>
                        {signedAmount(tx, lang)} <span className="tx-amount__unit">{tx.currency}</span>
                      </span>
                    </td>
                    <td data-label={columns.description} className="tx-table__description">
                      <span>
                        {tx.description}
                        {(tx.transactionStatus === "REJECTED" || tx.transactionStatus === "EXPIRED") && tx.reason && (
                          <span className="tx-reason">{t("transactions.reasonIs", { reason: tx.reason })}</span>
                        )}
                      </span>
                    </td>
                    <td data-label="" className="tx-table__open">
                      <button
                        type="button"
                        className="btn btn--ghost tx-table__details"
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen(tx._id);
                        }}
                      >
                        {t("transactions.details")}
                        <span className="visually-hidden">
                          {" "}
                          {t(`transactions.type.${tx.transactionType}`)} {formatDateTime(tx.createdAt, lang)}
                        </span>
                      </button>
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
