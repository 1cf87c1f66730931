/**
 * Your moves, while a round waits for you: only the moves the server's `legal` allows, each with the coins it adds to
 * your stake (a double or a split stakes the bet again, insurance half of it). Every button is reachable with Tab and
 * has a key of its own (H, S, D, P, I, N) while the focus is not in a text field. One move is sent per decision; the
 * bar opens again when the server moves on or refuses.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { Icon, type IconName } from "../../../shell/Icon";
import { moveForKey, type Move, type MoveButton } from "../view";

const ICONS: Record<Move, IconName> = { hit: "plus", stand: "check", double: "coin", split: "cards", insurance: "shield", noInsurance: "close" };
const PRIMARY: readonly Move[] = ["hit", "insurance"];

interface MoveBarProps {
  buttons: MoveButton[];
  waiting: boolean;
  onMove: (move: Move) => void;
  /** What the bar says when there is nothing to decide. */
  idle: string;
}

export function MoveBar({ buttons, waiting, onMove, idle }: MoveBarProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const latest = useRef({ buttons, waiting, onMove });
  useLayoutEffect(() => {
    latest.current = { buttons, waiting, onMove };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const { buttons: now, waiting: busy, onMove: move } = latest.current;
      const chosen = busy ? null : moveForKey(now, event.key);
      if (!chosen) return;
      event.preventDefault();
      move(chosen);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  if (buttons.length === 0) {
    return (
      <div className="bj-moves bj-moves--idle" role="group" aria-label={t("blackjack.moves.label")}>
        <p className="bj-moves__idle">{idle}</p>
      </div>
    );
  }
  return (
    <div className="bj-moves" role="group" aria-label={t("blackjack.moves.label")} aria-describedby="bj-moves-keys" aria-busy={waiting || undefined}>
      <div className="bj-moves__row">
        {buttons.map((b) => (
          <button
            key={b.move}
            type="button"
            className={`btn bj-move ${PRIMARY.includes(b.move) ? "btn--primary" : "btn--outline"}`}
            disabled={waiting}
            aria-keyshortcuts={b.key.toUpperCase()}
            onClick={() => onMove(b.move)}
          >
            <Icon name={ICONS[b.move]} size={18} />
            <span className="bj-move__text">
              <span className="bj-move__label">{t(`blackjack.moves.${b.move}`)}</span>
              {b.extra > 0 && <span className="bj-move__price">{t("blackjack.moves.extra", { amount: formatCoins(b.extra, lang) })}</span>}
            </span>
            <kbd className="bj-move__key" aria-hidden="true">
              {b.key.toUpperCase()}
            </kbd>
          </button>
        ))}
      </div>
      <p id="bj-moves-keys" className="bj-moves__keys">
        {waiting ? t("blackjack.moves.sent") : t("blackjack.moves.keys")}
      </p>
    </div>
  );
}
