import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { DBIP_URL } from "./links";

function DbIpLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={DBIP_URL} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t("shell.opensNewTab")}</span>
    </a>
  );
}

/** The CC BY 4.0 attribution DB-IP Lite requires wherever its IP-location results are used. */
export function IpAttribution({ className }: { className?: string }) {
  return (
    <p className={className}>
      <Trans i18nKey="shell.ipAttribution" components={{ dbip: <DbIpLink /> }} />
    </p>
  );
}
