import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../i18n";
import { formatNumber } from "../../../lib/numbers";
import { formatDateTime } from "../../coins/money";
import type { AuditCsvWords } from "./auditCsv";

/** The audit log's words in the admin's language: fields, values, actions, the CSV's headers. */
export function useAuditWords(): AuditCsvWords {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const known = (key: string) => (i18n.exists(key) ? t(key) : undefined);
  return {
    field: (key) => known(`adminArea.audit.fields.${key}`),
    value: (text) => known(`adminArea.audit.values.${text}`),
    number: (n) => formatNumber(n, lang),
    date: (iso) => formatDateTime(iso, lang),
    header: (column) => t(`adminArea.audit.csv.${column}`),
    action: (action) => actionWords(t, i18n.exists.bind(i18n), action),
    cli: t("adminArea.audit.cli"),
  };
}

/** An action in words ("user.block" → "Blocked a user"); an action this client does not know yet shows its code. */
export function actionWords(t: (key: string) => string, exists: (key: string) => boolean, action: string): string {
  const key = `adminArea.audit.actions.${action}`;
  return exists(key) ? t(key) : action;
}
