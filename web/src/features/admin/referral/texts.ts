import { textsFrom } from "../../../i18n/packs";

/** /referral-management's own texts (adminReferral.*), loaded with its page only. */
export const REFERRAL_ADMIN_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { adminReferral: "admin-referral" });
