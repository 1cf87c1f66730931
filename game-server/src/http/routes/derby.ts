import {
  derbyBetSchema,
  derbyEventParamsSchema,
  derbyEventSchema,
  derbyLeaderboardQuerySchema,
  derbyLeaderboardSchema,
  derbyMyBetSchema,
  derbyPageQuerySchema,
  derbyVirtualSchema,
  scheduleEventSchema,
  toMinor,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import {
  cancelEvent,
  derbyLeaderboard,
  eventHistory,
  eventView,
  findEvent,
  myBets,
  placeBet,
  scheduleEvent,
  setVirtualRaces,
  virtualRaces,
  upcomingEvents,
} from "../../services/derby/events.js";
import { adminActor, defineRoute } from "../route.js";
import { clientIp } from "./user.js";

/** The Derby's calls (spec: schedule event, history, events, join event, leaderboards, winner horse). */
export const derbyRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/derby/events",
    tag: "derby",
    summary: "Races open for betting or being drawn, soonest first, with each horse's published chance, the money in each pool and the live win odds (no session needed)",
    result: z.object({ docs: z.array(derbyEventSchema) }),
    async handle() {
      return { result: { docs: await upcomingEvents(ctx.db) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/derby/events/:id",
    tag: "derby",
    summary: "One race: horses, pools, odds; once raced the finishing order, each pool's prices and the revealed seed and entropy (no session needed)",
    params: derbyEventParamsSchema,
    result: derbyEventSchema,
    async handle({ params }) {
      return { result: await findEvent(ctx.db, params.id) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/derby/history",
    tag: "derby",
    summary: "Races run or cancelled, newest first, 20 a page (no session needed)",
    query: derbyPageQuerySchema,
    result: z.object({ docs: z.array(derbyEventSchema) }),
    async handle({ query }) {
      return { result: { docs: await eventHistory(ctx.db, query.page, query.limit) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/derby/winnerHorse",
    tag: "derby",
    summary: "A raced event's winner and finishing order (the spec's winner horse; no session needed)",
    query: z.object({ eventId: z.uuid({ error: "Race not found." }) }),
    result: z.object({ eventId: z.string(), winner: z.object({ index: z.number().int(), name: z.string() }).nullable(), finishOrder: z.array(z.number().int()).nullable() }),
    async handle({ query }) {
      const e = await findEvent(ctx.db, query.eventId);
      const first = e.finishOrder?.[0];
      return { result: { eventId: e._id, winner: first === undefined ? null : { index: first, name: e.horses[first]!.name }, finishOrder: e.finishOrder } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/derby/joinEvent",
    tag: "derby",
    summary: "Bet on a horse to win, place or show until post time (the spec's join event): the stake goes to the race's pool; the tote decides the payout at the close",
    auth: "user",
    body: derbyBetSchema,
    result: derbyMyBetSchema,
    async handle({ auth, body, req }) {
      const bet = await placeBet(ctx, auth!.userId, body.eventId, { pool: body.pool, horse: body.horse, amount: toMinor(body.amount) }, clientIp(req));
      const [mine] = (await myBets(ctx.db, auth!.userId, body.eventId)).filter((b) => b._id === bet.id);
      return { result: mine!, message: "Bet placed." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/derby/myBets",
    tag: "derby",
    summary: "Your bets, newest first (of one race with eventId), with what each returned once raced",
    auth: "user",
    query: z.object({ eventId: z.uuid({ error: "Race not found." }).optional() }),
    result: z.object({ docs: z.array(derbyMyBetSchema) }),
    async handle({ auth, query }) {
      return { result: { docs: await myBets(ctx.db, auth!.userId, query.eventId) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/derby/leaderboards",
    tag: "derby",
    summary: "Players by net winnings over raced events (days=1|7|30, or all time), 20 a page (no session needed)",
    query: derbyLeaderboardQuerySchema,
    result: derbyLeaderboardSchema,
    async handle({ query }) {
      return { result: { docs: await derbyLeaderboard(ctx.db, query.days ?? null, query.page, query.limit) } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/derby/scheduleEvent",
    tag: "admin",
    summary: "Schedule a race (the spec's schedule event): 3–12 horses with names and published strengths, post time, takeout; its seed is committed now; audited",
    auth: "admin",
    body: scheduleEventSchema,
    result: derbyEventSchema,
    async handle({ auth, body, req }) {
      const e = await scheduleEvent(ctx, adminActor(auth, req), {
        title: body.title,
        horses: body.horses,
        postTime: new Date(body.postTime),
        takeoutBps: Math.round(body.takeoutPercent * 100),
      });
      return { result: await eventView(ctx.db, e), message: "Race scheduled." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/derby/events/:id/cancel",
    tag: "admin",
    summary: "Cancel a race before it runs: every bet returned; audited",
    auth: "admin",
    params: derbyEventParamsSchema,
    result: derbyEventSchema,
    async handle({ auth, params, req }) {
      await cancelEvent(ctx, adminActor(auth, req), params.id);
      return { result: await findEvent(ctx.db, params.id), message: "Race cancelled: every bet is returned." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/derby/virtual",
    tag: "admin",
    summary: "Virtual races' setting: a race every N minutes while none is open (null: off)",
    auth: "admin",
    result: z.object({ everyMinutes: z.number().nullable() }),
    async handle() {
      return { result: await virtualRaces(ctx.db) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/derby/virtual",
    tag: "admin",
    summary: "Virtual races: one scheduled by the platform every N minutes while none is open (null turns them off); audited",
    auth: "admin",
    body: derbyVirtualSchema,
    result: z.object({ everyMinutes: z.number().nullable() }),
    async handle({ auth, body, req }) {
      await setVirtualRaces(ctx, adminActor(auth, req), body.everyMinutes);
      return { result: { everyMinutes: body.everyMinutes } };
    },
  }),
];
