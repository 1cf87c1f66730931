import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./i18n";
import "./styles/theme.css";
import "./styles/base.css";
import "./styles/forms.css";
import "./styles/status.css";
import "./styles/data.css";
import { App } from "./app/App";

// The spec unregisters any service worker left by an older build at start-up.
if ("serviceWorker" in navigator) {
  void navigator.serviceWorker.getRegistrations().then((registrations) => {
    for (const registration of registrations) void registration.unregister();
  });
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
