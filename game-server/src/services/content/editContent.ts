import { LANGUAGES, STATIC_PAGE_SLUGS, type Language, type StaticPageSlug } from "@arena/contracts";
import { faqs, faqVersions, staticPages, staticPageVersions, users, type Db } from "@arena/db";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { DomainError } from "../errors.js";

/**
 * The admin's editing of the static pages and FAQs (issue 17): every save is a new version (kept, so any edit can be
 * undone), the page as the public reads it, and an audit row, in one transaction. The text is markdown-lite, which
 * the public pages render as text (never as HTML), so nothing an admin types can run in a visitor's browser.
 */

/** Every page in every language: whether it is written, its title and when, and how many versions it has. */
export async function staticOverview(db: Db) {
  const [pages, versions] = await Promise.all([
    db.select().from(staticPages),
    db.select({ slug: staticPageVersions.slug, lang: staticPageVersions.lang, n: count() }).from(staticPageVersions).groupBy(staticPageVersions.slug, staticPageVersions.lang),
  ]);
  const docs = STATIC_PAGE_SLUGS.flatMap((slug) =>
    LANGUAGES.map((lang) => {
      const page = pages.find((p) => p.slug === slug && p.lang === lang);
      return {
        slug,
        lang,
        title: page?.title ?? null,
        updatedAt: page?.updatedAt.toISOString() ?? null,
        versions: versions.find((v) => v.slug === slug && v.lang === lang)?.n ?? 0,
      };
    }),
  );
  return { docs };
}

/** One page in one language for the editor: its text now (null: not written yet) and every version, newest first. */
export async function staticForEdit(db: Db, slug: StaticPageSlug, lang: Language) {
  const [[page], versions] = await Promise.all([
    db.select().from(staticPages).where(and(eq(staticPages.slug, slug), eq(staticPages.lang, lang))),
    db
      .select({ version: staticPageVersions, adminEmail: users.email })
      .from(staticPageVersions)
      .leftJoin(users, eq(users.id, staticPageVersions.adminId))
      .where(and(eq(staticPageVersions.slug, slug), eq(staticPageVersions.lang, lang)))
      .orderBy(desc(staticPageVersions.createdAt), desc(staticPageVersions.id)),
  ]);
  return {
    slug,
    lang,
    current: page ? { title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() } : null,
    versions: versions.map(({ version, adminEmail }) => ({
      _id: version.id,
      title: version.title,
      body: version.body,
      createdAt: version.createdAt.toISOString(),
      adminEmail: adminEmail ?? null,
    })),
  };
}

/** Saves a page's text in one language as its new version (and the page as the public reads it), audited. */
export async function saveStaticPage(db: Db, actor: AdminActor, slug: StaticPageSlug, lang: Language, text: { title: string; body: string }, revertOf?: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staticPages).where(and(eq(staticPages.slug, slug), eq(staticPages.lang, lang))).for("update");
    const now = new Date();
    await tx
      .insert(staticPages)
      .values({ slug, lang, title: text.title, body: text.body, updatedAt: now })
      .onConflictDoUpdate({ target: [staticPages.slug, staticPages.lang], set: { title: text.title, body: text.body, updatedAt: now } });
    const [version] = await tx.insert(staticPageVersions).values({ slug, lang, title: text.title, body: text.body, adminId: actor.adminId, createdAt: now }).returning({ id: staticPageVersions.id });
    await recordAdminAction(tx, actor, {
      action: revertOf ? "content.revert" : "content.edit",
      targetType: "static",
      targetId: `${slug}/${lang}`,
      before: before ? { title: before.title, length: before.body.length } : null,
      after: { title: text.title, length: text.body.length, version: version!.id, ...(revertOf && { revertOf }) },
    });
  });
}

/** Puts an earlier version's text back, as a new version (nothing is lost: the reverted text stays in the history). */
export async function revertStaticPage(db: Db, actor: AdminActor, slug: StaticPageSlug, lang: Language, versionId: string) {
  const [version] = await db
    .select()
    .from(staticPageVersions)
    .where(and(eq(staticPageVersions.id, versionId), eq(staticPageVersions.slug, slug), eq(staticPageVersions.lang, lang)));
  if (!version) throw new DomainError(404, "Unknown version.");
  await saveStaticPage(db, actor, slug, lang, { title: version.title, body: version.body }, versionId);
}

// ---- FAQs ------------------------------------------------------------------------------------------------------

export interface FaqText {
  lang: Language;
  question: string;
  answer: string;
  position: number;
  isActive: boolean;
}

/** Every FAQ (inactive ones too), by language and position, with its number of versions. */
export async function listFaqsForAdmin(db: Db, lang?: Language) {
  const [rows, versions] = await Promise.all([
    db.select().from(faqs).where(lang ? eq(faqs.lang, lang) : undefined).orderBy(asc(faqs.lang), asc(faqs.position), asc(faqs.createdAt)),
    db.select({ faqId: faqVersions.faqId, n: count() }).from(faqVersions).groupBy(faqVersions.faqId),
  ]);
  return {
    docs: rows.map((r) => ({
      _id: r.id,
      lang: r.lang as Language,
      question: r.question,
      answer: r.answer,
      position: r.position,
      isActive: r.isActive,
      updatedAt: r.updatedAt.toISOString(),
      versions: versions.find((v) => v.faqId === r.id)?.n ?? 0,
    })),
  };
}

const snapshot = (f: { lang: string; question: string; answer: string; position: number; isActive: boolean }) => ({
  lang: f.lang,
  question: f.question,
  answer: f.answer,
  position: f.position,
  isActive: f.isActive,
});

/** A new FAQ (its first version), audited. Answers its id. */
export async function createFaq(db: Db, actor: AdminActor, text: FaqText): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values({ ...text }).returning();
    await tx.insert(faqVersions).values({ faqId: row!.id, ...text, adminId: actor.adminId });
    await recordAdminAction(tx, actor, { action: "faq.create", targetType: "faq", targetId: row!.id, before: null, after: snapshot(row!) });
    return row!.id;
  });
}

/** Saves an FAQ's new text (or removes it: isActive false, kept in the history), as a new version, audited. */
export async function updateFaq(db: Db, actor: AdminActor, id: string, text: FaqText, action: "faq.edit" | "faq.delete" = "faq.edit"): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
    if (!before) throw new DomainError(404, "FAQ not found.");
    const [after] = await tx.update(faqs).set({ ...text, updatedAt: new Date() }).where(eq(faqs.id, id)).returning();
    await tx.insert(faqVersions).values({ faqId: id, ...text, adminId: actor.adminId });
    await recordAdminAction(tx, actor, { action, targetType: "faq", targetId: id, before: snapshot(before), after: snapshot(after!) });
  });
}

/** Takes an FAQ off the public list (its text stays in the history, and it can be put back by an edit). */
export async function removeFaq(db: Db, actor: AdminActor, id: string): Promise<void> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  if (!row) throw new DomainError(404, "FAQ not found.");
  await updateFaq(db, actor, id, { lang: row.lang as Language, question: row.question, answer: row.answer, position: row.position, isActive: false }, "faq.delete");
}
