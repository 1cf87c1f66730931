import { useState } from "react";
import { useAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { logout } from "../platform/session";
import { Dialog } from "./Dialog";
import { logoutConfirmOpenAtom } from "./panels";

/** Logout confirmation; the question is the spec's text. */
export function ConfirmLogout() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(logoutConfirmOpenAtom);
  const [leaving, setLeaving] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onClose={close} title={t("shell.logout")} size="small">
      <p className="confirm__question">{t("shell.logoutConfirm")}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={close}>
          {t("shell.cancel")}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          {t("shell.logout")}
        </button>
      </div>
    </Dialog>
  );
}
