/**
 * Quick Play matchmaking (the Colyseus room "quickplay"), one room for every game: a player asks for a table of a game
 * at a fee, a player count and a currency; the server holds the fee, counts down, and hands out a seat at the game's
 * table once enough players asked for the same. docs/realtime.md describes it for people (a test keeps the two in
 * step).
 */
import { z } from "zod";
import { CURRENCIES, PRICE_COUNTDOWN_MS } from "./constants.js";

export const QUICK_PLAY_ROOM = "quickplay";
/** The spec's price modal: 10,000 ms in 1,000 ms steps. The server counts, the client shows what it is sent. */
export const QUICK_PLAY_COUNTDOWN_SECONDS = PRICE_COUNTDOWN_MS / 1_000;

/**
 * The options of `joinOrCreate("quickplay", options)`. The four terms are required (no defaults): they are the queue,
 * and a missing one would otherwise match any queue. Which fees and player counts a game offers is its own table
 * contract's business (Ludo: a fee step, 2–4 players), checked before anything is held.
 */
export const quickPlayOptionsSchema = z.object({
  /** The game, as the platform names it (Ludo: "ludo"). */
  game: z.string({ error: "Choose a game." }).min(1).max(32),
  roomAmount: z.number({ error: "Select an entry fee." }).positive("Select an entry fee."),
  maxPlayers: z.number({ error: "Select the number of players." }).int().min(2).max(8),
  currency: z.enum(CURRENCIES, { error: "Choose COIN or FREE." }),
  /** Shown only if the account has no username. */
  playerName: z.string().trim().min(1).max(30).optional(),
  /** Your part of the game's seed (default random). */
  clientSeed: z.string().trim().min(1).max(64).optional(),
  /** The spec's create-quick payload sends it; ignored (the session decides). */
  userId: z.string().optional(),
});
export type QuickPlayOptions = z.infer<typeof quickPlayOptionsSchema>;

export const QUICK_PLAY_ERROR_CODES = [
  /** The queue takes no messages: leaving it is cancelling. */
  "BAD_MESSAGE",
  /** The table could not be made: the fee is back. */
  "TABLE_FAILED",
] as const;

/** Server → client. The queue takes no client messages. */
export const quickPlayServerMessages = {
  /** On entry and every second: seconds left, and how many players (you included) the table has found so far. */
  countdown: z.object({ secondsLeft: z.number().int().min(0), players: z.number().int().min(1), maxPlayers: z.number().int() }),
  /**
   * Enough players: a seat at the game's table, reserved for this connection (Colyseus's seat reservation, as its
   * QueueRoom sends it). Pass it whole to `consumeSeatReservation`, then leave the queue.
   */
  seat: z.object({
    name: z.string(),
    roomId: z.string(),
    sessionId: z.string(),
    processId: z.string().optional(),
    publicAddress: z.string().optional(),
  }),
  /** The countdown reached zero before the table filled: the fee is back and the server closes the connection. */
  "no-match": z.object({ message: z.string() }),
  error: z.object({ code: z.enum(QUICK_PLAY_ERROR_CODES), message: z.string(), type: z.string().optional() }),
} as const;
export type QuickPlayServerMessage = keyof typeof quickPlayServerMessages;
export type QuickPlayServerPayload<K extends QuickPlayServerMessage> = z.infer<(typeof quickPlayServerMessages)[K]>;
