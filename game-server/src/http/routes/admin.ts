import { listUsersQuerySchema, listUsersResultSchema, userIdBodySchema } from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { listUsers, setUserStatus } from "../../services/users/adminUsers.js";
import { defineRoute } from "../route.js";

/** Admin user management (/user-management). Every route here needs an ADMIN session. */
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
    async handle({ body }) {
      await setUserStatus(ctx.db, body._id, "BLOCKED");
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
    async handle({ body }) {
      await setUserStatus(ctx.db, body._id, "ACTIVE");
      return { result: {}, message: "User unblocked." };
    },
  }),
];
