import type { KeyboardEvent } from "react";

/**
 * Number input guard (spec 5): arrow up, arrow down and minus are blocked when the result would be negative or
 * not a number. Every field of the app that holds a number (amounts, the private entry fee, numeric codes) uses
 * it, so the rule lives here once.
 *
 * The rule is judged on the text the key would leave in the field:
 * - a printable key (minus first of all, but also plus, "e", a letter, a second decimal point) is blocked when the
 *   text it would make is not the start of a number ≥ 0 ("-5", "5-", "1e" never are);
 * - arrow up and arrow down change the value only in a field that steps (type="number", or a field given a
 *   `step`); there they are blocked when the stepped value would be below zero or the field holds no number, and
 *   otherwise the new value is handed back. In a plain text field the arrows move the caret and are left alone.
 * Keys with Ctrl, Cmd or Alt (copy, paste, select all), editing and navigation keys, and keys typed through an
 * input method (composition) always pass.
 */

export interface NumberFieldOptions {
  /** Decimals allowed (amounts: a point or, in pt/es, a comma). Whole numbers only when false. */
  decimals?: boolean;
  /** Arrow up/down add or take this much (whole-coin fee: 1). Without it the arrows do not change the value. */
  step?: number;
}

export interface NumberKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
}

export interface NumberFieldText {
  value: string;
  /** The caret or selection; null where the browser does not tell (type="number"): the key goes at the end. */
  selectionStart: number | null;
  selectionEnd: number | null;
}

export type NumberKeyVerdict = { action: "allow" } | { action: "block" } | { action: "step"; value: string };

const ALLOW: NumberKeyVerdict = { action: "allow" };
const BLOCK: NumberKeyVerdict = { action: "block" };

const WHOLE_PREFIX = /^\d*$/;
/** "", "12", "12.", "12,5", ".5": what a non-negative decimal looks like while it is being typed. */
const DECIMAL_PREFIX = /^\d*(?:[.,]\d*)?$/;

/** Whether the text is a number ≥ 0, or the beginning of one, in this field's format (spaces are grouping). */
export function isNonNegativeNumberText(text: string, { decimals = false }: Pick<NumberFieldOptions, "decimals"> = {}): boolean {
  return decimals ? DECIMAL_PREFIX.test(text.replace(/\s/g, "")) : WHOLE_PREFIX.test(text);
}

/** The value a number field's text stands for: "" is 0, "12,5" is 12.5; NaN when it is not a number ≥ 0. */
function valueOf(text: string, decimals: boolean): number {
  const compact = text.replace(/\s/g, "");
  if (compact === "") return 0;
  if (!isNonNegativeNumberText(compact, { decimals }) || compact === "." || compact === ",") return Number.NaN;
  return Number(compact.replace(",", "."));
}

/** What a key does to a number field: pass, blocked, or (arrows in a stepping field) the new value. */
export function numberKeyVerdict(key: NumberKey, field: NumberFieldText, { decimals = false, step }: NumberFieldOptions = {}): NumberKeyVerdict {
  if (key.ctrlKey || key.metaKey || key.altKey || key.isComposing) return ALLOW;

  if (key.key === "ArrowUp" || key.key === "ArrowDown") {
    if (step === undefined) return ALLOW;
    const current = valueOf(field.value, decimals);
    if (!Number.isFinite(current)) return BLOCK;
    // Rounded to 8 decimals so 0.1 + 0.2 steps to 0.3, not 0.30000000000000004.
    const next = Math.round((current + (key.key === "ArrowUp" ? step : -step)) * 1e8) / 1e8;
    if (!Number.isFinite(next) || next < 0) return BLOCK;
    return { action: "step", value: String(next) };
  }

  // Only single printable characters change the text (Backspace, Tab, Enter, Home… have longer names).
  if ([...key.key].length !== 1) return ALLOW;
  const end = field.value.length;
  const start = Math.min(field.selectionStart ?? end, end);
  const stop = Math.min(Math.max(field.selectionEnd ?? start, start), end);
  const after = field.value.slice(0, start) + key.key + field.value.slice(stop);
  return isNonNegativeNumberText(after, { decimals }) ? ALLOW : BLOCK;
}

/**
 * The guard as an onKeyDown handler. `onStep` receives the new text when an arrow steps the value (a field given
 * a `step`): the field sets it as if typed. A native type="number" field steps by itself and needs no onStep.
 */
export function guardNumberKeys(options: NumberFieldOptions & { onStep?: (value: string) => void } = {}) {
  return (event: KeyboardEvent<HTMLInputElement>): void => {
    const input = event.currentTarget;
    const native = input.type === "number";
    const step = options.step ?? (native ? Number(input.step) || 1 : undefined);
    const verdict = numberKeyVerdict(
      {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        isComposing: event.nativeEvent.isComposing,
      },
      {
        value: input.value,
        selectionStart: native ? null : input.selectionStart,
        selectionEnd: native ? null : input.selectionEnd,
      },
      { decimals: options.decimals, step },
    );
    if (verdict.action === "block") event.preventDefault();
    else if (verdict.action === "step" && !native) {
      event.preventDefault();
      options.onStep?.(verdict.value);
    }
  };
}

/** The guard of a field of digits only (a one-time code, a private room code): no minus, no sign, no letters. */
export const guardDigitKeys = guardNumberKeys();
