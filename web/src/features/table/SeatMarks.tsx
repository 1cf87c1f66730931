import { useTranslation } from "react-i18next";
import "./SeatMarks.css";

/** "You", beside your own name at a table. */
export function YouTag({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <span className={className ? `you-tag ${className}` : "you-tag"}>{t("table.you")}</span>;
}

/** The seat's colour as a small square: the tint an ancestor sets in --seat. */
export function SeatSwatch() {
  return <span className="seat-swatch" aria-hidden="true" />;
}

/** A small robot: the mark of a computer player (the shell's icon set has none). */
export function BotIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3v3 M5 8h14a1 1 0 0 1 1 1v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V9a1 1 0 0 1 1-1z M9 13h.01 M15 13h.01 M9.5 17h5 M2 12v3 M22 12v3" />
    </svg>
  );
}
