import { textsFrom } from "../../i18n/packs";

/** The /referral and /revenue screens' texts (referralProgramme.*), loaded with those pages only. */
export const REFERRAL_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { referralProgramme: "referral-programme" });
