import { useTranslation } from "react-i18next";
import { CHESS_INCREMENTS, CHESS_MINUTES, CHESS_UNTIMED_MOVE_SECONDS } from "@arena/contracts";
import { ChoiceChips } from "../../table/ChoiceChips";

export interface TimeControl {
  /** Minutes per side, -1 untimed. */
  minutes: number;
  /** Seconds added per move. */
  increment: number;
}

/** The spec's default timers: untimed (-1). */
export const UNTIMED: TimeControl = { minutes: -1, increment: 0 };

interface TimeControlPickerProps {
  value: TimeControl;
  onChange: (value: TimeControl) => void;
}

/** Minutes per side and seconds added per move (no increment without a clock). */
export function TimeControlPicker({ value, onChange }: TimeControlPickerProps) {
  const { t } = useTranslation();
  const untimed = value.minutes < 0;
  return (
    <>
      <ChoiceChips
        legend={t("chess.clock.minutes")}
        value={value.minutes}
        options={CHESS_MINUTES.map((m) => ({ value: m, label: m < 0 ? t("chess.clock.untimed") : t("chess.clock.minutesOption", { count: m }) }))}
        onChange={(minutes) => onChange({ minutes, increment: minutes < 0 ? 0 : value.increment })}
        hint={untimed ? t("chess.clock.untimedHint", { minutes: CHESS_UNTIMED_MOVE_SECONDS / 60 }) : undefined}
      />
      <ChoiceChips
        legend={t("chess.clock.increment")}
        value={value.increment}
        disabled={untimed}
        options={CHESS_INCREMENTS.map((s) => ({ value: s, label: t("chess.clock.incrementOption", { count: s }) }))}
        onChange={(increment) => onChange({ ...value, increment })}
      />
    </>
  );
}
