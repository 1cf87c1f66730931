import { useAtomValue, useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { isAdmin, useProfile } from "../features/session/account";
import { enterAdminModeAtom, isLoggedInAtom } from "../features/session/session";
import { Icon } from "./Icon";
import { FREEPLAY_URL } from "./links";
import { settingsOpenAtom } from "./panels";

/** 'Switch to freeplay' (logged in) and the admin-mode button (ADMIN users); in the top bar or the phone drawer. */
export function AccountActions({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data: profile } = useProfile();
  const enterAdminMode = useSetAtom(enterAdminModeAtom);
  const navigate = useNavigate();
  if (!loggedIn) return null;
  return (
    <>
      <button
        type="button"
        className={`btn btn--ghost account-action ${className}`}
        title={t("shell.switchToFreeplay")}
        onClick={() => window.location.assign(FREEPLAY_URL)}
      >
        <Icon name="compass" size={18} />
        <span className="account-action__label">{t("shell.switchToFreeplay")}</span>
      </button>
      {isAdmin(profile) && (
        <button
          type="button"
          className={`btn btn--outline account-action ${className}`}
          title={t("shell.adminMode")}
          onClick={() => {
            enterAdminMode();
            navigate("/admin-dashboard");
          }}
        >
          <Icon name="shield" size={18} />
          <span className="account-action__label">{t("shell.adminMode")}</span>
        </button>
      )}
    </>
  );
}

export function SettingsButton({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const openSettings = useSetAtom(settingsOpenAtom);
  return (
    <button type="button" className={`icon-btn ${className}`} aria-label={t("settings.title")} onClick={() => openSettings(true)}>
      <Icon name="gear" />
    </button>
  );
}
