import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ADMIN_ACTIONS } from "@arena/contracts";
import { formResolver } from "../../../lib/forms";
import { Field, controlA11y } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { withoutEmpty } from "../../transactions/transactionFilter";
import { AUDIT_FILTER_FIELDS, auditFilterSchema, hasAuditFilter, type AuditFilter } from "./auditFilter";

/** What the controls hold: text, "" for an empty field or the select's "any action". */
type FilterForm = Record<(typeof AUDIT_FILTER_FIELDS)[number], string>;

const resolver = formResolver<FilterForm, typeof auditFilterSchema>(auditFilterSchema, withoutEmpty);

/** The web's own rules name their message by a text key; the contracts' rules give the API's words. */
export const errorText = (t: (key: string) => string, message: string | undefined): string | undefined =>
  message?.startsWith("adminArea.") ? t(message) : message;

interface AuditFilterBarProps {
  value: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}

/** Action, target id, optionally one admin, from and to (days); applied to the address on submit. */
export function AuditFilterBar({ value, onApply }: AuditFilterBarProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FilterForm, unknown, AuditFilter>({
    resolver,
    defaultValues: {
      action: value.action ?? "",
      targetId: value.targetId ?? "",
      adminId: value.adminId ?? "",
      from: value.from ?? "",
      to: value.to ?? "",
    },
  });
  const error = (field: keyof FilterForm) => errorText(t, errors[field]?.message);
  const [from, to] = useWatch({ control, name: ["from", "to"] });

  return (
    <form className="audit-filter" role="search" aria-label={t("adminArea.audit.filters")} noValidate onSubmit={handleSubmit(onApply)}>
      <Field id="audit-action" label={t("adminArea.audit.action")} error={error("action")}>
        <select className="field__control" {...controlA11y("audit-action", error("action"))} {...register("action")}>
          <option value="">{t("adminArea.audit.anyAction")}</option>
          {ADMIN_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`adminArea.audit.actions.${action}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-target" label={t("adminArea.audit.targetId")} error={error("targetId")} className="audit-filter__wide">
        <input
          type="search"
          className="field__control"
          placeholder={t("adminArea.audit.targetPlaceholder")}
          maxLength={100}
          spellCheck={false}
          autoComplete="off"
          {...controlA11y("audit-target", error("targetId"))}
          {...register("targetId")}
        />
      </Field>
      <Field id="audit-admin" label={t("adminArea.audit.adminId")} error={error("adminId")}>
        <input
          type="search"
          className="field__control"
          placeholder={t("adminArea.audit.adminPlaceholder")}
          maxLength={36}
          spellCheck={false}
          autoComplete="off"
          {...controlA11y("audit-admin", error("adminId"))}
          {...register("adminId")}
        />
      </Field>
      <Field id="audit-from" label={t("adminArea.audit.from")} error={error("from")} className="audit-filter__day">
        <input type="date" className="field__control" max={to || undefined} {...controlA11y("audit-from", error("from"))} {...register("from")} />
      </Field>
      <Field id="audit-to" label={t("adminArea.audit.to")} error={error("to")} className="audit-filter__day">
        <input type="date" className="field__control" min={from || undefined} {...controlA11y("audit-to", error("to"))} {...register("to")} />
      </Field>
      <div className="audit-filter__actions">
        <button type="submit" className="btn btn--primary">
          <Icon name="search" size={18} />
          {t("adminArea.audit.apply")}
        </button>
        {hasAuditFilter(value) && (
          <button type="button" className="btn btn--ghost" onClick={() => onApply({})}>
            {t("adminArea.audit.clear")}
          </button>
        )}
      </div>
    </form>
  );
}
