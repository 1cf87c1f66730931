import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { walletModeAtom } from "../platform/walletMode";
import { isAdmin, useProfile } from "../platform/account";
import { enterAdminModeAtom, isLoggedInAtom } from "../platform/session";
import { Icon } from "./Icon";
import { settingsOpenAtom } from "./panels";

/**
 * 'Switch to freeplay' / 'Switch to real coins' (logged in: flips the whole site between COIN and FREE coins)
 * and the admin-mode button (ADMIN users); in the top bar or the phone drawer.
 */
export function AccountActions({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data: profile } = useProfile();
  const enterAdminMode = useSetAtom(enterAdminModeAtom);
  const navigate = useNavigate();
  const [mode, setMode] = useAtom(walletModeAtom);
  if (!loggedIn) return null;
  const free = mode === "FREE";
  const label = t(free ? "freeplay.switchToReal" : "shell.switchToFreeplay");
  return (
    <>
      <button
        type="button"
        className={`btn ${free ? "btn--outline" : "btn--ghost"} account-action ${className}`}
        title={label}
        data-testid="freeplay-switch"
        onClick={() => setMode(free ? "COIN" : "FREE")}
      >
        <Icon name={free ? "coin" : "gamepad"} size={18} />
        <span className="account-action__label">{label}</span>
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
