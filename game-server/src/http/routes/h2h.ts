import {
  h2hCategoryInputSchema,
  h2hCategorySchema,
  h2hGraphSchema,
  h2hMatchInputSchema,
  h2hMatchListQuerySchema,
  h2hMatchParamsSchema,
  h2hMatchSchema,
  h2hMatchStateSchema,
  h2hMyStakeSchema,
  h2hPlayersSchema,
  h2hQuestionInputSchema,
  h2hQuestionParamsSchema,
  h2hQuestionQuerySchema,
  h2hQuestionSchema,
  h2hQuestionsQuerySchema,
  h2hResolveSchema,
  h2hStakeSchema,
  toMinor,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import {
  categories,
  createCategory,
  createMatch,
  createQuestion,
  findQuestion,
  matchList,
  myStakes,
  placeStake,
  questionPlayers,
  questionsOf,
  questionView,
  resolveQuestion,
  setMatchState,
  stakeGraph,
} from "../../services/h2h/questions.js";
import { adminActor, defineRoute } from "../route.js";
import { clientIp } from "./user.js";

/** H2H's calls (spec: categories, questions, live match, bets, graph, match list, players, cricket question creation). */
export const h2hRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/h2h/categories",
    tag: "h2h",
    summary: "The categories (cricket, football, esports titles…), by name (no session needed)",
    result: z.object({ docs: z.array(h2hCategorySchema) }),
    async handle() {
      return { result: { docs: (await categories(ctx.db)).map((c) => ({ _id: c.id, name: c.name })) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/h2h/matchList",
    tag: "h2h",
    summary: "Matches (of a category, in a state), by start time, with how many questions are open (no session needed)",
    query: h2hMatchListQuerySchema,
    result: z.object({ docs: z.array(h2hMatchSchema) }),
    async handle({ query }) {
      return { result: { docs: await matchList(ctx.db, query.categoryId, query.state) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/h2h/liveMatch",
    tag: "h2h",
    summary: "The matches live now (no session needed)",
    result: z.object({ docs: z.array(h2hMatchSchema) }),
    async handle() {
      return { result: { docs: await matchList(ctx.db, undefined, "live") } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/h2h/questions",
    tag: "h2h",
    summary: "A match's questions with each option's money staked, matched and waiting (no session needed)",
    query: h2hQuestionsQuerySchema,
    result: z.object({ docs: z.array(h2hQuestionSchema) }),
    async handle({ query }) {
      return { result: { docs: await questionsOf(ctx.db, query.matchId) } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/h2h/bets",
    tag: "h2h",
    summary: "Stake on an option until the question closes: matched head to head at even money against stakes on the other options, first come first matched; the unmatched part comes back at the close",
    auth: "user",
    body: h2hStakeSchema,
    result: h2hQuestionSchema,
    async handle({ auth, body, req }) {
      await placeStake(ctx, auth!.userId, body.questionId, body.option, toMinor(body.amount), clientIp(req));
      return { result: await questionView(ctx.db, await findQuestion(ctx.db, body.questionId)), message: "Stake placed." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/h2h/bets",
    tag: "h2h",
    summary: "Your stakes, newest first, with what is matched and what came back",
    auth: "user",
    result: z.object({ docs: z.array(h2hMyStakeSchema) }),
    async handle({ auth }) {
      return { result: { docs: await myStakes(ctx.db, auth!.userId) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/h2h/graph",
    tag: "h2h",
    summary: "How the money on each option grew, one point per stake (no session needed)",
    query: h2hQuestionQuerySchema,
    result: h2hGraphSchema,
    async handle({ query }) {
      return { result: await stakeGraph(ctx.db, query.questionId) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/h2h/players",
    tag: "h2h",
    summary: "Who backed which option and how much (matched once closed), by username (no session needed)",
    query: h2hQuestionQuerySchema,
    result: h2hPlayersSchema,
    async handle({ query }) {
      return { result: { docs: await questionPlayers(ctx.db, query.questionId) } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/h2h/categories",
    tag: "admin",
    summary: "Add a category (/add-category); audited",
    auth: "admin",
    body: h2hCategoryInputSchema,
    result: h2hCategorySchema,
    async handle({ auth, body, req }) {
      const c = await createCategory(ctx, adminActor(auth, req), body.name);
      return { result: { _id: c.id, name: c.name }, message: "Category added." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/h2h/matches",
    tag: "admin",
    summary: "Add a match to a category with its start time; audited",
    auth: "admin",
    body: h2hMatchInputSchema,
    result: h2hMatchSchema,
    async handle({ auth, body, req }) {
      const m = await createMatch(ctx, adminActor(auth, req), { categoryId: body.categoryId, title: body.title, startsAt: new Date(body.startsAt) });
      const [view] = (await matchList(ctx.db, m.categoryId)).filter((x) => x._id === m.id);
      return { result: view!, message: "Match added." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/h2h/matches/:id/state",
    tag: "admin",
    summary: "Set a match's live state (upcoming, live, finished); audited",
    auth: "admin",
    params: h2hMatchParamsSchema,
    body: h2hMatchStateSchema,
    result: h2hMatchSchema,
    async handle({ auth, params, body, req }) {
      const m = await setMatchState(ctx, adminActor(auth, req), params.id, body.state);
      const [view] = (await matchList(ctx.db, m.categoryId)).filter((x) => x._id === m.id);
      return { result: view! };
    },
  }),
  defineRoute({
    method: "post",
    path: "/h2h/createCricketQuestion",
    tag: "admin",
    summary: "Add a question to a match (the spec's cricket question creation): two to six options and a close time; audited; the answer's message is shown as a toast",
    auth: "admin",
    body: h2hQuestionInputSchema,
    result: h2hQuestionSchema,
    async handle({ auth, body, req }) {
      const q = await createQuestion(ctx, adminActor(auth, req), { matchId: body.matchId, text: body.text, options: body.options, closeAt: new Date(body.closeAt) });
      return { result: await questionView(ctx.db, q), message: "Question created." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/h2h/questions/:id/resolve",
    tag: "admin",
    summary: "Resolve a closed question (winner: an option) or void it (null): pays every matched pair; a matched pool of 1,000 coins or more waits for a second admin to send the same answer; audited",
    auth: "admin",
    params: h2hQuestionParamsSchema,
    body: h2hResolveSchema,
    result: h2hQuestionSchema,
    async handle({ auth, params, body, req }) {
      const q = await resolveQuestion(ctx, adminActor(auth, req), params.id, body.winner);
      const message = q.status === "pending" ? "Proposed: another admin must confirm this answer." : q.status === "void" ? "Question voided: every stake is returned." : "Question resolved and paid.";
      return { result: await questionView(ctx.db, q), message };
    },
  }),
];
