import { STATIC_PAGE_SLUGS } from "@arena/contracts";

/** DB-IP Lite (CC BY 4.0) backs the IP-location lookup; its licence asks for a visible link. */
export const DBIP_URL = "https://db-ip.com";

export const COMMUNITY_LINKS = [
  { name: "Telegram", href: "https://t.me/coinarena_official", icon: "telegram" },
  { name: "X", href: "https://x.com/coinarena", icon: "xBrand" },
  { name: "Discord", href: "https://discord.gg/coinarena", icon: "discord" },
] as const;

/** Footer order of the static pages and their route-table title keys. */
export const STATIC_PAGE_TITLES: Record<(typeof STATIC_PAGE_SLUGS)[number], string> = {
  features: "pages.features",
  about: "pages.about",
  "how-to-play": "pages.howToPlay",
  "terms-condition": "pages.terms",
  "privacy-policy": "pages.privacyPolicy",
};
