import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, setLimitsSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { showServerErrors } from "../auth/serverErrors";
import { AmountField, amountResolver } from "./AmountField";
import { formatCoins, formatDateTime } from "./money";
import { SelfExclusion } from "./SelfExclusion";
import { useLimits, useSaveLimits, type PlayerLimits } from "./useWallet";
import "./coins.css";
import "./limits.css";

/** The 'Responsible play' card of /my-profile: a daily deposit limit and self-exclusion, from GET user/limits. */
export function ResponsiblePlayCard() {
  const { t } = useTranslation();
  const { data: limits, error, isLoading, mutate } = useLimits();
  return (
    <section className="profile-panel coin-panel" aria-labelledby="responsible-play-title">
      <h2 id="responsible-play-title" className="profile-panel__title">
        <Icon name="shield" size={20} className="coin-panel__title-icon" />
        {t("limits.title")}
      </h2>
      <p className="coin-panel__lead">{t("limits.lead")}</p>
      {isLoading || (!limits && !error) ? (
        <div role="status" aria-label={t("status.loading")}>
          <SkeletonLines lines={6} />
        </div>
      ) : error || !limits ? (
        <LoadError compact onRetry={() => void mutate()} />
      ) : (
        <>
          <DepositLimit limits={limits} />
          <SelfExclusion limits={limits} />
        </>
      )}
    </section>
  );
}

type LimitForm = { dailyDepositLimit: string };
type LimitValues = z.output<typeof setLimitsSchema>;
const limitResolver = amountResolver<LimitForm, typeof setLimitsSchema>(setLimitsSchema, "dailyDepositLimit");

function DepositLimit({ limits }: { limits: PlayerLimits }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const save = useSaveLimits();
  const [removing, setRemoving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LimitForm, unknown, LimitValues>({ resolver: limitResolver, defaultValues: { dailyDepositLimit: "" } });

  const submit = async (values: LimitValues) => {
    const answer = await save({ dailyDepositLimit: values.dailyDepositLimit ?? null });
    if (answer.responseCode !== 200) showServerErrors(answer, setError, ["dailyDepositLimit"], "dailyDepositLimit");
    else reset({ dailyDepositLimit: "" });
  };
  const remove = async () => {
    setRemoving(true);
    const answer = await save({ dailyDepositLimit: null });
    setRemoving(false);
    if (answer.responseCode !== 200) toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const { dailyDepositLimit: limit, depositedToday, pendingEffectiveAt } = limits;
  const pendingRemoval = pendingEffectiveAt !== null && limits.pendingDailyDepositLimit === null;
  const used = limit ? Math.min(100, (depositedToday / limit) * 100) : 0;
  const usedLabel = t("limits.depositedToday", { amount: formatCoins(depositedToday, lang) });

  return (
    <div className="limit-block">
      <h3 className="limit-block__title">{t("limits.dailyDeposit")}</h3>
      <p className="limit-block__current">
        {limit === null ? (
          <span className="limit-block__none">{t("limits.noLimit")}</span>
        ) : (
          <strong>{t("limits.perDay", { amount: formatCoins(limit, lang) })}</strong>
        )}
        <span className="limit-block__used">{usedLabel}</span>
      </p>
      {limit !== null && (
        <div className="limit-meter" role="progressbar" aria-label={usedLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(used)}>
          <span className="limit-meter__bar" style={{ width: `${used}%` }} />
        </div>
      )}
      {pendingEffectiveAt && (
        <p className="note note--pending">
          <Icon name="clock" size={18} />
          <span>
            {pendingRemoval
              ? t("limits.pendingRemoval", { date: formatDateTime(pendingEffectiveAt, lang) })
              : t("limits.pendingRaise", {
                  amount: formatCoins(limits.pendingDailyDepositLimit ?? 0, lang),
                  date: formatDateTime(pendingEffectiveAt, lang),
                })}
          </span>
        </p>
      )}
      <form className="limit-form" noValidate onSubmit={handleSubmit(submit)}>
        <AmountField
          id="limit-daily"
          label={t(limit === null ? "limits.setLabel" : "limits.changeLabel")}
          error={errors.dailyDepositLimit?.message}
          hint={t("limits.rule")}
          registration={register("dailyDepositLimit")}
        />
        <div className="limit-form__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {t("limits.save")}
          </button>
          {limit !== null && !pendingRemoval && (
            <button type="button" className="btn btn--ghost" disabled={removing} onClick={() => void remove()}>
              {t("limits.remove")}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
