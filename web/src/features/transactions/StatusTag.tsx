import { useTranslation } from "react-i18next";
import type { TransactionStatus } from "../coins/money";

/** A transaction status as a coloured badge: Pending (gold), Success (green), Failed / Rejected (red). */
export function StatusTag({ status, label }: { status: TransactionStatus; label?: string }) {
  const { t } = useTranslation();
  return <span className={`tag tag--${status.toLowerCase()}`}>{label ?? t(`transactions.status.${status}`)}</span>;
}
