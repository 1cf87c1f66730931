import { z } from "zod";

/**
 * Live support (issue 18): a conversation per player or visitor, started over REST, then talked through one
 * Colyseus room per conversation ("support") that the player and admins join. docs/realtime.md describes the room.
 */
export const SUPPORT_ROOM = "support";

export const SUPPORT_LIMITS = {
  /** Characters in one message (the database holds the same limit). */
  textMax: 1000,
  /** Messages one connection may send per window; past it the room answers SUPPORT_RATE_LIMIT. */
  messagesPerWindow: 5,
  windowMs: 10_000,
  nameMax: 60,
  emailMax: 100,
  /** Chatbot lines handed over (the latest kept) and characters per line. */
  botLinesMax: 40,
  botLineMax: 2000,
  /** A join token is good for this long after the conversation is started (or the token renewed). */
  joinTokenSeconds: 30 * 60,
  /** An admin whose inbox has not been seen for this long is no longer counted as online. */
  adminOnlineSeconds: 30,
} as const;

export const SUPPORT_STATUSES = ["waiting", "open", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_SIDES = ["player", "admin"] as const;
export type SupportSide = (typeof SUPPORT_SIDES)[number];
export const SUPPORT_QUEUES = ["waiting", "mine", "closed"] as const;
export type SupportQueue = (typeof SUPPORT_QUEUES)[number];

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** One message's text: trimmed, 1 to 1000 characters. Shown as text everywhere (never as HTML). */
export const supportTextSchema = z
  .string({ error: "Message is required." })
  .trim()
  .min(1, "Message is required.")
  .max(SUPPORT_LIMITS.textMax, `You can enter only ${SUPPORT_LIMITS.textMax} characters.`);

export const botLineSchema = z.object({
  from: z.enum(["player", "bot"]),
  text: z.string().max(SUPPORT_LIMITS.botLineMax),
});
export type SupportBotLine = z.infer<typeof botLineSchema>;

/** POST /api/v1/support/conversations. A signed-in player is known by the session; a visitor gives name and email. */
export const startSupportSchema = z.object({
  name: z.string().trim().min(1, "Name is required.").max(SUPPORT_LIMITS.nameMax, `Should not exceeds ${SUPPORT_LIMITS.nameMax} characters.`).optional(),
  email: z
    .string()
    .trim()
    .max(SUPPORT_LIMITS.emailMax, `Should not exceeds ${SUPPORT_LIMITS.emailMax} characters.`)
    .regex(EMAIL_RE, "Please enter a valid email address.")
    .optional(),
  message: supportTextSchema,
  /** The chatbot's conversation before the handover (the latest 40 lines are kept). */
  botTranscript: z.array(botLineSchema).max(200).default([]),
  lang: z.enum(["en", "pt", "es"]).default("en"),
});
export type StartSupportInput = z.input<typeof startSupportSchema>;

export const startSupportResultSchema = z.object({
  conversationId: z.uuid(),
  /** Join the "support" room with { conversationId, joinToken } within 30 minutes. */
  joinToken: z.string(),
  /** Whether anyone from support is online now (if not, the answer may come later, by mail too). */
  adminOnline: z.boolean(),
});
export type StartSupportResult = z.infer<typeof startSupportResultSchema>;

export const supportConversationParamsSchema = z.object({ id: z.uuid({ error: "Conversation not found." }) });

/** POST /api/v1/support/conversations/:id/token: a new join token for the signed-in player's own open conversation. */
export const supportTokenResultSchema = z.object({ conversationId: z.uuid(), joinToken: z.string() });

export const supportMessageSchema = z.object({
  id: z.uuid(),
  side: z.enum(SUPPORT_SIDES),
  /** The player's name, or the answering admin's username. */
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A conversation as the room's `history` and the admin's REST view carry it. */
export const supportConversationSchema = z.object({
  id: z.uuid(),
  status: z.enum(SUPPORT_STATUSES),
  name: z.string(),
  /** Visitor or account: whether the player was signed in. */
  signedIn: z.boolean(),
  assignedAdminName: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Read marks: the createdAt of the latest message each side has seen. */
  playerReadAt: z.string().nullable(),
  adminReadAt: z.string().nullable(),
  botTranscript: z.array(botLineSchema),
  messages: z.array(supportMessageSchema),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

// ---- the "support" room ------------------------------------------------------------------------------------

/** Join options: the player's { conversationId, joinToken }; an admin's { conversationId } with their session token. */
export const supportJoinOptionsSchema = z.object({
  conversationId: z.uuid({ error: "Conversation not found." }),
  joinToken: z.string().min(1).max(300).optional(),
});

/** Client → "support" room. */
export const supportClientMessages = {
  send: z.object({ text: supportTextSchema }),
  typing: z.object({ typing: z.boolean() }),
  read: z.object({ messageId: z.uuid() }),
} as const;
export type SupportClientMessage = keyof typeof supportClientMessages;

/** Room error codes (the `error` message); a refused message changes nothing. */
export const SUPPORT_ERRORS = {
  BAD_MESSAGE: "Invalid message.",
  SUPPORT_RATE_LIMIT: "You are sending messages too fast: wait a few seconds.",
  SUPPORT_CLOSED: "This conversation is closed.",
  SUPPORT_FAILED: "Something went wrong. Please try again.",
} as const;
export type SupportErrorCode = keyof typeof SUPPORT_ERRORS;

/** Server → "support" room clients. */
export interface SupportServerMessages {
  /** On join: the whole conversation and whether support is online. */
  history: { conversation: SupportConversation; adminOnline: boolean; you: SupportSide };
  message: SupportMessage;
  typing: { side: SupportSide; typing: boolean };
  read: { side: SupportSide; at: string };
  /** The conversation's status or admin changed (taken by an admin: open; closed: the room then closes). */
  status: { status: SupportStatus; assignedAdminName: string | null };
  /** To the player: nobody from support is online; the message is kept and answered later, by mail too. */
  notice: { code: "NO_ADMIN_ONLINE" };
  error: { code: SupportErrorCode; message: string; type?: string };
}
/** The server's message types, as a list (docs/realtime.md is checked against it). */
export const SUPPORT_SERVER_MESSAGES = ["history", "message", "typing", "read", "status", "notice", "error"] as const satisfies readonly (keyof SupportServerMessages)[];

// ---- admin inbox (REST) ------------------------------------------------------------------------------------

export const supportQueueQuerySchema = z.object({
  queue: z.enum(SUPPORT_QUEUES, { error: "Unknown queue." }).default("waiting"),
  page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(100).default(20),
});
export type SupportQueueQuery = z.infer<typeof supportQueueQuerySchema>;

export const supportConversationSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(SUPPORT_STATUSES),
  name: z.string(),
  email: z.string(),
  signedIn: z.boolean(),
  assignedAdminName: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
  /** The latest message's first characters. */
  preview: z.string(),
  /** Player messages the admins have not read yet. */
  unread: z.number().int(),
});
export type SupportConversationSummary = z.infer<typeof supportConversationSummarySchema>;

export const supportQueueResultSchema = z.object({
  docs: z.array(supportConversationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  /** How many conversations each queue holds now (the tabs' counts). */
  counts: z.object({ waiting: z.number().int(), mine: z.number().int(), closed: z.number().int() }),
});
export type SupportQueueResult = z.infer<typeof supportQueueResultSchema>;

export const supportAdminConversationSchema = supportConversationSchema.extend({ email: z.string() });
export type SupportAdminConversation = z.infer<typeof supportAdminConversationSchema>;

/** Canned replies: the FAQs of a language (GET /api/v1/admin/support/canned?lang=). */
export const supportCannedQuerySchema = z.object({ lang: z.enum(["en", "pt", "es"]).default("en") });
export const supportCannedResultSchema = z.object({
  replies: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
});
export type SupportCannedReply = z.infer<typeof supportCannedResultSchema>["replies"][number];
