import { useAtom } from "jotai";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Dialog } from "./Dialog";
import { Icon } from "./Icon";
import { authPanelOpenAtom } from "./panels";

/** The sliding sign-in panel. Accounts come in the next issue; until then it says so plainly. */
export function AuthPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(authPanelOpenAtom);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t("auth.title")} variant="panel">
      <div className="placeholder-note">
        <span className="placeholder-note__icon">
          <Icon name="lock" size={28} />
        </span>
        <span className="badge badge--soon">{t("shell.comingSoonBadge")}</span>
        <p className="placeholder-note__title">{t("auth.notAvailable")}</p>
        <p className="placeholder-note__text">{t("auth.notAvailableText")}</p>
      </div>
      <p className="auth-panel__legal">
        {t("auth.legal")}{" "}
        <Link to="/terms-condition" target="_blank" rel="noopener">
          {t("pages.terms")}
        </Link>{" "}
        ·{" "}
        <Link to="/privacy-policy" target="_blank" rel="noopener">
          {t("pages.privacyPolicy")}
        </Link>
      </p>
    </Dialog>
  );
}
