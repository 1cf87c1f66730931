import { CONTACT_GAME_TYPES, CONTACT_GAMES, type ContactInboxMessage, type ContactStatus } from "@arena/contracts";
import { contactMessages, contactReplies, users, type Db } from "@arena/db";
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { DomainError } from "../errors.js";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The contact inbox, newest first, by status, game and a search of email and text, each with its replies. */
export async function listContactMessages(
  db: Db,
  q: { page: number; limit: number; status?: ContactStatus | undefined; gameType?: string | undefined; search: string },
) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(contactMessages.status, q.status));
  if (q.gameType) filters.push(eq(contactMessages.gameType, q.gameType));
  if (q.search) {
    const term = `%${escapeLike(q.search)}%`;
    filters.push(or(ilike(contactMessages.email, term), ilike(contactMessages.message, term))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  const replies = rows.length
    ? await db
        .select({ reply: contactReplies, adminEmail: users.email })
        .from(contactReplies)
        .leftJoin(users, eq(users.id, contactReplies.adminId))
        .where(inArray(contactReplies.messageId, rows.map((r) => r.id)))
        .orderBy(contactReplies.createdAt)
    : [];
  const docs: ContactInboxMessage[] = rows.map((r) => ({
    _id: r.id,
    gameType: r.gameType,
    email: r.email,
    message: r.message,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    replies: replies
      .filter((x) => x.reply.messageId === r.id)
      .map((x) => ({ at: x.reply.createdAt.toISOString(), adminEmail: x.adminEmail ?? null, text: x.reply.text })),
  }));
  const n = total?.n ?? 0;
  return { docs, total: n, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(n / q.limit)) };
}

/**
 * Answers a contact message by mail to its sender, then records the reply and marks the message answered, with its
 * audit row, in one transaction. The mail goes first: a reply on record was sent (a mail that fails stores nothing).
 */
export async function replyToContact(ctx: AppContext, actor: AdminActor, id: string, text: string): Promise<void> {
  const [message] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw new DomainError(404, "Message not found.");
  const quoted = message.message.split("\n").map((line) => `> ${line}`).join("\n");
  try {
    await ctx.mailer.send({
      to: message.email,
      subject: `Re: your message about ${CONTACT_GAMES[CONTACT_GAME_TYPES.indexOf(message.gameType as never)] ?? message.gameType}`,
      text: `${text}\n\n— Coin Arena support\n\nYou wrote:\n${quoted}\n`,
    });
  } catch (err) {
    ctx.logger.error({ err, messageId: id }, "contact reply could not be mailed");
    throw new DomainError(503, "The reply could not be mailed: try again in a moment.");
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactReplies).values({ messageId: id, adminId: actor.adminId, text });
    await tx.update(contactMessages).set({ status: "answered" }).where(eq(contactMessages.id, id));
    await recordAdminAction(tx, actor, {
      action: "contact.reply",
      targetType: "contact",
      targetId: id,
      before: { status: message.status },
      after: { status: "answered" },
      note: text,
    });
  });
}

/** Moves a message to new, answered or closed (with its audit row). */
export async function setContactStatus(ctx: AppContext, actor: AdminActor, id: string, status: ContactStatus): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!message) throw new DomainError(404, "Message not found.");
    if (message.status === status) return;
    if (status === "answered") {
      // A message is answered by a reply (replyToContact); reopening one that has a reply brings it back to answered.
      const [reply] = await tx.select({ id: contactReplies.id }).from(contactReplies).where(eq(contactReplies.messageId, id)).limit(1);
      if (!reply) throw new DomainError(409, "Reply first: a message is answered by a reply.");
    }
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
    await recordAdminAction(tx, actor, { action: "contact.status", targetType: "contact", targetId: id, before: { status: message.status }, after: { status } });
  });
}
