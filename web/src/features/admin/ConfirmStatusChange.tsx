import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, type AdminUser } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { Dialog } from "../../shell/Dialog";

export interface StatusChange {
  user: AdminUser;
  action: "block" | "unblock";
}

/** Asks before blocking (the user's sessions end at once) or unblocking. */
export function ConfirmStatusChange({ change, onClose, onDone }: { change: StatusChange | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  if (!change) return null;
  const { user, action } = change;
  const name = user.fullName || user.userName;

  const confirm = async () => {
    setSending(true);
    const answer = await request(action === "block" ? API.blockUser : API.unblockUser, {
      method: "POST",
      body: { _id: user._id },
    });
    setSending(false);
    if (answer.responseCode !== 200) {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      return;
    }
    toast.success(answer.responseMessage);
    onClose();
    onDone();
  };

  return (
    <Dialog open onClose={onClose} title={t(action === "block" ? "users.blockTitle" : "users.unblockTitle")} size="small">
      <p className="confirm__question">{t(action === "block" ? "users.blockQuestion" : "users.unblockQuestion", { name })}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t("shell.cancel")}
        </button>
        <button
          type="button"
          className={`btn ${action === "block" ? "btn--danger" : "btn--primary"}`}
          disabled={sending}
          onClick={() => void confirm()}
        >
          {t(action === "block" ? "users.block" : "users.unblock")}
        </button>
      </div>
    </Dialog>
  );
}
