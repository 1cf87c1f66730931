import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages } from "@arena/contracts";
import { API, requestFile, saveBlob } from "../../lib/api";
import { Icon } from "../../shell/Icon";

/** Downloads the filtered transactions as the server's .xlsx (token header, then a link to the blob). */
export function ExportButton({ query, disabled }: { query: string; disabled: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportFile = async () => {
    setBusy(true);
    const answer = await requestFile(API.transactionExport(query));
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.envelope.responseMessage || messages.somethingWentWrong);
      return;
    }
    saveBlob(answer.blob, answer.filename ?? `transactions-${new Date().toISOString().slice(0, 10)}.xlsx`);
    toast.success(t("transactions.exported"));
  };
  return (
    <button type="button" className="btn btn--outline" disabled={disabled || busy} aria-busy={busy} onClick={() => void exportFile()}>
      <Icon name="download" size={18} />
      {busy ? t("transactions.exporting") : t("transactions.export")}
    </button>
  );
}
