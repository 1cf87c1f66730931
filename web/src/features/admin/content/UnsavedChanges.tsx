import { useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../shell/Dialog";

/**
 * Asks before leaving a form with changes not saved: a move inside the app (a link, another page or language of the
 * editor) waits for "Leave" or "Stay"; closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChanges({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  if (blocker.state !== "blocked") return null;
  return (
    <Dialog open onClose={() => blocker.reset()} title={t("adminContent.unsaved.title")} size="small">
      <p className="confirm__question">{t("adminContent.unsaved.text")}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={() => blocker.reset()}>
          {t("adminContent.unsaved.stay")}
        </button>
        <button type="button" className="btn btn--danger" onClick={() => blocker.proceed()}>
          {t("adminContent.unsaved.leave")}
        </button>
      </div>
    </Dialog>
  );
}
