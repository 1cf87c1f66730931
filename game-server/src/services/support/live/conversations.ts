import {
  SUPPORT_LIMITS,
  type StartSupportResult,
  type SupportAdminConversation,
  type SupportMessage,
  type SupportSide,
  startSupportSchema,
} from "@arena/contracts";
import { supportConversations, supportMessages, users, type Db } from "@arena/db";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../../context.js";
import type { Limit } from "../../rateLimit/rateLimiter.js";
import { DomainError, ValidationError } from "../../errors.js";
import { issueJoinToken } from "./joinToken.js";

/**
 * Starting a conversation is counted per client address (a visitor) or per account: ten an hour is far beyond a
 * player with a question, and keeps a script from filling the inbox.
 */
export const SUPPORT_START_LIMIT: Limit = { name: "support-start", max: 10, windowMs: 60 * 60_000 };

type StartInput = z.output<typeof startSupportSchema>;
export type Conversation = typeof supportConversations.$inferSelect;

export const CONVERSATION_NOT_FOUND = "Conversation not found.";

/**
 * Starts a live support conversation with the bot's lines and the first message, and answers the conversation id
 * and a join token for its room. A signed-in player is known by the account (name and email from it); a visitor
 * must give both. A signed-in player with a conversation still open gets the message added to that one instead.
 */
export async function startConversation(
  ctx: AppContext,
  userId: string | null,
  input: StartInput,
  ip: string,
  adminOnline: boolean,
): Promise<StartSupportResult> {
  await ctx.limiter.consume(SUPPORT_START_LIMIT, userId ?? `ip:${ip}`);
  let who: { userId: string | null; name: string; email: string };
  if (userId) {
    const [user] = await ctx.db.select({ userName: users.userName, fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new DomainError(401, "Please login again.");
    who = { userId, name: (user.userName || user.fullName).slice(0, SUPPORT_LIMITS.nameMax), email: user.email };
  } else {
    const errors: Record<string, string> = {};
    if (!input.name) errors.name = "Name is required.";
    if (!input.email) errors.email = "Email is required.";
    if (Object.keys(errors).length) throw new ValidationError(errors);
    who = { userId: null, name: input.name!, email: input.email!.toLowerCase() };
  }
  const botTranscript = input.botTranscript.slice(-SUPPORT_LIMITS.botLinesMax);
  const conversationId = await ctx.db.transaction(async (tx) => {
    const [current] = who.userId
      ? await tx
          .select({ id: supportConversations.id })
          .from(supportConversations)
          .where(and(eq(supportConversations.userId, who.userId), ne(supportConversations.status, "closed")))
          .limit(1)
      : [];
    const now = new Date();
    const id =
      current?.id ??
      (await tx.insert(supportConversations).values({ ...who, lang: input.lang, botTranscript, createdAt: now, lastMessageAt: now }).returning({ id: supportConversations.id }))[0]!.id;
    await tx.insert(supportMessages).values({ conversationId: id, side: "player", text: input.message, createdAt: now });
    if (current) await tx.update(supportConversations).set({ lastMessageAt: now }).where(eq(supportConversations.id, id));
    return id;
  });
  return { conversationId, joinToken: await issueJoinToken(ctx, conversationId), adminOnline };
}

/** A new join token for a signed-in player's own conversation that is not closed (after the first one ran out). */
export async function renewJoinToken(ctx: AppContext, userId: string, conversationId: string) {
  const [row] = await ctx.db
    .select({ status: supportConversations.status })
    .from(supportConversations)
    .where(and(eq(supportConversations.id, conversationId), eq(supportConversations.userId, userId)));
  if (!row) throw new DomainError(404, CONVERSATION_NOT_FOUND);
  if (row.status === "closed") throw new DomainError(409, "This conversation is closed.");
  return { conversationId, joinToken: await issueJoinToken(ctx, conversationId) };
}

export async function findConversation(db: Db, id: string): Promise<Conversation | null> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row ?? null;
}

/** The username each admin is shown by. */
async function adminNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.userName]));
}

export function toSupportMessage(row: typeof supportMessages.$inferSelect, playerName: string, names: Map<string, string>): SupportMessage {
  return {
    id: row.id,
    side: row.side,
    authorName: row.side === "player" ? playerName : (row.adminId && names.get(row.adminId)) || "Support",
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The whole conversation as the room's history and the admin's view show it (the email only for admins). */
export async function conversationView(db: Db, conversation: Conversation): Promise<SupportAdminConversation> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversation.id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const names = await adminNames(db, [conversation.assignedAdminId, ...rows.map((r) => r.adminId)]);
  return {
    id: conversation.id,
    status: conversation.status,
    name: conversation.name,
    email: conversation.email,
    signedIn: conversation.userId !== null,
    assignedAdminName: conversation.assignedAdminId ? (names.get(conversation.assignedAdminId) ?? null) : null,
    createdAt: conversation.createdAt.toISOString(),
    closedAt: conversation.closedAt?.toISOString() ?? null,
    playerReadAt: conversation.playerReadAt?.toISOString() ?? null,
    adminReadAt: conversation.adminReadAt?.toISOString() ?? null,
    botTranscript: conversation.botTranscript,
    messages: rows.map((r) => toSupportMessage(r, conversation.name, names)),
  };
}

/** The admin's view of one conversation (any status). */
export async function adminConversation(db: Db, id: string): Promise<SupportAdminConversation> {
  const conversation = await findConversation(db, id);
  if (!conversation) throw new DomainError(404, CONVERSATION_NOT_FOUND);
  return conversationView(db, conversation);
}

/** Keeps one line of the transcript (refused once the conversation is closed) and moves the inbox's order. */
export async function addMessage(
  db: Db,
  conversation: Conversation,
  author: { side: SupportSide; adminId: string | null },
  text: string,
): Promise<SupportMessage> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: supportConversations.status }).from(supportConversations).where(eq(supportConversations.id, conversation.id)).for("update");
    if (!current || current.status === "closed") throw new DomainError(409, "This conversation is closed.", {}, "SUPPORT_CLOSED");
    const now = new Date();
    const [inserted] = await tx.insert(supportMessages).values({ conversationId: conversation.id, side: author.side, adminId: author.adminId, text, createdAt: now }).returning();
    await tx.update(supportConversations).set({ lastMessageAt: now }).where(eq(supportConversations.id, conversation.id));
    return inserted!;
  });
  return toSupportMessage(row, conversation.name, await adminNames(db, [author.adminId]));
}

/**
 * A side has read up to a message of this conversation: its read mark moves to that message's time (never back).
 * Answers the mark, or null when the message is not this conversation's or the mark is already there.
 */
export async function markRead(db: Db, conversationId: string, side: SupportSide, messageId: string): Promise<Date | null> {
  const [message] = await db
    .select({ at: supportMessages.createdAt })
    .from(supportMessages)
    .where(and(eq(supportMessages.id, messageId), eq(supportMessages.conversationId, conversationId)));
  if (!message) return null;
  const column = side === "player" ? supportConversations.playerReadAt : supportConversations.adminReadAt;
  const [conversation] = await db.select({ at: column }).from(supportConversations).where(eq(supportConversations.id, conversationId));
  if (!conversation || (conversation.at && conversation.at >= message.at)) return null;
  await db
    .update(supportConversations)
    .set(side === "player" ? { playerReadAt: message.at } : { adminReadAt: message.at })
    .where(eq(supportConversations.id, conversationId));
  return message.at;
}
