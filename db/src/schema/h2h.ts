import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** A kind of event players bet on (cricket, football, an esports title), made by an admin (/category-management). */
export const h2hCategories = pgTable("h2h_categories", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A match of a category, with its start time and live state (upcoming, live, finished). */
export const h2hMatches = pgTable(
  "h2h_matches",
  {
    id: uuid("id").primaryKey(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => h2hCategories.id),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    state: text("state").notNull().default("upcoming"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("h2h_matches_category_idx").on(t.categoryId, t.startsAt), check("h2h_matches_state_ck", sql`${t.state} in ('upcoming', 'live', 'finished')`)],
);

export const h2hQuestionStatus = pgEnum("h2h_question_status", ["open", "closed", "pending", "resolved", "void"]);

/**
 * A question of a match with two or more options and a close time (the spec's cricket question creation). Stakes are
 * taken until the close (escrow `h2h:<id>`); at the close the unmatched parts go back; an admin resolves it (a second
 * admin confirms when the matched pool is large: `pending` until then) or voids it.
 */
export const h2hQuestions = pgTable(
  "h2h_questions",
  {
    id: uuid("id").primaryKey(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => h2hMatches.id),
    text: text("text").notNull(),
    options: text("options").array().notNull(),
    closeAt: timestamp("close_at", { withTimezone: true }).notNull(),
    commissionBps: integer("commission_bps").notNull(),
    status: h2hQuestionStatus("status").notNull().default("open"),
    /** The winning option once resolved (null while open, or void). */
    winner: smallint("winner"),
    /** A large pool's resolution waiting for a second admin: the option proposed (-1: void) and who proposed it. */
    proposed: smallint("proposed"),
    proposedBy: uuid("proposed_by").references(() => users.id),
    resolvedBy: uuid("resolved_by").references(() => users.id),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [index("h2h_questions_match_idx").on(t.matchId), index("h2h_questions_due_idx").on(t.status, t.closeAt)],
);

/** A stake on an option, in the order placed; at the close its matched part, once settled what it returned. */
export const h2hStakes = pgTable(
  "h2h_stakes",
  {
    id: uuid("id").primaryKey(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => h2hQuestions.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    option: smallint("option").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    matched: bigint("matched", { mode: "number" }),
    /** Everything it got back: the unmatched part at the close, then its settlement. */
    returned: bigint("returned", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("h2h_stakes_question_idx").on(t.questionId, t.seq),
    index("h2h_stakes_user_idx").on(t.userId, t.createdAt),
    check("h2h_stakes_amount_ck", sql`${t.amount} > 0`),
  ],
);
