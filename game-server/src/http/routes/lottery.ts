import {
  buyTicketsSchema,
  lotteryBoardSchema,
  lotteryDrawParamsSchema,
  lotteryDrawSchema,
  lotteryTicketSchema,
  lotteryTicketsQuerySchema,
  newDrawSchema,
  toCoins,
  toMinor,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { buyTickets, cancelDraw, createDraw, drawView, findDraw, lotteryBoard, myTickets } from "../../services/lottery/draws.js";
import { adminActor, defineRoute } from "../route.js";
import { clientIp } from "./user.js";

/** The lottery (issue 20): the board and a draw's proof for anyone, tickets for players, draws for admins. */
export const lotteryRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/getLottery",
    tag: "lottery",
    summary: "The draws on sale or waiting for their draw (soonest first) and the last ten drawn or cancelled, each with its terms, pool and proof (no session needed)",
    result: lotteryBoardSchema,
    async handle() {
      return { result: await lotteryBoard(ctx.db) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/lottery/draws/:id",
    tag: "lottery",
    summary: "One draw: terms, tickets sold, the prize pool, the seed commitment and entropy; once drawn the server seed, the entropy, the winning numbers and each rank's winners (no session needed)",
    params: lotteryDrawParamsSchema,
    result: lotteryDrawSchema,
    async handle({ params }) {
      return { result: await findDraw(ctx.db, params.id) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/lottery/tickets",
    tag: "lottery",
    summary: "Buy 1–20 tickets of an open draw: each with its numbers, or none for a quick pick; the price is the draw's, held in its pool",
    auth: "user",
    body: buyTicketsSchema,
    result: z.object({ paid: z.number(), tickets: z.array(lotteryTicketSchema) }),
    async handle({ auth, body, req }) {
      const bought = await buyTickets(ctx, auth!.userId, body.drawId, body.tickets, clientIp(req));
      const mine = await myTickets(ctx.db, auth!.userId, body.drawId);
      const ids = new Set(bought.tickets.map((t) => t.id));
      return { result: { paid: toCoins(bought.paid), tickets: mine.filter((t) => ids.has(t._id)) }, message: `${bought.tickets.length} ticket(s) bought.` };
    },
  }),
  defineRoute({
    method: "get",
    path: "/lottery/myTickets",
    tag: "lottery",
    summary: "Your tickets, newest first (of one draw with drawId), with what each matched and won once drawn",
    auth: "user",
    query: lotteryTicketsQuerySchema,
    result: z.object({ docs: z.array(lotteryTicketSchema) }),
    async handle({ auth, query }) {
      return { result: { docs: await myTickets(ctx.db, auth!.userId, query.drawId) } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/lottery/draws",
    tag: "admin",
    summary: "Open a draw (the spec's admin lottery port): terms, ticket limit and minimum, sales close and draw time; its seed is committed and its entropy fixed now; audited",
    auth: "admin",
    body: newDrawSchema,
    result: lotteryDrawSchema,
    async handle({ auth, body, req }) {
      const draw = await createDraw(
        ctx,
        adminActor(auth, req),
        {
          title: body.title,
          pick: body.pick,
          of: body.of,
          ticketPrice: toMinor(body.ticketPrice),
          houseBps: Math.round(body.houseSharePercent * 100),
          ranks: body.ranks.map((r) => ({ matches: r.matches, shareBps: Math.round(r.sharePercent * 100) })),
          minTickets: body.minTickets,
          ticketLimit: body.ticketLimit,
          salesCloseAt: new Date(body.salesCloseAt),
          drawAt: new Date(body.drawAt),
        },
        ctx.beacon,
      );
      return { result: await drawView(ctx.db, draw), message: "Draw opened." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/lottery/draws/:id/cancel",
    tag: "admin",
    summary: "Cancel a draw that is not drawn yet: every ticket refunded; audited",
    auth: "admin",
    params: lotteryDrawParamsSchema,
    result: lotteryDrawSchema,
    async handle({ auth, params, req }) {
      await cancelDraw(ctx, adminActor(auth, req), params.id);
      return { result: await findDraw(ctx.db, params.id), message: "Draw cancelled: every ticket is refunded." };
    },
  }),
];
