import { fraudHoldSchema, fraudIdParamsSchema, fraudListSchema, fraudQuerySchema, fraudReviewSchema } from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { blockSignalAccounts, holdWithdrawals, listFraudSignals, reviewFraudSignal, runFraudScan } from "../../services/fraud/job.js";
import { DomainError } from "../../services/errors.js";
import { adminActor, defineRoute } from "../route.js";

/** Fraud signals (/fraud-management): what the job found, and the admin's review, hold and block. */
export const fraudRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/admin/fraud",
    tag: "admin",
    summary: "Fraud signals the hourly job found over the last 30 days (newest first; by status and kind), with their accounts and evidence",
    auth: "admin",
    query: fraudQuerySchema,
    result: fraudListSchema,
    async handle({ query }) {
      return { result: await listFraudSignals(ctx.db, query) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/fraud/run",
    tag: "admin",
    summary: "Look now instead of waiting for the hourly run (409 while another process is looking)",
    auth: "admin",
    result: z.object({ found: z.number() }),
    async handle() {
      const run = await runFraudScan(ctx);
      if (!run.ran) throw new DomainError(409, "The job is already running: try again in a minute.");
      return { result: { found: run.found }, message: `${run.found} signal${run.found === 1 ? "" : "s"} found.` };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/fraud/:id/review",
    tag: "admin",
    summary: "Mark a signal reviewed with what you found (it reopens if the job later sees more behind it); audited",
    auth: "admin",
    params: fraudIdParamsSchema,
    body: fraudReviewSchema,
    result: z.object({}),
    async handle({ auth, params, body, req }) {
      await reviewFraudSignal(ctx.db, adminActor(auth, req), params.id, body.note);
      return { result: {}, message: "Signal reviewed." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/fraud/:id/hold",
    tag: "admin",
    summary: "Hold (or release) the withdrawals of every account of a signal: none can be requested or approved while held; audited per account",
    auth: "admin",
    params: fraudIdParamsSchema,
    body: fraudHoldSchema,
    result: z.object({}),
    async handle({ auth, params, body, req }) {
      await holdWithdrawals(ctx.db, adminActor(auth, req), params.id, body.hold);
      return { result: {}, message: body.hold ? "Withdrawals held." : "Withdrawals released." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/fraud/:id/block",
    tag: "admin",
    summary: "Block every player account of a signal (admins are never blocked from here); audited like a block from /user-management",
    auth: "admin",
    params: fraudIdParamsSchema,
    result: z.object({ blocked: z.number() }),
    async handle({ auth, params, req }) {
      const blocked = await blockSignalAccounts(ctx.db, adminActor(auth, req), params.id);
      return { result: { blocked }, message: `${blocked} account${blocked === 1 ? "" : "s"} blocked.` };
    },
  }),
];
