import { textsFrom } from "../../i18n/packs";

/**
 * The admin area's own texts (adminArea.*: the shared table, the audit log, the contact inbox), loaded with the admin
 * screens only; the older admin screens' texts (users.*, withdrawals.*) are still in the shell's catalogue.
 */
export const ADMIN_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { adminArea: "admin-area" });
