import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field, controlA11y } from "../../shell/Field";
import { COUNTRIES, countryForDialCode, countryName, dialCode, type CountryIso } from "./countries";

interface PhoneFieldProps {
  idPrefix: string;
  /** The form's countryCode value, e.g. "+91". */
  countryCode: string | null | undefined;
  onCountryCode: (dial: string) => void;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** Country-code select (India +91 by default) beside the phone number. */
export function PhoneField({ idPrefix, countryCode, onCountryCode, registration, error }: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  // Several countries share a dial code (+1): the select keeps the country the player picked.
  const [country, setCountry] = useState<CountryIso>(() => countryForDialCode(countryCode));
  const inputId = `${idPrefix}-mobileNumber`;
  const selectId = `${idPrefix}-countryCode`;
  return (
    <Field id={inputId} label={t("auth.phone")} error={error}>
      <div className="phone-field">
        <label htmlFor={selectId} className="visually-hidden">
          {t("auth.countryCode")}
        </label>
        <select
          id={selectId}
          className="field__control phone-field__country"
          value={country}
          onChange={(event) => {
            const iso = event.target.value as CountryIso;
            setCountry(iso);
            onCountryCode(dialCode(iso));
          }}
        >
          {COUNTRIES.map(([iso, dial]) => (
            <option key={iso} value={iso}>
              {dial} {countryName(iso, i18n.language)}
            </option>
          ))}
        </select>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className="field__control"
          placeholder={t("auth.phonePlaceholder")}
          {...controlA11y(inputId, error)}
          {...registration}
        />
      </div>
    </Field>
  );
}
