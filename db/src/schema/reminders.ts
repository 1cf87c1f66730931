import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

export const reminderAudience = pgEnum("reminder_audience", ["all", "inactive", "list"]);
export const reminderRepeat = pgEnum("reminder_repeat", ["none", "daily", "weekly"]);
export const reminderRunStatus = pgEnum("reminder_run_status", ["running", "done"]);

/**
 * A game-play reminder the admin schedules (/game-play-reminders, /add-game-play): sent by mail and shown in the top
 * bar to its audience at `nextAt`, then again every day or week when it repeats.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The game it is about (its section, e.g. "/ludo"), or null for none. */
    game: text("game"),
    audience: reminderAudience("audience").notNull(),
    /** inactive: players who have not played for this many days. */
    inactiveDays: integer("inactive_days"),
    /** list: these players (user ids). */
    userIds: jsonb("user_ids").$type<string[]>().notNull().default([]),
    nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
    repeat: reminderRepeat("repeat").notNull().default("none"),
    active: boolean("active").notNull().default(true),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reminders_due_idx").on(t.active, t.nextAt), check("reminders_inactive_days_ck", sql`${t.inactiveDays} is null or ${t.inactiveDays} between 1 and 365`)],
);

/**
 * One sending of a reminder (an occurrence): claimed by one process (unique per reminder and time), kept alive by
 * its heartbeat, taken over by another process if that one dies, done when everyone in its audience has it.
 */
export const reminderRuns = pgTable(
  "reminder_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reminderId: uuid("reminder_id")
      .notNull()
      .references(() => reminders.id),
    occurrence: timestamp("occurrence", { withTimezone: true }).notNull(),
    status: reminderRunStatus("status").notNull().default("running"),
    processId: text("process_id").notNull(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    sent: integer("sent").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [unique("reminder_runs_occurrence_uq").on(t.reminderId, t.occurrence), index("reminder_runs_status_idx").on(t.status, t.heartbeatAt)],
);

/** One player's copy of one sending: at most one per player and occurrence, whatever the processes do. */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => reminderRuns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the mail went out (null: not yet, or the mail failed: a run taken over sends it). */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [unique("reminder_deliveries_uq").on(t.runId, t.userId)],
);

/** What the top bar shows a player: reminders (and later other news), read or not. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where the notification leads (a game's section), or null. */
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);
