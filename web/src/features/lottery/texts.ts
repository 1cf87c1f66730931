import { textsFrom } from "../../i18n/packs";

/** The lottery's texts (lottery.*): /lottery and /lottery-admin. */
export const LOTTERY_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { lottery: "lottery" });
