import { useFieldArray, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { BLACKJACK_BET_LIMITS, messages, type BlackjackBetList, type FieldErrors } from "@arena/contracts";
import { request } from "../../../lib/api";
import { Icon } from "../../../shell/Icon";
import { controlA11y } from "../../../shell/Field";
import { ADMIN_BLACKJACK_API, fieldOf, formOf, nextStep, sortedSteps, stepsResolver, type StepsForm } from "./betSteps";

interface Props {
  list: number[];
  updatedAt: string | null;
  lang: string;
  onSaved: (next: BlackjackBetList) => void;
}

/**
 * The bet steps (1 to 12 amounts, 0.1 to 10,000 coins, 2 decimals, each once), checked by the contract's schema as the
 * server checks them; the server's refusal is shown on the step it names, or over the list. Keyed by the saved list,
 * so it starts again from what the server holds after a save. Tables pick the new steps up at their next bet.
 */
export function BetStepsForm({ list, updatedAt, lang, onSaved }: Props) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<StepsForm>({ resolver: stepsResolver, mode: "onTouched", defaultValues: formOf(list) });
  const { fields, append, remove } = useFieldArray({ control, name: "steps" });
  const current = useWatch({ control, name: "steps" });

  const save = async (values: StepsForm) => {
    const answer = await request<BlackjackBetList & { errors?: FieldErrors }>(ADMIN_BLACKJACK_API.betAmounts, { method: "POST", body: { betAmountList: sortedSteps(values) } });
    if (answer.responseCode === 200 && answer.result) {
      toast.success(answer.responseMessage || t("adminBlackjack.steps.saved"));
      onSaved(answer.result);
      return;
    }
    for (const [path, message] of Object.entries(answer.result?.errors ?? {})) {
      const field = fieldOf(path);
      setError(field === "steps.root" ? "steps" : field, { type: "server", message });
    }
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const listError = errors.steps?.root?.message ?? errors.steps?.message;
  return (
    <form noValidate className="bjadm-steps" onSubmit={handleSubmit(save)} aria-describedby={listError ? "bjadm-steps-error" : undefined}>
      <ol className="bjadm-steps__list">
        {fields.map((field, index) => {
          const id = `bjadm-step-${index}`;
          const error = errors.steps?.[index]?.amount?.message;
          return (
            <li key={field.id} className="bjadm-step">
              <label className="field__label" htmlFor={id}>
                {t("adminBlackjack.steps.step", { n: index + 1 })}
              </label>
              <div className="bjadm-step__row">
                <input
                  type="number"
                  inputMode="decimal"
                  min={BLACKJACK_BET_LIMITS.min}
                  max={BLACKJACK_BET_LIMITS.max}
                  step={0.01}
                  className="field__control bjadm-step__input"
                  {...controlA11y(id, error)}
                  {...register(`steps.${index}.amount`, { valueAsNumber: true })}
                />
                <span className="bjadm-step__unit" aria-hidden="true">
                  COIN
                </span>
                <button type="button" className="btn btn--ghost bjadm-step__remove" onClick={() => remove(index)} disabled={fields.length <= 1}>
                  <Icon name="close" size={16} />
                  <span className="visually-hidden">{t("adminBlackjack.steps.remove", { n: index + 1 })}</span>
                </button>
              </div>
              {error && (
                <p id={`${id}-error`} className="field__error" role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id="bjadm-steps-error" className="field__error" role="alert">
          {listError}
        </p>
      )}
      <div className="bjadm-steps__actions">
        <button
          type="button"
          className="btn btn--outline"
          disabled={fields.length >= BLACKJACK_BET_LIMITS.steps}
          onClick={() => append({ amount: nextStep(current.map((s) => s.amount)) }, { shouldFocus: true })}
        >
          <Icon name="plus" size={18} />
          {t("adminBlackjack.steps.add")}
        </button>
        <span className="bjadm-steps__spacer" />
        <button type="button" className="btn btn--ghost" disabled={!isDirty || isSubmitting} onClick={() => reset(formOf(list))}>
          {t("adminBlackjack.steps.undo")}
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t(isSubmitting ? "adminBlackjack.steps.saving" : "adminBlackjack.steps.save")}
        </button>
      </div>
      <p className="bjadm-card__note">
        {t("adminBlackjack.steps.limits", { steps: BLACKJACK_BET_LIMITS.steps, min: BLACKJACK_BET_LIMITS.min, max: BLACKJACK_BET_LIMITS.max.toLocaleString(lang) })}
        {updatedAt && ` ${t("adminBlackjack.steps.updated", { date: new Date(updatedAt).toLocaleString(lang) })}`}
      </p>
    </form>
  );
}
