import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAWN_COLOURS, PRIVATE_FEE_MAX, PRIVATE_FEE_MIN, type PawnColour } from "@arena/contracts";
import { guardNumberKeys } from "../../../lib/numberInput";
import { Icon } from "../../../shell/Icon";
import { acceptPrivateFee, canStepFee, stepFee, type BoardTheme } from "./entryFee";
import "./menu.css";
import "./pickers.css";

interface Option<T> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string | number> {
  legend: ReactNode;
  name: string;
  value: T | null;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  /** chips: a row of pills; tiles: larger cards (game type, board). */
  look?: "chips" | "tiles";
}

/** A radio group (arrow keys move the choice) drawn as pills or tiles. */
export function ChoiceGroup<T extends string | number>({ legend, name, value, options, onChange, look = "chips" }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="ludo-choice">
      <legend className="ludo-choice__legend">{legend}</legend>
      <div className={`ludo-choice__options ludo-choice__options--${look}`}>
        {options.map((option) => (
          <label key={String(option.value)} className={`ludo-option ludo-option--${look}`}>
            <input
              type="radio"
              className="ludo-option__input"
              name={`${name}-${id}`}
              value={String(option.value)}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className="ludo-option__face">
              <span className="ludo-option__label">{option.label}</span>
              {option.hint && <span className="ludo-option__hint">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The shell's icon set has a plus but no minus: the same stroke, horizontal only. */
function MinusIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M5 12h14" />
    </svg>
  );
}

/** A round pawn in its colour. */
export function PawnMark({ color, size = "medium" }: { color: string; size?: "small" | "medium" }) {
  return <span className={`pawn-mark pawn-mark--${size} pawn-mark--${color.toLowerCase()}`} aria-hidden="true" />;
}

interface PawnPickerProps {
  legend: ReactNode;
  value: PawnColour | null;
  onChange: (color: PawnColour) => void;
  /** Only these can be chosen (the others show as taken). */
  available?: readonly PawnColour[];
}

/** 'Select Pawn' / 'Select Color': the four colours as a radio group. */
export function PawnPicker({ legend, value, onChange, available = PAWN_COLOURS }: PawnPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="ludo-choice">
      <legend className="ludo-choice__legend">{legend}</legend>
      <div className="pawn-picker">
        {PAWN_COLOURS.map((color) => {
          const free = available.includes(color);
          return (
            <label key={color} className={`pawn-option ${free ? "" : "pawn-option--taken"}`}>
              <input
                type="radio"
                className="ludo-option__input"
                name={`pawn-${id}`}
                value={color}
                checked={value === color}
                disabled={!free}
                onChange={() => onChange(color)}
              />
              <span className="pawn-option__face">
                <PawnMark color={color} />
                <span className="pawn-option__name">{t(`ludoMenu.colors.${color}`)}</span>
                {!free && <span className="pawn-option__taken">{t("ludoMenu.colors.taken")}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface FeeCounterProps {
  legend: ReactNode;
  fee: number;
  currency: string;
  onChange: (fee: number) => void;
  /** Private rooms type their own fee: minus and plus are disabled (spec 5). */
  custom?: boolean;
}

/** 'Select Game': the entry fee with minus and plus along the steps, or a typed fee of 1–1000 for private rooms. */
export function FeeCounter({ legend, fee, currency, onChange, custom = false }: FeeCounterProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(String(fee));
  const shown = custom ? typed : String(fee);

  const onType = (text: string) => {
    const next = acceptPrivateFee(text);
    // An ignored value (below 0, above 1000, not whole) leaves the field as it was.
    if (next === null) return;
    setTyped(text.trim());
    onChange(next);
  };
  // Number input guard (spec 5): whole coins only; arrow up/down step by 1 and stop at 0, minus is refused.
  const guard = guardNumberKeys({ step: 1, onStep: onType });

  return (
    <fieldset className="ludo-choice">
      <legend className="ludo-choice__legend">{legend}</legend>
      <div className="fee-counter">
        <button
          type="button"
          className="icon-btn fee-counter__step"
          aria-label={t("ludoMenu.fee.down")}
          disabled={custom || !canStepFee(fee, -1)}
          onClick={() => onChange(stepFee(fee, -1))}
        >
          <MinusIcon />
        </button>
        <div className="fee-counter__value">
          <label className="fee-counter__caption" htmlFor={id}>
            {t("ludoMenu.fee.label")}
          </label>
          <span className="fee-counter__amount">
            <Icon name="coin" size={20} />
            {custom ? (
              <input
                id={id}
                className="fee-counter__input"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-describedby={`${id}-hint`}
                value={shown}
                onKeyDown={guard}
                onChange={(event) => onType(event.target.value)}
              />
            ) : (
              <output id={id} className="fee-counter__number" aria-live="polite">
                {fee}
              </output>
            )}
            <span className="fee-counter__unit">{currency}</span>
          </span>
        </div>
        <button
          type="button"
          className="icon-btn fee-counter__step"
          aria-label={t("ludoMenu.fee.up")}
          disabled={custom || !canStepFee(fee, 1)}
          onClick={() => onChange(stepFee(fee, 1))}
        >
          <Icon name="plus" />
        </button>
      </div>
      {custom && (
        <p id={`${id}-hint`} className="field__hint">
          {t("ludoMenu.fee.customHint", { min: PRIVATE_FEE_MIN, max: PRIVATE_FEE_MAX })}
        </p>
      )}
    </fieldset>
  );
}

/** The two boards as tiles with a small preview. */
export function BoardPicker({ value, onChange, legend }: { value: BoardTheme; onChange: (board: BoardTheme) => void; legend: ReactNode }) {
  const { t } = useTranslation();
  const boards: BoardTheme[] = ["default", "nature"];
  return (
    <ChoiceGroup
      legend={legend}
      name="board"
      look="tiles"
      value={value}
      onChange={onChange}
      options={boards.map((board) => ({
        value: board,
        label: (
          <>
            <span className={`board-preview board-preview--${board}`} aria-hidden="true">
              <span />
              <span />
              <span />
              <span />
            </span>
            {t(`ludoMenu.themes.${board}`)}
          </>
        ),
      }))}
    />
  );
}
