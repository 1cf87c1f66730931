import type { Language, StaticPage, StaticPageSlug } from "@arena/contracts";
import { staticPages, type Db } from "@arena/db";
import { and, eq, inArray } from "drizzle-orm";
import { notFound } from "../errors.js";

/** A static page in the asked language, or in English when it has no translation yet. */
export async function getStaticPage(db: Db, slug: StaticPageSlug, lang: Language): Promise<StaticPage> {
  const rows = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), inArray(staticPages.lang, [lang, "en"])));
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === "en");
  if (!row) throw notFound("Page not found.");
  return {
    slug,
    lang: row.lang as Language,
    title: row.title,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}
