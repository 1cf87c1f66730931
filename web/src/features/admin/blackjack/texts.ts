import { textsFrom } from "../../../i18n/packs";

/** /blackjack-management's own texts (adminBlackjack.*), loaded with its page only. */
export const BLACKJACK_ADMIN_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { adminBlackjack: "admin-blackjack" });
