import type { Language } from "@arena/contracts";

/**
 * A feature's texts in each language, loaded when its screens are (i18n/index.ts `loadTexts`): each loader gives
 * top-level keys of the translation (Ludo: { ludoMenu, ludoGame }).
 */
export type TextPack = Record<Language, () => Promise<Record<string, unknown>>>;

type JsonModules = Record<string, () => Promise<unknown>>;

/**
 * A text pack from a folder of `<file>.<language>.json` files, given as `import.meta.glob("./locales/*.json")` (each
 * file its own small download) and the top-level key each file's texts go under: { ludoMenu: "ludo-menu" }.
 */
export function textsFrom(modules: JsonModules, keys: Record<string, string>): TextPack {
  const load = (lang: Language) => async () => {
    const entries = Object.entries(keys).map(async ([key, file]) => {
      const path = Object.keys(modules).find((p) => p.endsWith(`/${file}.${lang}.json`));
      if (!path) throw new Error(`no ${file}.${lang}.json among the texts`);
      const json = (await modules[path]!()) as { default: unknown };
      return [key, json.default] as const;
    });
    return Object.fromEntries(await Promise.all(entries));
  };
  return { en: load("en"), pt: load("pt"), es: load("es") };
}
