import { textsFrom } from "../../i18n/packs";

/** The jurisdiction notice's texts (jurisdiction.*), loaded only when there is a notice to show. */
export const JURISDICTION_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { jurisdiction: "jurisdiction" });
