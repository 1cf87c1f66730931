import useSWR from "swr";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { Health } from "@arena/contracts";
import { fetchResult } from "../../lib/api";
import "./dev.css";

export const HEALTH_PATH = "/api/v1/health";

/**
 * "Codes go to the dev mailbox": shown only while the server keeps mail in its dev outbox (its health says so),
 * which it never does in production. Opens the mailbox in a new tab so the form keeps its state.
 */
export function DevMailboxLink() {
  const { t } = useTranslation();
  const { data } = useSWR<Health>(HEALTH_PATH, fetchResult, { revalidateOnFocus: false, shouldRetryOnError: false });
  if (!data?.devMailbox) return null;
  return (
    <p className="dev-mailbox-link">
      <span className="badge badge--dev">{t("mailbox.badge")}</span>{" "}
      <Link to="/dev/mailbox" target="_blank" rel="noopener">
        {t("mailbox.link")}
      </Link>
    </p>
  );
}
