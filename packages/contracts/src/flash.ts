/**
 * The Flash (teen patti) realtime protocol (Colyseus room "flash", a table of the table kit that plays hand after hand)
 * and its REST companions. Every inbound message is parsed with the schema named here before the room looks at it;
 * docs/realtime.md describes the same catalogue for people (a test keeps the two in step). The spec's action names
 * are kept: bet, side_Show, pack, accept_side_show, reject_side_show, show_down, send_message, Low_Balance; its
 * events (seen, leave, …) name the messages that do those things.
 */
import { z } from "zod";
import { CURRENCIES } from "./constants.js";
import { PRIVATE_ROOM_CODE } from "./ludo.js";

export const FLASH_ROOM = "flash";
/** The game's kind in seats, hand records and payout rules. */
export const FLASH_GAME = "flash";
export const FLASH_GAME_TYPES = ["Quick Play", "Private", "Free Play"] as const;
export type FlashGameType = (typeof FLASH_GAME_TYPES)[number];

/** Stake tiers by boot (coins). Every limit of a table follows from its boot (flashTableTerms). */
export const FLASH_BOOTS = [1, 5, 10, 50, 100] as const;
export type FlashBoot = (typeof FLASH_BOOTS)[number];

/** A table's terms, shown before anyone sits (coins). Ratios as Teen Patti Gold's tables: chaal 128×, pot 1024× the boot. */
export interface FlashTableTerms {
  boot: number;
  /** Blind bets a player may make before they must see. */
  blindLimit: number;
  /** The largest single bet. */
  chaalLimit: number;
  /** When the pot reaches it, everyone still in shows. */
  potLimit: number;
  minBuyIn: number;
  maxBuyIn: number;
  /** What the buy-in field starts at. */
  defaultBuyIn: number;
}

export function flashTableTerms(boot: number): FlashTableTerms {
  return { boot, blindLimit: 4, chaalLimit: 128 * boot, potLimit: 1024 * boot, minBuyIn: 10 * boot, maxBuyIn: 500 * boot, defaultBuyIn: 50 * boot };
}

/** Seats at a table; the room admits the spec's 20 (default room size), the rest watch and sit when a seat is free. */
export const FLASH_SEATS = 7;
export const FLASH_ROOM_SIZE = 20;
export const FLASH_SEAT_KEYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
/** Seconds each player has to act (a timeout packs; a sideshow not answered in time is refused). */
export const FLASH_TURN_SECONDS = 15;
/** Seconds between a hand's end (or a second player sitting down) and the next deal. */
export const FLASH_NEXT_HAND_SECONDS = 5;
/** Seconds a dropped player keeps the seat (not dealt in meanwhile); past that the seat stands up and cashes out. */
export const FLASH_RECONNECT_SECONDS = 60;
/** The spec's Flash socket timeout: how long the web waits for the table to answer a join or an action. */
export const FLASH_SOCKET_TIMEOUT_MS = 3_000;
/** Bots at a free play table (play money only: never at a paid table). */
export const FLASH_BOTS = { min: 1, max: 6, default: 4 } as const;
/** A player alone at a free-coin (FREE) Quick Play table for this long is joined by this many bots. */
export const FLASH_QUICK_PLAY_BOT_SECONDS = 10;
export const FLASH_QUICK_PLAY_BOTS = 2;
/** The house's share of what a winner wins from the others in a hand (basis points; the payout rule in the database decides). */
export const FLASH_COMMISSION_BPS = 500;
export const FLASH_CHAT = { maxLength: 200, perTenSeconds: 5 } as const;
export const FLASH_MAX_MESSAGES_PER_SECOND = 50;
/** The spec's table states (tableStatus), plus showdown: a show a player asked for. */
export const FLASH_TABLE_STATES = [
  "not_started",
  "waiting",
  "collecting",
  "dealing",
  "betting",
  "chalLimitExid",
  "all_packed",
  "all-in",
  "podLimitExid",
  "showdown",
] as const;
export type FlashTableState = (typeof FLASH_TABLE_STATES)[number];
/** How a hand ended (the rules' words): everyone else packed, a show, the pot limit, or no two players able to bet. */
export const FLASH_END_REASONS = ["lastStanding", "show", "potLimit", "allIn"] as const;
export type FlashEndReason = (typeof FLASH_END_REASONS)[number];
export const FLASH_HAND_CATEGORIES = ["highCard", "pair", "colour", "sequence", "pureSequence", "trail"] as const;

const playerName = z.string().trim().min(1).max(30);
const clientSeed = z.string().trim().min(1).max(64).optional();
const coins = (what: string) => z.number({ error: `${what} must be a number of coins.` }).positive(`${what} must be more than 0.`).multipleOf(0.01, `${what} has at most 2 decimals.`);
const boot = z
  .number({ error: "Choose a table (boot amount)." })
  .refine((v) => (FLASH_BOOTS as readonly number[]).includes(v), `Boot must be one of ${FLASH_BOOTS.join(", ")}.`);
const seat = z.enum(FLASH_SEAT_KEYS);
const common = {
  playerName,
  currency: z.enum(CURRENCIES).default("COIN"),
  clientSeed,
  /** Sit down at once with this many coins (within the table's buy-in range); without it you watch. */
  buyIn: coins("Buy-in").optional(),
  /** The seat you want (1–7); default the first free one. */
  seat: seat.optional(),
  /** The spec's join payloads send it; ignored (the session decides). */
  userId: z.string().optional(),
};

/**
 * create: the options of `client.create("flash", options)` (Private, Free Play) and of `joinOrCreate("flash", options)`
 * (Quick Play: a public table of the tier with a free seat, or a new one).
 */
export const flashCreateOptionsSchema = z.discriminatedUnion("gameType", [
  z.object({ ...common, gameType: z.literal("Quick Play"), boot }),
  z.object({
    ...common,
    gameType: z.literal("Private"),
    roomId: z.string().regex(PRIVATE_ROOM_CODE, "Private room code must be 6 digits."),
    boot,
    /** Where A-2-3 ranks among sequences: second only to A-K-Q (default), or lowest. Shown before anyone sits. */
    a23: z.enum(["second", "lowest"]).default("second"),
  }),
  z.object({
    ...common,
    gameType: z.literal("Free Play"),
    boot,
    bots: z.number().int().min(FLASH_BOTS.min).max(FLASH_BOTS.max).default(FLASH_BOTS.default),
    currency: z.literal("FREE").default("FREE"),
  }),
]);
export type FlashCreateOptions = z.infer<typeof flashCreateOptionsSchema>;

/** join: the options of `client.joinById(roomId, options)`. */
export const flashJoinOptionsSchema = z.object(common);
export type FlashJoinOptions = z.infer<typeof flashJoinOptionsSchema>;

const empty = z.object({}).strict().optional();

/** Client → "flash" room. Betting messages carry a choice, never an amount: the server prices every bet. */
export const flashClientMessages = {
  /** Chaal: your normal bet (blind 1×, seen 2× the stake); `double: true` raises (twice that, the stake doubles). */
  bet: z.object({ double: z.boolean().default(false) }).strict().optional(),
  /** Look at your cards (the spec's "seen"): you bet as a seen player from now on; still your turn. */
  seen: empty,
  pack: empty,
  /** Ask for the show (two players left): pay your normal bet, both hands are shown. */
  show_down: empty,
  /** Ask the previous player still betting for a sideshow (both seen, more than two in): pay your seen bet. */
  side_Show: empty,
  accept_side_show: empty,
  reject_side_show: empty,
  /** Take a free seat with a buy-in (coins, within the table's range); you are dealt in from the next hand. */
  sit: z.object({ buyIn: coins("Buy-in"), seat: seat.optional() }).strict(),
  /** Bring more chips to your seat between hands (your stack may not pass the table's maximum buy-in). */
  addChips: z.object({ amount: coins("Amount") }).strict(),
  /** Stand up (the spec's "leave"): a hand you are in is packed, then your stack goes back to your wallet. */
  leave: empty,
  send_message: z.object({ message: z.string().trim().min(1).max(FLASH_CHAT.maxLength) }).strict(),
  resume: empty,
  /** The last hand's result again (answered with game:result). */
  "get:winners": empty,
} as const;
export type FlashClientMessage = keyof typeof flashClientMessages;
export type FlashClientPayload<K extends FlashClientMessage> = z.infer<(typeof flashClientMessages)[K]>;

export const FLASH_ERROR_CODES = [
  "BAD_MESSAGE",
  "TOO_MANY_REQUESTS",
  "CHAT_LIMIT",
  "PLAYER_NOT_ACTIVE",
  "GAME_NOT_STARTED",
  // The betting rules' refusals.
  "HAND_OVER",
  "NOT_YOUR_TURN",
  "SIDESHOW_PENDING",
  "NO_SIDESHOW_PENDING",
  "ALREADY_SEEN",
  "BLIND_LIMIT",
  "CHAAL_LIMIT",
  "STACK_TOO_SMALL",
  "SHOW_NEEDS_TWO",
  "SIDESHOW_NEEDS_THREE",
  "SIDESHOW_NEEDS_SEEN",
  "NOT_IN_HAND",
  // Seats and chips.
  "ALREADY_SEATED",
  "NOT_SEATED",
  "SEAT_TAKEN",
  "TABLE_FULL",
  "BUY_IN_RANGE",
  "IN_HAND",
  "NOT_ENOUGH_COINS",
  "MONEY_BUSY",
] as const;

/** One seat of a finished hand, as everyone at the table is told it (the hand's winners list). */
export const flashResultEntrySchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  /** Seat key, "1"–"7". */
  seat: z.string(),
  isBot: z.boolean(),
  /** Won at least one pot (or a share of one). */
  winner: z.boolean(),
  /** The stack's change over the hand, coins (negative: lost), after commission. */
  net: z.number(),
  /** The spec's winner field: coins won from the pots, less commission (0 for a seat that won nothing). */
  winingAmount: z.number(),
  /** Coins the house took from this seat's winnings. */
  commission: z.number(),
  /** won, lost or packed (a packed seat's cards stay hidden). */
  outcome: z.enum(["won", "lost", "packed"]),
  /** The cards, when they were shown at the end ([] otherwise), e.g. ["As", "Kd", "Qc"]. */
  cards: z.array(z.string()),
  /** The shown hand's category (FLASH_HAND_CATEGORIES), "" when not shown. */
  hand: z.string(),
  reason: z.enum(FLASH_END_REASONS),
});
export type FlashResultEntry = z.infer<typeof flashResultEntrySchema>;

/** Server → client. */
export const flashServerMessages = {
  error: z.object({ code: z.enum(FLASH_ERROR_CODES), message: z.string(), type: z.string().optional() }),
  info: z.object({ message: z.string() }),
  send_message: z.object({ uid: z.string(), userName: z.string(), color: z.string(), message: z.string(), at: z.number() }),
  /** A hand was dealt: its seed commitment (SHA-256 of the server seed) and the combined client seed. */
  "game-start": z.object({ gameId: z.string(), serverSeedHash: z.string(), clientSeed: z.string() }),
  /** The hand is over: its server seed, revealed (/fairness replays the shuffle and every card). */
  "game-end": z.object({ gameId: z.string(), serverSeed: z.string() }),
  "game:result": z.object({ gameId: z.string(), winners: z.array(flashResultEntrySchema) }),
  /** To a seated player whose stack no longer covers the boot: not dealt in until they add chips (or stand up). */
  Low_Balance: z.object({ stack: z.number(), boot: z.number(), maxBuyIn: z.number() }),
  /** To a player who stood up: the coins that went back to their wallet. */
  leave: z.object({ amount: z.number() }),
  resume: z.object({ gameId: z.string(), tableStatus: z.string(), turn: z.string(), turnEndsAt: z.number() }),
} as const;
export type FlashServerMessage = keyof typeof flashServerMessages;
export type FlashServerPayload<K extends FlashServerMessage> = z.infer<(typeof flashServerMessages)[K]>;

/** What the seat to act may do now and what each costs (coins; 0: not allowed). Public: it follows from the public state. */
export interface FlashChoicesView {
  /** The seat these choices are for ("" when nobody is to act). */
  seat: string;
  bet: number;
  betAllIn: boolean;
  double: number;
  see: boolean;
  pack: boolean;
  show: number;
  showAllIn: boolean;
  sideshow: number;
  /** The seat a sideshow would ask. */
  sideshowTarget: string;
  /** The seat is asked for a sideshow and must answer. */
  answerSideshow: boolean;
}

/** The latest action of the hand (n: how many actions so far; 0 none), for the table to animate. */
export interface FlashLastActionView {
  n: number;
  seat: string;
  /** bet, see, pack, show, sideshow, answerSideshow, timeout, leave. */
  type: string;
  /** Coins it put in the pot (0 for none). */
  amount: number;
  double: boolean;
  allIn: boolean;
  /** For answerSideshow: accepted. */
  accept: boolean;
}

/** One seat of the "flash" room's synced state, as plain data (FLASH_PLAYER_FIELDS). Seats are keyed "1"–"7". */
export interface FlashPlayerView {
  id: string;
  playerName: string;
  isConnected: boolean;
  isCreator: boolean;
  isAccept: boolean;
  isBot: boolean;
  /**
   * WAITING (seated, not in this hand), ACTIVE, ALL_IN, PACKED (as the hand left it, kept until the next deal),
   * SITTING_OUT (stack below the boot).
   */
  status: string;
  /** Chips on the seat, coins (during a hand: what is left after this hand's bets). */
  stack: number;
  /** Dealt into the current hand (between hands: the last one, until the next deal). */
  inHand: boolean;
  seen: boolean;
  blindBets: number;
  /** Coins this seat put in the pot this hand. */
  bet: number;
  /** Cards shown to everyone at the end of a hand (["As","Kd","Qc"]), [] otherwise. */
  shownCards: string[];
  /** The shown hand's category, "" when not shown. */
  handName: string;
  /** The last hand's change of this seat's stack (coins, after commission). */
  lastNet: number;
  /** Leaving: stands up when the hand is over. */
  leaving: boolean;
}

/** A seat's hidden cards, sent only to the players the rules let see them (StateView): the `hands` map. */
export interface FlashCardsView {
  cards: string[];
}

/** The "flash" room's synced state as plain data (FLASH_STATE_FIELDS): server and web share it. */
export interface FlashRoomView {
  roomId: string;
  /** The current (or last) hand's id: its game record. */
  gameId: string;
  gameType: string;
  maxPlayers: number;
  /** The boot (coins): the tier. */
  roomAmount: number;
  currency: "COIN" | "FREE";
  /** not_started before the first hand, active during a hand, finished between hands. */
  gameStatus: string;
  turnEndsAt: number;
  turnSeconds: number;
  serverSeedHash: string;
  clientSeed: string;
  boot: number;
  blindLimit: number;
  chaalLimit: number;
  potLimit: number;
  minBuyIn: number;
  maxBuyIn: number;
  defaultBuyIn: number;
  /** second or lowest: where A-2-3 ranks among sequences. */
  a23: string;
  /** FLASH_TABLE_STATES. */
  tableStatus: string;
  /** Hands dealt at this table so far. */
  handNumber: number;
  /** Epoch ms of the next deal, 0 when none is coming. */
  nextHandAt: number;
  /** The dealer's seat; play starts at the next seat in the hand. */
  dealer: string;
  /** The seat to act (during a sideshow request: the seat asked), "" when none. */
  turn: string;
  /** Coins in the pot; once a hand is over, what its pots held (paid to the winners), until the next deal. */
  pot: number;
  /** What a blind player bets now (coins); a seen player bets twice it. */
  stake: number;
  sideshowAsker: string;
  sideshowTarget: string;
  choices: FlashChoicesView;
  lastAction: FlashLastActionView;
  players: Record<string, FlashPlayerView>;
  /** Hidden cards by seat: each client receives only the entries it may see (its own once seen, a sideshow's pair). */
  hands: Record<string, FlashCardsView>;
}

export const FLASH_STATE_FIELDS = [
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
  "boot",
  "blindLimit",
  "chaalLimit",
  "potLimit",
  "minBuyIn",
  "maxBuyIn",
  "defaultBuyIn",
  "a23",
  "tableStatus",
  "handNumber",
  "nextHandAt",
  "dealer",
  "turn",
  "pot",
  "stake",
  "sideshowAsker",
  "sideshowTarget",
  "choices",
  "lastAction",
  "players",
  "hands",
] as const;
export const FLASH_PLAYER_FIELDS = [
  "id",
  "playerName",
  "isConnected",
  "isCreator",
  "isAccept",
  "isBot",
  "status",
  "stack",
  "inHand",
  "seen",
  "blindBets",
  "bet",
  "shownCards",
  "handName",
  "lastNet",
  "leaving",
] as const;

// ---- REST ------------------------------------------------------------------------------------------------

/** One action of a hand as recorded (seat keys, coins). */
export const flashRecordedActionSchema = z.object({
  type: z.enum(["bet", "see", "pack", "show", "sideshow", "answerSideshow", "timeout", "leave"]),
  seat: z.string(),
  double: z.boolean().optional(),
  accept: z.boolean().optional(),
});

/**
 * GET /api/v1/flash/hand/{gameId}: a hand as anyone may see it. While it is played only the commitment and the seats;
 * once over, the server seed, the whole dealt deck and every hand (all follow from the revealed seed anyway) and every
 * action, so /fairness can replay the shuffle, the deal and the betting.
 */
export const flashHandRecordSchema = z.object({
  gameId: z.string(),
  roomId: z.string(),
  gameType: z.enum(FLASH_GAME_TYPES),
  currency: z.enum(CURRENCIES),
  status: z.enum(["active", "finished", "aborted"]),
  terms: z.object({ boot: z.number(), blindLimit: z.number(), chaalLimit: z.number(), potLimit: z.number(), a23: z.enum(["second", "lowest"]) }),
  /** Seat order of the hand: the first is the dealer. Stacks in coins before the boot. */
  players: z.array(z.object({ userId: z.string().nullable(), playerName: z.string(), seat: z.string(), isBot: z.boolean(), stack: z.number() })),
  /** Fair draw of the shuffle's first swap (the deck uses nonces nonce … nonce + 50). */
  nonce: z.number(),
  /** The shuffled deck, dealt from index 0 one card a seat for three rounds (after the end; [] before). */
  deck: z.array(z.string()),
  /** hands[i] is players[i]'s three cards (after the end; [] before). */
  hands: z.array(z.array(z.string())),
  actions: z.array(flashRecordedActionSchema),
  result: z.array(flashResultEntrySchema),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type FlashHandRecord = z.infer<typeof flashHandRecordSchema>;

/** GET /api/v1/flash/history?page&limit: the signed-in player's hands, newest first. */
export const flashHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const flashHistoryEntrySchema = z.object({
  gameId: z.string(),
  roomId: z.string(),
  gameType: z.enum(FLASH_GAME_TYPES),
  currency: z.enum(CURRENCIES),
  boot: z.number(),
  status: z.enum(["active", "finished", "aborted"]),
  /** Your seat's line of the result (absent for a hand that did not finish). */
  mine: flashResultEntrySchema.nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export const flashHistorySchema = z.object({
  docs: z.array(flashHistoryEntrySchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type FlashHistory = z.infer<typeof flashHistorySchema>;
