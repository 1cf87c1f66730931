import { useAtomValue } from "jotai";
import { Toaster, useToasterStore } from "react-hot-toast";
import { TOAST } from "@arena/contracts";
import { authPanelOpenAtom } from "./panels";
import { useDialogClearance } from "./useDialogClearance";
import { useMediaQuery } from "./useMediaQuery";

/** The toaster's distance from the top (below the top bar) and from the edges (react-hot-toast's default inset). */
const TOP = 76;
const INSET = 16;
const MAX_WIDTH = 420;
/** Room kept for one toast (its height and the gap to the next) before any has been measured. */
const ONE_TOAST = 64;

const base = {
  color: "var(--text)",
  background: "var(--surface-2)",
  border: "1px solid var(--border-strong)",
  borderRadius: "12px",
  boxShadow: "var(--shadow)",
  fontSize: "0.95rem",
  maxWidth: `${MAX_WIDTH}px`,
};

/** Toasts: 5 s top-right inside the main shell, the app default of 3 s top-centre elsewhere (spec 8). */
export function ShellToaster({ main = false }: { main?: boolean }) {
  // Beside the sliding auth panel (440 px wide) rather than over its fields, where there is room for both.
  const panelOpen = useAtomValue(authPanelOpenAtom);
  const wide = useMediaQuery("(min-width: 900px)");
  const besidePanel = panelOpen && wide;
  const right = main || besidePanel;
  // Never over an open dialog's title or close button: below its header when it lies where the toasts would.
  const { toasts } = useToasterStore();
  const stackHeight = toasts.filter((t) => t.visible).reduce((sum, t) => sum + (t.height ?? ONE_TOAST) + 8, 0);
  const top = useDialogClearance({
    top: TOP,
    align: right ? "right" : "center",
    right: besidePanel ? 456 : INSET,
    maxWidth: MAX_WIDTH,
    stackHeight: Math.max(ONE_TOAST, stackHeight),
  });
  return (
    <Toaster
      position={right ? "top-right" : "top-center"}
      containerStyle={besidePanel ? { top, right: 456 } : { top }}
      toastOptions={{
        duration: main ? TOAST.shellDurationMs : TOAST.defaultDurationMs,
        style: base,
        success: {
          style: { ...base, background: "var(--success-bg)", border: "1px solid var(--success)" },
          iconTheme: { primary: "#2fd38a", secondary: "#06241a" },
        },
        error: {
          style: { ...base, background: "var(--danger-bg)", border: "1px solid var(--danger)" },
          iconTheme: { primary: "#ff5470", secondary: "#2a0710" },
        },
      }}
    />
  );
}
