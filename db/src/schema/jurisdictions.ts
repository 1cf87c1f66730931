import { pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** allowed: everything; play_money: free coins only (no deposits, no coin seats); blocked: no sign-up, no play. */
export const jurisdictionStatus = pgEnum("jurisdiction_status", ["allowed", "play_money", "blocked"]);

/**
 * What the platform offers players in a country (by the GeoIP of their address at sign-up, deposit and every paid
 * seat). A country without a row is allowed. Seeded with a careful operator's defaults (migration 0015); the admin
 * changes them, audited.
 */
export const jurisdictionRules = pgTable("jurisdiction_rules", {
  countryCode: text("country_code").primaryKey(),
  status: jurisdictionStatus("status").notNull(),
  /** Why (the law or the reason), shown to the admin. */
  note: text("note").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => users.id),
});
