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
