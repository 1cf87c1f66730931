/**
 * The buy-in (or chips to add) field: an amount in coins within a range, with the range and the balance under it and
 * the reason a number will not do (buyIn.ts). Used by the lobby's dialogs and at the table.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Field, controlA11y } from "../../shell/Field";
import { formatCoins } from "../../lib/numbers";
import { currentLanguage } from "../../i18n";
import type { BuyInProblem, BuyInRange } from "./buyIn";
import "./BuyInField.css";

interface BuyInFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  range: BuyInRange;
  currency: string;
  /** The wallet's balance in these coins (null while it loads). */
  balance: number | null;
  problem: BuyInProblem | null;
}

export function BuyInField({ label, value, onChange, range, currency, balance, problem }: BuyInFieldProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const id = useId();
  const coins = (n: number) => formatCoins(n, lang);
  const error = problem ? t(`flash.buyIn.problems.${problem}`, { min: coins(range.min), max: coins(range.max), currency, balance: coins(balance ?? 0) }) : undefined;
  const hint =
    balance === null
      ? t("flash.buyIn.range", { min: coins(range.min), max: coins(range.max), currency })
      : t("flash.buyIn.rangeBalance", { min: coins(range.min), max: coins(range.max), currency, balance: coins(balance) });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="flash-buyin">
        <input
          type="range"
          className="flash-buyin__slider"
          min={range.min}
          max={Math.max(range.min, range.max)}
          step={Math.max(0.01, Math.round(range.min * 100) / 100 >= 1 ? 1 : 0.01)}
          value={Number.isFinite(Number(value)) ? Math.min(Math.max(Number(value), range.min), range.max) : range.min}
          onChange={(event) => onChange(event.target.value)}
          aria-label={t("flash.buyIn.slider")}
          disabled={range.max <= 0}
        />
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field__control flash-buyin__amount"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...controlA11y(id, error, true)}
        />
        <span className="flash-buyin__unit" aria-hidden="true">
          {currency}
        </span>
      </div>
    </Field>
  );
}
