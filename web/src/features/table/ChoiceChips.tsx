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
    <fieldset className="chess-chips" disabled={disabled}>
      <legend className="chess-chips__legend">{legend}</legend>
      <div className="chess-chips__options">
        {options.map((option) => (
          <label key={String(option.value)} className="chess-chip">
            <input
              type="radio"
              className="chess-chip__input"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="chess-chip__face">{option.label}</span>
          </label>
        ))}
      </div>
      {hint && <p className="field__hint chess-chips__hint">{hint}</p>}
    </fieldset>
  );
}
