import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "@arena/contracts";
import { STORAGE, readLocal, writeLocal } from "../lib/storage";
import en from "./en.json";
import es from "./es.json";
import pt from "./pt.json";
import ludoGameEn from "./ludo-game.en.json";
import ludoGameEs from "./ludo-game.es.json";
import ludoGamePt from "./ludo-game.pt.json";
import ludoMenuEn from "./ludo-menu.en.json";
import ludoMenuEs from "./ludo-menu.es.json";
import ludoMenuPt from "./ludo-menu.pt.json";

/** The Ludo screens keep their texts in files of their own, under the keys ludoMenu.* and ludoGame.*. */
const bundle = (base: object, ludoMenu: object, ludoGame: object) => ({ ...base, ludoMenu, ludoGame });

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
  void i18n.changeLanguage(lang);
}

i18n.on("languageChanged", (lang) => {
  document.documentElement.lang = currentLanguage(lang);
});

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: bundle(en, ludoMenuEn, ludoGameEn) },
    pt: { translation: bundle(pt, ludoMenuPt, ludoGamePt) },
    es: { translation: bundle(es, ludoMenuEs, ludoGameEs) },
  },
  lng: initialLanguage(),
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
