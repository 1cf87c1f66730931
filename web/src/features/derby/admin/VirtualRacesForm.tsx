/**
 * Virtual races on or off, and every how many minutes (POST admin/derby/virtual; audited by the server). Keyed by the
 * setting loaded from GET, so it starts again from what the server holds after a save.
 */
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, type FieldErrors } from "@arena/contracts";
import { request } from "../../../lib/api";
import { controlA11y } from "../../../shell/Field";
import { DERBY_API } from "../derbyApi";
import { formOf, settingOf, virtualResolver, type VirtualForm, type VirtualSetting } from "./virtualRaces";

export function VirtualRacesForm({ setting, onSaved }: { setting: VirtualSetting; onSaved: (next: VirtualSetting) => void }) {
  const { t } = useTranslation();
  const resolver = useMemo(() => virtualResolver(t("derby.admin.virtual.minutesError")), [t]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<VirtualForm>({ resolver, mode: "onTouched", defaultValues: formOf(setting) });
  const on = useWatch({ control, name: "on" });

  const save = async (values: VirtualForm) => {
    const answer = await request<VirtualSetting & { errors?: FieldErrors }>(DERBY_API.virtual, { method: "POST", body: settingOf(values) });
    if (answer.responseCode === 200 && answer.result) {
      toast.success(t(answer.result.everyMinutes === null ? "derby.admin.virtual.savedOff" : "derby.admin.virtual.savedOn", { n: answer.result.everyMinutes ?? 0 }));
      onSaved({ everyMinutes: answer.result.everyMinutes });
      return;
    }
    const minutes = answer.result?.errors?.everyMinutes;
    if (minutes) setError("everyMinutes", { type: "server", message: minutes });
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const error = errors.everyMinutes?.message;
  return (
    <form noValidate className="dbyadm-virtual" onSubmit={handleSubmit(save)} aria-labelledby="dbyadm-virtual-title">
      <p className="dbyadm-hint" data-testid="virtual-now">
        {setting.everyMinutes === null ? t("derby.admin.virtual.nowOff") : t("derby.admin.virtual.nowOn", { n: setting.everyMinutes })}
      </p>
      <label className="check dbyadm-virtual__switch">
        <input type="checkbox" {...register("on")} />
        <span>{t("derby.admin.virtual.on")}</span>
      </label>
      <div className="field">
        <label className="field__label" htmlFor="dbyadm-virtual-minutes">
          {t("derby.admin.virtual.every")}
        </label>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          step={1}
          disabled={!on}
          className="field__control dbyadm-virtual__minutes"
          {...controlA11y("dbyadm-virtual-minutes", error, true)}
          {...register("everyMinutes", { valueAsNumber: true })}
        />
        <p id="dbyadm-virtual-minutes-hint" className="field__hint">
          {t("derby.admin.virtual.everyHint")}
        </p>
        {error && (
          <p id="dbyadm-virtual-minutes-error" className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary" disabled={isSubmitting || !isDirty}>
        {t(isSubmitting ? "derby.admin.virtual.saving" : "derby.admin.virtual.save")}
      </button>
    </form>
  );
}
