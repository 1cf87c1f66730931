import { textsFrom } from "../../../i18n/packs";

/** The dashboard's own texts (adminDashboard.*), loaded with its page only. */
export const DASHBOARD_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { adminDashboard: "admin-dashboard" });
