import type { ReactNode } from "react";
import useSWR from "swr";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { Transaction } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, ApiError, fetchResult } from "../../lib/api";
import { Dialog } from "../../shell/Dialog";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { formatDateTime, isCredit, signedAmount } from "../coins/money";
import { StatusTag } from "./StatusTag";

/** The details drawer of one transaction (GET user/viewTransactons?_id=). */
export function TransactionDetails({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={Boolean(id)} onClose={onClose} title={t("transactions.detailsTitle")} variant="panel">
      {id && <DetailsBody id={id} />}
    </Dialog>
  );
}

function DetailsBody({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const { data: tx, error, isLoading, mutate } = useSWR<Transaction>(API.viewTransaction(id), fetchResult);

  if (isLoading || (!tx && !error)) {
    return (
      <div role="status" aria-label={t("status.loading")}>
        <span className="skeleton tx-details__skeleton" aria-hidden="true" />
        <SkeletonLines lines={6} />
      </div>
    );
  }
  if (error instanceof ApiError && [400, 404].includes(error.responseCode)) {
    return (
      <p className="note note--danger" role="alert">
        <Icon name="alert" size={18} />
        <span>{t("transactions.notFound")}</span>
      </p>
    );
  }
  if (error || !tx) return <LoadError compact onRetry={() => void mutate()} />;

  const credit = isCredit(tx.transactionType);
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(tx._id);
      toast.success(t("transactions.idCopied"));
    } catch {
      toast.error(t("transactions.copyFailed"));
    }
  };

  return (
    <div className="tx-details">
      <div className={`tx-details__hero ${credit ? "tx-details__hero--in" : ""}`}>
        <span className="tx-details__type">{t(`transactions.type.${tx.transactionType}`)}</span>
        <p className="tx-details__amount">
          {signedAmount(tx, lang)} <span className="tx-amount__unit">{tx.currency}</span>
        </p>
        <StatusTag status={tx.transactionStatus} />
      </div>
      {tx.transactionType === "WITHDRAW" && tx.transactionStatus === "PENDING" && (
        <p className="note note--pending">
          <Icon name="clock" size={18} />
          {t("coins.heldNote")}
        </p>
      )}
      {(tx.transactionStatus === "REJECTED" || tx.transactionStatus === "EXPIRED") && tx.reason && (
        <p className="note note--danger">
          <Icon name="alert" size={18} />
          {t("transactions.reasonIs", { reason: tx.reason })}
        </p>
      )}
      <dl className="tx-details__facts">
        <Fact label={t("transactions.description")}>{tx.description || "\u2014"}</Fact>
        <Fact label={t("transactions.date")}>{formatDateTime(tx.createdAt, lang)}</Fact>
        <Fact label={t("transactions.updated")}>{formatDateTime(tx.updatedAt, lang)}</Fact>
        <Fact label={t("transactions.currency")}>
          {tx.currency === "FREE" ? t("transactions.currencyFree") : t("transactions.currencyCoin")}
        </Fact>
        {tx.reference && tx.reference !== tx._id && (
          <Fact label={t("transactions.reference")}>
            <code>{tx.reference}</code>
          </Fact>
        )}
        <Fact label={t("transactions.transactionId")}>
          <span className="tx-details__id">
            <code>{tx._id}</code>
            <button
              type="button"
              className="icon-btn icon-btn--small"
              aria-label={t("transactions.copyId")}
              title={t("transactions.copyId")}
              onClick={() => void copyId()}
            >
              <Icon name="copy" size={16} />
            </button>
          </span>
        </Fact>
      </dl>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="tx-details__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
