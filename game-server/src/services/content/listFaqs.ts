import type { Faq, Language } from "@arena/contracts";
import { faqs, type Db } from "@arena/db";
import { and, asc, eq } from "drizzle-orm";

/** Active FAQs in the asked language, falling back to English when none are written in it. */
export async function listFaqs(db: Db, lang: Language): Promise<Faq[]> {
  const inLang = (l: string) =>
    db
      .select()
      .from(faqs)
      .where(and(eq(faqs.lang, l), eq(faqs.isActive, true)))
      .orderBy(asc(faqs.position), asc(faqs.createdAt));
  let rows = await inLang(lang);
  if (rows.length === 0 && lang !== "en") rows = await inLang("en");
  return rows.map((r) => ({ _id: r.id, question: r.question, answer: r.answer, position: r.position }));
}
