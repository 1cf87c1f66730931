import { ADMIN_ROUTES, EXTRA_ROUTES } from "@arena/contracts";
import type { IconName } from "./Icon";

export interface MenuEntry {
  to: string;
  /** i18n key, the route table's title key. */
  label: string;
  icon: IconName;
}

/**
 * The player side menu, in the spec's order: every section, built or not (a game's section is playable once it is
 * in the game registry, games/registry.ts; the others show a page marked "coming soon" until their issue ships).
 */
export const PLAYER_MENU: readonly MenuEntry[] = [
  { to: "/", label: "nav.home", icon: "home" },
  { to: "/black-jack", label: "nav.blackjack", icon: "cards" },
  { to: "/lottery", label: "nav.lottery", icon: "ticket" },
  { to: "/derby", label: "nav.derby", icon: "horseshoe" },
  { to: "/h2h", label: "nav.h2h", icon: "swords" },
  { to: "/ludo", label: "nav.ludo", icon: "dice" },
  { to: "/chess", label: "nav.chess", icon: "pawn" },
  { to: "/jackpot", label: "nav.spin", icon: "wheel" },
  { to: "/teenpatti", label: "nav.flash", icon: "bolt" },
];

const ADMIN_ICONS: Record<string, IconName> = {
  "/admin-dashboard": "dashboard",
  "/user-management": "users",
  "/fraud-management": "shield",
  "/wallet-management": "wallet",
  "/referral-management": "gift",
  "/h2h-management": "swords",
  "/static-management": "document",
  "/admin-spin": "wheel",
  "/faq-management": "question",
  "/game-play-reminders": "bell",
  "/lottery-admin": "ticket",
  "/category-management": "folder",
  "/question-management": "list",
  "/audit-log": "clock",
  "/contact-inbox": "mail",
  "/jurisdictions": "globe",
  "/support-management": "chat",
  "/blackjack-management": "cards",
  "/derby-management": "horseshoe",
};

/**
 * The admin side menu: the spec's management pages (the add/edit forms are opened from them), then the admin area's
 * own pages (the audit log, the contact inbox).
 */
export const ADMIN_MENU: readonly MenuEntry[] = [...ADMIN_ROUTES, ...EXTRA_ROUTES.filter((route) => route.access === "admin")]
  .filter((route) => !/^\/(add|edit)-/.test(route.path))
  .map((route) => ({ to: route.path, label: route.title, icon: ADMIN_ICONS[route.path] ?? "dashboard" }));
