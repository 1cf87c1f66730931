import { sql } from "drizzle-orm";
import { check, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** waiting: nobody from support has taken it yet; open: an admin has it; closed: over, its transcript mailed. */
export const supportStatus = pgEnum("support_status", ["waiting", "open", "closed"]);
/** Who wrote a line of a conversation: the player (or visitor) or an admin. */
export const supportSide = pgEnum("support_side", ["player", "admin"]);

/**
 * A live support conversation (issue 18): one signed-in player (userId), or a visitor known only by the name and
 * email they gave. The chatbot's lines before the handover are kept with it as context for the admin.
 */
export const supportConversations = pgTable(
  "support_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id),
    /** The player's name as the admin sees it (the account's username, or what the visitor typed). */
    name: text("name").notNull(),
    /** Where the transcript and answers given while the player is away are mailed. */
    email: text("email").notNull(),
    /** en, pt or es: the language the player wrote from (the mails are in English). */
    lang: text("lang").notNull().default("en"),
    status: supportStatus("status").notNull().default("waiting"),
    assignedAdminId: uuid("assigned_admin_id").references(() => users.id),
    botTranscript: jsonb("bot_transcript").$type<{ from: "player" | "bot"; text: string }[]>().notNull().default([]),
    /** The latest message each side has seen (its createdAt): the read marks. */
    playerReadAt: timestamp("player_read_at", { withTimezone: true }),
    adminReadAt: timestamp("admin_read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest message, for the inbox's order. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by").references(() => users.id),
  },
  (t) => [
    index("support_conversations_queue_idx").on(t.status, t.lastMessageAt),
    index("support_conversations_admin_idx").on(t.assignedAdminId, t.status),
    check("support_conversations_name_len_ck", sql`char_length(${t.name}) between 1 and 60`),
    check("support_conversations_email_len_ck", sql`char_length(${t.email}) between 3 and 100`),
  ],
);

/** One line of a conversation, kept for good: the transcript. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => supportConversations.id),
    side: supportSide("side").notNull(),
    /** The admin who wrote it (null for the player's lines). */
    adminId: uuid("admin_id").references(() => users.id),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_messages_conversation_idx").on(t.conversationId, t.createdAt),
    // The database holds the room's limit too, so no path can store what the room refuses.
    check("support_messages_text_len_ck", sql`char_length(${t.text}) between 1 and 1000`),
  ],
);
