/**
 * The spin wheel and its jackpot (issue 19; spec section 7's spin and jackpot calls). The server draws and judges every
 * spin; the spec's client payloads (isWin, potAmount, isAmount, amount, type) are accepted for compatibility and never
 * read. Amounts are coins (2 decimals).
 */
import { z } from "zod";

export const WHEEL_PRIZE_KINDS = ["coins", "jackpot", "lose"] as const;
export const wheelPrizeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("coins"), multiplier: z.number().int("A multiplier is in hundredths (150 = 1.5×).").min(1).max(10_000) }),
  z.object({ kind: z.literal("jackpot") }),
  z.object({ kind: z.literal("lose") }),
]);
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

const proofSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });

/** GET spin/getSpinStatus and GET spin/userSpin. */
export const spinStatusSchema = z.object({
  isSpinView: z.boolean(),
  isFreeSpin: z.boolean(),
  potAmount: z.number(),
  spinsLeft: z.number().int(),
  price: z.number(),
  tableVersion: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type SpinStatusView = z.infer<typeof spinStatusSchema>;

/** GET spin/probability: the table in force, its odds and its RTP, shown before a spin. */
export const wheelTableViewSchema = z.object({
  version: z.number().int(),
  segments: z.array(wheelPrizeSchema),
  odds: z.array(z.object({ prize: wheelPrizeSchema, segments: z.number().int(), probability: z.number() })),
  price: z.number(),
  freeSpinStake: z.number(),
  jackpot: z.object({ sharePercent: z.number(), seed: z.number(), cap: z.number().nullable(), mustDropMinutes: z.number().nullable() }),
  rtp: z.object({ coins: z.number(), jackpotShare: z.number(), jackpotSeed: z.number(), total: z.number() }),
  createdAt: z.string(),
});
export type WheelTableView = z.infer<typeof wheelTableViewSchema>;

/** POST jackpot/purchase: `amount` is how many spins to buy (1–100), at the table's price each. */
export const purchaseSpinsSchema = z.object({
  amount: z.coerce
    .number({ error: "Enter how many spins to buy." })
    .int("Buy whole spins.")
    .min(1, "Buy at least one spin.")
    .max(100, "You can buy at most 100 spins at a time."),
});

/** POST spin/spinResult: the spec's payload, accepted and ignored (the server decides the result). */
export const spinResultBodySchema = z.object({ isWin: z.boolean().optional(), potAmount: z.number().optional() }).passthrough();
/** POST jackpot/winner: the spec's payload, accepted and ignored (a pot drops only to the spin that wins it). */
export const jackpotWinnerBodySchema = z
  .object({ isAmount: z.boolean().optional(), amount: z.number().optional(), type: z.string().max(40).optional() })
  .passthrough();

export const spinOutcomeSchema = z.object({
  _id: z.string(),
  kind: z.enum(["free", "purchased"]),
  tableVersion: z.number().int(),
  segment: z.number().int(),
  segments: z.number().int(),
  /** Degrees (clockwise) the wheel turns past whole laps so the drawn segment rests under the pointer. */
  angle: z.number(),
  prize: wheelPrizeSchema,
  stake: z.number(),
  coins: z.number(),
  jackpot: z.number(),
  dropped: z.enum(["segment", "cap", "time"]).nullable(),
  potAmount: z.number(),
  spinsLeft: z.number().int(),
  isFreeSpin: z.boolean(),
  proof: proofSchema,
});
export type SpinOutcome = z.infer<typeof spinOutcomeSchema>;

/** POST jackpot/registerPublicKey: the player's client seed for the next spins. */
export const registerPublicKeySchema = z.object({
  publicKey: z
    .string({ error: "Enter a public key." })
    .trim()
    .min(1, "Enter a public key.")
    .max(64, "A public key has at most 64 characters.")
    .regex(/^[A-Za-z0-9_.:-]+$/, "Use letters, digits and . _ : - only."),
});
export const registerPublicKeyResultSchema = z.object({
  /** The retired seed pair, revealed: every spin made under it can be verified now. */
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), spins: z.number().int() }),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type RegisterPublicKeyResult = z.infer<typeof registerPublicKeyResultSchema>;

/** Jackpot lists: 20 a page (spec). */
export const spinPageQuerySchema = z.object({
  page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(20, "At most 20 a page.").default(20),
});
export const spinLeaderboardQuerySchema = spinPageQuerySchema.extend({
  days: z.coerce
    .number({ error: "Days must be a number." })
    .refine((d) => [1, 7, 30].includes(d), "Days must be 1, 7 or 30.")
    .optional(),
});

export const spinHistorySchema = z.object({
  docs: z.array(
    z.object({
      _id: z.string(),
      at: z.string(),
      kind: z.enum(["free", "purchased"]),
      tableVersion: z.number().int(),
      segment: z.number().int(),
      /** How many segments its table version has: the draw was over these (what /fairness recomputes). */
      segments: z.number().int(),
      prize: wheelPrizeSchema,
      stake: z.number(),
      coins: z.number(),
      jackpot: z.number(),
      dropped: z.enum(["segment", "cap", "time"]).nullable(),
      proof: proofSchema.extend({ serverSeed: z.string().nullable() }),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});

export type SpinHistory = z.infer<typeof spinHistorySchema>;

export const spinLeaderboardSchema = z.object({
  docs: z.array(z.object({ rank: z.number().int(), userName: z.string(), net: z.number(), won: z.number(), best: z.number(), spins: z.number().int() })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});

export type SpinLeaderboard = z.infer<typeof spinLeaderboardSchema>;

export const jackpotDropsSchema = z.object({
  docs: z.array(z.object({ at: z.string(), userName: z.string(), amount: z.number(), dropped: z.enum(["segment", "cap", "time"]) })),
});
export type JackpotDrops = z.infer<typeof jackpotDropsSchema>;

const coinField = (what: string) =>
  z
    .number({ error: `Enter ${what}.` })
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative.`)
    .max(100_000, `${what[0]!.toUpperCase()}${what.slice(1)} is too large.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Use at most 2 decimals.");

/** POST admin/spin/tables: a new table version (/admin-spin). */
export const wheelTableInputSchema = z.object({
  segments: z.array(wheelPrizeSchema).min(8, "A wheel has 8 to 64 segments.").max(64, "A wheel has 8 to 64 segments."),
  price: coinField("the price").refine((v) => v > 0, "The price is more than 0."),
  freeSpinStake: coinField("the free spin's stake"),
  jackpotSharePercent: z.number({ error: "Enter the pot's share." }).min(0).max(20, "The pot's share is 0% to 20% of a purchase."),
  jackpotSeed: coinField("the pot's seed"),
  jackpotCap: coinField("the pot's cap").nullable(),
  mustDropMinutes: z.number().int().min(1, "The must-drop time is at least a minute.").max(525_600).nullable(),
});
export type WheelTableInput = z.infer<typeof wheelTableInputSchema>;
