import { useAtomValue } from "jotai";
import { Toaster } from "react-hot-toast";
import { TOAST } from "@arena/contracts";
import { authPanelOpenAtom } from "./panels";
import { useMediaQuery } from "./useMediaQuery";

const base = {
  color: "var(--text)",
  background: "var(--surface-2)",
  border: "1px solid var(--border-strong)",
  borderRadius: "12px",
  boxShadow: "var(--shadow)",
  fontSize: "0.95rem",
  maxWidth: "420px",
};

/** Toasts: 5 s top-right inside the main shell, the app default of 3 s top-centre elsewhere (spec 8). */
export function ShellToaster({ main = false }: { main?: boolean }) {
  // Beside the sliding auth panel (440 px wide) rather than over its fields, where there is room for both.
  const panelOpen = useAtomValue(authPanelOpenAtom);
  const wide = useMediaQuery("(min-width: 900px)");
  const besidePanel = panelOpen && wide;
  return (
    <Toaster
      position={main || besidePanel ? "top-right" : "top-center"}
      containerStyle={besidePanel ? { top: 76, right: 456 } : { top: 76 }}
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
