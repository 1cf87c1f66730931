import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";
import "./dialog.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** centre: modal card; panel: modal sheet sliding in from the right; corner: small non-modal panel. */
  variant?: "centre" | "panel" | "corner";
  size?: "small" | "medium";
  className?: string;
}

/**
 * The one dialog of the shell: role="dialog" with a labelled title, focus moved in on open and back on
 * close, Tab kept inside while modal, Escape and the backdrop close it.
 */
export function Dialog({ open, onClose, title, children, variant = "centre", size = "medium", className }: DialogProps) {
  if (!open) return null;
  return createPortal(
    <DialogFrame onClose={onClose} title={title} variant={variant} size={size} className={className}>
      {children}
    </DialogFrame>,
    document.body,
  );
}

function DialogFrame({ onClose, title, children, variant, size, className }: Omit<DialogProps, "open">) {
  const { t } = useTranslation();
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const modal = variant !== "corner";

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = frame.current;
    // A form's first field or the first action; a dialog with only links is focused itself.
    const first = node?.querySelector<HTMLElement>(
      ".dialog__body :is(input, select, textarea, button):not([disabled])",
    );
    (first ?? node)?.focus();
    const lockScroll = modal && document.body.style.overflow !== "hidden";
    if (lockScroll) document.body.style.overflow = "hidden";
    return () => {
      if (lockScroll) document.body.style.overflow = "";
      if (opener?.isConnected) opener.focus();
    };
  }, [modal]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !modal || !frame.current) return;
    const items = [...frame.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <div
      ref={frame}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`dialog dialog--${variant} dialog--${size} ${className ?? ""}`}
      onKeyDown={onKeyDown}
    >
      <header className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-btn dialog__close" aria-label={t("shell.close")} onClick={onClose}>
          <Icon name="close" />
        </button>
      </header>
      <div className="dialog__body">{children}</div>
    </div>
  );

  if (!modal) return dialog;
  return (
    <div
      className={`dialog-backdrop dialog-backdrop--${variant}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {dialog}
    </div>
  );
}
