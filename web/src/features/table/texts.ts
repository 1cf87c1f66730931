import { textsFrom } from "../../i18n/packs";

/** The table's own texts (table.*: chat, fairness card, result and rematch), loaded with any table game's screens. */
export const TABLE_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { table: "table" });
