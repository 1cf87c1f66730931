/**
 * The words over the table, at the canvas's points: the dealer's total (the up card's alone while the hole card is
 * down), and each hand's total, stake and, once the round is over, its outcome and what it paid; the hand to play is
 * marked. Each label names its cards for screen readers (the canvas is only a picture).
 */
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { BlackjackRoomView } from "@arena/contracts";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { cardsInWords } from "../cards";
import type { TableLayout } from "../table/geometry";
import { handNet, isActiveHand, totalKey } from "../view";

const at = (layout: TableLayout, x: number, y: number): CSSProperties => ({ left: `${(x / layout.width) * 100}%`, top: `${(y / layout.height) * 100}%` });

/** "18", "soft 17", "bust (24)" in the player's language. */
export function useTotalWords() {
  const { t } = useTranslation();
  return (total: number, soft: boolean) => {
    const k = totalKey(total, soft);
    return t(`blackjack.total.${k.key}`, { total: k.total });
  };
}

export function HandLabels({ layout, view }: { layout: TableLayout; view: BlackjackRoomView }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const totalWords = useTotalWords();
  const over = view.phase === "over";
  const many = view.hands.length > 1;
  return (
    <ul className="bj-labels" aria-label={t("blackjack.table.cardsOnTable")}>
      {view.dealer.length > 0 && (
        <li className="bj-label bj-label--dealer" style={at(layout, layout.dealerLabel.x, layout.dealerLabel.y)}>
          <span className="bj-label__name">{t("blackjack.table.dealer")}</span>
          <span className="bj-label__total">{totalWords(view.dealerTotal, false)}</span>
          <span className="visually-hidden">: {cardsInWords(view.dealer, t)}</span>
        </li>
      )}
      {view.hands.map((hand, i) => {
        const slot = layout.hands[Math.min(i, layout.hands.length - 1)]!;
        const active = isActiveHand(view, i);
        const outcome = over && hand.outcome ? hand.outcome : null;
        const net = handNet(hand);
        return (
          <li
            key={i}
            className={`bj-label ${active ? "bj-label--active" : ""} ${outcome ? `bj-label--${outcome}` : ""}`}
            style={at(layout, slot.label.x, slot.label.y)}
            aria-current={active ? "true" : undefined}
          >
            <span className="bj-label__name">
              {many ? t("blackjack.table.handN", { n: i + 1 }) : t("blackjack.table.yourHand")}
              {active && <span className="visually-hidden"> ({t("blackjack.table.toPlay")})</span>}
            </span>
            <span className="bj-label__total">{totalWords(hand.total, hand.soft)}</span>
            <span className="bj-label__stake">
              {formatCoins(hand.bet, lang)}
              {hand.doubled && ` · ${t("blackjack.table.doubled")}`}
            </span>
            {outcome && (
              <span className={`bj-badge bj-badge--${outcome}`}>
                {t(`blackjack.outcome.${outcome}`)} {net !== 0 && `${net > 0 ? "+" : "−"}${formatCoins(Math.abs(net), lang)}`}
              </span>
            )}
            <span className="visually-hidden">: {cardsInWords(hand.cards, t)}</span>
          </li>
        );
      })}
    </ul>
  );
}
