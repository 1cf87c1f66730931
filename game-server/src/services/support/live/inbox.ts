import type { Language, SupportQueueQuery, SupportQueueResult } from "@arena/contracts";
import { supportConversations, supportMessages, users, type Db } from "@arena/db";
import { and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { recordAdminAction, type AdminActor } from "../../admin/audit.js";
import { listFaqs } from "../../content/listFaqs.js";
import { DomainError } from "../../errors.js";
import { CONVERSATION_NOT_FOUND, conversationView, findConversation, type Conversation } from "./conversations.js";
import { transcriptMail } from "./mail.js";

/** waiting: nobody has it yet (oldest first); mine: open with me; closed: newest first. */
function queueFilter(queue: SupportQueueQuery["queue"], adminId: string): SQL {
  if (queue === "waiting") return eq(supportConversations.status, "waiting");
  if (queue === "mine") return and(eq(supportConversations.status, "open"), eq(supportConversations.assignedAdminId, adminId))!;
  return eq(supportConversations.status, "closed");
}

/** One queue of the admin's support inbox, paged, with each queue's count for the tabs. */
export async function listQueue(db: Db, adminId: string, q: SupportQueueQuery): Promise<SupportQueueResult> {
  const where = queueFilter(q.queue, adminId);
  const order = q.queue === "waiting" ? [asc(supportConversations.lastMessageAt)] : [desc(supportConversations.lastMessageAt)];
  const admin = users;
  const preview = sql<string>`(select left(${supportMessages.text}, 120) from ${supportMessages} where ${supportMessages.conversationId} = ${supportConversations.id} order by ${supportMessages.createdAt} desc limit 1)`;
  const unread = sql<number>`(select count(*)::int from ${supportMessages} where ${supportMessages.conversationId} = ${supportConversations.id} and ${supportMessages.side} = 'player' and (${supportConversations.adminReadAt} is null or ${supportMessages.createdAt} > ${supportConversations.adminReadAt}))`;
  const [rows, counts] = await Promise.all([
    db
      .select({ c: supportConversations, adminName: admin.userName, preview, unread })
      .from(supportConversations)
      .leftJoin(admin, eq(admin.id, supportConversations.assignedAdminId))
      .where(where)
      .orderBy(...order, asc(supportConversations.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    Promise.all(
      (["waiting", "mine", "closed"] as const).map(async (queue) => {
        const [row] = await db.select({ n: count() }).from(supportConversations).where(queueFilter(queue, adminId));
        return row?.n ?? 0;
      }),
    ),
  ]);
  const total = counts[["waiting", "mine", "closed"].indexOf(q.queue)]!;
  return {
    docs: rows.map(({ c, adminName, preview: text, unread: n }) => ({
      id: c.id,
      status: c.status,
      name: c.name,
      email: c.email,
      signedIn: c.userId !== null,
      assignedAdminName: adminName ?? null,
      createdAt: c.createdAt.toISOString(),
      lastMessageAt: c.lastMessageAt.toISOString(),
      closedAt: c.closedAt?.toISOString() ?? null,
      preview: text ?? "",
      unread: Number(n),
    })),
    total,
    page: q.page,
    limit: q.limit,
    pages: Math.max(1, Math.ceil(total / q.limit)),
    counts: { waiting: counts[0]!, mine: counts[1]!, closed: counts[2]! },
  };
}

/**
 * An admin takes a waiting conversation (on joining its room or answering it): it becomes theirs and open, with its
 * audit row. Answers the conversation as it is now, and whether this call took it. One that is already someone's
 * stays theirs (another admin may still read and answer it).
 */
export async function assignToAdmin(ctx: AppContext, actor: AdminActor & { adminId: string }, id: string): Promise<{ conversation: Conversation; taken: boolean }> {
  const taken = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportConversations)
      .set({ status: "open", assignedAdminId: actor.adminId })
      .where(and(eq(supportConversations.id, id), eq(supportConversations.status, "waiting"), or(isNull(supportConversations.assignedAdminId), eq(supportConversations.assignedAdminId, actor.adminId))))
      .returning({ id: supportConversations.id });
    if (!row) return false;
    await recordAdminAction(tx, actor, { action: "support.assign", targetType: "support", targetId: id, before: { status: "waiting" }, after: { status: "open" } });
    return true;
  });
  const conversation = await findConversation(ctx.db, id);
  if (!conversation) throw new DomainError(404, CONVERSATION_NOT_FOUND);
  return { conversation, taken };
}

/**
 * Closes a conversation: the transcript is mailed to the player or visitor first (a close on record was mailed),
 * then the status, who closed it and the audit row are written in one transaction.
 */
export async function closeConversation(ctx: AppContext, actor: AdminActor & { adminId: string }, id: string): Promise<void> {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation) throw new DomainError(404, CONVERSATION_NOT_FOUND);
  if (conversation.status === "closed") throw new DomainError(409, "This conversation is closed.");
  const view = await conversationView(ctx.db, conversation);
  try {
    await ctx.mailer.send(transcriptMail(view));
  } catch (err) {
    ctx.logger.error({ err, conversationId: id }, "support transcript could not be mailed");
    throw new DomainError(503, "The transcript could not be mailed: try again in a moment.");
  }
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportConversations)
      .set({ status: "closed", closedAt: new Date(), closedBy: actor.adminId })
      .where(and(eq(supportConversations.id, id), ne(supportConversations.status, "closed")))
      .returning({ id: supportConversations.id });
    if (!row) throw new DomainError(409, "This conversation is closed.");
    await recordAdminAction(tx, actor, {
      action: "support.close",
      targetType: "support",
      targetId: id,
      before: { status: conversation.status },
      after: { status: "closed" },
    });
  });
}

/** Canned replies: the active FAQs of a language (English when none are written in it). */
export async function cannedReplies(db: Db, lang: Language) {
  const faqs = await listFaqs(db, lang);
  return { replies: faqs.map((f) => ({ id: f._id, question: f.question, answer: f.answer })) };
}
