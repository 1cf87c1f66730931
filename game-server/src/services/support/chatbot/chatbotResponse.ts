import type { ChatbotReply, ChatbotRequest, Language } from "@arena/contracts";
import { faqs, type Db } from "@arena/db";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import type { Limit } from "../../rateLimit/rateLimiter.js";
import { answerQuestion, buildFaqIndex, type FaqIndex } from "./faqSearch.js";

/** Questions to the bot per client address (visitors use it too, so no account to count by). */
export const CHATBOT_LIMIT: Limit = { name: "chatbot:ip", max: 60, windowMs: 5 * 60_000 };

interface CachedIndex {
  version: string;
  index: FaqIndex;
}

/** Each database's indexes, per language the FAQs are written in (a process serves one database; tests boot several). */
const indexes = new WeakMap<Db, Map<Language, CachedIndex>>();

/**
 * What the active FAQs of a language are now, as one short value: it changes with any save, addition or removal by
 * any process (it is read from the rows themselves, not from timestamps), so the index follows the admin's edits
 * without a cache to expire.
 */
async function faqsVersion(db: Db, lang: Language): Promise<{ count: number; version: string }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      version: sql<string>`md5(coalesce(string_agg(${faqs.id}::text || ':' || ${faqs.position} || ':' || md5(${faqs.question} || chr(10) || ${faqs.answer}), ',' order by ${faqs.id}), ''))`,
    })
    .from(faqs)
    .where(and(eq(faqs.lang, lang), eq(faqs.isActive, true)));
  return row!;
}

/** The index of the active FAQs in a language (English when none are written in it), rebuilt when they changed. */
export async function faqIndexFor(db: Db, asked: Language): Promise<FaqIndex> {
  let lang = asked;
  const inAsked = await faqsVersion(db, lang);
  let { version } = inAsked;
  if (inAsked.count === 0 && lang !== "en") {
    lang = "en";
    ({ version } = await faqsVersion(db, lang));
  }
  let byLang = indexes.get(db);
  if (!byLang) indexes.set(db, (byLang = new Map()));
  const cached = byLang.get(lang);
  if (cached?.version === version) return cached.index;
  const rows = await db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, position: faqs.position })
    .from(faqs)
    .where(and(eq(faqs.lang, lang), eq(faqs.isActive, true)))
    .orderBy(asc(faqs.position), asc(faqs.createdAt));
  // Read after the version: an edit in between makes the stored version older than the rows, so the next question
  // rebuilds again (never the other way round).
  const index = buildFaqIndex(rows, lang);
  byLang.set(lang, { version, index });
  return index;
}

/** POST chatbotResponse: the bot's reply to one question (input already validated by the shared schema). */
export async function chatbotResponse(ctx: Pick<AppContext, "db" | "limiter">, input: ChatbotRequest, ip: string): Promise<ChatbotReply> {
  await ctx.limiter.consume(CHATBOT_LIMIT, ip);
  const index = await faqIndexFor(ctx.db, input.lang);
  return answerQuestion(index, input);
}
