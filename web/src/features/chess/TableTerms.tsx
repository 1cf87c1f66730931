import { useTranslation } from "react-i18next";
import type { ChessRoomView } from "@arena/contracts";
import { timeControlOf } from "./view";
import "./TableTerms.css";

/** A table's terms; a game's record knows no takebacks or level (left out, they are not shown). */
type Terms = Pick<ChessRoomView, "gameType" | "roomAmount" | "currency" | "minutes" | "increment"> & Partial<Pick<ChessRoomView, "takebacks" | "level">>;

/** The table's terms as tags: how it was made, the fee, the clock and whether takebacks are allowed. */
export function TableTerms({ view, className = "" }: { view: Terms; className?: string }) {
  const { t } = useTranslation();
  const control = timeControlOf(view.minutes, view.increment);
  return (
    <ul className={`chess-terms ${className}`} aria-label={t("chess.terms.label")}>
      {view.gameType && <li>{t(`chess.mode.${view.gameType}`, { defaultValue: view.gameType })}</li>}
      {view.level ? <li>{t("chess.terms.level", { level: view.level })}</li> : null}
      <li>{view.roomAmount > 0 ? t("chess.terms.fee", { amount: view.roomAmount, currency: view.currency }) : t("chess.terms.free")}</li>
      <li>{control ? t("chess.terms.clock", { control }) : t("chess.clock.untimed")}</li>
      {view.takebacks !== undefined && <li>{t(view.takebacks ? "chess.terms.takebacksOn" : "chess.terms.takebacksOff")}</li>}
    </ul>
  );
}
