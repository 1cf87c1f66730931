// First: it configures zod before any schema is created.
import "./lib/noEval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { languageReady } from "./i18n";
import "./styles/theme.css";
import "./styles/base.css";
import "./styles/forms.css";
import "./styles/status.css";
import "./styles/data.css";
import { App } from "./app/App";

// The spec disables console logging in production. The build drops the app's own console calls (vite.config.ts);
// this silences what libraries still log (a Colyseus warning, React's error callbacks) in the built app.
if (import.meta.env.PROD) {
  for (const method of ["log", "info", "debug", "warn", "error", "trace"] as const) console[method] = () => undefined;
}

// The spec unregisters any service worker left by an older build at start-up.
if ("serviceWorker" in navigator) {
  void navigator.serviceWorker.getRegistrations().then((registrations) => {
    for (const registration of registrations) void registration.unregister();
  });
}

// After the player's language's texts are here: at once for English, one small download for Portuguese or Spanish.
void languageReady.then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
