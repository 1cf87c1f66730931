import { faqs, faqVersions, staticPages, staticPageVersions } from "../schema/index.js";
import type { Db } from "../client.js";
import { ES_FAQS, ES_PAGES } from "./pages.es.js";
import { DEMO_FAQS, EN_PAGES, type PageTexts } from "./pages.js";
import { PT_FAQS, PT_PAGES } from "./pages.pt.js";

/** The seeded pages and FAQs in every language the app speaks. */
const DEMO_PAGES: Record<string, PageTexts> = { en: EN_PAGES, pt: PT_PAGES, es: ES_PAGES };
const FAQS: Record<string, { question: string; answer: string }[]> = { en: DEMO_FAQS, pt: PT_FAQS, es: ES_FAQS };

/**
 * Writes the demo static pages (English, Portuguese, Spanish) and FAQs once, each with its first version (written by
 * nobody: the seed). Rows that exist are left alone, so an admin's edits survive every restart.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  const pages = Object.entries(DEMO_PAGES).flatMap(([lang, byLang]) => Object.entries(byLang).map(([slug, page]) => ({ slug, lang, ...page })));
  const written = await db.insert(staticPages).values(pages).onConflictDoNothing().returning();
  if (written.length) await db.insert(staticPageVersions).values(written.map((p) => ({ slug: p.slug, lang: p.lang, title: p.title, body: p.body, createdAt: p.updatedAt })));
  const [existing] = await db.select({ id: faqs.id }).from(faqs).limit(1);
  if (!existing) {
    const seeded = Object.entries(FAQS).flatMap(([lang, list]) => list.map((f, position) => ({ ...f, lang, position })));
    const rows = await db.insert(faqs).values(seeded).returning();
    await db.insert(faqVersions).values(rows.map((f) => ({ faqId: f.id, lang: f.lang, question: f.question, answer: f.answer, position: f.position, isActive: f.isActive })));
  }
}
