import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PRIVATE_ROOM_CODE } from "@arena/contracts";
import { formResolver } from "../../../lib/forms";
import { guardDigitKeys } from "../../../lib/numberInput";
import { TextField } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";

type JoinForm = { code: string };

interface JoinRoomFormProps {
  /** A code from a shared link, filled in. */
  initialCode: string;
  /** Resolves when the join is done (or refused). */
  onJoin: (code: string) => Promise<unknown>;
}

/** Join a friend's private room by its 6-digit code. */
export function JoinRoomForm({ initialCode, onJoin }: JoinRoomFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () => z.object({ code: z.string().transform((v) => v.replace(/\s+/g, "")).pipe(z.string().regex(PRIVATE_ROOM_CODE, t("chess.private.join.codeError"))) }),
    [t],
  );
  const resolver = useMemo(() => formResolver<JoinForm, typeof schema>(schema), [schema]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JoinForm, unknown, { code: string }>({ resolver, defaultValues: { code: initialCode } });

  return (
    <form className="chess-private__form" noValidate onSubmit={handleSubmit(({ code }) => onJoin(code))}>
      <TextField
        id="chess-private-code"
        label={t("chess.private.join.code")}
        hint={t("chess.private.join.codeHint")}
        error={errors.code?.message}
        registration={register("code")}
        inputMode="numeric"
        autoComplete="off"
        onKeyDown={guardDigitKeys}
        maxLength={12}
        className="field__control--code"
      />
      <button type="submit" className="btn btn--primary btn--block btn--large" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="lock" size={18} />}
        {isSubmitting ? t("chess.private.join.joining") : t("chess.private.join.submit")}
      </button>
    </form>
  );
}
