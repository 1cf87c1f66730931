import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

export const fraudSignalStatus = pgEnum("fraud_signal_status", ["open", "reviewed"]);

/**
 * A pattern the fraud job found in what the platform records (shared addresses, pairs that sit together far more than
 * chance, chip dumping, referral rings, deposit-withdraw churn): the accounts, the evidence, and whether an admin has
 * reviewed it. One row per kind and key (the accounts or address it is about), updated each time the job sees it.
 */
export const fraudSignals = pgTable(
  "fraud_signals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    userIds: jsonb("user_ids").$type<string[]>().notNull(),
    evidence: jsonb("evidence").$type<Record<string, unknown>>().notNull(),
    /** How strong, for sorting: the kind's own measure (games, losses, coins…). */
    score: integer("score").notNull().default(0),
    status: fraudSignalStatus("status").notNull().default("open"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    note: text("note"),
  },
  (t) => [unique("fraud_signals_key_uq").on(t.kind, t.key), index("fraud_signals_status_idx").on(t.status, t.lastSeenAt)],
);

/** Each run of the fraud job that computed (the page's "last looked"): when, how many signals, how long it took. */
export const fraudRuns = pgTable("fraud_runs", {
  id: uuid("id").primaryKey().defaultRandom(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  found: integer("found").notNull(),
  tookMs: integer("took_ms").notNull(),
});
