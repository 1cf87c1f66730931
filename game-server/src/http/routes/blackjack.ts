import {
  blackjackBetAmountsInputSchema,
  blackjackBetListSchema,
  blackjackHistoryQuerySchema,
  blackjackHistorySchema,
  blackjackLeaderboardQuerySchema,
  blackjackLeaderboardSchema,
  blackjackRoundRecordSchema,
  blackjackSummarySchema,
  fairGameParamsSchema,
} from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { betList, findRound, history, leaderboard, setBetAmounts, summary } from "../../services/blackjack/rounds.js";
import { adminActor, defineRoute } from "../route.js";

/** Black Jack's REST side (the rounds are played in the "blackjack" room): bet steps, leaderboard, history, proofs. */
export const blackjackRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/blackjack/betAmountList",
    tag: "blackjack",
    summary: "The bets a table offers (coins, set by an admin), and the rules they are played by with their RTP (no session needed)",
    result: blackjackBetListSchema,
    async handle() {
      return { result: await betList(ctx.db) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/blackjack/leaderboard",
    tag: "blackjack",
    summary: "Players by net winnings (sort=net) or biggest single-round win (sort=best) today, this week or all time (period=day|week|all, UTC), 20 a page (no session needed)",
    query: blackjackLeaderboardQuerySchema,
    result: blackjackLeaderboardSchema,
    async handle({ query }) {
      return { result: await leaderboard(ctx.db, query) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/blackjack/history",
    tag: "blackjack",
    summary: "Your settled rounds, newest first, 20 a page, each with its seeds (the /fairness page replays a round from them)",
    auth: "user",
    query: blackjackHistoryQuerySchema,
    result: blackjackHistorySchema,
    async handle({ auth, query }) {
      return { result: await history(ctx.db, auth!.userId, query) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/blackjack/round/:gameId",
    tag: "blackjack",
    summary: "A round as the server played it: the seed commitment; once over the server seed, the bet, every action and the result (the /fairness page deals it again)",
    params: fairGameParamsSchema,
    result: blackjackRoundRecordSchema,
    async handle({ params }) {
      return { result: await findRound(ctx, params.gameId) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/blackjack/summary",
    tag: "admin",
    summary: "What the Black Jack tables did today, this week and all time: rounds, players, staked, paid, the house's net and the realized RTP beside the published one",
    auth: "admin",
    result: blackjackSummarySchema,
    async handle() {
      return { result: await summary(ctx.db) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/blackjack/betAmounts",
    tag: "admin",
    summary: "Set the bets a Black Jack table offers (1 to 12 amounts, coins); tables check every bet against the list in force; audited",
    auth: "admin",
    body: blackjackBetAmountsInputSchema,
    result: blackjackBetListSchema,
    async handle({ auth, body, req }) {
      return { result: await setBetAmounts(ctx, adminActor(auth, req), body.betAmountList), message: "Bet amounts saved." };
    },
  }),
];
