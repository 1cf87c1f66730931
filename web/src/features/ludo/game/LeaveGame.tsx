import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import "./LeaveGame.css";

interface LeaveGameProps {
  /** While the game runs leaving forfeits it; before the start or after the end it only closes the table. */
  live: boolean;
  /** A table with an entry fee: leaving a running game forfeits it. */
  paid: boolean;
  onLeave: () => Promise<void>;
}

/** The 'Leave game' action with its confirmation. */
export function LeaveGame({ live, paid, onLeave }: LeaveGameProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void onLeave().finally(() => setBusy(false));
  };
  return (
    <>
      <button type="button" className="btn btn--ghost ludo-bar__leave" onClick={() => setOpen(true)}>
        <Icon name="logout" size={18} />
        <span className="ludo-bar__leave-text">{t("ludoGame.leave.button")}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("ludoGame.leave.title")} size="small">
        <p className="confirm__question">{live ? t(paid ? "ludoGame.leave.forfeit" : "ludoGame.leave.forfeitFree") : t("ludoGame.leave.question")}</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
            {t("ludoGame.leave.stay")}
          </button>
          <button type="button" className="btn btn--danger" onClick={confirm} disabled={busy}>
            {t("ludoGame.leave.confirm")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
