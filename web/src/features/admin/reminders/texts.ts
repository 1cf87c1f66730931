import { textsFrom } from "../../../i18n/packs";

/** The game-play reminders' texts (adminReminders.*), loaded with their two pages. */
export const REMINDER_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { adminReminders: "admin-reminders" });
