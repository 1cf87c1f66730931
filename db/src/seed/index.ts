import { staticPages, faqs } from "../schema/index.js";
import type { Db } from "../client.js";
import { DEMO_FAQS, DEMO_PAGES } from "./pages.js";

/**
 * Writes the demo static pages and FAQs once. Rows that exist are left alone, so an admin's edits survive
 * every restart.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  await db
    .insert(staticPages)
    .values(Object.entries(DEMO_PAGES).map(([slug, page]) => ({ slug, lang: "en", ...page })))
    .onConflictDoNothing();
  const [existing] = await db.select({ id: faqs.id }).from(faqs).limit(1);
  if (!existing) {
    await db.insert(faqs).values(DEMO_FAQS.map((f, position) => ({ ...f, lang: "en", position })));
  }
}
