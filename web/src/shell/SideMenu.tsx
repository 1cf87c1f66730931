import { useEffect, useRef } from "react";
import { useAtom, useAtomValue } from "jotai";
import { NavLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useProfile } from "../platform/account";
import { adminModeAtom } from "../platform/session";
import { AccountActions, SettingsButton } from "./AccountActions";
import { Icon } from "./Icon";
import { LanguageSwitch } from "./LanguageSwitch";
import { LiveMonitorButton } from "./LiveMonitorButton";
import { ADMIN_MENU, PLAYER_MENU, type MenuEntry } from "./navigation";
import { sideMenuOpenAtom } from "./panels";
import { MENU_TOGGLE_ID, SIDE_MENU_ID } from "./TopBar";
import { PHONE_QUERY, useMediaQuery } from "./useMediaQuery";
import "./sidemenu.css";

/** Below this width the side menu is a drawer (matches sidemenu.css). */
const DRAWER_QUERY = "(max-width: 959.98px)";

/**
 * The side menu: the player list, or the admin list while the admin flag is set. A fixed column on wide
 * screens; a drawer on phones and tablets, toggled by the top bar's menu button.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  const adminMode = useAtomValue(adminModeAtom);
  const { data: profile } = useProfile();
  const nav = useRef<HTMLElement>(null);
  const phone = useMediaQuery(PHONE_QUERY);

  useEffect(() => {
    if (!open) return;
    if (window.matchMedia(DRAWER_QUERY).matches) nav.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById(MENU_TOGGLE_ID)?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen]);

  const close = () => setOpen(false);
  // Black Jack is opened with the user id as the URL fragment (spec section 2).
  const target = (entry: MenuEntry) =>
    entry.to === "/black-jack" && profile?._id ? { pathname: entry.to, hash: profile._id } : entry.to;
  const entries = adminMode ? ADMIN_MENU : PLAYER_MENU;

  return (
    <>
      <nav
        id={SIDE_MENU_ID}
        ref={nav}
        className={`sidemenu ${open ? "sidemenu--open" : ""}`}
        aria-label={t(adminMode ? "shell.adminNav" : "shell.playerNav")}
      >
        {adminMode && <p className="sidemenu__heading">{t("shell.adminNav")}</p>}
        <ul className="sidemenu__list">
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={target(entry)} end={entry.to === "/"} className="sidemenu__link" onClick={close}>
                <Icon name={entry.icon} className="sidemenu__icon" />
                <span>{t(entry.label)}</span>
              </NavLink>
            </li>
          ))}
          {adminMode && (
            <li>
              <LiveMonitorButton onOpen={close} />
            </li>
          )}
        </ul>
        {adminMode && (
          <NavLink to="/" className="sidemenu__link sidemenu__exit" onClick={close}>
            <Icon name="back" className="sidemenu__icon" />
            <span>{t("shell.playerMode")}</span>
          </NavLink>
        )}
        {phone && (
          <div
            className="sidemenu__prefs"
            onClick={(event) => {
              // Settings, freeplay and admin mode leave the drawer behind; the language select keeps it open.
              if ((event.target as HTMLElement).closest("button")) close();
            }}
          >
            <AccountActions />
            <div className="sidemenu__pref-row">
              <LanguageSwitch />
              <SettingsButton />
            </div>
          </div>
        )}
      </nav>
      {open && <div className="sidemenu__scrim" aria-hidden="true" onClick={close} />}
    </>
  );
}
