import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PRIVATE_ROOM_PASSWORD } from "@arena/contracts";
import { formResolver } from "../../../lib/forms";
import { guardDigitKeys } from "../../../lib/numberInput";
import { Dialog } from "../../../shell/Dialog";
import { TextField } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { BackButton } from "./ChoiceDialog";
import "./menu.css";

type JoinForm = { value: string };

interface JoinPrivateDialogProps {
  by: "code" | "password";
  /** Resolves when the lookup (and the join or the next dialog) is done. */
  onSubmit: (value: string) => Promise<void>;
  onClose: () => void;
  onBack: () => void;
}

/** 'Join': a private room by its code (required, digits only) or by its password (8 letters or digits). */
export function JoinPrivateDialog({ by, onSubmit, onClose, onBack }: JoinPrivateDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        value:
          by === "code"
            ? z.string().trim().min(1, t("ludoMenu.join.codeRequired")).regex(/^\d+$/, t("ludoMenu.join.codeNumeric"))
            : z.string().trim().min(1, t("ludoMenu.join.passwordRequired")).regex(PRIVATE_ROOM_PASSWORD, t("ludoMenu.join.passwordFormat")),
      }),
    [by, t],
  );
  const resolver = useMemo(() => formResolver<JoinForm, typeof schema>(schema), [schema]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JoinForm, unknown, { value: string }>({ resolver, defaultValues: { value: "" } });

  const id = `ludo-join-${by}`;
  return (
    <Dialog open onClose={onClose} title={t("ludoMenu.join.title")} size="small">
      <form className="ludo-form" noValidate onSubmit={handleSubmit(({ value }) => onSubmit(value))}>
        <TextField
          id={id}
          label={t(by === "code" ? "ludoMenu.join.code" : "ludoMenu.join.password")}
          error={errors.value?.message}
          registration={register("value")}
          inputMode={by === "code" ? "numeric" : "text"}
          onKeyDown={by === "code" ? guardDigitKeys : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={by === "code" ? 12 : 8}
          className="field__control--code"
        />
        <div className="ludo-form__actions">
          <BackButton onBack={onBack} label={t("ludoMenu.back")} />
          <button type="submit" className="btn btn--primary btn--large" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="lock" size={18} />}
            {isSubmitting ? t("ludoMenu.join.looking") : t("ludoMenu.join.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
