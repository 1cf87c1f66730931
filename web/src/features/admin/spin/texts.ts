import { textsFrom } from "../../../i18n/packs";

/** /admin-spin's own texts (adminSpin.*), loaded with its page only. */
export const SPIN_ADMIN_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { adminSpin: "admin-spin" });
