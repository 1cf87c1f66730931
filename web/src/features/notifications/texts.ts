import { textsFrom } from "../../i18n/packs";

/** The bell's and the reminder setting's texts (notifications.*), loaded with them once someone is signed in. */
export const NOTIFICATION_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { notifications: "notifications" });
