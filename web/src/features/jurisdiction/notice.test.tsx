import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { NoticeBanner } from "./NoticeBanner";
import en from "./locales/jurisdiction.en.json";
import es from "./locales/jurisdiction.es.json";
import pt from "./locales/jurisdiction.pt.json";
import { countryIn, noticeFor, noticeText } from "./notice";

const INDIA = { countryCode: "IN", country: "India" };

describe("the jurisdiction notice", () => {
  it("says nothing where everything is allowed, or before the answer", () => {
    expect(noticeFor(undefined, "COIN", "deposit")).toBe("none");
    expect(noticeFor({ status: "allowed" }, "COIN", "deposit")).toBe("none");
    expect(noticeFor({ status: "allowed" }, "COIN", "menu")).toBe("none");
  });

  it("tells a play-money country on the deposit form, and on a game menu while the site shows real coins", () => {
    expect(noticeFor({ status: "play_money" }, "COIN", "deposit")).toBe("playMoney");
    expect(noticeFor({ status: "play_money" }, "FREE", "deposit")).toBe("playMoney");
    expect(noticeFor({ status: "play_money" }, "COIN", "menu")).toBe("playMoney");
    // In freeplay a menu's tables are free-coin ones: nothing to warn about.
    expect(noticeFor({ status: "play_money" }, "FREE", "menu")).toBe("none");
  });

  it("tells a blocked country everywhere it is placed", () => {
    for (const currency of ["COIN", "FREE"] as const) {
      expect(noticeFor({ status: "blocked" }, currency, "menu")).toBe("blocked");
      expect(noticeFor({ status: "blocked" }, currency, "deposit")).toBe("blocked");
    }
  });

  it("names the country in the player's language, else as the server does", () => {
    expect(countryIn(INDIA, "en")).toBe("India");
    expect(countryIn(INDIA, "pt")).toBe("Índia");
    expect(countryIn({ countryCode: "unknown", country: "unknown" }, "pt")).toBe("unknown");
  });

  it("has the same sentences, with the country, in English, Portuguese and Spanish", () => {
    const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v).map((s) => `${k}.${s}`) : [k]));
    expect(keys(pt)).toEqual(keys(en));
    expect(keys(es)).toEqual(keys(en));
    for (const pack of [en, pt, es]) {
      expect(pack.playMoney.menu).toContain("{{country}}");
      expect(pack.playMoney.deposit).toContain("{{country}}");
      expect(pack.blocked.title).toContain("{{country}}");
    }
    expect(noticeText("playMoney", "menu")).toBe("jurisdiction.playMoney.menu");
    expect(noticeText("blocked", "deposit")).toBe("jurisdiction.blocked.title");
  });

  it("shows the player's own words by status, with the switch to free coins only for play money", async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: "pt", fallbackLng: "en", showSupportNotice: false, resources: { pt: { translation: { jurisdiction: pt } }, en: { translation: { jurisdiction: en } } } });
    const render = (kind: "playMoney" | "blocked", place: "menu" | "deposit") =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <NoticeBanner kind={kind} place={place} country="Índia" onFreeCoins={() => undefined} />
        </I18nextProvider>,
      );
    const menu = render("playMoney", "menu");
    expect(menu).toContain("Jogos com moedas reais não estão disponíveis em Índia: você pode jogar com moedas grátis.");
    expect(menu).toContain(">Jogar com moedas grátis</button>");
    expect(menu).toContain('aria-label="De onde você está jogando"');
    expect(render("playMoney", "deposit")).toContain("Depósitos não estão disponíveis em Índia");
    const blocked = render("blocked", "menu");
    expect(blocked).toContain("A Coin Arena não está disponível em Índia");
    expect(blocked).not.toContain("<button");
  });
});
