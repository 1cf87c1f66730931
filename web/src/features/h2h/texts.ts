import { textsFrom } from "../../i18n/packs";

/** H2H's texts (h2h.*): /h2h and its admin screens. */
export const H2H_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { h2h: "h2h" });
