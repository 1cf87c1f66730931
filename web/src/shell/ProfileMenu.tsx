import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useProfile, type UserProfile } from "../platform/account";
import { Icon } from "./Icon";
import { logoutConfirmOpenAtom } from "./panels";

function initials(profile: UserProfile | undefined): string {
  const name = profile?.fullName || profile?.userName || profile?.email || "";
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts.slice(0, 2).map((part) => part[0]?.toUpperCase() ?? "").join("");
}

/** Avatar button with a menu: My Profile, Referral (the player's code, referrals and earnings) and Logout (which asks for confirmation). */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const navigate = useNavigate();
  const openLogoutConfirm = useSetAtom(logoutConfirmOpenAtom);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") close(true);
    else if (event.key === "Tab") setOpen(false);
    else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  const name = profile?.fullName || profile?.userName || t("shell.account");
  return (
    <div className="profile-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="profile-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The initials it shows come first in its name, as a speech-input user reads them (WCAG 2.5.3).
        aria-label={[profile?.profilePic ? "" : initials(profile), t("shell.accountMenu")].filter(Boolean).join(" ")}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {profile?.profilePic ? (
          <img className="avatar" src={profile.profilePic} alt="" />
        ) : (
          <span className="avatar avatar--initials" aria-hidden="true">
            {initials(profile) || <Icon name="user" size={18} />}
          </span>
        )}
        <Icon name="chevronDown" size={16} className="profile-menu__chevron" />
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={t("shell.accountMenu")} className="profile-menu__list" onKeyDown={onMenuKeyDown}>
          <div className="profile-menu__who" aria-hidden="true">
            <strong>{name}</strong>
            {profile?.email && <span>{profile.email}</span>}
          </div>
          <button
            type="button"
            role="menuitem"
            className="profile-menu__item"
            onClick={() => {
              close(false);
              navigate("/my-profile");
            }}
          >
            <Icon name="user" size={18} />
            {t("pages.myProfile")}
          </button>
          <button
            type="button"
            role="menuitem"
            className="profile-menu__item"
            onClick={() => {
              close(false);
              navigate("/referral");
            }}
          >
            <Icon name="gift" size={18} />
            {t("pages.referral")}
          </button>
          <button
            type="button"
            role="menuitem"
            className="profile-menu__item profile-menu__item--danger"
            onClick={() => {
              close(true);
              openLogoutConfirm(true);
            }}
          >
            <Icon name="logout" size={18} />
            {t("shell.logout")}
          </button>
        </div>
      )}
    </div>
  );
}
