import { useContext } from "react";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { isFreeplayAtom } from "../platform/walletMode";
import { isLoggedInAtom } from "../platform/session";
import { AccountActions, SettingsButton } from "./AccountActions";
import { Icon } from "./Icon";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { ProfileMenu } from "./ProfileMenu";
import { PHONE_QUERY, useMediaQuery } from "./useMediaQuery";
import { WalletBalance } from "./WalletBalance";
import { authPanelOpenAtom, sideMenuOpenAtom } from "./panels";
import { TopBarBell } from "./topBarSlots";
import "./topbar.css";

export const SIDE_MENU_ID = "side-menu";
export const MENU_TOGGLE_ID = "side-menu-toggle";

export function TopBar() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const freeplay = useAtomValue(isFreeplayAtom) && loggedIn;
  const [menuOpen, setMenuOpen] = useAtom(sideMenuOpenAtom);
  const openAuth = useSetAtom(authPanelOpenAtom);
  // On phones these live in the drawer instead; rendering them once keeps each control unique on the page.
  const phone = useMediaQuery(PHONE_QUERY);
  const bell = useContext(TopBarBell);

  return (
    <header className={`topbar ${freeplay ? "topbar--free" : ""}`}>
      <button
        id={MENU_TOGGLE_ID}
        type="button"
        className="icon-btn topbar__burger"
        aria-label={t(menuOpen ? "shell.closeMenu" : "shell.openMenu")}
        aria-expanded={menuOpen}
        aria-controls={SIDE_MENU_ID}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <Icon name={menuOpen ? "close" : "menu"} />
      </button>
      <Logo />
      <div className="topbar__actions">
        {!phone && (
          <>
            <AccountActions className="topbar__account-action" />
            <LanguageSwitch />
            <SettingsButton />
          </>
        )}
        {loggedIn ? (
          <>
            <WalletBalance />
            {bell}
            <ProfileMenu />
          </>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => openAuth(true)}>
            {t("shell.login")}
          </button>
        )}
      </div>
    </header>
  );
}
