import type { ReactNode } from "react";
import type { FieldValues, Resolver, UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { formResolver } from "../../lib/forms";
import { guardNumberKeys } from "../../lib/numberInput";
import { useTranslation } from "react-i18next";
import { Field, controlA11y } from "../../shell/Field";
import { normaliseAmount } from "./money";

/** The schema's resolver for a form whose amount is typed text: a decimal comma is read as a point first. */
export function amountResolver<F extends FieldValues, S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  field: keyof F & string = "amount",
): Resolver<F, unknown, z.output<S>> {
  return formResolver<F, S>(schema, (values) => ({ ...values, [field]: normaliseAmount(values[field]) }));
}

interface AmountFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
  /** Quick picks under the field; `current` marks the one typed in. */
  chips?: readonly { value: number; label: string }[];
  current?: string;
  onChip?: (value: number) => void;
  /** The unit shown in the field (COIN unless said otherwise). */
  unit?: string;
}

/** Minus (and anything else that is no amount ≥ 0) is refused as it is typed (spec 5, number input guard). */
const guardAmountKeys = guardNumberKeys({ decimals: true });

/** The coins input (2 decimals, a decimal keypad on phones) with optional quick-pick chips. */
export function AmountField({ id, label, error, hint, registration, chips, current, onChip, unit = "COIN" }: AmountFieldProps) {
  const { t } = useTranslation();
  const typed = Number(normaliseAmount(current ?? ""));
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className="amount-input">
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field__control amount-input__control"
          placeholder="0.00"
          onKeyDown={guardAmountKeys}
          {...controlA11y(id, error, Boolean(hint))}
          {...registration}
        />
        <span className="amount-input__unit" aria-hidden="true">
          {unit}
        </span>
      </div>
      {chips && onChip && (
        <div className="amount-chips" role="group" aria-label={t("coins.quickAmounts")}>
          {chips.map((chip) => (
            <button
              key={chip.label}
              type="button"
              className="amount-chip"
              aria-pressed={current !== undefined && current !== "" && typed === chip.value}
              onClick={() => onChip(chip.value)}
            >
              {chip.label}
            </button>
          ))}
        </div>
      )}
    </Field>
  );
}
