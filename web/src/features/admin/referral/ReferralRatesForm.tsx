import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { REFERRAL_MAX_TOTAL_PERCENT, messages, referralRatesUpdateSchema, type FieldErrors, type ReferralRatesUpdate } from "@arena/contracts";
import { request } from "../../../lib/api";
import { formatNumber } from "../../../lib/numbers";
import { Field, controlA11y } from "../../../shell/Field";
import { ADMIN_REFERRAL_API } from "./referrersQuery";

interface Props {
  rates: ReferralRatesUpdate;
  lang: string;
  onSaved: () => void;
}

const FIELDS = ["directPercent", "indirectPercent"] as const;

/**
 * The two rates, percent of the house commission (PUT admin/referral/rates, checked by the same schema as the server:
 * 0–50% each, 2 decimals, together at most 50%). A change applies to what accrues from then on; the server audits it.
 * Keyed by the saved rates, so it starts again from what the server holds after a save.
 */
export function ReferralRatesForm({ rates, lang, onSaved }: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ReferralRatesUpdate>({ resolver: zodResolver(referralRatesUpdateSchema), mode: "onTouched", defaultValues: rates });
  const [direct, indirect] = useWatch({ control, name: [...FIELDS] });
  const together = (Number(direct) || 0) + (Number(indirect) || 0);

  const save = async (values: ReferralRatesUpdate) => {
    const answer = await request<{ errors?: FieldErrors }>(ADMIN_REFERRAL_API.rates, { method: "PUT", body: values });
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage || t("adminReferral.rates.saved"));
      onSaved();
      return;
    }
    for (const name of FIELDS) {
      const message = answer.result?.errors?.[name];
      if (message) setError(name, { type: "server", message });
    }
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  return (
    <section className="refadm-card" aria-labelledby="refadm-rates-title">
      <h2 id="refadm-rates-title" className="refadm-card__title">
        {t("adminReferral.rates.title")}
      </h2>
      <p className="refadm-card__text">{t("adminReferral.rates.lead", { max: REFERRAL_MAX_TOTAL_PERCENT })}</p>
      <form noValidate className="refadm-rates" onSubmit={handleSubmit(save)}>
        {FIELDS.map((name) => {
          const id = `refadm-${name}`;
          const error = errors[name]?.message;
          return (
            <Field key={name} id={id} label={t(`adminReferral.rates.${name}`)} error={error} hint={t(`adminReferral.rates.${name}Hint`)} className="refadm-rates__field">
              <div className="refadm-rates__input">
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={REFERRAL_MAX_TOTAL_PERCENT}
                  step={0.01}
                  className="field__control"
                  {...controlA11y(id, error, true)}
                  {...register(name, { valueAsNumber: true })}
                />
                <span className="refadm-rates__unit" aria-hidden="true">
                  %
                </span>
              </div>
            </Field>
          );
        })}
        <p className={`refadm-rates__together ${together > REFERRAL_MAX_TOTAL_PERCENT ? "refadm-rates__together--over" : ""}`} aria-live="polite">
          {t("adminReferral.rates.together", { value: formatNumber(Math.round(together * 100) / 100, lang), max: REFERRAL_MAX_TOTAL_PERCENT })}
        </p>
        <div className="refadm-rates__actions">
          <button type="button" className="btn btn--ghost" disabled={!isDirty || isSubmitting} onClick={() => reset(rates)}>
            {t("adminReferral.rates.undo")}
          </button>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {t(isSubmitting ? "adminReferral.rates.saving" : "adminReferral.rates.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
