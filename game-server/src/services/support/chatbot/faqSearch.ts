import {
  CHATBOT_PERSON_LABEL,
  CHATBOT_PERSON_OPTION,
  CHATBOT_QUICK_LABELS,
  CHATBOT_QUICK_OPTIONS,
  quickOptionId,
  type ChatbotOption,
  type ChatbotQuickOption,
  type ChatbotReply,
  type Language,
} from "@arena/contracts";
import MiniSearch, { type SearchResult } from "minisearch";
import { BOT_SENTENCES, PERSON_WORDS, STOP_WORDS, TOPIC_WORDS } from "./botWords.js";

/**
 * How the support chatbot answers (pure: the FAQs come in, a reply goes out; no database, no clock). The FAQs of one
 * language are indexed with MiniSearch (BM25, the question weighing twice the answer, prefixes and one typo allowed);
 * a question is answered with the best FAQ only when that FAQ holds enough of the question's topic words
 * (MIN_COVERAGE), else the bot says it is not sure and offers a person (zendesk true).
 */

/** The share of a question's topic words the best FAQ must hold to be the answer (see docs/decisions.md). */
export const MIN_COVERAGE = 0.6;
/** Related FAQs offered after an answer: other FAQs holding at least this share of its question's topic words. */
export const RELATED_COVERAGE = 0.5;
export const MAX_OPTIONS = 3;

export interface FaqDoc {
  id: string;
  question: string;
  answer: string;
  position: number;
}

export interface FaqIndex {
  /** The FAQs' language (English when none are written in the asked one). */
  lang: Language;
  faqs: ReadonlyMap<string, FaqDoc>;
  search: MiniSearch<FaqDoc>;
}

/** Lower case without accents ("Sesión" → "sesion"), so a question typed without them still matches. */
const normalise = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "");

/** A plural's singular, roughly: enough for "coins" to meet "coin" (topic words list their own forms). */
function singular(word: string, lang: Language): string {
  if (word.length <= 4 || !word.endsWith("s")) return word;
  if (lang === "en" && /(ss|us|is)$/.test(word)) return word;
  return word.slice(0, -1);
}

/**
 * The words of a text that say what it is about, in index form: normalised, stop words dropped, a topic's forms read
 * as the topic ("logging" → "login"), plurals as singulars. Repeats are kept (they weigh in the FAQs' scores).
 */
export function termsOf(text: string, lang: Language): string[] {
  const stop = STOP_WORDS[lang];
  const topics = TOPIC_WORDS[lang];
  const terms: string[] = [];
  for (const word of normalise(text).split(/[^\p{L}\p{N}]+/u)) {
    if (word.length < 2 || stop.has(word)) continue;
    const topic = topics.get(word) ?? topics.get(singular(word, lang));
    if (topic) terms.push(...topic);
    else terms.push(singular(word, lang));
  }
  return terms;
}

const unique = (terms: string[]) => [...new Set(terms)];

/** Does the text ask for a person ("human", "agent", "pessoa", "persona"…)? Read in every language. */
export const asksForPerson = (text: string): boolean =>
  normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => PERSON_WORDS.has(word));

export function buildFaqIndex(faqs: readonly FaqDoc[], lang: Language): FaqIndex {
  const search = new MiniSearch<FaqDoc>({
    fields: ["question", "answer"],
    storeFields: [],
    tokenize: (text) => termsOf(text, lang),
    processTerm: (term) => term,
    searchOptions: {
      boost: { question: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: "OR",
    },
  });
  search.addAll(faqs);
  return { lang, faqs: new Map(faqs.map((f) => [f.id, f])), search };
}

interface Hit {
  faq: FaqDoc;
  score: number;
  /** The share of the question's topic words found in this FAQ. */
  coverage: number;
}

/** FAQs holding any of the terms, best first (equal scores: the admin's order). */
function find(index: FaqIndex, terms: string[]): Hit[] {
  const asked = unique(terms);
  if (asked.length === 0) return [];
  const results: SearchResult[] = index.search.search(asked.join(" "), {
    tokenize: (query) => query.split(" "),
    processTerm: (term) => term,
  });
  return results
    .map((r) => ({ faq: index.faqs.get(r.id as string)!, score: r.score, coverage: unique(r.queryTerms).length / asked.length }))
    .sort((a, b) => b.score - a.score || a.faq.position - b.faq.position);
}

export interface BotQuestion {
  querry: string;
  sessionQuestion?: string | null | undefined;
  optionId?: string | undefined;
  /** The player's language: the bot's own sentences and option labels. */
  lang: Language;
}

const faqOption = (faq: FaqDoc): ChatbotOption => ({ id: `faq:${faq.id}`, text: faq.question });
const personOption = (lang: Language): ChatbotOption => ({ id: CHATBOT_PERSON_OPTION, text: CHATBOT_PERSON_LABEL[lang] });
export const quickOptions = (lang: Language): ChatbotOption[] =>
  CHATBOT_QUICK_OPTIONS.map((o) => ({ id: quickOptionId(o), text: CHATBOT_QUICK_LABELS[o][lang] }));

const quickOf = (optionId: string | undefined): ChatbotQuickOption | undefined => {
  const option = optionId?.startsWith("quick:") ? optionId.slice("quick:".length) : undefined;
  return CHATBOT_QUICK_OPTIONS.find((o) => o === option);
};

/** The same topic words, in any order: the player asked the same thing again. */
const sameQuestion = (a: string, b: string, lang: Language) => {
  const key = (text: string) => unique(termsOf(text, lang)).sort().join(" ");
  const k = key(a);
  return k.length > 0 && k === key(b);
};

/** The bot's reply to one question (see the module comment and docs/decisions.md, "Support chatbot"). */
export function answerQuestion(index: FaqIndex, q: BotQuestion): ChatbotReply {
  const say = BOT_SENTENCES[q.lang];
  const reply = (message: string, option: ChatbotOption[], zendesk: boolean, faqId: string | null = null): ChatbotReply => ({
    message,
    option,
    zendesk,
    faqId,
  });
  const answer = (faq: FaqDoc): ChatbotReply => {
    const related = find(index, termsOf(faq.question, index.lang))
      .filter((h) => h.faq.id !== faq.id && h.coverage >= RELATED_COVERAGE)
      .slice(0, MAX_OPTIONS);
    return reply(faq.answer, [...related.map((h) => faqOption(h.faq)), personOption(q.lang)], false, faq.id);
  };
  const notSure = (hits: Hit[]): ChatbotReply =>
    reply(say.notSure, hits.length ? hits.slice(0, MAX_OPTIONS).map((h) => faqOption(h.faq)) : quickOptions(q.lang), true);

  if (q.optionId === CHATBOT_PERSON_OPTION || asksForPerson(q.querry)) return reply(say.person, [], true);

  const terms = termsOf(q.querry, index.lang);
  if (!q.optionId && terms.length === 0) return reply(say.rephrase, quickOptions(q.lang), false);
  if (q.sessionQuestion && sameQuestion(q.querry, q.sessionQuestion, index.lang)) {
    return reply(say.repeated, quickOptions(q.lang), true);
  }

  // A related FAQ the player chose: that FAQ, as it is now (if it was removed meanwhile, its words are searched).
  const chosen = q.optionId?.startsWith("faq:") ? index.faqs.get(q.optionId.slice("faq:".length)) : undefined;
  if (chosen) return answer(chosen);

  // A quick option: the best FAQ for its label in the FAQs' language, whatever words the client sent with it.
  const quick = quickOf(q.optionId);
  if (quick) {
    const hits = find(index, termsOf(CHATBOT_QUICK_LABELS[quick][index.lang], index.lang));
    return hits[0] ? answer(hits[0].faq) : notSure([]);
  }

  const hits = find(index, terms);
  const best = hits[0];
  if (!best || best.coverage < MIN_COVERAGE) return notSure(hits);
  return answer(best.faq);
}
