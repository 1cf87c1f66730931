/**
 * H2H (issue 20): head-to-head stakes on questions about matches. Admins make categories, matches and questions (the
 * spec's cricket question creation); players stake on an option until the close; stakes are matched person against
 * person at even money; the unmatched part comes back at the close; an admin resolves (a second admin confirms a large
 * pool) or voids. Amounts are coins. The rules are packages/rules-h2h's.
 */
import { z } from "zod";

const id = (what: string) => z.uuid({ error: `${what} not found.` });
const iso = z.iso.datetime({ offset: true, error: "Use an ISO date and time." });

export const h2hCategorySchema = z.object({ _id: z.string(), name: z.string() });
export const h2hMatchSchema = z.object({
  _id: z.string(),
  categoryId: z.string(),
  category: z.string(),
  title: z.string(),
  startsAt: z.string(),
  state: z.enum(["upcoming", "live", "finished"]),
  openQuestions: z.number().int(),
});
export const h2hQuestionSchema = z.object({
  _id: z.string(),
  matchId: z.string(),
  text: z.string(),
  /** open (stakes taken), closed (matched; waiting for the answer), pending (a second admin must confirm), resolved, void. */
  status: z.enum(["open", "closed", "pending", "resolved", "void"]),
  closeAt: z.string(),
  commissionPercent: z.number(),
  /** Coins staked on each option, how much of it is matched so far, and how much waits for a match. */
  options: z.array(z.object({ index: z.number().int(), label: z.string(), staked: z.number(), matched: z.number(), waiting: z.number() })),
  winner: z.number().int().nullable(),
  players: z.number().int(),
});
export type H2hQuestionView = z.infer<typeof h2hQuestionSchema>;

export const h2hMatchListQuerySchema = z.object({ categoryId: id("Category").optional(), state: z.enum(["upcoming", "live", "finished"]).optional() });
export const h2hQuestionsQuerySchema = z.object({ matchId: id("Match") });
export const h2hQuestionQuerySchema = z.object({ questionId: id("Question") });

/** POST h2h/bets: a stake on an option (coins 0.10 to 10,000). */
export const h2hStakeSchema = z
  .object({
    questionId: id("Question"),
    option: z.number({ error: "Choose an option." }).int().min(0),
    amount: z
      .number({ error: "Enter a stake." })
      .min(0.1, "A stake is at least 0.10 coins.")
      .max(10_000, "A stake is at most 10,000 coins.")
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Use at most 2 decimals."),
  })
  .strict();

export const h2hMyStakeSchema = z.object({
  _id: z.string(),
  questionId: z.string(),
  question: z.string(),
  status: z.enum(["open", "closed", "pending", "resolved", "void"]),
  option: z.number().int(),
  optionLabel: z.string(),
  amount: z.number(),
  /** At the close: the part matched; once settled everything it returned (its unmatched part included). */
  matched: z.number().nullable(),
  returned: z.number().nullable(),
  at: z.string(),
});

export const h2hGraphSchema = z.object({ options: z.array(z.string()), points: z.array(z.object({ at: z.string(), totals: z.array(z.number()) })) });
export const h2hPlayersSchema = z.object({ docs: z.array(z.object({ userName: z.string(), option: z.number().int(), amount: z.number(), matched: z.number().nullable() })) });

// ---- admin ---------------------------------------------------------------------------------------------------------

export const h2hCategoryInputSchema = z.object({ name: z.string().trim().min(2, "Name the category.").max(40) }).strict();
export const h2hMatchInputSchema = z.object({ categoryId: id("Category"), title: z.string().trim().min(3, "Name the match.").max(80), startsAt: iso }).strict();
export const h2hMatchStateSchema = z.object({ state: z.enum(["upcoming", "live", "finished"]) }).strict();
export const h2hMatchParamsSchema = z.object({ id: id("Match") });
/** POST h2h/createCricketQuestion (the spec's cricket question creation): a question of a match. */
export const h2hQuestionInputSchema = z
  .object({
    matchId: id("Match"),
    text: z.string().trim().min(5, "Write the question.").max(200),
    options: z.array(z.string().trim().min(1, "Name every option.").max(60)).min(2, "Give two to six options.").max(6, "Give two to six options."),
    closeAt: iso,
  })
  .strict();
export const h2hQuestionParamsSchema = z.object({ id: id("Question") });
/** POST admin/h2h/questions/:id/resolve: the winning option, or null to void the question. */
export const h2hResolveSchema = z.object({ winner: z.number().int().min(0).nullable() }).strict();
