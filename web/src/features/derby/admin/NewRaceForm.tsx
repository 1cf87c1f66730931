/**
 * Schedule a race (POST derby/scheduleEvent): title, 3–12 horses (rows added and removed) with each horse's chance to
 * win as the strengths change, post time and takeout. Checked by the contract's schema as the server checks it (plus
 * post time in the future and each name once); the server's refusals land on the field they name, its message in a toast.
 */
import { useMemo } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, type FieldErrors } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { request } from "../../../lib/api";
import { formatNumber } from "../../../lib/numbers";
import { controlA11y } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { DERBY_API } from "../derbyApi";
import { HORSES, STRENGTH, bodyOf, chancesOf, defaultRace, fieldOf, newHorse, raceResolver, type NewRaceForm as Form } from "./newRace";

type FieldName = Parameters<ReturnType<typeof useForm<Form>>["setError"]>[0];

export function NewRaceForm({ onScheduled }: { onScheduled: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const resolver = useMemo(() => raceResolver(() => new Date(), { past: t("derby.admin.errors.past"), duplicate: t("derby.admin.errors.duplicate") }), [t]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver, mode: "onTouched", defaultValues: defaultRace(new Date()) });
  const horses = useFieldArray({ control, name: "horses" });
  const strengths = useWatch({ control, name: "horses" }).map((h) => h.strength);
  const chances = chancesOf(strengths);

  const schedule = async (values: Form) => {
    const answer = await request<{ errors?: FieldErrors }>(DERBY_API.schedule, { method: "POST", body: bodyOf(values) });
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage || t("derby.admin.scheduled"));
      reset(defaultRace(new Date()));
      onScheduled();
      return;
    }
    for (const [path, message] of Object.entries(answer.result?.errors ?? {})) setError(fieldOf(path) as FieldName, { type: "server", message });
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const single = (name: "title" | "postTime" | "takeoutPercent", input: (a11y: ReturnType<typeof controlA11y>) => React.ReactNode, hint?: string) => {
    const id = `dbyadm-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t(`derby.admin.fields.${name}`)}
        </label>
        {input(controlA11y(id, error, Boolean(hint)))}
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };
  const listError = errors.horses?.root?.message ?? errors.horses?.message;

  return (
    <form noValidate className="dbyadm-form" onSubmit={handleSubmit(schedule)} aria-labelledby="dbyadm-new">
      {single("title", (a11y) => <input type="text" maxLength={80} autoComplete="off" className="field__control" {...a11y} {...register("title")} />)}
      <fieldset className="dbyadm-horses" aria-describedby={listError ? "dbyadm-horses-error" : "dbyadm-horses-hint"}>
        <legend className="dbyadm-sub">{t("derby.admin.fields.horses")}</legend>
        <p id="dbyadm-horses-hint" className="field__hint">
          {t("derby.admin.fields.horsesHint", { min: HORSES.min, max: HORSES.max, smin: STRENGTH.min, smax: STRENGTH.max })}
        </p>
        <ol className="dbyadm-horses__list">
          {horses.fields.map((row, i) => {
            const nameId = `dbyadm-horse-${i}-name`;
            const strengthId = `dbyadm-horse-${i}-strength`;
            const nameError = errors.horses?.[i]?.name?.message;
            const strengthError = errors.horses?.[i]?.strength?.message;
            const chance = chances[i] ?? null;
            return (
              <li key={row.id} className="dbyadm-horse" data-horse={i}>
                <span className="dbyadm-horse__number" aria-hidden="true">
                  {i + 1}
                </span>
                <div className="field dbyadm-horse__name">
                  <label className="field__label" htmlFor={nameId}>
                    {t("derby.admin.fields.name")} <span className="visually-hidden">{t("derby.admin.fields.horseN", { n: i + 1 })}</span>
                  </label>
                  <input type="text" maxLength={30} autoComplete="off" className="field__control" {...controlA11y(nameId, nameError)} {...register(`horses.${i}.name`)} />
                  {nameError && (
                    <p id={`${nameId}-error`} className="field__error" role="alert">
                      {nameError}
                    </p>
                  )}
                </div>
                <div className="field dbyadm-horse__strength">
                  <label className="field__label" htmlFor={strengthId}>
                    {t("derby.admin.fields.strength")} <span className="visually-hidden">{t("derby.admin.fields.horseN", { n: i + 1 })}</span>
                  </label>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={STRENGTH.min}
                    max={STRENGTH.max}
                    step={1}
                    className="field__control"
                    {...controlA11y(strengthId, strengthError)}
                    {...register(`horses.${i}.strength`, { valueAsNumber: true })}
                  />
                  {strengthError && (
                    <p id={`${strengthId}-error`} className="field__error" role="alert">
                      {strengthError}
                    </p>
                  )}
                </div>
                <p className="dbyadm-horse__chance" data-testid="win-chance">
                  <span className="dbyadm-horse__chance-label">{t("derby.admin.fields.chance")}</span>
                  <strong>{chance === null ? "—" : `${formatNumber(Math.round(chance * 10) / 10, lang)}%`}</strong>
                </p>
                <button
                  type="button"
                  className="btn btn--ghost dbyadm-horse__remove"
                  disabled={horses.fields.length <= HORSES.min}
                  onClick={() => horses.remove(i)}
                >
                  <Icon name="close" size={16} />
                  <span className="visually-hidden">{t("derby.admin.fields.removeHorse", { n: i + 1 })}</span>
                </button>
              </li>
            );
          })}
        </ol>
        {listError && (
          <p id="dbyadm-horses-error" className="field__error" role="alert">
            {listError}
          </p>
        )}
        <button
          type="button"
          className="btn btn--outline dbyadm-horses__add"
          disabled={horses.fields.length >= HORSES.max}
          onClick={() => horses.append(newHorse(), { shouldFocus: true, focusName: `horses.${horses.fields.length}.name` })}
        >
          <Icon name="plus" size={16} />
          {t("derby.admin.fields.addHorse")}
        </button>
      </fieldset>
      <div className="dbyadm-grid">
        {single(
          "postTime",
          (a11y) => <input type="datetime-local" className="field__control" {...a11y} {...register("postTime")} />,
          t("derby.admin.fields.postTimeHint"),
        )}
        {single(
          "takeoutPercent",
          (a11y) => <input type="number" inputMode="decimal" min={0} max={30} step={0.01} className="field__control" {...a11y} {...register("takeoutPercent", { valueAsNumber: true })} />,
          t("derby.admin.fields.takeoutHint"),
        )}
      </div>
      <button type="submit" className="btn btn--primary dbyadm-form__submit" disabled={isSubmitting}>
        {t(isSubmitting ? "derby.admin.scheduling" : "derby.admin.schedule")}
      </button>
    </form>
  );
}
