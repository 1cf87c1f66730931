import { useEffect, useLayoutEffect, useRef } from "react";

/** R rolls, 1–4 move a token, unless typing in a field or a dialog is open. */
export function useKeyboardShortcuts(roll: () => void, move: (token: number) => void): void {
  const actions = useRef({ roll, move });
  useLayoutEffect(() => {
    actions.current = { roll, move };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      if (document.querySelector("[role='dialog'][aria-modal='true']")) return;
      if (event.key === "r" || event.key === "R") actions.current.roll();
      else if (/^[1-4]$/.test(event.key)) actions.current.move(Number(event.key) - 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
