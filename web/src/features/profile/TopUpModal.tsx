import { useTranslation } from "react-i18next";
import { Dialog } from "../../shell/Dialog";
import { Icon } from "../../shell/Icon";

/** /my-profile?showModal=true: top-up for players with too little balance. Deposits come with the wallet issue. */
export function TopUpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("topUp.title")} size="small">
      <div className="placeholder-note">
        <span className="placeholder-note__icon">
          <Icon name="coin" size={28} />
        </span>
        <span className="badge badge--soon">{t("shell.comingSoonBadge")}</span>
        <p className="placeholder-note__title">{t("topUp.notAvailable")}</p>
        <p className="placeholder-note__text">{t("topUp.text")}</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t("shell.close")}
        </button>
      </div>
    </Dialog>
  );
}
