import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, setLimitsSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formResolver } from "../../lib/forms";
import { Dialog } from "../../shell/Dialog";
import { Icon } from "../../shell/Icon";
import { formatDateTime } from "./money";
import { useSaveLimits, type PlayerLimits } from "./useWallet";

/** The self-exclusion periods a player can choose, in days. */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** When an exclusion of `days` starting now would end. */
const endOf = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

type ExclusionForm = { selfExcludeDays: string };
type ExclusionValues = z.output<typeof setLimitsSchema>;
const resolver = formResolver<ExclusionForm, typeof setLimitsSchema>(setLimitsSchema);

/**
 * Self-exclusion for 1, 7, 30 or 90 days: no deposits and no paid seats until it ends. A confirm dialog says
 * it cannot be undone early; an exclusion can only be extended.
 */
export function SelfExclusion({ limits }: { limits: PlayerLimits }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const save = useSaveLimits();
  /** The chosen period and the moment it would end, fixed when the player asks. */
  const [confirming, setConfirming] = useState<{ days: number; until: string } | null>(null);
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, control, reset, formState } = useForm<ExclusionForm, unknown, ExclusionValues>({
    resolver,
    defaultValues: { selfExcludeDays: "" },
  });
  const chosen = useWatch({ control, name: "selfExcludeDays" });
  const until = limits.selfExcludedUntil;
  const error = formState.errors.selfExcludeDays?.message;

  const confirm = async () => {
    if (confirming === null) return;
    setSending(true);
    const answer = await save({ selfExcludeDays: confirming.days });
    setSending(false);
    if (answer.responseCode !== 200) {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      return;
    }
    setConfirming(null);
    reset({ selfExcludeDays: "" });
  };

  return (
    <div className="limit-block">
      <h3 className="limit-block__title">{t("limits.selfExclusion")}</h3>
      {until ? (
        <p className="note note--danger">
          <Icon name="lock" size={18} />
          <span>{t("limits.excludedUntil", { date: formatDateTime(until, lang) })}</span>
        </p>
      ) : (
        <p className="limit-block__text">{t("limits.selfExclusionText")}</p>
      )}
      <form
        className="limit-form"
        noValidate
        onSubmit={handleSubmit(({ selfExcludeDays: days }) => {
          if (days) setConfirming({ days, until: endOf(days) });
        })}
      >
        <fieldset className="day-choice" aria-describedby={error ? "exclusion-error" : undefined}>
          <legend className="field__label">{t(until ? "limits.extendFor" : "limits.excludeFor")}</legend>
          <div className="day-choice__options">
            {SELF_EXCLUSION_DAYS.map((days) => (
              <label key={days} className="day-choice__option">
                <input type="radio" value={String(days)} {...register("selfExcludeDays")} />
                <span>{t("limits.days", { count: days })}</span>
              </label>
            ))}
          </div>
          {error && (
            <p id="exclusion-error" className="field__error" role="alert">
              {error}
            </p>
          )}
        </fieldset>
        <div className="limit-form__actions">
          <button type="submit" className="btn btn--danger-soft" disabled={!chosen}>
            <Icon name="lock" size={18} />
            {t(until ? "limits.extend" : "limits.exclude")}
          </button>
        </div>
      </form>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title={t("limits.confirmTitle")} size="small">
        {confirming !== null && (
          <>
            <p className="confirm__question">
              {t("limits.confirmQuestion", { count: confirming.days, date: formatDateTime(confirming.until, lang) })}
            </p>
            <p className="note note--danger confirm__warning">
              <Icon name="alert" size={18} />
              <span>{t("limits.cannotUndo")}</span>
            </p>
            <div className="dialog__actions">
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
                {t("shell.cancel")}
              </button>
              <button type="button" className="btn btn--danger" disabled={sending} onClick={() => void confirm()}>
                {t("limits.confirmExclude", { count: confirming.days })}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
