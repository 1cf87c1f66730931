import { useId, type ReactNode } from "react";
import "./ChoiceChips.css";

export interface Choice<T> {
  value: T;
  label: ReactNode;
}

interface ChoiceChipsProps<T extends string | number> {
  legend: ReactNode;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Under the options. */
  hint?: ReactNode;
}

/** A radio group drawn as a row of pills (arrow keys move the choice): fees, levels, colours, clocks. */
export function ChoiceChips<T extends string | number>({ legend, value, options, onChange, disabled = false, hint }: ChoiceChipsProps<T>) {
  const name = useId();
  return (
    <fieldset className="choice-chips" disabled={disabled}>
      <legend className="choice-chips__legend">{legend}</legend>
      <div className="choice-chips__options">
        {options.map((option) => (
          <label key={String(option.value)} className="choice-chip">
            <input
              type="radio"
              className="choice-chip__input"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="choice-chip__face">{option.label}</span>
          </label>
        ))}
      </div>
      {hint && <p className="field__hint choice-chips__hint">{hint}</p>}
    </fieldset>
  );
}
