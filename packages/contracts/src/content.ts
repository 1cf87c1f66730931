import { z } from "zod";
import { LANGUAGES, STATIC_PAGE_SLUGS } from "./constants.js";


export const languageSchema = z.enum(LANGUAGES).default("en");

export const staticPageParamsSchema = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS, { error: "Unknown page." }),
});
export const staticPageQuerySchema = z.object({ lang: languageSchema });

export const staticPageSchema = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  /** Markdown-lite: paragraphs separated by blank lines, lines starting with '## ' are headings, '- ' list items. */
  body: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const faqQuerySchema = z.object({ lang: languageSchema });
export const faqSchema = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = z.object({ docs: z.array(faqSchema) });

// ---- editing (the admin's /static-management, /edit-static, /faq-management, /add-faq; issue 17) ------------

/** The markdown-lite the public pages render (text only, never HTML): the editor's limits. */
export const STATIC_TITLE_MAX = 120;
export const STATIC_BODY_MAX = 20_000;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 2_000;

export const staticEditParamsSchema = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS, { error: "Unknown page." }),
  lang: z.enum(LANGUAGES, { error: "Unknown language." }),
});
export const staticEditSchema = z.object({
  title: z.string({ error: "Title is required." }).trim().min(1, "Title is required.").max(STATIC_TITLE_MAX, `You can enter only ${STATIC_TITLE_MAX} characters.`),
  body: z.string({ error: "Text is required." }).trim().min(1, "Text is required.").max(STATIC_BODY_MAX, `You can enter only ${STATIC_BODY_MAX} characters.`),
});
export const staticRevertSchema = z.object({ versionId: z.uuid({ error: "Unknown version." }) });

export const staticVersionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Who saved it (null: the seeded text). */
  adminEmail: z.string().nullable(),
});
/** One page in one language as the editor sees it: the text now (null: not written, the page shows English) and its history. */
export const staticEditViewSchema = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS),
  lang: z.enum(LANGUAGES),
  current: z.object({ title: z.string(), body: z.string(), updatedAt: z.string() }).nullable(),
  versions: z.array(staticVersionSchema),
});
/** Every page × language: written or not, and when. */
export const staticOverviewSchema = z.object({
  docs: z.array(z.object({ slug: z.enum(STATIC_PAGE_SLUGS), lang: z.enum(LANGUAGES), title: z.string().nullable(), updatedAt: z.string().nullable(), versions: z.number().int() })),
});

export const faqAdminQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
export const faqEditSchema = z.object({
  lang: z.enum(LANGUAGES, { error: "Unknown language." }).default("en"),
  question: z.string({ error: "Question is required." }).trim().min(3, "Please enter atleast 3 characters.").max(FAQ_QUESTION_MAX, `You can enter only ${FAQ_QUESTION_MAX} characters.`),
  answer: z.string({ error: "Answer is required." }).trim().min(3, "Please enter atleast 3 characters.").max(FAQ_ANSWER_MAX, `You can enter only ${FAQ_ANSWER_MAX} characters.`),
  position: z.number().int().min(0).max(10_000).default(0),
  isActive: z.boolean().default(true),
});
export const faqIdParamsSchema = z.object({ id: z.uuid({ error: "FAQ not found." }) });
export const faqAdminSchema = faqSchema.extend({ lang: z.enum(LANGUAGES), isActive: z.boolean(), updatedAt: z.string(), versions: z.number().int() });
export const faqAdminListSchema = z.object({ docs: z.array(faqAdminSchema) });
