import { useTranslation } from "react-i18next";
import type { UsernameStatus } from "./useUsernameCheck";

/** Under the username: checking… / available (a taken name shows as the field's error). */
export function UsernameHint({ status }: { status: UsernameStatus }) {
  const { t } = useTranslation();
  if (status === "checking") return <span aria-live="polite">{t("auth.usernameChecking")}</span>;
  if (status === "available")
    return (
      <span className="field__hint--ok" aria-live="polite">
        ✓ {t("auth.usernameAvailable")}
      </span>
    );
  return null;
}
