/**
 * Your actions, when it is your turn: only the choices the server offers (actions.ts), each with what it costs. Each
 * button is reachable with Tab and has a key of its own (C, R, S, W, I, P) while the focus is not in a text field.
 * One move is sent per decision; the bar opens again when the server moves on or refuses.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../../shell/Icon";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { buttonForKey, type ActionButton, type ActionKind } from "../actions";

const ICONS: Record<ActionKind, IconName> = {
  blind: "coin",
  chaal: "coin",
  raise: "plus",
  see: "cards",
  show: "trophy",
  sideshow: "users",
  pack: "close",
};

interface ActionBarProps {
  buttons: ActionButton[];
  /** A move was sent for this decision: the buttons wait for the server. */
  waiting: boolean;
  currency: string;
  nameOf: (seat: string) => string;
  onAct: (button: ActionButton) => void;
  /** What the bar says when you have nothing to do (whose turn it is, the next hand…). */
  idle: string;
}

export function ActionBar({ buttons, waiting, currency, nameOf, onAct, idle }: ActionBarProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const latest = useRef({ buttons, waiting, onAct });
  useLayoutEffect(() => {
    latest.current = { buttons, waiting, onAct };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const { buttons: now, waiting: busy, onAct: act } = latest.current;
      const button = busy ? undefined : buttonForKey(now, event.key);
      if (!button) return;
      event.preventDefault();
      act(button);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  if (buttons.length === 0) {
    return (
      <div className="flash-actions flash-actions--idle" role="group" aria-label={t("flash.actions.label")}>
        <p className="flash-actions__idle">{idle}</p>
      </div>
    );
  }
  return (
    <div className="flash-actions" role="group" aria-label={t("flash.actions.label")} aria-describedby="flash-actions-keys" aria-busy={waiting || undefined}>
      <div className="flash-actions__row">
        {buttons.map((b) => {
          const label = b.kind === "sideshow" && b.target ? t("flash.actions.sideshowWith", { name: nameOf(b.target) }) : t(`flash.actions.${b.kind}`);
          const price = b.amount > 0 ? `${formatCoins(b.amount, lang)} ${currency}` : "";
          return (
            <button
              key={b.kind}
              type="button"
              className={`btn flash-action flash-action--${b.kind} ${b.primary ? "btn--primary" : b.danger ? "btn--danger-soft" : "btn--outline"}`}
              disabled={waiting}
              aria-keyshortcuts={b.shortcut.toUpperCase()}
              onClick={() => onAct(b)}
            >
              <Icon name={ICONS[b.kind]} size={18} />
              <span className="flash-action__text">
                <span className="flash-action__label">{label}</span>
                {price && <span className="flash-action__price">{b.allIn ? t("flash.actions.allIn", { amount: price }) : price}</span>}
              </span>
              <kbd className="flash-action__key" aria-hidden="true">
                {b.shortcut.toUpperCase()}
              </kbd>
            </button>
          );
        })}
      </div>
      <p id="flash-actions-keys" className="flash-actions__keys">
        {waiting ? t("flash.actions.sent") : t("flash.actions.keys")}
      </p>
    </div>
  );
}
