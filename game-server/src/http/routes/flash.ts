import { fairGameParamsSchema, flashHandRecordSchema, flashHistoryQuerySchema, flashHistorySchema } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { findFlashHand, flashHistory } from "../../services/flash/hands.js";
import { defineRoute } from "../route.js";

/** Flash's REST side: hands as the server dealt and settled them, and a player's own hand history. */
export const flashRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/flash/hand/:gameId",
    tag: "flash",
    summary:
      "A Flash hand as the server played it: the table's terms, the seats from the dealer on with their stacks, and the seed commitment; once it is over the server seed, the shuffled deck, every hand, every action and the result (the /fairness page replays them).",
    params: fairGameParamsSchema,
    result: flashHandRecordSchema,
    async handle({ params }) {
      return { result: await findFlashHand(ctx, params.gameId) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/flash/history",
    tag: "flash",
    summary: "The signed-in player's Flash hands, newest first, with their own line of each result (net after commission, cards shown).",
    auth: "user",
    query: flashHistoryQuerySchema,
    result: flashHistorySchema,
    async handle({ auth, query }) {
      return { result: await flashHistory(ctx, auth!.userId, query.page, query.limit) };
    },
  }),
];
