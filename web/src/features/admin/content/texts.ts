import { textsFrom } from "../../../i18n/packs";

/** The content pages' texts (adminContent.*: static pages, their editor and versions, FAQs), loaded with those pages. */
export const CONTENT_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { adminContent: "admin-content" });
