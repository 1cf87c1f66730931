import type { JurisdictionView, WalletCurrency } from "@arena/contracts";

/**
 * What the player is told about where they play from (GET user/jurisdiction), before they try to pay: pure, so the
 * rule is tested apart from the component.
 */

/** deposit: the wallet's deposit form (always real coins); menu: a game menu's coin choices (in the site's coins). */
export type NoticePlace = "deposit" | "menu";
export type NoticeKind = "none" | "playMoney" | "blocked";

/**
 * blocked: the page says so wherever it is placed. play money: the deposit form says so, and a game menu says so while
 * the site shows real coins (in freeplay its tables are free-coin ones already). Allowed, or not known yet: nothing.
 */
export function noticeFor(view: Pick<JurisdictionView, "status"> | undefined, currency: WalletCurrency, place: NoticePlace): NoticeKind {
  if (!view) return "none";
  if (view.status === "blocked") return "blocked";
  if (view.status === "play_money" && (place === "deposit" || currency === "COIN")) return "playMoney";
  return "none";
}

/** The country in the player's language ("Índia" in pt), else the server's English name. */
export function countryIn(view: Pick<JurisdictionView, "countryCode" | "country">, lang: string): string {
  if (/^[A-Z]{2}$/.test(view.countryCode)) {
    try {
      const name = new Intl.DisplayNames([lang], { type: "region" }).of(view.countryCode);
      if (name && name !== view.countryCode) return name;
    } catch {
      // An old browser without region names: the server's.
    }
  }
  return view.country;
}

/** The key of the notice's sentence (jurisdiction.*). */
export function noticeText(kind: Exclude<NoticeKind, "none">, place: NoticePlace): string {
  return kind === "blocked" ? "jurisdiction.blocked.title" : `jurisdiction.playMoney.${place}`;
}
