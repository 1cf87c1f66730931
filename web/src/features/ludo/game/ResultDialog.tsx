import { useTranslation } from "react-i18next";
import type { CSSProperties } from "react";
import type { PawnColour, WinnerEntry } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { formatCoins } from "../../coins/money";
import { currentLanguage } from "../../../i18n";
import { BotIcon } from "./PlayerPanels";
import "./ludo-dialogs.css";
import "./PlayerPanels.css";

interface ResultDialogProps {
  open: boolean;
  onClose: () => void;
  winners: WinnerEntry[];
  won: boolean;
  myId: string | null;
  myColor: PawnColour | null;
  currency: string;
  tints: Record<PawnColour, string>;
  /** Online games only (spec): the Rematch button. */
  online: boolean;
  onMenu: () => void;
  onRematch: () => void;
  /** Someone else asked for a rematch: the button accepts it. */
  rematchAsked: boolean;
}

/** Spec "Result dialog": Result, the ranked players (bots marked), amounts won, Menu, and Rematch online. */
export function ResultDialog(props: ResultDialogProps) {
  const { open, onClose, winners, won, myId, myColor, currency, tints, online, onMenu, onRematch, rematchAsked } = props;
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const isMe = (w: WinnerEntry) => (myId !== null && w.uid === myId) || (!w.isBot && w.color === myColor);
  return (
    <Dialog open={open} onClose={onClose} title={t("ludoGame.result.title")} className="ludo-result">
      <p className={`ludo-result__verdict ${won ? "ludo-result__verdict--won" : ""}`}>
        <Icon name="trophy" size={22} />
        {won ? t("ludoGame.result.won") : t("ludoGame.result.lost")}
      </p>
      <ol className="ludo-result__list">
        {[...winners]
          .sort((a, b) => a.id - b.id)
          .map((w) => (
            <li key={`${w.id}-${w.color}`} className={`ludo-result__row ${isMe(w) ? "ludo-result__row--me" : ""}`} style={{ "--pawn": tints[w.color] } as CSSProperties}>
              <span className="ludo-result__rank" aria-label={t("ludoGame.result.rank", { rank: w.id })}>
                {w.id}
              </span>
              <span className="ludo-result__avatar" aria-hidden="true">
                {w.isBot ? <BotIcon size={18} /> : <Icon name="user" size={18} />}
              </span>
              <span className="ludo-result__name">
                {w.nickname}
                {isMe(w) && <span className="player-panel__you">{t("ludoGame.players.you")}</span>}
                <span className="ludo-result__sub">
                  {t(`ludoGame.colour.${w.color}`)}
                  {w.isBot ? ` · ${t("ludoGame.players.bot")}` : ""}
                  {w.status === "LEFT" || w.status === "OUT" ? ` · ${t(`ludoGame.players.status.${w.status}`)}` : ""}
                </span>
              </span>
              <span className="ludo-result__amount">
                {w.winingAmount > 0 ? `+${formatCoins(w.winingAmount, lang)}` : formatCoins(0, lang)}
                <span className="ludo-result__unit">{currency}</span>
              </span>
            </li>
          ))}
      </ol>
      <div className="dialog__actions ludo-result__actions">
        <button type="button" className="btn btn--ghost" onClick={onMenu}>
          <Icon name="menu" size={18} />
          {t("ludoGame.result.menu")}
        </button>
        {online && (
          <button type="button" className="btn btn--primary" onClick={onRematch}>
            <Icon name="refresh" size={18} />
            {rematchAsked ? t("ludoGame.rematch.accept") : t("ludoGame.result.rematch")}
          </button>
        )}
      </div>
    </Dialog>
  );
}
