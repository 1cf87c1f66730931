import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from "@arena/contracts";
import { formResolver } from "../../lib/forms";
import { Field, controlA11y } from "../../shell/Field";
import { Icon } from "../../shell/Icon";
import { filterFormSchema, hasFilter, withoutEmpty, type TransactionFilterValues } from "./transactionFilter";

type FilterInput = z.input<typeof filterFormSchema>;
/** What the controls hold: text, with "" for an empty date or the selects' "any" choice. */
type FilterForm = Record<keyof FilterInput, string>;

/** Empty fields are absent fields for the contracts' schema. */
const resolver = formResolver<FilterForm, typeof filterFormSchema>(filterFormSchema, withoutEmpty);

interface FilterBarProps {
  value: TransactionFilterValues;
  onApply: (filter: TransactionFilterValues) => void;
}

/** From date, to date, search, type and status; applied to the address on submit, cleared in one go. */
export function TransactionFilterBar({ value, onApply }: FilterBarProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FilterForm, unknown, TransactionFilterValues>({
    resolver,
    defaultValues: {
      fromDate: value.fromDate ?? "",
      toDate: value.toDate ?? "",
      search: value.search ?? "",
      transactionType: value.transactionType ?? "",
      transactionStatus: value.transactionStatus ?? "",
    },
  });
  const [fromDate, toDate] = useWatch({ control, name: ["fromDate", "toDate"] });

  return (
    <form className="tx-filter" role="search" aria-label={t("transactions.filters")} noValidate onSubmit={handleSubmit(onApply)}>
      <Field id="tx-from" label={t("transactions.fromDate")} error={errors.fromDate?.message}>
        <input
          type="date"
          className="field__control"
          max={toDate || undefined}
          {...controlA11y("tx-from", errors.fromDate?.message)}
          {...register("fromDate")}
        />
      </Field>
      <Field id="tx-to" label={t("transactions.toDate")} error={errors.toDate?.message}>
        <input
          type="date"
          className="field__control"
          min={fromDate || undefined}
          {...controlA11y("tx-to", errors.toDate?.message)}
          {...register("toDate")}
        />
      </Field>
      <Field id="tx-search" label={t("transactions.search")} error={errors.search?.message} className="tx-filter__search">
        <input
          type="search"
          className="field__control"
          placeholder={t("transactions.searchPlaceholder")}
          maxLength={100}
          {...controlA11y("tx-search", errors.search?.message)}
          {...register("search")}
        />
      </Field>
      <Field id="tx-type" label={t("transactions.transactionType")} error={errors.transactionType?.message}>
        <select className="field__control" {...controlA11y("tx-type", errors.transactionType?.message)} {...register("transactionType")}>
          <option value="">{t("transactions.anyType")}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`transactions.type.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="tx-status" label={t("transactions.transactionStatus")} error={errors.transactionStatus?.message}>
        <select
          className="field__control"
          {...controlA11y("tx-status", errors.transactionStatus?.message)}
          {...register("transactionStatus")}
        >
          <option value="">{t("transactions.anyStatus")}</option>
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`transactions.status.${status}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="tx-filter__actions">
        <button type="submit" className="btn btn--primary">
          <Icon name="search" size={18} />
          {t("transactions.apply")}
        </button>
        {hasFilter(value) && (
          <button type="button" className="btn btn--ghost" onClick={() => onApply({})}>
            {t("transactions.clear")}
          </button>
        )}
      </div>
    </form>
  );
}
