/**
 * The referral programme (issue 18): a referrer earns a share of the house commission on the coin games of the players
 * they brought (direct, level 1) and of the players those brought (indirect, level 2), at rates the admin sets. Earnings
 * accrue from each settled game's commission and are credited to the wallet by a scheduled job (REFERRAL lines).
 * Amounts are coins with at most 2 decimals; rates are percent of the commission.
 */
import { z } from "zod";

export const REFERRAL_LEVELS = ["direct", "indirect"] as const;
export type ReferralLevel = (typeof REFERRAL_LEVELS)[number];
/** Where an earning stands: waiting for the next crediting, held by a fraud review, in the wallet, or taken back. */
export const REFERRAL_EARNING_STATUSES = ["pending", "held", "paid", "forfeited"] as const;
export const REFERRAL_REVENUE_DAYS = [7, 30, 90, 365] as const;
/** The most of the commission the two levels may give away together, percent. */
export const REFERRAL_MAX_TOTAL_PERCENT = 50;

const page = z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1);
const limit = z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(100).default(20);

export const referralRatesSchema = z.object({ directPercent: z.number(), indirectPercent: z.number() });

/** GET user/referralSummary: the player's code, the rates, how many they brought and what it earned them. */
export const referralSummarySchema = z.object({
  referralCode: z.string().nullable(),
  rates: referralRatesSchema,
  direct: z.number().int(),
  indirect: z.number().int(),
  /** Coins credited to the wallet so far. */
  earned: z.number(),
  /** Coins accrued, credited at the next run of the job. */
  pending: z.number(),
  /** Coins held while an account is under a fraud review. */
  held: z.number(),
  lastPaidAt: z.string().nullable(),
  /** How often the job credits pending earnings, minutes. */
  creditEveryMinutes: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** GET user/refferalHistory (sic, the spec's name): every earning, newest first. */
export const referralHistoryQuerySchema = z.object({
  page,
  limit,
  level: z.enum(REFERRAL_LEVELS, { error: "Level must be direct or indirect." }).optional(),
});
export const referralHistoryEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** The player whose game it was, masked (ab***z). */
  player: z.string(),
  level: z.enum(REFERRAL_LEVELS),
  game: z.string(),
  /** That player's part of the game's commission, coins. */
  commission: z.number(),
  ratePercent: z.number(),
  amount: z.number(),
  status: z.enum(REFERRAL_EARNING_STATUSES),
  paidAt: z.string().nullable(),
});
export const referralHistorySchema = z.object({
  docs: z.array(referralHistoryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type ReferralHistory = z.infer<typeof referralHistorySchema>;

/** GET user/directIndirectUserList: the players a referrer brought, directly or through someone they brought. */
export const directIndirectQuerySchema = z.object({
  page,
  limit,
  level: z.enum(REFERRAL_LEVELS, { error: "Level must be direct or indirect." }).default("direct"),
});
export const referredPlayerSchema = z.object({
  /** Masked user name (ab***z). */
  player: z.string(),
  joinedAt: z.string(),
  /** Finished coin games (a Flash hand counts as one). */
  gamesPlayed: z.number().int(),
  /** Coins this player's games earned the referrer (credited, pending or held). */
  earned: z.number(),
  /** Indirect only: the direct referee who brought them, masked. */
  via: z.string().nullable(),
});
export const directIndirectListSchema = z.object({
  level: z.enum(REFERRAL_LEVELS),
  docs: z.array(referredPlayerSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type DirectIndirectList = z.infer<typeof directIndirectListSchema>;

/** GET user/revenue: earnings over time, by level and by game. */
export const revenueQuerySchema = z.object({
  days: z.coerce
    .number({ error: "Days must be a number." })
    .refine((d) => (REFERRAL_REVENUE_DAYS as readonly number[]).includes(d), "Days must be 7, 30, 90 or 365.")
    .default(30),
});
export const revenueSchema = z.object({
  days: z.number().int(),
  /** One entry per day (UTC) of the window, oldest first; coins accrued that day. */
  series: z.array(z.object({ date: z.string(), direct: z.number(), indirect: z.number() })),
  byGame: z.array(z.object({ game: z.string(), direct: z.number(), indirect: z.number() })),
  total: z.object({ direct: z.number(), indirect: z.number() }),
});
export type Revenue = z.infer<typeof revenueSchema>;

// ---- the admin's side (/referral-management) ----------------------------------------------------------------------

const percent = z
  .number({ error: "Enter a percentage." })
  .min(0, "A rate cannot be below 0%.")
  .max(REFERRAL_MAX_TOTAL_PERCENT, `A rate cannot be above ${REFERRAL_MAX_TOTAL_PERCENT}%.`)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Use at most 2 decimals.");

export const referralRatesUpdateSchema = z
  .object({ directPercent: percent, indirectPercent: percent })
  .refine((r) => r.directPercent + r.indirectPercent <= REFERRAL_MAX_TOTAL_PERCENT, {
    path: ["indirectPercent"],
    message: `Together the rates cannot pass ${REFERRAL_MAX_TOTAL_PERCENT}% of the commission.`,
  });
export type ReferralRatesUpdate = z.infer<typeof referralRatesUpdateSchema>;

export const referralRunSchema = z.object({
  ranAt: z.string(),
  accrued: z.number(),
  paid: z.number(),
  payouts: z.number().int(),
  tookMs: z.number().int(),
});

export const referralAdminOverviewSchema = z.object({
  rates: referralRatesSchema,
  totals: z.object({ paid: z.number(), pending: z.number(), held: z.number(), forfeited: z.number() }),
  referrers: z.number().int(),
  /** What the referral pool holds: always pending + held (the ledger check says so). */
  pool: z.number(),
  lastRun: referralRunSchema.nullable(),
  creditEveryMinutes: z.number().int(),
});
export type ReferralAdminOverview = z.infer<typeof referralAdminOverviewSchema>;

export const referrersQuerySchema = z.object({
  page,
  limit,
  search: z.string().trim().max(100, "Search is too long.").optional(),
  /** Only referrers with held earnings. */
  held: z
    .enum(["true", "false"], { error: "held must be true or false." })
    .transform((v) => v === "true")
    .optional(),
});
export const referrerRowSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  direct: z.number().int(),
  indirect: z.number().int(),
  paid: z.number(),
  pending: z.number(),
  held: z.number(),
  /** Under a fraud review now: in an open fraud signal, withdrawals held, or blocked. */
  flagged: z.boolean(),
});
export const referrersListSchema = z.object({
  docs: z.array(referrerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type ReferrersList = z.infer<typeof referrersListSchema>;
export const referrerParamsSchema = z.object({ userId: z.uuid({ error: "Unknown referrer." }) });
export const referralForfeitSchema = z.object({
  note: z.string().trim().min(3, "Say why, in at least 3 characters.").max(500, "Keep the note under 500 characters."),
});
