import { forwardRef, useId, useMemo, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { JURISDICTION_STATUSES, type JurisdictionStatus } from "@arena/contracts";
import { Field, FieldError, controlA11y } from "../../../shell/Field";
import { countryOptions, ruleErrors, type RuleDraft } from "./countries";
import { CharCounter } from "../../../shell/CharCounter";

export type RuleErrors = ReturnType<typeof ruleErrors>;

/** The longest note the contracts take. */
const NOTE_MAX = 500;

interface RuleFormProps {
  draft: RuleDraft;
  onChange: (draft: RuleDraft) => void;
  errors: RuleErrors;
  /** The chosen country's rule today (null: it has none, so it is allowed). */
  current: JurisdictionStatus | null;
  saving: boolean;
  lang: string;
  onSubmit: () => void;
}

/**
 * A country (a select of every ISO country, named in the admin's language), its rule (allowed, play money only,
 * blocked, each said in words) and a note. The country select takes the focus from a row's Edit button (the ref).
 */
export const RuleForm = forwardRef<HTMLSelectElement, RuleFormProps>(function RuleForm({ draft, onChange, errors, current, saving, lang, onSubmit }, countryRef) {
  const { t } = useTranslation();
  const id = useId();
  const options = useMemo(() => countryOptions(lang), [lang]);
  const countryId = `${id}-country`;
  const noteId = `${id}-note`;
  const error = (key: keyof RuleDraft) => (errors[key] ? t(`adminJurisdictions.errors.${errors[key]}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="juris-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {t("adminJurisdictions.form.title")}
      </h2>
      <div className="juris-form__row">
        <Field
          id={countryId}
          label={t("adminJurisdictions.form.country")}
          error={error("code")}
          hint={draft.code ? t(current ? "adminJurisdictions.form.now" : "adminJurisdictions.form.nowDefault", { status: current ? t(`adminJurisdictions.status.${current}`) : "" }) : undefined}
          className="juris-form__country"
        >
          <select
            ref={countryRef}
            className="field__control"
            value={draft.code}
            onChange={(event) => onChange({ ...draft, code: event.target.value })}
            {...controlA11y(countryId, error("code"), Boolean(draft.code))}
          >
            <option value="">{t("adminJurisdictions.form.chooseCountry")}</option>
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {t("adminJurisdictions.form.option", { name: option.name, code: option.code })}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset className="juris-form__statuses" aria-describedby={errors.status ? `${id}-status-error` : undefined}>
        <legend className="field__label">{t("adminJurisdictions.form.rule")}</legend>
        {JURISDICTION_STATUSES.map((status) => (
          <label key={status} className={`juris-choice juris-choice--${status}`}>
            <input type="radio" name={`${id}-status`} value={status} checked={draft.status === status} onChange={() => onChange({ ...draft, status })} />
            <span className="juris-choice__text">
              <span className="juris-choice__title">{t(`adminJurisdictions.status.${status}`)}</span>
              <span className="juris-choice__hint">{t(`adminJurisdictions.statusText.${status}`)}</span>
            </span>
          </label>
        ))}
        <FieldError id={`${id}-status-error`} message={error("status")} />
      </fieldset>

      <Field
        id={noteId}
        label={t("adminJurisdictions.form.note")}
        error={error("note")}
        hint={t("adminJurisdictions.form.noteHint")}
        aside={
          <CharCounter length={draft.note.trim().length} max={NOTE_MAX} hidden />
        }
      >
        <textarea
          rows={3}
          className="field__control field__control--textarea"
          value={draft.note}
          onChange={(event) => onChange({ ...draft, note: event.target.value })}
          {...controlA11y(noteId, error("note"), true)}
        />
      </Field>

      <div className="juris-form__actions">
        <button type="submit" className={`btn ${draft.status === "blocked" ? "btn--danger" : "btn--primary"}`} disabled={saving}>
          {t(saving ? "adminJurisdictions.form.saving" : "adminJurisdictions.form.save")}
        </button>
      </div>
    </form>
  );
});
