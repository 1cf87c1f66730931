/**
 * The bet, between rounds: the table's steps (the admin's list, as the server offers it) as chips to choose from, and
 * Deal, which sends the bet: the server holds it from the wallet and deals at once. The chosen step is kept for the next
 * round while it is offered. B deals with the focus outside a text field.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { Icon } from "../../../shell/Icon";
import { ChoiceChips } from "../../table/ChoiceChips";

interface BetPanelProps {
  steps: number[];
  bet: number | null;
  onChoose: (bet: number) => void;
  onDeal: () => void;
  disabled: boolean;
  waiting: boolean;
}

export function BetPanel({ steps, bet, onChoose, onDeal, disabled, waiting }: BetPanelProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const canDeal = bet !== null && !disabled && !waiting;
  const latest = useRef({ canDeal, onDeal });
  useLayoutEffect(() => {
    latest.current = { canDeal, onDeal };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "b" || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) && (target as HTMLInputElement).type !== "radio")) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (!latest.current.canDeal) return;
      event.preventDefault();
      latest.current.onDeal();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section className="bj-bet" aria-labelledby="bj-bet-title" aria-busy={waiting || undefined}>
      <h2 id="bj-bet-title" className="visually-hidden">
        {t("blackjack.bet.title")}
      </h2>
      {steps.length === 0 ? (
        <p className="bj-bet__none">{t("blackjack.bet.none")}</p>
      ) : (
        <ChoiceChips
          legend={t("blackjack.bet.legend")}
          value={bet ?? -1}
          options={steps.map((step) => ({ value: step, label: formatCoins(step, lang) }))}
          onChange={onChoose}
          disabled={disabled || waiting}
          hint={t("blackjack.bet.hint")}
        />
      )}
      <button type="button" className="btn btn--primary btn--large bj-bet__deal" disabled={!canDeal} aria-keyshortcuts="B" onClick={onDeal}>
        <Icon name="cards" size={20} />
        {bet === null ? t("blackjack.bet.deal") : t("blackjack.bet.dealAmount", { amount: formatCoins(bet, lang) })}
        <kbd className="bj-move__key" aria-hidden="true">
          B
        </kbd>
      </button>
    </section>
  );
}
