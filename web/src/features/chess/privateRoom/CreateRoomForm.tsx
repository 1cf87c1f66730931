import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CHESS_DEFAULT_FEE, PRIVATE_FEE_MAX } from "@arena/contracts";
import { formResolver } from "../../../lib/forms";
import { guardDigitKeys } from "../../../lib/numberInput";
import { TextField } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { TimeControlPicker, UNTIMED, type TimeControl } from "../menu/TimeControlPicker";
import type { PrivateTerms } from "../menu/usePlayRequests";

interface CreateForm {
  fee: string;
  clock: TimeControl;
  takebacks: boolean;
}

interface CreateRoomFormProps {
  currency: string;
  /** Resolves when the room is made (or refused). */
  onCreate: (terms: PrivateTerms) => Promise<unknown>;
}

/** Create a private room: the entry fee (0–PRIVATE_FEE_MAX, whole coins), the clock and whether takebacks are allowed. */
export function CreateRoomForm({ currency, onCreate }: CreateRoomFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const feeError = t("chess.private.create.feeError", { max: PRIVATE_FEE_MAX });
    return z.object({
      fee: z
        .string()
        .trim()
        .regex(/^\d+$/, feeError)
        .transform(Number)
        .refine((fee) => fee <= PRIVATE_FEE_MAX, feeError),
      clock: z.object({ minutes: z.number(), increment: z.number() }),
      takebacks: z.boolean(),
    });
  }, [t]);
  const resolver = useMemo(() => formResolver<CreateForm, typeof schema>(schema), [schema]);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateForm, unknown, z.output<typeof schema>>({
    resolver,
    defaultValues: { fee: String(CHESS_DEFAULT_FEE), clock: UNTIMED, takebacks: false },
  });

  return (
    <form className="chess-private__form" noValidate onSubmit={handleSubmit(({ fee, clock, takebacks }) => onCreate({ fee, takebacks, ...clock }))}>
      <TextField
        id="chess-private-fee"
        label={t("chess.private.create.fee", { currency })}
        hint={t("chess.private.create.feeHint", { max: PRIVATE_FEE_MAX })}
        error={errors.fee?.message}
        registration={register("fee")}
        inputMode="numeric"
        autoComplete="off"
        onKeyDown={guardDigitKeys}
      />
      <Controller control={control} name="clock" render={({ field }) => <TimeControlPicker value={field.value} onChange={field.onChange} />} />
      <div className="field">
        <label className="check">
          <input type="checkbox" {...register("takebacks")} aria-describedby="chess-private-takebacks-hint" />
          <span>{t("chess.private.create.takebacks")}</span>
        </label>
        <p id="chess-private-takebacks-hint" className="field__hint">
          {t("chess.private.create.takebacksHint")}
        </p>
      </div>
      <button type="submit" className="btn btn--primary btn--block btn--large" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="plus" size={18} />}
        {isSubmitting ? t("chess.private.create.creating") : t("chess.private.create.submit")}
      </button>
    </form>
  );
}
