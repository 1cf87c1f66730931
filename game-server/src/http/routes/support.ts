import { matchMaker } from "@colyseus/core";
import {
  startSupportResultSchema,
  startSupportSchema,
  supportAdminConversationSchema,
  supportCannedQuerySchema,
  supportCannedResultSchema,
  supportConversationParamsSchema,
  supportQueueQuerySchema,
  supportQueueResultSchema,
  supportTokenResultSchema,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { conversationChannel, isAdminOnline, markAdminSeen } from "../../services/support/live/adminPresence.js";
import { adminConversation, renewJoinToken, startConversation } from "../../services/support/live/conversations.js";
import { cannedReplies, closeConversation, listQueue } from "../../services/support/live/inbox.js";
import { CLOSED_EVENT } from "../../rooms/support/SupportRoom.js";
import { adminActor, defineRoute } from "../route.js";

/**
 * Live support's REST side (issue 18): a player or visitor starts a conversation (then talks in its "support" room);
 * the admin's inbox lists the queues, shows a conversation, closes it (the transcript is mailed) and offers the FAQs
 * as canned replies. Admin presence lives in Colyseus presence, so every process agrees on who is on duty.
 */
export const supportRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "post",
    path: "/support/conversations",
    tag: "support",
    summary: "Start a live support conversation (signed in: the session's player; else a visitor's name and email) with the bot's transcript and the first message; answers the room's join token",
    body: startSupportSchema,
    result: startSupportResultSchema,
    async handle({ auth, body, req }) {
      const adminOnline = await isAdminOnline(matchMaker.presence);
      const result = await startConversation(ctx, auth?.userId ?? null, body, req.ip ?? req.socket.remoteAddress ?? "", adminOnline);
      return { result };
    },
  }),
  defineRoute({
    method: "post",
    path: "/support/conversations/:id/token",
    tag: "support",
    summary: "A new join token for the signed-in player's own conversation that is not closed",
    auth: "user",
    params: supportConversationParamsSchema,
    result: supportTokenResultSchema,
    async handle({ auth, params }) {
      return { result: await renewJoinToken(ctx, auth!.userId, params.id) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/support/conversations",
    tag: "admin",
    summary: "The support inbox: one queue (waiting, mine, closed) with each queue's count; asking marks the admin on duty",
    auth: "admin",
    query: supportQueueQuerySchema,
    result: supportQueueResultSchema,
    async handle({ auth, query }) {
      await markAdminSeen(matchMaker.presence, auth!.userId);
      return { result: await listQueue(ctx.db, auth!.userId, query) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/support/conversations/:id",
    tag: "admin",
    summary: "One support conversation with its bot transcript and every message",
    auth: "admin",
    params: supportConversationParamsSchema,
    result: supportAdminConversationSchema,
    async handle({ params }) {
      return { result: await adminConversation(ctx.db, params.id) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/support/conversations/:id/close",
    tag: "admin",
    summary: "Close a support conversation: its transcript is mailed to the player or visitor, the room closes",
    auth: "admin",
    params: supportConversationParamsSchema,
    result: z.object({}),
    async handle({ auth, params, req }) {
      await closeConversation(ctx, { ...adminActor(auth, req), adminId: auth!.userId }, params.id);
      await matchMaker.presence.publish(conversationChannel(params.id), CLOSED_EVENT);
      return { result: {}, message: "Conversation closed: the transcript was mailed." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/support/canned",
    tag: "admin",
    summary: "Canned replies for the support inbox: the FAQs of a language",
    auth: "admin",
    query: supportCannedQuerySchema,
    result: supportCannedResultSchema,
    async handle({ query }) {
      return { result: await cannedReplies(ctx.db, query.lang) };
    },
  }),
];
