import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "@arena/contracts";
import { STORAGE, readLocal, writeLocal } from "../lib/storage";
import en from "./en.json";
import type { TextPack } from "./packs";

export type { TextPack } from "./packs";

/**
 * The shell's texts. English is in the first download (it is every text's fallback); Portuguese and Spanish load
 * when they are the player's language, before the first render (see `languageReady`) or when the player switches to
 * one. A feature's own texts (a game's) come in packs loaded with its screens (`loadTexts`).
 */
const LOADERS: Record<Exclude<Language, "en">, () => Promise<object>> = {
  pt: () => import("./pt.json").then((m) => m.default),
  es: () => import("./es.json").then((m) => m.default),
};

const add = (lang: Language, texts: object) => void i18n.addResourceBundle(lang, "translation", texts, true, true);

/** Loads, once, what `load` brings in one language (a failure is forgotten, so the next call tries again). */
function once(loads: Map<Language, Promise<void>>, lang: Language, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(lang);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loads.delete(lang);
      throw error;
    });
    loads.set(lang, pending);
  }
  return pending;
}

const shellLoads = new Map<Language, Promise<void>>([["en", Promise.resolve()]]);
/** The packs asked for so far, with what each has loaded: a language switch brings every one of them along. */
const packLoads = new Map<TextPack, Map<Language, Promise<void>>>();

const loadPack = (pack: TextPack, lang: Language): Promise<void> =>
  once(packLoads.get(pack)!, lang, () => pack[lang]().then((texts) => add(lang, texts)));

/** Makes a language's texts available: the shell's and every pack's loaded so far (at once when all are here). */
function loadLanguage(lang: Language): Promise<void> {
  const shell = once(shellLoads, lang, () => LOADERS[lang as Exclude<Language, "en">]().then((texts) => add(lang, texts)));
  return Promise.all([shell, ...[...packLoads.keys()].map((pack) => loadPack(pack, lang))]).then(() => undefined);
}

/** The language the page shows or is switching to. */
let targetLanguage: Language;

/**
 * Makes a feature's texts available (a game's, before its screens render): in English, the fallback, and in the
 * player's language (when that download fails the feature shows English); a later language switch loads them in
 * that language too.
 */
export function loadTexts(pack: TextPack): Promise<void> {
  if (!packLoads.has(pack)) packLoads.set(pack, new Map());
  const others = new Set<Language>([targetLanguage, currentLanguage(i18n.language)]);
  others.delete("en");
  const inOthers = [...others].map((lang) => loadPack(pack, lang).catch(() => undefined));
  return Promise.all([loadPack(pack, "en"), ...inOthers]).then(() => undefined);
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
  targetLanguage = lang;
  // Switched once its texts are here; if they cannot be fetched (offline) the page stays in its language.
  loadLanguage(lang).then(
    () => void i18n.changeLanguage(lang),
    () => undefined,
  );
}

const startLanguage = initialLanguage();
targetLanguage = startLanguage;

i18n.on("languageChanged", (lang) => {
  document.documentElement.lang = currentLanguage(lang);
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
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
