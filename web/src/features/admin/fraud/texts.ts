import { textsFrom } from "../../../i18n/packs";

/** The fraud signals page's own texts (adminFraud.*), loaded with its page only. */
export const FRAUD_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { adminFraud: "admin-fraud" });
