import { textsFrom } from "../../../i18n/packs";

/** The chatbot panel's texts (supportBot.*), loaded with the panel when the chat button is first opened. */
export const SUPPORT_BOT_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { supportBot: "support-bot" });
