/**
 * The lottery (issue 20): draws an admin opens (/lottery-admin), tickets players buy (/lottery), and everything needed to
 * verify a draw. Amounts are coins (2 decimals). The rules are packages/rules-lottery's.
 */
import { z } from "zod";

const coins = (what: string) =>
  z
    .number({ error: `Enter ${what}.` })
    .positive(`${what[0]!.toUpperCase()}${what.slice(1)} is more than 0.`)
    .max(100_000, `${what[0]!.toUpperCase()}${what.slice(1)} is too large.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Use at most 2 decimals.");

export const lotteryRankSchema = z.object({ matches: z.number().int(), sharePercent: z.number() });

export const lotteryDrawSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** open (tickets on sale), closed (sales over, waiting for the draw), drawn, cancelled (too few tickets: refunded). */
  status: z.enum(["open", "closed", "drawn", "cancelled"]),
  pick: z.number().int(),
  of: z.number().int(),
  ticketPrice: z.number(),
  houseSharePercent: z.number(),
  ranks: z.array(lotteryRankSchema),
  minTickets: z.number().int(),
  ticketLimit: z.number().int(),
  ticketsSold: z.number().int(),
  prizePool: z.number(),
  salesCloseAt: z.string(),
  drawAt: z.string(),
  proof: z.object({
    serverSeedHash: z.string(),
    /** Revealed once the draw is drawn or cancelled. */
    serverSeed: z.string().nullable(),
    entropySource: z.enum(["drand", "tickets"]),
    beaconChain: z.string().nullable(),
    beaconRound: z.number().nullable(),
    /** The beacon's randomness, or the digest of the tickets sold; once drawn. */
    entropy: z.string().nullable(),
    beaconSignature: z.string().nullable(),
  }),
  winning: z.array(z.number().int()).nullable(),
  results: z.array(z.object({ matches: z.number().int(), winners: z.number().int(), prizeEach: z.number() })).nullable(),
  drawnAt: z.string().nullable(),
});
export type LotteryDrawView = z.infer<typeof lotteryDrawSchema>;

/** GET getLottery: the draws on sale or waiting (soonest first), and the last ten drawn or cancelled. */
export const lotteryBoardSchema = z.object({ upcoming: z.array(lotteryDrawSchema), past: z.array(lotteryDrawSchema) });

/** POST lottery/tickets: up to 20 tickets, each with its numbers or none (quick pick). */
export const buyTicketsSchema = z.object({
  drawId: z.uuid({ error: "Draw not found." }),
  tickets: z
    .array(z.object({ numbers: z.array(z.number().int("Numbers are whole.")).optional() }).strict())
    .min(1, "Buy at least one ticket.")
    .max(20, "Buy at most 20 tickets at a time."),
});

export const lotteryTicketSchema = z.object({
  _id: z.string(),
  drawId: z.string(),
  title: z.string(),
  drawStatus: z.enum(["open", "closed", "drawn", "cancelled"]),
  numbers: z.array(z.number().int()),
  quickPick: z.boolean(),
  /** Once drawn: how many numbers matched and what the ticket won (coins). */
  matched: z.number().int().nullable(),
  prize: z.number().nullable(),
  at: z.string(),
});

export const lotteryTicketsQuerySchema = z.object({ drawId: z.uuid({ error: "Draw not found." }).optional() });
export const lotteryDrawParamsSchema = z.object({ id: z.uuid({ error: "Draw not found." }) });

/** POST admin/lottery/draws (the spec's admin lottery port): a new draw. */
export const newDrawSchema = z
  .object({
    title: z.string().trim().min(3, "Give the draw a title.").max(80),
    pick: z.number().int().min(1).max(10),
    of: z.number().int().min(2).max(99),
    ticketPrice: coins("the ticket price"),
    houseSharePercent: z.number().min(0).max(50, "The house share is at most 50%."),
    ranks: z
      .array(z.object({ matches: z.number().int().min(1), sharePercent: z.number().min(0).max(100) }))
      .min(1, "At least one prize rank.")
      .max(10),
    minTickets: z.number().int().min(1).max(1_000_000),
    ticketLimit: z.number().int().min(1).max(1_000_000),
    salesCloseAt: z.iso.datetime({ offset: true, error: "Use an ISO date and time." }),
    drawAt: z.iso.datetime({ offset: true, error: "Use an ISO date and time." }),
  })
  .strict();
export type NewDrawInput = z.infer<typeof newDrawSchema>;
