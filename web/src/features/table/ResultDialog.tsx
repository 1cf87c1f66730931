import { useTranslation } from "react-i18next";
import type { CSSProperties, ReactNode } from "react";
import { Dialog } from "../../shell/Dialog";
import { Icon } from "../../shell/Icon";
import { formatCoins } from "../../lib/numbers";
import { currentLanguage } from "../../i18n";
import { BotIcon, YouTag } from "./SeatMarks";
import "./ResultDialog.css";

/** One ranked player of the result, as the game describes it. */
export interface ResultRow {
  key: string;
  /** 1 = winner. */
  rank: number;
  name: string;
  isMe: boolean;
  isBot: boolean;
  /** The line under the name in the game's words (Ludo: the colour, 'Computer', 'Left the game'). */
  detail: string;
  /** Coins won. */
  amount: number;
  /** The seat's colour (a CSS colour). */
  tint: string;
}

interface ResultDialogProps {
  open: boolean;
  onClose: () => void;
  rows: ResultRow[];
  won: boolean;
  currency: string;
  /** Online games only (spec): the Rematch button. */
  online: boolean;
  onMenu: () => void;
  onRematch: () => void;
  /** Someone else asked for a rematch: the button accepts it. */
  rematchAsked: boolean;
  /** The game's own verdict where won/lost does not say it (chess: a draw, an abort); default: won or lost. */
  verdict?: string;
  /** Why the game ended, under the verdict (chess: 'White wins by checkmate.'). */
  reason?: string;
  /** The game's own actions beside Menu and Rematch (chess: the PGN download). */
  actions?: ReactNode;
}

/** Spec "Result dialog": Result, the ranked players (bots marked), amounts won, Menu, and Rematch online. */
export function ResultDialog({ open, onClose, rows, won, currency, online, onMenu, onRematch, rematchAsked, verdict, reason, actions }: ResultDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  return (
    <Dialog open={open} onClose={onClose} title={t("table.result.title")} className="game-result">
      <p className={`game-result__verdict ${won ? "game-result__verdict--won" : ""}`}>
        <Icon name="trophy" size={22} />
        {verdict ?? (won ? t("table.result.won") : t("table.result.lost"))}
      </p>
      {reason && <p className="game-result__reason">{reason}</p>}
      <ol className="game-result__list">
        {[...rows]
          .sort((a, b) => a.rank - b.rank)
          .map((row) => (
            <li key={row.key} className={`game-result__row ${row.isMe ? "game-result__row--me" : ""}`} style={{ "--seat": row.tint } as CSSProperties}>
              <span className="game-result__rank" aria-label={t("table.result.rank", { rank: row.rank })}>
                {row.rank}
              </span>
              <span className="game-result__avatar" aria-hidden="true">
                {row.isBot ? <BotIcon size={18} /> : <Icon name="user" size={18} />}
              </span>
              <span className="game-result__name">
                {row.name}
                {row.isMe && <YouTag />}
                <span className="game-result__sub">{row.detail}</span>
              </span>
              <span className="game-result__amount">
                {row.amount > 0 ? `+${formatCoins(row.amount, lang)}` : formatCoins(0, lang)}
                <span className="game-result__unit">{currency}</span>
              </span>
            </li>
          ))}
      </ol>
      <div className="dialog__actions game-result__actions">
        <button type="button" className="btn btn--ghost" onClick={onMenu}>
          <Icon name="menu" size={18} />
          {t("table.result.menu")}
        </button>
        {actions}
        {online && (
          <button type="button" className="btn btn--primary" onClick={onRematch}>
            <Icon name="refresh" size={18} />
            {rematchAsked ? t("table.rematch.accept") : t("table.result.rematch")}
          </button>
        )}
      </div>
    </Dialog>
  );
}
