/**
 * The Derby (issue 20): horse races players bet on with tote pools (win, place, show), scheduled by an admin or by the
 * platform (virtual races). Amounts are coins. The rules are packages/rules-derby's.
 */
import { z } from "zod";

export const DERBY_POOLS = ["win", "place", "show"] as const;

export const derbyEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** open (betting), closed (post time passed, the race is being drawn), raced, cancelled (every bet returned). */
  status: z.enum(["open", "closed", "raced", "cancelled"]),
  virtual: z.boolean(),
  postTime: z.string(),
  takeoutPercent: z.number(),
  horses: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      strength: z.number().int(),
      /** The published chance to win, percent (strength over the field's). */
      winChance: z.number(),
      /** Coins on this horse in each pool. */
      win: z.number(),
      place: z.number(),
      show: z.number(),
      /** Win odds to 1 now (they move with every bet until post time); null with nothing on it. */
      odds: z.number().nullable(),
    }),
  ),
  pools: z.array(z.object({ pool: z.enum(DERBY_POOLS), total: z.number() })),
  bets: z.number().int(),
  /** Horse indexes, winner first, once raced. */
  finishOrder: z.array(z.number().int()).nullable(),
  /** Once raced: each pool's prices per coin staked (stake included), or refunded. */
  settlement: z.array(z.object({ pool: z.enum(DERBY_POOLS), refunded: z.boolean(), prices: z.array(z.object({ horse: z.number().int(), price: z.number() })) })).nullable(),
  proof: z.object({
    serverSeedHash: z.string(),
    serverSeed: z.string().nullable(),
    entropySource: z.enum(["drand", "bets"]),
    beaconChain: z.string().nullable(),
    beaconRound: z.number().nullable(),
    entropy: z.string().nullable(),
    beaconSignature: z.string().nullable(),
  }),
  racedAt: z.string().nullable(),
});
export type DerbyEventView = z.infer<typeof derbyEventSchema>;

export const derbyEventParamsSchema = z.object({ id: z.uuid({ error: "Race not found." }) });

/** POST derby/joinEvent: a bet. The stake is coins (0.10 to 10,000); the server prices every payout. */
export const derbyBetSchema = z
  .object({
    eventId: z.uuid({ error: "Race not found." }),
    pool: z.enum(DERBY_POOLS, { error: "Choose win, place or show." }),
    horse: z.number({ error: "Choose a horse." }).int().min(0),
    amount: z
      .number({ error: "Enter a stake." })
      .min(0.1, "A bet is at least 0.10 coins.")
      .max(10_000, "A bet is at most 10,000 coins.")
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Use at most 2 decimals."),
  })
  .strict();

export const derbyMyBetSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  title: z.string(),
  eventStatus: z.enum(["open", "closed", "raced", "cancelled"]),
  pool: z.enum(DERBY_POOLS),
  horse: z.number().int(),
  horseName: z.string(),
  amount: z.number(),
  /** Once raced or cancelled: what it returned (0 for a losing bet). */
  payout: z.number().nullable(),
  at: z.string(),
});

export const derbyPageQuerySchema = z.object({
  page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(20, "At most 20 a page.").default(20),
});
export const derbyLeaderboardQuerySchema = derbyPageQuerySchema.extend({
  days: z.coerce
    .number({ error: "Days must be a number." })
    .refine((d) => [1, 7, 30].includes(d), "Days must be 1, 7 or 30.")
    .optional(),
});
export const derbyLeaderboardSchema = z.object({
  docs: z.array(z.object({ rank: z.number().int(), userName: z.string(), net: z.number(), staked: z.number(), best: z.number(), bets: z.number().int() })),
});

/** POST derby/scheduleEvent (admin): a race. */
export const scheduleEventSchema = z
  .object({
    title: z.string().trim().min(3, "Give the race a title.").max(80),
    horses: z
      .array(z.object({ name: z.string().trim().min(1, "Name every horse.").max(30), strength: z.number().int().min(1).max(1000) }))
      .min(3, "A race has 3 to 12 horses.")
      .max(12, "A race has 3 to 12 horses."),
    postTime: z.iso.datetime({ offset: true, error: "Use an ISO date and time." }),
    takeoutPercent: z.number().min(0).max(30, "The takeout is at most 30%.").default(15),
  })
  .strict();

/** POST admin/derby/virtual: a virtual race every N minutes when none is open (null: off). */
export const derbyVirtualSchema = z.object({ everyMinutes: z.number().int().min(1).max(1440).nullable() }).strict();
