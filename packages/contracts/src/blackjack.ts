/**
 * Black Jack (issue 19): the realtime protocol of the "blackjack" room (a house table of the table kit: one seat, the
 * player against the dealer, one round per bet) and its REST companions (the spec's `blackjack betAmountList`, the
 * public leaderboard). The rules are packages/rules-blackjack's, published before the first bet (BLACKJACK_RULES there);
 * docs/realtime.md describes the same catalogue for people (a test keeps the two in step). Amounts are coins.
 */
import { z } from "zod";

export const BLACKJACK_ROOM = "blackjack";
/** The game's kind in round records, seats and the ledger's references. */
export const BLACKJACK_GAME = "blackjack";
/** The one seat's key. */
export const BLACKJACK_SEAT = "player";
/** Seconds a decision may wait: then the hand to play stands (or insurance is declined), as a dealer would do. */
export const BLACKJACK_DECISION_SECONDS = 60;
/** Seconds a dropped player keeps the round: past that it is played out (stand on every hand) and settled. */
export const BLACKJACK_RECONNECT_SECONDS = 60;
export const BLACKJACK_MAX_MESSAGES_PER_SECOND = 50;
/** The bet steps (coins) until an admin sets others (`admin/blackjack/betAmounts`). */
export const BLACKJACK_DEFAULT_BETS = [1, 5, 10, 25, 50, 100] as const;
/** An admin's list: 1 to 12 steps, each 0.1 to 10,000 coins. */
export const BLACKJACK_BET_LIMITS = { steps: 12, min: 0.1, max: 10_000 } as const;
/** RTP of basic strategy under these rules, percent, as `pnpm bench:rtp` measured it (10M rounds; 95% interval ±0.07). */
export const BLACKJACK_RTP = 99.64;

const empty = z.object({}).strict().optional();

/** create: `client.create("blackjack", options)`; a player's table is theirs alone (private, never matched). */
export const blackjackCreateOptionsSchema = z.object({
  playerName: z.string().trim().min(1).max(30),
  /** Your part of each round's seed (the shoe is a shuffle of the server seed with it). */
  clientSeed: z.string().trim().min(1).max(64).optional(),
  /** The spec opens /black-jack with the user id; ignored (the session decides). */
  userId: z.string().optional(),
});
export type BlackjackCreateOptions = z.infer<typeof blackjackCreateOptionsSchema>;
/** join: `client.joinById(roomId, options)`: only the table's own player comes back to it. */
export const blackjackJoinOptionsSchema = blackjackCreateOptionsSchema;

/** Client → "blackjack" room. Moves carry no amount: the server prices doubles, splits and insurance from the bet. */
export const blackjackClientMessages = {
  /** Place a bet (one of the bet steps, coins): it is held from your wallet and the round is dealt at once. */
  bet: z.object({ amount: z.number({ error: "Choose a bet." }).positive("Choose a bet.") }).strict(),
  hit: empty,
  stand: empty,
  /** Double the hand's bet (held from the wallet), take one card and stand. */
  double: empty,
  /** Split a pair into two hands, the new hand staking the bet again (held from the wallet). */
  split: empty,
  /** Take insurance (half the bet, held from the wallet) when the dealer shows an ace. */
  insurance: empty,
  noInsurance: empty,
  /** The back button: a round in play is played out (you stand on every hand), settled, and the table closes. */
  "player exit": empty,
  resume: empty,
  /** The last round's result again (answered with game:result). */
  "get:winners": empty,
} as const;
export type BlackjackClientMessage = keyof typeof blackjackClientMessages;

export const BLACKJACK_ERROR_CODES = [
  "BAD_MESSAGE",
  "TOO_MANY_REQUESTS",
  "PLAYER_NOT_ACTIVE",
  "GAME_NOT_STARTED",
  "NOT_ENOUGH_COINS",
  "MONEY_BUSY",
  // Betting.
  "BET_NOT_OFFERED",
  "ROUND_IN_PLAY",
  // The rules' refusals.
  "INVALID_BET",
  "ROUND_OVER",
  "INSURANCE_PENDING",
  "NO_INSURANCE_OFFERED",
  "CANNOT_DOUBLE",
  "CANNOT_SPLIT",
] as const;

export const BLACKJACK_OUTCOMES = ["blackjack", "win", "push", "lose"] as const;

/** A finished round as the player is told it (the only entry of game:result's winners). */
export const blackjackResultEntrySchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  hands: z.array(z.object({ cards: z.array(z.string()), outcome: z.enum(BLACKJACK_OUTCOMES), total: z.number(), staked: z.number(), paid: z.number() })),
  insurance: z.object({ staked: z.number(), paid: z.number() }).nullable(),
  dealer: z.object({ cards: z.array(z.string()), total: z.number(), blackjack: z.boolean(), bust: z.boolean() }),
  /** Everything put at stake (bets, doubles, splits, insurance), everything paid back (stakes included), and paid − staked. */
  staked: z.number(),
  paid: z.number(),
  net: z.number(),
  /** The spec's winner field: the round's gain, 0 when none. */
  winingAmount: z.number(),
  /** Played out for a player who left (the back button, or gone past the grace). */
  playedOut: z.boolean(),
});
export type BlackjackResultEntry = z.infer<typeof blackjackResultEntrySchema>;

/** Server → client. */
export const blackjackServerMessages = {
  error: z.object({ code: z.enum(BLACKJACK_ERROR_CODES), message: z.string(), type: z.string().optional() }),
  info: z.object({ message: z.string() }),
  /** A round was dealt: its seed commitment (SHA-256 of the server seed) and the client seed. */
  "game-start": z.object({ gameId: z.string(), serverSeedHash: z.string(), clientSeed: z.string() }),
  /** The round is over: its server seed, revealed (/fairness replays the shoe and every card). */
  "game-end": z.object({ gameId: z.string(), serverSeed: z.string() }),
  "game:result": z.object({ gameId: z.string(), winners: z.array(blackjackResultEntrySchema) }),
  resume: z.object({ gameId: z.string(), phase: z.string(), turnEndsAt: z.number() }),
} as const;

/** The phases of the synced `phase`: betting (no round in play), then the rules' insurance, playing, over. */
export const BLACKJACK_PHASES = ["betting", "insurance", "playing", "over"] as const;

/** The "blackjack" room's synced state fields (BlackjackRoomView). */
export const BLACKJACK_STATE_FIELDS = [
  "roomId",
  "gameId",
  "gameType",
  "maxPlayers",
  "roomAmount",
  "currency",
  "gameStatus",
  "turnEndsAt",
  "turnSeconds",
  "serverSeedHash",
  "clientSeed",
  "betAmounts",
  "phase",
  "bet",
  "hands",
  "active",
  "dealer",
  "dealerTotal",
  "insurance",
  "legal",
  "staked",
  "paid",
  "net",
  "rounds",
  "players",
] as const;
export const BLACKJACK_HAND_FIELDS = ["cards", "bet", "doubled", "fromSplit", "total", "soft", "outcome", "paid"] as const;
export const BLACKJACK_PLAYER_FIELDS = ["id", "playerName", "isConnected", "isCreator", "isAccept", "isBot", "status"] as const;

/** One player hand of the round (BLACKJACK_HAND_FIELDS). */
export interface BlackjackHandView {
  /** Card names, "As", "Td", in the order dealt. */
  cards: string[];
  /** Coins at stake on this hand (twice the bet once doubled). */
  bet: number;
  doubled: boolean;
  fromSplit: boolean;
  total: number;
  /** The total counts an ace as 11. */
  soft: boolean;
  /** "" until the round is over, then blackjack, win, push or lose. */
  outcome: string;
  /** Coins paid back for this hand (stake included), once over. */
  paid: number;
}

/** The "blackjack" room's synced state as plain data: server and web share it. */
export interface BlackjackRoomView {
  roomId: string;
  /** The current (or last) round's id: its record. */
  gameId: string;
  gameType: string;
  maxPlayers: number;
  roomAmount: number;
  currency: "COIN" | "FREE";
  /** not_started before the first bet, active during a round, finished between rounds. */
  gameStatus: string;
  turnEndsAt: number;
  turnSeconds: number;
  serverSeedHash: string;
  clientSeed: string;
  /** The bet steps offered (coins): the admin's betAmountList when the table opened. */
  betAmounts: number[];
  /** BLACKJACK_PHASES. */
  phase: string;
  bet: number;
  hands: BlackjackHandView[];
  /** The hand to play (while playing). */
  active: number;
  /** Up card first; "" stands for the hole card while it is face down. */
  dealer: string[];
  /** The dealer's total as shown (the up card alone while the hole card is down). */
  dealerTotal: number;
  /** The insurance stake (coins), 0 when not taken. */
  insurance: number;
  /** What the player may do now: hit, stand, double, split, insurance, noInsurance. */
  legal: string[];
  /** Over: everything staked, everything paid back, and paid − staked (coins). */
  staked: number;
  paid: number;
  net: number;
  /** Rounds played at this table. */
  rounds: number;
  players: Record<string, { id: string; playerName: string; isConnected: boolean; isCreator: boolean; isAccept: boolean; isBot: boolean; status: string }>;
}

// ---- REST ----------------------------------------------------------------------------------------------------------

/** GET blackjack/betAmountList: the bet steps in force (coins, ascending) and the published rules with their RTP. */
export const blackjackBetListSchema = z.object({
  betAmountList: z.array(z.number()),
  minBet: z.number(),
  maxBet: z.number(),
  rtp: z.number(),
  rules: z.object({
    decks: z.number().int(),
    dealerStandsOnSoft17: z.boolean(),
    blackjackPays: z.string(),
    insurancePays: z.string(),
    doubleAfterSplit: z.boolean(),
    maxHands: z.number().int(),
    resplitAces: z.boolean(),
    surrender: z.literal("none"),
  }),
  updatedAt: z.string().nullable(),
});
export type BlackjackBetList = z.infer<typeof blackjackBetListSchema>;

/** POST admin/blackjack/betAmounts: the new bet steps (coins). */
export const blackjackBetAmountsInputSchema = z.object({
  betAmountList: z
    .array(
      z
        .number({ error: "A bet is a number of coins." })
        .min(BLACKJACK_BET_LIMITS.min, `A bet is at least ${BLACKJACK_BET_LIMITS.min} coins.`)
        .max(BLACKJACK_BET_LIMITS.max, `A bet is at most ${BLACKJACK_BET_LIMITS.max.toLocaleString("en")} coins.`)
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Use at most 2 decimals."),
    )
    .min(1, "Offer at least one bet.")
    .max(BLACKJACK_BET_LIMITS.steps, `Offer at most ${BLACKJACK_BET_LIMITS.steps} bets.`)
    .refine((list) => new Set(list).size === list.length, "Each bet once."),
});

export const BLACKJACK_PERIODS = ["day", "week", "all"] as const;
export type BlackjackPeriod = (typeof BLACKJACK_PERIODS)[number];

/** GET blackjack/leaderboard: public, 20 a page; `sort` net (net winnings) or best (biggest single-round win). */
export const blackjackLeaderboardQuerySchema = z.object({
  period: z.enum(BLACKJACK_PERIODS, { error: "Period is day, week or all." }).default("day"),
  sort: z.enum(["net", "best"], { error: "Sort is net or best." }).default("net"),
  page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(20, "At most 20 a page.").default(20),
});

export const blackjackLeaderboardSchema = z.object({
  docs: z.array(z.object({ rank: z.number().int(), userName: z.string(), net: z.number(), best: z.number(), rounds: z.number().int(), staked: z.number() })),
  period: z.enum(BLACKJACK_PERIODS),
  sort: z.enum(["net", "best"]),
  /** When the period began (ISO; null for all time): day = since 00:00 UTC, week = since Monday 00:00 UTC. */
  since: z.string().nullable(),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type BlackjackLeaderboard = z.infer<typeof blackjackLeaderboardSchema>;

/** GET blackjack/history: the player's own rounds, newest first, 20 a page, each with its proof. */
export const blackjackHistorySchema = z.object({
  docs: z.array(
    z.object({
      gameId: z.string(),
      at: z.string(),
      bet: z.number(),
      staked: z.number(),
      paid: z.number(),
      net: z.number(),
      outcomes: z.array(z.enum(BLACKJACK_OUTCOMES)),
      serverSeedHash: z.string(),
      /** Revealed once the round is over. */
      serverSeed: z.string().nullable(),
      clientSeed: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});

/**
 * GET blackjack/round/:gameId: a round as the server played it. While in play: the commitment only. Once over: the
 * server seed, the bet and every action; the shoe is `fairShoe({serverSeed, clientSeed}, 0)` (rules-blackjack) and
 * `replayRound(bet, actions)` over it deals every card again, which must give the recorded result.
 */
export const blackjackRoundRecordSchema = z.object({
  gameId: z.string(),
  status: z.enum(["active", "finished", "aborted"]),
  playerName: z.string(),
  /** Coins; 0 while in play. */
  bet: z.number(),
  actions: z.array(z.enum(["hit", "stand", "double", "split", "insurance", "noInsurance"])),
  playedOut: z.boolean(),
  result: z.array(blackjackResultEntrySchema),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type BlackjackRoundRecord = z.infer<typeof blackjackRoundRecordSchema>;
export const blackjackHistoryQuerySchema = z.object({
  page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(20, "At most 20 a page.").default(20),
});

/** GET admin/blackjack/summary: what the tables did per period, for the operator (/blackjack-management). */
export const blackjackSummarySchema = z.object({
  periods: z.array(
    z.object({
      period: z.enum(BLACKJACK_PERIODS),
      rounds: z.number().int(),
      players: z.number().int(),
      staked: z.number(),
      paid: z.number(),
      /** staked − paid: what the house kept (negative: it paid out more). */
      houseNet: z.number(),
      /** paid / staked × 100, null before any round; over few rounds it swings far from the published RTP. */
      realizedRtp: z.number().nullable(),
    }),
  ),
  publishedRtp: z.number(),
});
export type BlackjackSummary = z.infer<typeof blackjackSummarySchema>;
