import { useEffect, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { DiceRoll } from "./useGameEvents";
import "./DiceButton.css";

/** Which of the 3×3 spots carry a pip for each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};
/** Faces shown while the die tumbles (a fixed shuffle: the real value comes from the server). */
const TUMBLE = [3, 6, 2, 5, 1, 4];

export function DieFace({ value }: { value: number }) {
  const pips = PIPS[value] ?? [];
  return (
    <span className="die-face" aria-hidden="true">
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} className={`die-face__spot ${pips.includes(i) ? "die-face__spot--pip" : ""}`} />
      ))}
    </span>
  );
}

interface DiceButtonProps {
  roll: DiceRoll | null;
  /** The die on the table in the room state (0 when none). */
  tableValue: number;
  enabled: boolean;
  onRoll: () => void;
  /** CSS colour of the player whose die it is. */
  tint: string;
}

/** The die: a real button (Enter/Space roll it), enabled only on your turn while the server waits for a roll. */
export function DiceButton({ roll, tableValue, enabled, onRoll, tint }: DiceButtonProps) {
  const { t } = useTranslation();
  const rolling = roll !== null && !roll.settled;
  const [spin, setSpin] = useState(0);
  useEffect(() => {
    if (!rolling) return;
    const id = window.setInterval(() => setSpin((s) => s + 1), 80);
    return () => window.clearInterval(id);
  }, [rolling]);
  const face = rolling ? TUMBLE[spin % TUMBLE.length]! : (roll?.dice ?? tableValue);
  const label = enabled
    ? t("ludoGame.dice.roll")
    : rolling
      ? t("ludoGame.dice.rolling")
      : face > 0
        ? t("ludoGame.dice.shows", { value: face })
        : t("ludoGame.dice.idle");
  return (
    <button
      type="button"
      className={`die ${enabled ? "die--ready" : ""} ${rolling ? "die--rolling" : ""}`}
      style={{ "--tint": tint } as CSSProperties}
      disabled={!enabled}
      onClick={onRoll}
      aria-label={label}
      key={roll?.serial ?? 0}
    >
      {face > 0 ? <DieFace value={face} /> : <span className="die__blank" aria-hidden="true">?</span>}
    </button>
  );
}
