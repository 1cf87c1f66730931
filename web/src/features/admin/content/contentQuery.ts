import { LANGUAGES, STATIC_PAGE_SLUGS, type Language, type StaticPageSlug } from "@arena/contracts";

/**
 * What the content pages keep in the address (/edit-static?slug=about&lang=pt, /faq-management?lang=es,
 * /add-faq?id=…): read back with the contracts' lists, so a typo in a link falls back rather than breaking the page.
 */

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const isStaticSlug = (value: unknown): value is StaticPageSlug => STATIC_PAGE_SLUGS.includes(value as StaticPageSlug);

/** The page and language to edit: an unknown page is null (the editor asks for one); an unknown language is `fallback`. */
export function readEditTarget(params: URLSearchParams, fallback: Language): { slug: StaticPageSlug | null; lang: Language } {
  const slug = params.get("slug");
  const lang = params.get("lang");
  return { slug: isStaticSlug(slug) ? slug : null, lang: isLanguage(lang) ? lang : fallback };
}

/** The editor's address for a page in a language. */
export const editStaticPath = (slug: StaticPageSlug, lang: Language): string => `/edit-static?${new URLSearchParams({ slug, lang }).toString()}`;

/** The FAQ list's language (?lang=), else `fallback`. */
export function readFaqLanguage(params: URLSearchParams, fallback: Language): Language {
  const lang = params.get("lang");
  return isLanguage(lang) ? lang : fallback;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The record an edit form opens (?id=…): a well-formed id, or null for a new one. */
export function readEditId(params: URLSearchParams): string | null {
  const id = params.get("id")?.trim() ?? "";
  return UUID.test(id) ? id : null;
}
