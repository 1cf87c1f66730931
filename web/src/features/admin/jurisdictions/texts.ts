import { textsFrom } from "../../../i18n/packs";

/** The jurisdiction rules page's own texts (adminJurisdictions.*), loaded with its page only. */
export const JURISDICTIONS_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { adminJurisdictions: "admin-jurisdictions" });
