import { Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import {
  SUPPORT_ERRORS,
  SUPPORT_LIMITS,
  supportClientMessages,
  supportJoinOptionsSchema,
  type SupportErrorCode,
  type SupportServerMessages,
  type SupportSide,
} from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { isDomainError } from "../../services/errors.js";
import { authenticate, tokenFromHeaders } from "../../services/sessions/authenticate.js";
import { conversationChannel, isAdminOnline, markAdminSeen } from "../../services/support/live/adminPresence.js";
import { addMessage, CONVERSATION_NOT_FOUND, conversationView, findConversation, markRead, type Conversation } from "../../services/support/live/conversations.js";
import { assignToAdmin } from "../../services/support/live/inbox.js";
import { checkJoinToken } from "../../services/support/live/joinToken.js";
import { answerMail } from "../../services/support/live/mail.js";
import { refuseWhileShuttingDown } from "../shutdown.js";

/** Who a support client is: the conversation's player (by its join token) or an admin (by an ADMIN session). */
export interface SupportAuth {
  side: SupportSide;
  conversationId: string;
  adminId: string | null;
  ip: string | null;
}

/** The message a closed conversation's room ends with, from the inbox on any process (through presence). */
export const CLOSED_EVENT = "closed";

/**
 * Checks a join before any room is created or a seat reserved (static onAuth): the options' conversation must exist
 * and be open; the player proves it is theirs with the join token from POST /support/conversations, an admin with
 * their session. Everything else is refused with the reason.
 */
export async function supportAuth(ctx: AppContext, token: string | undefined, options: unknown, context: AuthContext): Promise<SupportAuth> {
  const parsed = supportJoinOptionsSchema.safeParse(options ?? {});
  if (!parsed.success) throw new ServerError(400, parsed.error.issues[0]?.message ?? "Invalid join options.");
  const { conversationId, joinToken } = parsed.data;
  const conversation = await findConversation(ctx.db, conversationId);
  if (!conversation) throw new ServerError(404, CONVERSATION_NOT_FOUND);
  if (conversation.status === "closed") throw new ServerError(409, SUPPORT_ERRORS.SUPPORT_CLOSED);
  const ip = context.ip ?? null;
  if (joinToken) {
    if (!(await checkJoinToken(ctx, joinToken, conversationId))) throw new ServerError(401, "This chat link has expired: start the chat again.");
    return { side: "player", conversationId, adminId: null, ip };
  }
  const raw = token || tokenFromHeaders(Object.fromEntries(context.headers?.entries?.() ?? []));
  const auth = raw ? await authenticate(ctx.db, ctx.sessionKey, raw) : null;
  if (!auth) throw new ServerError(401, "Please login again.");
  if (auth.userType !== "ADMIN") throw new ServerError(403, "You are not allowed to do this.");
  return { side: "admin", conversationId, adminId: auth.userId, ip };
}

/**
 * "support": one room per live support conversation (joinOrCreate filtered by conversationId, so every process
 * finds the same one through the driver). The player and any admins talk here; every line is kept in the database
 * before it is shown. Messages only, no synced state: a conversation is a list that grows, which a `history` on join
 * and a `message` per line carry exactly (docs/realtime.md). Built per platform by `supportRoomFor(ctx)`.
 */
export class SupportRoom extends Room {
  protected app!: AppContext;
  private conversation!: Conversation;
  /** Clients whose typing mark is on (cleared when they send or leave). */
  private typing = new Set<Client>();
  /** Inbound work runs one at a time, so lines are kept and shown in the order they came. */
  private work: Promise<unknown> = Promise.resolve();
  private onChannel = (event: unknown) => {
    if (event === CLOSED_EVENT) this.closedElsewhere();
  };

  override async onCreate(options: unknown) {
    const parsed = supportJoinOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) throw new ServerError(400, "Invalid room options.");
    const conversation = await findConversation(this.app.db, parsed.data.conversationId);
    if (!conversation) throw new ServerError(404, CONVERSATION_NOT_FOUND);
    this.conversation = conversation;
    this.autoDispose = true;
    // A person types far slower; a flooder is disconnected (the 5 per 10 s rule on lines is counted below).
    this.maxMessagesPerSecond = 10;
    await this.presence.subscribe(conversationChannel(conversation.id), this.onChannel);
    // Admins in a conversation are on duty even when their inbox tab is in the background.
    this.clock.setInterval(() => void this.markAdminsSeen(), 10_000);

    for (const [type, contract] of Object.entries(supportClientMessages)) {
      this.onMessage(type, (client, payload) => {
        const message = contract.safeParse(payload ?? undefined);
        if (!message.success) return this.fail(client, "BAD_MESSAGE", message.error.issues[0]?.message ?? SUPPORT_ERRORS.BAD_MESSAGE, type);
        this.work = this.work.then(() => this.handle(client, type, message.data)).catch((err: unknown) => this.failed(client, err, type));
      });
    }
    this.onMessage("*", (client, type) => this.fail(client, "BAD_MESSAGE", `Unknown message: ${String(type).slice(0, 40)}`, String(type).slice(0, 40)));
  }

  override async onJoin(client: Client) {
    refuseWhileShuttingDown();
    const me = client.auth as SupportAuth;
    if (me.side === "admin") {
      await markAdminSeen(this.presence, me.adminId!);
      await this.takeFor(me);
    }
    const { email: _email, ...conversation } = await conversationView(this.app.db, this.conversation);
    this.tell(client, "history", { conversation, adminOnline: await isAdminOnline(this.presence), you: me.side });
  }

  override onLeave(client: Client) {
    if (this.typing.delete(client)) this.announce("typing", { side: (client.auth as SupportAuth).side, typing: false }, client);
  }

  override async onDispose() {
    this.presence.unsubscribe(conversationChannel(this.conversation?.id ?? ""), this.onChannel);
  }

  private async handle(client: Client, type: string, payload: unknown): Promise<void> {
    const me = client.auth as SupportAuth;
    if (type === "typing") {
      const { typing } = payload as { typing: boolean };
      if (typing === this.typing.has(client)) return;
      if (typing) this.typing.add(client);
      else this.typing.delete(client);
      return this.announce("typing", { side: me.side, typing }, client);
    }
    if (type === "read") {
      const at = await markRead(this.app.db, this.conversation.id, me.side, (payload as { messageId: string }).messageId);
      if (at) this.announce("read", { side: me.side, at: at.toISOString() });
      return;
    }
    // send
    const used = await this.app.limiter.store.hit(`support-send:${this.roomId}:${client.sessionId}`, SUPPORT_LIMITS.windowMs);
    if (used > SUPPORT_LIMITS.messagesPerWindow) return this.fail(client, "SUPPORT_RATE_LIMIT", SUPPORT_ERRORS.SUPPORT_RATE_LIMIT, type);
    if (me.side === "admin") await this.takeFor(me);
    const message = await addMessage(this.app.db, this.conversation, { side: me.side, adminId: me.adminId }, (payload as { text: string }).text);
    if (this.typing.delete(client)) this.announce("typing", { side: me.side, typing: false }, client);
    this.announce("message", message);
    // What one writes, one has read.
    await markRead(this.app.db, this.conversation.id, me.side, message.id);
    if (me.side === "player") {
      if (!(await isAdminOnline(this.presence))) this.tell(client, "notice", { code: "NO_ADMIN_ONLINE" });
      return;
    }
    // The player is not in the chat: the answer reaches them by mail.
    const playerHere = this.clients.some((c) => (c.auth as SupportAuth | undefined)?.side === "player");
    if (!playerHere) {
      await this.app.mailer.send(answerMail(this.conversation, message)).catch((err: unknown) => {
        this.app.logger.error({ err, conversationId: this.conversation.id }, "support answer could not be mailed");
      });
    }
  }

  /** An admin joining or answering a waiting conversation takes it: everyone sees it is open and whose it is. */
  private async takeFor(me: SupportAuth): Promise<void> {
    if (this.conversation.status !== "waiting") return;
    const { conversation, taken } = await assignToAdmin(this.app, { adminId: me.adminId!, via: "api", ip: me.ip }, this.conversation.id);
    this.conversation = conversation;
    if (taken) await this.announceStatus();
  }

  private async announceStatus(): Promise<void> {
    const { assignedAdminName, status } = await conversationView(this.app.db, this.conversation);
    this.announce("status", { status, assignedAdminName });
  }

  /** Closed from the inbox (this process or another): everyone is told, then the room closes. */
  private closedElsewhere(): void {
    this.work = this.work.then(async () => {
      const conversation = await findConversation(this.app.db, this.conversation.id);
      if (conversation) this.conversation = conversation;
      await this.announceStatus();
      this.clock.setTimeout(() => void this.disconnect(), 500);
    }).catch((err: unknown) => {
      // The queue must stay usable: later lines are still refused as closed by the database.
      this.app.logger.error({ err, conversationId: this.conversation.id }, "support close could not be announced");
    });
  }

  private async markAdminsSeen(): Promise<void> {
    for (const c of this.clients) {
      const auth = c.auth as SupportAuth | undefined;
      if (auth?.side === "admin") await markAdminSeen(this.presence, auth.adminId!);
    }
  }

  private tell<K extends keyof SupportServerMessages>(client: Client, type: K, payload: SupportServerMessages[K]): void {
    client.send(type, payload);
  }

  private announce<K extends keyof SupportServerMessages>(type: K, payload: SupportServerMessages[K], except?: Client): void {
    this.broadcast(type, payload, except ? { except } : undefined);
  }

  private fail(client: Client, code: SupportErrorCode, message: string, type?: string): void {
    this.tell(client, "error", { code, message, ...(type ? { type } : {}) });
  }

  private failed(client: Client, err: unknown, type: string): void {
    if (isDomainError(err) && err.code === "SUPPORT_CLOSED") return this.fail(client, "SUPPORT_CLOSED", SUPPORT_ERRORS.SUPPORT_CLOSED, type);
    this.app.logger.error({ err, conversationId: this.conversation.id, type }, "support message failed");
    this.fail(client, "SUPPORT_FAILED", SUPPORT_ERRORS.SUPPORT_FAILED, type);
  }
}

/** The support room of a platform: its static onAuth checks the join token or admin session before anything else. */
export function supportRoomFor(ctx: AppContext): typeof SupportRoom {
  return class PlatformSupportRoom extends SupportRoom {
    protected override app = ctx;
    static override async onAuth(token: string, options: unknown, context: AuthContext): Promise<SupportAuth> {
      return supportAuth(ctx, token, options, context);
    }
  };
}
