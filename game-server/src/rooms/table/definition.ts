import type { FairSeed } from "@arena/fair";
import type { z } from "zod";
import type { TABLE_MESSAGES } from "./protocol.js";
import type { TablePlayerSchema, TableStateSchema } from "./state.js";

/** A message every table understands (named by TABLE_MESSAGES unless the game renames it). */
export type KitMessage = keyof typeof TABLE_MESSAGES;

/** A seat as the kit keeps it: who sits there (a person or a bot) under the game's seat key (e.g. a pawn colour). */
export interface Seat {
  key: string;
  userId: string | null;
  playerName: string;
  /** The bot's level, or null for a person. */
  bot: string | null;
  clientSeed: string | null;
}

/** How a table is set up, decided by the game from its create options. */
export interface TableSetup {
  /** The room's own id (a public name or a private code), or null to let the matchmaker name it. */
  roomId: string | null;
  /** How the table was made, e.g. Classic, Quick Play, Private, Computer (listed and recorded). */
  mode: string;
  /** Seats at the table, bots included. */
  seats: number;
  /** Seats people may take (the rest are bots). */
  humans: number;
  /** Entry fee per seat, in coins (0: free). */
  fee: number;
  currency: "COIN" | "FREE";
  /** A private table's password (the lobby finds the table by it), else null. */
  password: string | null;
  /** Shown in the lobby's room list. */
  visible: boolean;
  /** Starts by itself once every seat is taken; otherwise the creator starts it. */
  autoStart: boolean;
  /** Offers a rematch after the result. */
  rematch: boolean;
  /** The turn clock, in seconds. */
  turnSeconds: number;
  /**
   * Made by the Quick Play queue for the players it matched (`rooms/quickplay/`): only they may sit, their fees are
   * held already (the table takes those holds over), and a client cannot create such a table itself.
   */
  queued?: boolean;
  /**
   * A table that plays hand after hand (Flash): people sit down with a buy-in (chips to their seat's escrow) instead of
   * paying an entry fee, every hand is settled between the seats that played it, others watch and take a free seat
   * between hands, and standing up cashes the stack out. Absent: one game per entry fee (Ludo, chess). `fee` is 0.
   */
  cash?: CashTableSetup;
}

export interface CashTableSetup {
  /** Buy-in range and the amount offered first, coins. */
  minBuyIn: number;
  maxBuyIn: number;
  defaultBuyIn: number;
  /** Clients the room admits, seated or watching. */
  roomSize: number;
  /** Seconds from a hand's end (or the table having enough players) to the next deal. */
  pauseSeconds: number;
  /** Fewest players a hand is dealt to. */
  minPlayers: number;
  /**
   * When the game's bots (`bots`) sit down: 0 with the first person, N seconds after a person sat with nobody to play
   * against, null never (a paid table).
   */
  botsAfterSeconds: number | null;
}

/** What a hand of a cash table starts from, besides its seats: the stacks (minor units) and the hand before it. */
export interface HandStart<G> {
  stacks: ReadonlyMap<string, number>;
  previous: G | null;
  /** A house table: the bet placed for this round (minor units), held already. */
  bet?: number;
}

/**
 * A game against the house, one seat, a round per bet (Black Jack): what the kit's house table needs of its money. The
 * bet (one of the admin's steps) is held before the round is dealt, each move that adds a stake is held before it is
 * applied, and the finished round is settled against the house in one transaction.
 */
export interface HouseRules<G, S> {
  /** Minor units a move adds to the player's stake (a double, a split, insurance); 0 for none. */
  stakeFor(game: G, type: string): number;
  /** Why a move's stake is held (its wallet line). */
  stakeReason(type: string): "double" | "split" | "insurance";
  /** The finished round's totals, minor units. */
  settlement(game: G): { bet: number; staked: number; paid: number; hands: number };
  /** Writes the bet steps offered (minor units) into the synced state. */
  offer(state: S, bets: readonly number[]): void;
}

/** The terms a Quick Play queue matched players on (besides the game): what its table is made from. */
export interface QuickPlayTerms {
  roomAmount: number;
  maxPlayers: number;
  currency: "COIN" | "FREE";
}

/** What the rules answer to an action: the next game and its events, or a refusal as a code. */
export type Outcome<G, E> = { ok: true; game: G; events: E[] } | { ok: false; error: string };

/** What the kit lends the rules: time and the table's provably fair draws. */
export interface DrawContext {
  fair: FairSeed;
  now: number;
}

/** A message the kit sends to everyone at the table on the game's behalf. */
export interface Announcement {
  type: string;
  payload: unknown;
}

/**
 * A game on the table kit: its rules and contracts, the seating policy, the mapping of its state onto the synced
 * schema, and its ranking. The kit owns everything else (sessions, seats, reconnection, chat, rematch, listing, flood
 * limits, inbound validation, clocks, the entry fee's hold/release/settle/refund, the fairness commitment and reveal).
 * `O` create options, `J` join options, `G` the rules' game state, `E` its events, `S`/`P` the synced schemas.
 */
export interface GameDefinition<O, J, G, E, S extends TableStateSchema, P extends TablePlayerSchema> {
  /** The game's kind: escrow, payout rules and game records are keyed by it. */
  game: string;
  createOptions: z.ZodType<O>;
  joinOptions: z.ZodType<J>;
  /** The game's own client messages (moves and questions), each with its contract. */
  messages: Record<string, z.ZodType>;
  /** English texts of the rules' refusal codes (the web shows its own catalogue by code). */
  errorText: Record<string, string>;
  /** Pushes of a client that arrive faster than this are cut off (4002). */
  maxMessagesPerSecond: number;
  /** Seconds a dropped player keeps the seat; seconds a finished table waits for a rematch. */
  reconnectSeconds: number;
  rematchSeconds: number;
  /** Chat: most characters, most lines per 10 seconds per player. */
  chat: { perTenSeconds: number };

  setup(options: O): TableSetup;
  /**
   * The create options (as a client would send them) of a Quick Play table on these terms, whose setup is `queued`; a
   * game without it has no Quick Play. The queue checks them against `createOptions` before it holds a fee.
   */
  quickPlayTable?(terms: QuickPlayTerms): Record<string, unknown>;
  newState(): S;
  /** Writes the game's own table facts from the create options into the synced state (e.g. rules, board theme). */
  describe(state: S, options: O): void;
  newPlayer(seat: Seat): P;

  /** The seat a joiner asked for, if any. */
  wantedSeat(options: O | J): string | null;
  /** Seats a joiner may take now, given who sits where. */
  freeSeats(table: TableSetup, taken: readonly Seat[]): string[];
  /** The seat a joiner gets: their choice if allowed, else one the game assigns; throws a DomainError to refuse. */
  pickSeat(table: TableSetup, taken: readonly Seat[], wanted: string | null): string;
  /** Bots that sit down with the first person (a computer game), by seat. */
  bots(options: O, human: string): Omit<Seat, "userId" | "clientSeed">[];
  /** Seat keys in the order the game plays them. */
  seatOrder(keys: readonly string[]): string[];

  /**
   * A new game for these seats (in seat order); the fair seed is fixed for the whole game (e.g. a colour draw). At a
   * cash table a game is one hand, `hand` its stacks and the hand before it.
   */
  newGame(options: O, seats: readonly string[], ctx: DrawContext, hand?: HandStart<G>): G;
  /** A house table (one seat against the house, a round per bet): its money's hooks. */
  house?: HouseRules<G, S>;
  /** Cash tables: whether a seat with this stack (minor units) is dealt into the next hand (e.g. it covers the boot). */
  dealsIn?(options: O, stack: number): boolean;
  /**
   * Cash tables: writes a seat's chips (minor units: its stack, the last hand's change after commission) and where it
   * stands into its synced player.
   */
  showChips?(player: P, chips: { stack: number; lastNet: number; leaving: boolean; playing: boolean; dealsIn: boolean }): void;
  /** Cash tables: each seat's chips change over the finished hand (minor units, summing to zero): what settles it. */
  handNets?(game: G): ReadonlyMap<string, number>;
  /**
   * Hidden information: the synced items (schema instances of a view-tagged field) the seat may see now. The kit keeps
   * each seated client's StateView equal to this after every change; watchers see none.
   */
  visibleSecrets?(state: S, game: G | null, seat: string): object[];
  /**
   * Everything visibleSecrets depends on, as one key: the kit asks it again only when the key changes (or a client
   * comes), not on every action. Without it, it asks on every change.
   */
  secretsKey?(game: G | null): string;
  /** The kit's message names this game's contract uses instead (Flash: chat is "send_message", exit is "leave"). */
  messageNames?: Partial<Record<KitMessage, string>>;
  /** The seat to act, or null when nobody is to act (game over). */
  turn(game: G): string | null;
  isOver(game: G): boolean;
  /** An ended game with no result (e.g. chess before both sides moved): every fee goes back, the record ends aborted. */
  isAborted?(game: G): boolean;
  /**
   * The game's own clock: epoch ms of the next deadline of the side to act (bots included), null when none. A game
   * with it has no fixed turn clock: `timeout` is called at that time (and may answer NOT_DUE to be asked again).
   */
  deadline?(game: G): number | null;
  /**
   * What players are shown as `turnEndsAt` when it differs from `deadline` (chess: the clock reads zero there, the
   * flag falls a lag grace later).
   */
  shownDeadline?(game: G): number | null;
  /** A seated person dropped or came back during the game (e.g. chess: the opponent may claim after a while). */
  presence?(game: G, seat: string, connected: boolean, now: number): Outcome<G, E> | null;
  /** A person's move: a game message applied by the rules. */
  move(game: G, seat: string, type: string, payload: unknown, ctx: DrawContext): Outcome<G, E>;
  /** The clock ran out for the seat to act. */
  timeout(game: G, ctx: DrawContext): Outcome<G, E>;
  /** The seat is gone for good (gave up, or did not come back in time). */
  leave(game: G, seat: string): Outcome<G, E>;
  /**
   * A bot's action; `random` is a fair draw in [0, 1) from the bots' own stream. May answer later (an engine thinks):
   * the kit drops the answer if the game moved on meanwhile.
   */
  botMove(game: G, seat: string, level: string, ctx: DrawContext, random: number): Outcome<G, E> | null | Promise<Outcome<G, E> | null>;
  /** Pause before a bot acts, ms (default BOT_DELAY_MS). */
  botDelayMs?: number;
  /** Seat keys, best first, once the game is over. */
  ranking(game: G): string[];

  /** What the events say to the table beyond the state (rare news only, e.g. a player out), and the draws to record. */
  announce(game: G, events: readonly E[]): { messages: Announcement[]; draws: unknown[] };
  /** Announced when the clock runs out, before the timeout is applied. */
  timeoutAnnouncement(seat: string): Announcement | null;
  /**
   * Writes the rules' state into the synced schema (only what changed), with the action's events: what the players
   * see of an action (a roll, a move) travels in the state, so each action reaches each client as one patch.
   */
  sync(state: S, game: G, seats: ReadonlyMap<string, Seat>, events: readonly E[]): void;
  /** Clears a player's game fields for a new game (rematch). */
  resetPlayer(player: P): void;
  /**
   * The ranked result as the players are told it, given what each user won (coins). At a cash table `won` is keyed by
   * seat key, and says what the house took from each seat's winnings (coins).
   */
  result(game: G, state: S, seats: ReadonlyMap<string, Seat>, won: ReadonlyMap<string, number>): unknown[];
  /** Seat facts for the game record (e.g. a pawn colour), once the new game is made. */
  recordedSeat(seat: Seat, game: G): Record<string, unknown>;
  /**
   * What the game's record keeps of its play, when the game keeps it itself (chess: the colour draw, the moves with
   * their clocks, the PGN); otherwise the kit records the draws the events announced.
   */
  playRecord?(game: G): unknown[];
  /** Game-specific facts of the table for its record (e.g. its rules). */
  recordDetails(options: O): Record<string, unknown>;
  /**
   * Extra lobby listing facts (e.g. free seats), merged into the kit's listing. Matchmaking filters (`filterBy`) are
   * matched against this listing, so every filtered option must be here under its option name.
   */
  listing(table: TableSetup, seats: readonly Seat[], state: S): Record<string, unknown>;
  /** What a player coming back is told besides the game id and the clock (e.g. status, turn, dice). */
  resume(state: S): Record<string, unknown>;
  /** A question a game message asks (answered to the sender only), instead of a move. */
  question?(type: string, table: TableSetup, seats: readonly Seat[]): Announcement | null;
  /** A client's note that the turn clock ran out: only a hint, the server's own clock decides. */
  isClockHint?(type: string): boolean;
}

/** Any game definition, as the kit stores it. */
export type AnyGameDefinition = GameDefinition<any, any, any, any, any, any>;
