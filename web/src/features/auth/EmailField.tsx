import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../shell/Field";

/** The account forms' email input: one definition for login, sign-up and forgot password. */
export function EmailField({ id, error, registration }: { id: string; error?: string; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t("auth.email")}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t("auth.emailPlaceholder")}
      error={error}
      registration={registration}
    />
  );
}
