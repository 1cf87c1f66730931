import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "@arena/contracts";
import { STORAGE, readLocal, writeLocal } from "../lib/storage";
import en from "./en.json";
import ludoGameEn from "./ludo-game.en.json";
import ludoMenuEn from "./ludo-menu.en.json";

/** The Ludo screens keep their texts in files of their own, under the keys ludoMenu.* and ludoGame.*. */
const bundle = (base: object, ludoMenu: object, ludoGame: object) => ({ ...base, ludoMenu, ludoGame });

type Json = { default: object };
const join = ([base, ludoMenu, ludoGame]: [Json, Json, Json]) => bundle(base.default, ludoMenu.default, ludoGame.default);
/**
 * English is in the first download (it is every text's fallback); Portuguese and Spanish load when they are the
 * player's language, before the first render (see `languageReady`) or when the player switches to one.
 */
const LOADERS: Record<Exclude<Language, "en">, () => Promise<object>> = {
  pt: () => Promise.all([import("./pt.json"), import("./ludo-menu.pt.json"), import("./ludo-game.pt.json")]).then(join),
  es: () => Promise.all([import("./es.json"), import("./ludo-menu.es.json"), import("./ludo-game.es.json")]).then(join),
};

/** Makes a language's texts available (at once for English or a language loaded already). */
function loadLanguage(lang: Language): Promise<void> {
  if (lang === "en" || i18n.hasResourceBundle(lang, "translation")) return Promise.resolve();
  return LOADERS[lang]().then((texts) => {
    i18n.addResourceBundle(lang, "translation", texts, true, true);
  });
}

export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", pt: "Português", es: "Español" };

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The stored choice, else the browser's language when we have it, else English. */
function initialLanguage(): Language {
  const stored = readLocal(STORAGE.language);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === "undefined" ? "" : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : "en";
}

export function currentLanguage(language: string | undefined): Language {
  const short = language?.slice(0, 2);
  return isLanguage(short) ? short : "en";
}

export function changeLanguage(lang: Language): void {
  writeLocal(STORAGE.language, lang);
  // Switched once its texts are here; if they cannot be fetched (offline) the page stays in its language.
  loadLanguage(lang).then(
    () => void i18n.changeLanguage(lang),
    () => undefined,
  );
}

const startLanguage = initialLanguage();

i18n.on("languageChanged", (lang) => {
  document.documentElement.lang = currentLanguage(lang);
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: bundle(en, ludoMenuEn, ludoGameEn) } },
  lng: startLanguage,
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Settles when the start language's texts are loaded (at once for English); main.tsx renders after it, so a
 * Portuguese or Spanish player never sees English first. If they cannot be fetched the app renders in English.
 */
export const languageReady: Promise<void> = loadLanguage(startLanguage).catch(() => {
  void i18n.changeLanguage("en");
});

export default i18n;
