import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** Where a contact message stands in the admin's inbox. */
export const contactStatus = pgEnum("contact_status", ["new", "answered", "closed"]);

/** A static page (features, privacy policy, about, terms, how to play) in one language. */
export const staticPages = pgTable(
  "static_pages",
  {
    slug: text("slug").notNull(),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);

/** Every saved text of a static page (the seeded one first): the editor's history, and what a revert copies back. */
export const staticPageVersions = pgTable(
  "static_page_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Who saved it; null for the seeded text. */
    adminId: uuid("admin_id").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("static_page_versions_page_idx").on(t.slug, t.lang, t.createdAt)],
);

export const faqs = pgTable("faqs", {
  id: uuid("id").primaryKey().defaultRandom(),
  lang: text("lang").notNull().default("en"),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: integer("position").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every saved state of an FAQ (created, edited, removed): its history. */
export const faqVersions = pgTable(
  "faq_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    faqId: uuid("faq_id")
      .notNull()
      .references(() => faqs.id),
    lang: text("lang").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull(),
    isActive: boolean("is_active").notNull(),
    adminId: uuid("admin_id").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faq_versions_faq_idx").on(t.faqId, t.createdAt)],
);

/** A Contact Us message (spec section 3: gameType upper-cased, email, message). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameType: text("game_type").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    ip: text("ip"),
    status: contactStatus("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_inbox_idx").on(t.status, t.createdAt),
    // The database holds the spec's limits too, so no path can store what the form forbids.
    check("contact_game_type_ck", sql`${t.gameType} in ('LOTTERY', 'DERBY', 'H2H')`),
    check("contact_email_len_ck", sql`char_length(${t.email}) <= 100`),
    check("contact_message_len_ck", sql`char_length(${t.message}) between 3 and 600`),
  ],
);

/** A reply the support team mailed to a contact message's sender. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id),
    adminId: uuid("admin_id").references(() => users.id),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);
