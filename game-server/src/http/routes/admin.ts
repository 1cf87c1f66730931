import {
  adminAuditQuerySchema,
  adminAuditResultSchema,
  contactIdParamsSchema,
  contactInboxQuerySchema,
  contactInboxResultSchema,
  contactReplySchema,
  contactStatusSchema,
  countryParamsSchema,
  dashboardQuerySchema,
  dashboardSchema,
  jurisdictionEditSchema,
  jurisdictionListSchema,
  jurisdictionViewSchema,
  listUsersQuerySchema,
  listUsersResultSchema,
  MONITOR_PASS_SECONDS,
  MONITOR_PATH,
  monitorPassResultSchema,
  userIdBodySchema,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { listAdminActions } from "../../services/admin/audit.js";
import { adminDashboard } from "../../services/admin/dashboard.js";
import { listContactMessages, replyToContact, setContactStatus } from "../../services/contact/inbox.js";
import { issueMonitorPass, MONITOR_COOKIE } from "../../services/sessions/monitorPass.js";
import { listUsers, setUserStatus } from "../../services/users/adminUsers.js";
import { adminActor, defineRoute } from "../route.js";

/**
 * The admin area's REST side: user management (/user-management), the audit log, the monitor's browser pass and the
 * contact inbox. Every route here needs an ADMIN session; every change writes its audit row in its own transaction.
 */
export const adminUserRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/admin/listUsers",
    tag: "admin",
    summary: "Users, newest first, paged and searchable",
    auth: "admin",
    query: listUsersQuerySchema,
    result: listUsersResultSchema,
    async handle({ query }) {
      return { result: await listUsers(ctx.db, query) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/blockUser",
    tag: "admin",
    summary: "Block a player: their sessions end at once",
    auth: "admin",
    body: userIdBodySchema,
    result: z.object({}),
    async handle({ auth, body, req }) {
      await setUserStatus(ctx.db, adminActor(auth, req), body._id, "BLOCKED");
      return { result: {}, message: "User blocked." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/unblockUser",
    tag: "admin",
    summary: "Unblock a player",
    auth: "admin",
    body: userIdBodySchema,
    result: z.object({}),
    async handle({ auth, body, req }) {
      await setUserStatus(ctx.db, adminActor(auth, req), body._id, "ACTIVE");
      return { result: {}, message: "User unblocked." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/audit",
    tag: "admin",
    summary: "The audit log of admin actions (who, when, what, before and after), newest first, filtered by action, admin, target and time",
    auth: "admin",
    query: adminAuditQuerySchema,
    result: adminAuditResultSchema,
    async handle({ query }) {
      return { result: await listAdminActions(ctx.db, query) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/monitor-pass",
    tag: "admin",
    summary: `A short-lived signed cookie (${MONITOR_PASS_SECONDS / 60} minutes, HttpOnly, path ${MONITOR_PATH}) that opens the Colyseus monitor in this browser; each request with it checks the admin's session again`,
    auth: "admin",
    result: monitorPassResultSchema,
    async handle({ auth, req, res }) {
      const pass = await issueMonitorPass(ctx, auth!);
      res.cookie(MONITOR_COOKIE, pass.token, {
        path: MONITOR_PATH,
        httpOnly: true,
        sameSite: "strict",
        secure: req.secure || (ctx.config.PUBLIC_URL ?? "").startsWith("https://"),
        maxAge: MONITOR_PASS_SECONDS * 1000,
      });
      return { result: { path: `${MONITOR_PATH}/`, expiresAt: pass.expiresAt.toISOString() } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/contact",
    tag: "admin",
    summary: "The contact inbox: messages newest first with their replies, by status (new, answered, closed), game and search",
    auth: "admin",
    query: contactInboxQuerySchema,
    result: contactInboxResultSchema,
    async handle({ query }) {
      return { result: await listContactMessages(ctx.db, query) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/contact/:id/reply",
    tag: "admin",
    summary: "Answer a contact message: the reply is mailed to its sender, kept with the message, and the message is answered",
    auth: "admin",
    params: contactIdParamsSchema,
    body: contactReplySchema,
    result: z.object({}),
    async handle({ auth, params, body, req }) {
      await replyToContact(ctx, adminActor(auth, req), params.id, body.text);
      return { result: {}, message: "Reply sent." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/contact/:id/status",
    tag: "admin",
    summary: "Move a contact message to new, answered or closed",
    auth: "admin",
    params: contactIdParamsSchema,
    body: contactStatusSchema,
    result: z.object({}),
    async handle({ auth, params, body, req }) {
      await setContactStatus(ctx, adminActor(auth, req), params.id, body.status);
      return { result: {}, message: "Status saved." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/jurisdiction",
    tag: "user",
    summary: "What the platform offers where you are now, by your address's country: allowed, play money only (free coins), or blocked",
    result: jurisdictionViewSchema,
    async handle({ req }) {
      return { result: await ctx.jurisdictions.of(req.ip) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/jurisdictions",
    tag: "admin",
    summary: "Every country's rule (a country without one is allowed)",
    auth: "admin",
    result: jurisdictionListSchema,
    async handle() {
      return { result: await ctx.jurisdictions.list() };
    },
  }),
  defineRoute({
    method: "put",
    path: "/admin/jurisdictions/:code",
    tag: "admin",
    summary: "Set a country's rule: allowed, play_money (no deposits, no coin tables) or blocked (no sign-up, no play); audited",
    auth: "admin",
    params: countryParamsSchema,
    body: jurisdictionEditSchema,
    result: jurisdictionListSchema,
    async handle({ auth, params, body, req }) {
      await ctx.jurisdictions.set(adminActor(auth, req), params.code, body);
      return { result: await ctx.jurisdictions.list(), message: "Rule saved." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/dashboard",
    tag: "admin",
    summary: "The dashboard: new and active players, games by game and mode, fees, commission, deposits and withdrawals per day; pending withdrawals; the ledger's reconciliation; top winners, popular players, largest wallets. All from the ledger and game records",
    auth: "admin",
    query: dashboardQuerySchema,
    result: dashboardSchema,
    async handle({ query }) {
      return { result: await adminDashboard(ctx.db, query.days) };
    },
  }),
];
