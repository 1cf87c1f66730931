import { useEffect, useState } from "react";

/** Space kept between a dialog's header and the first toast below it. */
const GAP = 8;
/** react-hot-toast's inset of its container from the viewport's edges. */
const EDGE = 16;

export interface ToastColumn {
  /** The toaster's top (px from the viewport's top) when no dialog is in the way. */
  top: number;
  /** Where the toasts sit across: against the right edge (top-right) or centred (top-center). */
  align: "right" | "center";
  /** The toaster's inset from the right edge (its inset from the left edge is react-hot-toast's 16 px). */
  right: number;
  /** The widest a toast gets (its maxWidth). */
  maxWidth: number;
  /** How tall the toasts on screen are together, gaps included. */
  stackHeight: number;
}

/**
 * The top the toaster needs so that no toast covers an open dialog's title or close button: when the header of a
 * shell dialog (`.dialog__header`) lies across the toasts' column and within the band the toast stack would take
 * at `top`, the toasts move down to just below that header. The spec's positions stay (top-right in the main
 * shell, top-centre elsewhere); only the offset from the top changes while such a dialog is open.
 *
 * Follows dialogs opening and closing (they are portalled into <body>), a dialog changing size (a centred one moves
 * as it grows), its entry animation ending, and the window resizing.
 */
export function useDialogClearance(column: ToastColumn): number {
  const { top, align, right, maxWidth, stackHeight } = column;
  const [clearTop, setClearTop] = useState(top);

  useEffect(() => {
    const measure = () => {
      const vw = window.innerWidth;
      const width = Math.max(0, Math.min(maxWidth, vw - right - EDGE));
      const left = align === "right" ? vw - right - width : EDGE + (vw - right - EDGE - width) / 2;
      const across = { left, right: left + width };
      const headers = [...document.querySelectorAll<HTMLElement>(".dialog .dialog__header")]
        .map((header) => header.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0 && r.right > across.left && r.left < across.right)
        .sort((a, b) => a.top - b.top);
      let next = top;
      for (const r of headers) {
        // A header above the toasts or below the whole stack is not in the way.
        if (r.bottom <= next || r.top >= next + stackHeight) continue;
        next = Math.ceil(r.bottom + GAP);
      }
      setClearTop(next);
    };

    measure();
    const sizes = new ResizeObserver(measure);
    const watchDialogs = () => {
      sizes.disconnect();
      for (const dialog of document.querySelectorAll(".dialog")) sizes.observe(dialog);
      measure();
    };
    watchDialogs();
    // Dialogs are portalled straight into <body>: watching its children sees each one open and close.
    const mounts = new MutationObserver(watchDialogs);
    mounts.observe(document.body, { childList: true });
    const onAnimationEnd = (event: AnimationEvent) => {
      if (event.target instanceof Element && event.target.classList.contains("dialog")) measure();
    };
    document.addEventListener("animationend", onAnimationEnd, true);
    window.addEventListener("resize", measure);
    return () => {
      sizes.disconnect();
      mounts.disconnect();
      document.removeEventListener("animationend", onAnimationEnd, true);
      window.removeEventListener("resize", measure);
    };
  }, [top, align, right, maxWidth, stackHeight]);

  return clearTop;
}
