import {
  directIndirectListSchema,
  directIndirectQuerySchema,
  referralAdminOverviewSchema,
  referralForfeitSchema,
  referralHistoryQuerySchema,
  referralHistorySchema,
  referralRatesUpdateSchema,
  referralSummarySchema,
  referrerParamsSchema,
  referrersListSchema,
  referrersQuerySchema,
  revenueQuerySchema,
  revenueSchema,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { DomainError } from "../../services/errors.js";
import { forfeitHeldEarnings, listReferrers, referralOverview, releaseHeldEarnings, setReferralRates } from "../../services/referral/admin.js";
import { runReferralJob } from "../../services/referral/job.js";
import { directIndirectList, referralHistory, referralRevenue, referralSummary } from "../../services/referral/player.js";
import { adminActor, defineRoute } from "../route.js";

/** The referral programme: the player's /referral and /revenue, and the admin's /referral-management. */
export const referralRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/user/referralSummary",
    tag: "referral",
    summary: "The player's referral code, the programme's rates, how many players they brought (direct and indirect) and what it earned them",
    auth: "user",
    result: referralSummarySchema,
    async handle({ auth }) {
      return { result: await referralSummary(ctx, auth!.userId) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/refferalHistory",
    tag: "referral",
    summary: "Referral history (the spec's spelling): each share of a referee's game commission, newest first, with its status (pending, held, paid, forfeited)",
    auth: "user",
    query: referralHistoryQuerySchema,
    result: referralHistorySchema,
    async handle({ auth, query }) {
      return { result: await referralHistory(ctx.db, auth!.userId, query) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/directIndirectUserList",
    tag: "referral",
    summary: "The players the caller brought (level=direct) or that those brought (level=indirect): masked name, join date, coin games played, what they earned the caller",
    auth: "user",
    query: directIndirectQuerySchema,
    result: directIndirectListSchema,
    async handle({ auth, query }) {
      return { result: await directIndirectList(ctx.db, auth!.userId, query) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/revenue",
    tag: "referral",
    summary: "Referral earnings over the last 7, 30, 90 or 365 days: per day (UTC) by level, and by game",
    auth: "user",
    query: revenueQuerySchema,
    result: revenueSchema,
    async handle({ auth, query }) {
      return { result: await referralRevenue(ctx.db, auth!.userId, query.days) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/referral",
    tag: "admin",
    summary: "The referral programme: rates, coins paid, pending, held and forfeited, the pool, the job's last run",
    auth: "admin",
    result: referralAdminOverviewSchema,
    async handle() {
      return { result: await referralOverview(ctx.db) };
    },
  }),
  defineRoute({
    method: "put",
    path: "/admin/referral/rates",
    tag: "admin",
    summary: "Set the direct and indirect rates (percent of the house commission, together at most 50%) for what accrues from now on; audited",
    auth: "admin",
    body: referralRatesUpdateSchema,
    result: z.object({}),
    async handle({ auth, body, req }) {
      await setReferralRates(ctx.db, adminActor(auth, req), body);
      return { result: {}, message: "Referral rates saved." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/referral/referrers",
    tag: "admin",
    summary: "Referrers with their direct and indirect referees and coins paid, pending and held (held=true: only those with holds)",
    auth: "admin",
    query: referrersQuerySchema,
    result: referrersListSchema,
    async handle({ query }) {
      return { result: await listReferrers(ctx.db, query) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/referral/run",
    tag: "admin",
    summary: "Accrue and credit referral earnings now instead of waiting for the hourly run (409 while another process runs it)",
    auth: "admin",
    result: z.object({ accrued: z.number(), paid: z.number(), payouts: z.number() }),
    async handle() {
      const run = await runReferralJob(ctx);
      if (!run.ran) throw new DomainError(409, "The job is already running: try again in a minute.");
      const result = { accrued: run.accrued / 100, paid: run.paid / 100, payouts: run.payouts };
      return { result, message: `${result.paid.toFixed(2)} coins credited to ${run.payouts} referrer${run.payouts === 1 ? "" : "s"}.` };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/referral/:userId/release",
    tag: "admin",
    summary: "Release a referrer's held earnings: they are credited at the next run (unless the account is still flagged then); audited",
    auth: "admin",
    params: referrerParamsSchema,
    result: z.object({ released: z.number() }),
    async handle({ auth, params, req }) {
      const released = await releaseHeldEarnings(ctx.db, adminActor(auth, req), params.userId);
      return { result: { released }, message: "Held earnings released." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/referral/:userId/forfeit",
    tag: "admin",
    summary: "Forfeit a referrer's held earnings (confirmed abuse): the coins go back to the house; audited with the note",
    auth: "admin",
    params: referrerParamsSchema,
    body: referralForfeitSchema,
    result: z.object({ forfeited: z.number() }),
    async handle({ auth, params, body, req }) {
      const forfeited = await forfeitHeldEarnings(ctx.db, adminActor(auth, req), params.userId, body.note);
      return { result: { forfeited }, message: "Held earnings forfeited." };
    },
  }),
];
