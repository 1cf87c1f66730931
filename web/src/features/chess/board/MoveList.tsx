/**
 * The moves so far in SAN, numbered in pairs ("1. e4 e5"), as an ordered list a screen reader can walk. It keeps the
 * current move in view (the latest, unless the page points at another with `currentPly`), scrolling itself only, never
 * the page.
 */
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { movePairs } from "./moveRows";
import "./MoveList.css";

export interface MoveListProps {
  moves: readonly string[];
  /** The ply shown on the board (1 = White's first move); the latest when left out. */
  currentPly?: number;
}

export function MoveList({ moves, currentPly }: MoveListProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const current = currentPly ?? moves.length;
  useLayoutEffect(() => {
    const scroller = box.current;
    const item = scroller?.querySelector<HTMLElement>("[aria-current='step']");
    if (!scroller) return;
    if (!item) {
      scroller.scrollTop = 0;
      scroller.scrollLeft = 0;
      return;
    }
    // Scroll the list's own box (scrollIntoView would move the whole page on a phone).
    const boxRect = scroller.getBoundingClientRect();
    const itemRect = item.getBoundingClientRect();
    const below = itemRect.bottom - boxRect.bottom;
    const above = boxRect.top - itemRect.top;
    if (below > 0) scroller.scrollTop += below;
    else if (above > 0) scroller.scrollTop -= above;
    const right = itemRect.right - boxRect.right;
    const left = boxRect.left - itemRect.left;
    if (right > 0) scroller.scrollLeft += right;
    else if (left > 0) scroller.scrollLeft -= left;
  }, [moves.length, current]);

  return (
    <div ref={box} className="move-list" tabIndex={0} role="region" aria-label={t("chessBoard.moves.title")}>
      {moves.length === 0 ? (
        <p className="move-list__empty">{t("chessBoard.moves.none")}</p>
      ) : (
        // role="list": Safari drops list semantics from a list without bullets.
        <ol className="move-list__rows" role="list">
          {movePairs(moves).map((pair) => (
            <li key={pair.number} className="move-list__row">
              <span className="move-list__number">{pair.number}.</span>
              {pair.plies.map((ply) => (
                <span key={ply.ply} className="move-list__ply" aria-current={ply.ply === current ? "step" : undefined}>
                  {ply.san}
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
