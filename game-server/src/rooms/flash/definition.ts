import {
  FLASH_CHAT,
  FLASH_GAME,
  FLASH_MAX_MESSAGES_PER_SECOND,
  FLASH_NEXT_HAND_SECONDS,
  FLASH_QUICK_PLAY_BOT_SECONDS,
  FLASH_QUICK_PLAY_BOTS,
  FLASH_RECONNECT_SECONDS,
  FLASH_ROOM_SIZE,
  FLASH_SEAT_KEYS,
  FLASH_SEATS,
  FLASH_TURN_SECONDS,
  flashClientMessages,
  flashCreateOptionsSchema,
  flashJoinOptionsSchema,
  flashTableTerms,
  toCoins,
  toMinor,
  type FlashCreateOptions,
  type FlashJoinOptions,
  type FlashResultEntry,
  type FlashTableState,
} from "@arena/contracts";
import * as rules from "@arena/rules-flash";
import { DomainError } from "../../services/errors.js";
import { nativeHmac } from "../table/protocol.js";
import type { GameDefinition, Outcome, Seat, TableSetup } from "../table/definition.js";
import { FlashCards, FlashPlayer, FlashRoomState } from "./state.js";

type Options = FlashCreateOptions;
type Event = rules.FlashEvent;

/** Milliseconds the table shows the boot going in, then the cards going out, before the first turn's clock starts. */
export const COLLECT_MS = 800;
export const DEAL_MS = 1_400;

/** A hand at the table: the rules' state and what the table adds around it (its deal, its phases, the turn's start). */
export interface FlashTableGame {
  hand: rules.FlashHand;
  /** The shuffled deck (card names), for the record: the deal is its first 3 × seats cards. */
  deck: string[];
  /** Seat keys and stacks (minor units) in the hand's seat order, the dealer first: the replay's seats. */
  seats: { key: string; stack: number }[];
  /** The boot goes in, the cards go out, then betting; nobody acts before it. */
  phase: "collecting" | "dealing" | "betting";
  /** Epoch ms the phase (while betting: the turn) began. */
  since: number;
  /** Epoch ms the hand was dealt: names the hand (its hidden entries are new each hand). */
  dealtAt: number;
}

/** Rules' refusals, in English (the web shows its own catalogue by code). */
const ERROR_TEXT: Record<string, string> = {
  HAND_OVER: "This hand is over.",
  NOT_YOUR_TURN: "It is not your turn.",
  SIDESHOW_PENDING: "Wait for the sideshow to be answered.",
  NO_SIDESHOW_PENDING: "Nobody asked you for a sideshow.",
  ALREADY_SEEN: "You have seen your cards already.",
  BLIND_LIMIT: "You have played blind as often as this table allows: see your cards first.",
  CHAAL_LIMIT: "That bet is above the table's chaal limit.",
  STACK_TOO_SMALL: "You do not have enough chips for that.",
  SHOW_NEEDS_TWO: "A show is only possible when two players are left.",
  SIDESHOW_NEEDS_THREE: "A sideshow needs more than two players in the hand.",
  SIDESHOW_NEEDS_SEEN: "A sideshow needs you and the previous player to have seen your cards.",
  NOT_IN_HAND: "You are not in this hand.",
  GAME_NOT_STARTED: "Wait for the cards to be dealt.",
};

/** The table's terms in the rules' units (minor). */
function termsOf(o: Options): rules.FlashTableOptions {
  const t = flashTableTerms(o.boot);
  return { boot: toMinor(t.boot), chaalLimit: toMinor(t.chaalLimit), potLimit: toMinor(t.potLimit), blindLimit: t.blindLimit, a23: o.gameType === "Private" ? o.a23 : "second" };
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);
const indexOf = (g: FlashTableGame, key: string) => g.hand.seats.findIndex((s) => s.key === key);
/** The seat the hand waits for (the asked seat during a sideshow request), -1 when none. */
const waitingFor = (h: rules.FlashHand) => (h.result ? -1 : h.sideshow ? h.sideshow.target : h.toAct);

const outcome = (g: FlashTableGame, t: rules.FlashTransition, now: number): Outcome<FlashTableGame, Event> =>
  t.ok ? { ok: true, game: { ...g, hand: t.state, since: now }, events: t.events } : { ok: false, error: t.error };

/** The action a message asks for, in the rules' terms. */
function actionOf(type: string, seat: number, payload: unknown): rules.FlashAction | null {
  switch (type) {
    case "bet":
      return { type: "bet", seat, double: (payload as { double?: boolean } | undefined)?.double === true };
    case "seen":
      return { type: "see", seat };
    case "pack":
      return { type: "pack", seat };
    case "show_down":
      return { type: "show", seat };
    case "side_Show":
      return { type: "sideshow", seat };
    case "accept_side_show":
    case "reject_side_show":
      return { type: "answerSideshow", seat, accept: type === "accept_side_show" };
    default:
      return null;
  }
}

const END_STATUS: Record<rules.FlashEndReason, FlashTableState> = {
  lastStanding: "all_packed",
  allIn: "all-in",
  potLimit: "podLimitExid",
  show: "showdown",
};

function tableStatus(g: FlashTableGame): FlashTableState {
  const h = g.hand;
  if (h.result) return END_STATUS[h.result.reason];
  if (g.phase !== "betting") return g.phase;
  // The stake has reached the chaal limit: a seen bet is capped and nobody may raise.
  return 2 * h.stake >= h.options.chaalLimit ? "chalLimitExid" : "betting";
}

const SEAT_STATUS: Record<rules.SeatStatus, string> = { active: "ACTIVE", allIn: "ALL_IN", packed: "PACKED" };

/** Every card name of a seat's hand ("As", "Td"), [] when the server has none. */
const names = (cards: readonly rules.Card[] | null) => (cards ?? []).map(rules.cardName);

/**
 * What sync last wrote of the pieces that do not change within a hand, by state: written again only when a new hand
 * (or the end of one) changes them.
 */
const shownDeal = new WeakMap<object, string>();

/** Flash (teen patti) on the table kit, as a table that plays hand after hand with buy-ins. */
export const flashDefinition: GameDefinition<Options, FlashJoinOptions, FlashTableGame, Event, FlashRoomState, FlashPlayer> = {
  game: FLASH_GAME,
  createOptions: flashCreateOptionsSchema,
  joinOptions: flashJoinOptionsSchema,
  messages: flashClientMessages,
  errorText: ERROR_TEXT,
  maxMessagesPerSecond: FLASH_MAX_MESSAGES_PER_SECOND,
  reconnectSeconds: FLASH_RECONNECT_SECONDS,
  rematchSeconds: 0,
  chat: FLASH_CHAT,
  botDelayMs: 900,
  messageNames: { chat: "send_message", exit: "leave", lowStack: "Low_Balance" },

  setup(o): TableSetup {
    const terms = flashTableTerms(o.boot);
    const free = o.gameType === "Free Play";
    return {
      roomId: o.gameType === "Private" ? o.roomId : null,
      mode: o.gameType,
      seats: FLASH_SEATS,
      humans: free ? 1 : FLASH_SEATS,
      fee: 0,
      currency: o.currency,
      password: null,
      visible: o.gameType === "Quick Play",
      autoStart: false,
      rematch: false,
      turnSeconds: FLASH_TURN_SECONDS,
      cash: {
        minBuyIn: terms.minBuyIn,
        maxBuyIn: terms.maxBuyIn,
        defaultBuyIn: terms.defaultBuyIn,
        roomSize: free ? 1 : FLASH_ROOM_SIZE,
        pauseSeconds: FLASH_NEXT_HAND_SECONDS,
        minPlayers: 2,
        // Bots: at once at a free play table; at a free-coin Quick Play table after a lone player waited; never for coins.
        botsAfterSeconds: free ? 0 : o.gameType === "Quick Play" && o.currency === "FREE" ? FLASH_QUICK_PLAY_BOT_SECONDS : null,
      },
    };
  },
  newState: () => new FlashRoomState(),
  describe(s, o) {
    const terms = flashTableTerms(o.boot);
    Object.assign(s, {
      boot: terms.boot,
      blindLimit: terms.blindLimit,
      chaalLimit: terms.chaalLimit,
      potLimit: terms.potLimit,
      minBuyIn: terms.minBuyIn,
      maxBuyIn: terms.maxBuyIn,
      defaultBuyIn: terms.defaultBuyIn,
      a23: o.gameType === "Private" ? o.a23 : "second",
      maxPlayers: FLASH_SEATS,
      roomAmount: terms.boot,
    });
  },
  newPlayer: () => new FlashPlayer(),

  wantedSeat: (o) => o.seat ?? null,
  freeSeats: (_table, taken) => FLASH_SEAT_KEYS.filter((k) => !taken.some((s) => s.key === k)),
  pickSeat(table, taken, wanted) {
    const free = this.freeSeats(table, taken);
    if (wanted && free.includes(wanted)) return wanted;
    if (wanted || free.length === 0) throw new DomainError(409, wanted ? "That seat is taken: choose another." : "Every seat is taken.");
    return free[0]!;
  },
  bots(o, human) {
    const count = o.gameType === "Free Play" ? o.bots : o.gameType === "Quick Play" && o.currency === "FREE" ? FLASH_QUICK_PLAY_BOTS : 0;
    return FLASH_SEAT_KEYS.filter((k) => k !== human)
      .slice(0, count)
      .map((key, i) => ({ key, playerName: `Bot ${i + 1}`, bot: "flash" }));
  },
  seatOrder: (keys) => [...keys].sort(byNumber),

  newGame(o, seats, ctx, start) {
    // The dealer moves one seat on each hand: the first seat of this hand after the last hand's dealer.
    const previous = start?.previous?.seats[0]?.key;
    const after = previous === undefined ? 0 : seats.findIndex((k) => Number(k) > Number(previous));
    const order = [...seats.slice(Math.max(after, 0)), ...seats.slice(0, Math.max(after, 0))];
    const stacks = order.map((key) => ({ key, stack: start?.stacks.get(key) ?? 0 }));
    const deal = rules.dealHands(ctx.fair, 0, order.length, nativeHmac);
    const started = rules.newHand({ ...termsOf(o), seats: stacks, hands: deal.hands });
    if (!started.ok) throw new Error(`a Flash hand could not start: ${started.error}`);
    return { hand: started.state, deck: deal.deck.map(rules.cardName), seats: stacks, phase: "collecting", since: ctx.now, dealtAt: ctx.now };
  },
  dealsIn: (o, stack) => stack >= toMinor(o.boot),
  turn(g) {
    const i = waitingFor(g.hand);
    return i < 0 ? null : g.hand.seats[i]!.key;
  },
  isOver: (g) => g.hand.result !== null,
  deadline(g) {
    if (g.hand.result) return null;
    if (g.phase === "collecting") return g.since + COLLECT_MS;
    if (g.phase === "dealing") return g.since + DEAL_MS;
    return g.since + FLASH_TURN_SECONDS * 1000;
  },

  move(g, seat, type, payload, ctx) {
    if (g.phase !== "betting") return { ok: false, error: "GAME_NOT_STARTED" };
    const i = indexOf(g, seat);
    if (i < 0) return { ok: false, error: "NOT_IN_HAND" };
    const action = actionOf(type, i, payload);
    if (!action) return { ok: false, error: "BAD_MESSAGE" };
    const next = rules.applyAction(g.hand, action);
    // Seeing is not a turn: the clock keeps running for the same decision.
    return outcome(g, next, action.type === "see" ? g.since : ctx.now);
  },
  timeout(g, ctx) {
    if (g.phase === "collecting") return { ok: true, game: { ...g, phase: "dealing", since: ctx.now }, events: [] };
    if (g.phase === "dealing") return { ok: true, game: { ...g, phase: "betting", since: ctx.now }, events: [] };
    if (ctx.now < g.since + FLASH_TURN_SECONDS * 1000) return { ok: false, error: "NOT_DUE" };
    return outcome(g, rules.applyAction(g.hand, { type: "timeout", seat: waitingFor(g.hand) }), ctx.now);
  },
  leave(g, seat) {
    const i = indexOf(g, seat);
    if (i < 0) return { ok: false, error: "NOT_IN_HAND" };
    const next = rules.applyAction(g.hand, { type: "leave", seat: i });
    // A leaver who was not the one to act does not restart the clock of the one who is.
    return outcome(g, next, next.ok && waitingFor(next.state) === waitingFor(g.hand) ? g.since : Date.now());
  },
  botMove(g, seat, _level, ctx, random) {
    const i = indexOf(g, seat);
    if (g.phase !== "betting" || i < 0) return null;
    const action = rules.botAction(g.hand, i, random);
    return action ? outcome(g, rules.applyAction(g.hand, action), action.type === "see" ? g.since : ctx.now) : null;
  },
  handNets: (g) => new Map(rules.payouts(g.hand).map((p) => [p.key, p.net])),
  ranking: (g) => [...rules.payouts(g.hand)].sort((a, b) => b.net - a.net).map((p) => p.key),

  announce: () => ({ messages: [], draws: [] }),
  timeoutAnnouncement: () => null,

  sync(s, g, seats, events) {
    const h = g.hand;
    const turn = waitingFor(h);
    const dealt = g.phase !== "collecting";
    s.tableStatus = tableStatus(g);
    s.dealer = g.seats[0]!.key;
    s.turn = turn < 0 || g.phase !== "betting" ? "" : h.seats[turn]!.key;
    s.pot = toCoins(h.pot + (h.result ? h.result.pots.reduce((a, p) => a + p.amount, 0) : 0));
    s.stake = toCoins(h.stake);
    s.sideshowAsker = h.sideshow ? h.seats[h.sideshow.asker]!.key : "";
    s.sideshowTarget = h.sideshow ? h.seats[h.sideshow.target]!.key : "";

    // A new hand (or its cards coming out): its seats' cards, each in its own hidden entry.
    const deal = `${s.gameId}:${dealt}`;
    if (shownDeal.get(s) !== deal) {
      shownDeal.set(s, deal);
      s.hands.clear();
      if (dealt) for (const seat of h.seats) s.hands.set(seat.key, new FlashCards({ cards: names(seat.cards) }));
    }

    const choices = turn >= 0 && g.phase === "betting" ? rules.choicesOf(h, turn) : null;
    s.choices.assign({
      seat: choices ? h.seats[turn]!.key : "",
      bet: choices?.bet ? toCoins(choices.bet.amount) : 0,
      betAllIn: choices?.bet?.allIn ?? false,
      double: choices?.double ? toCoins(choices.double.amount) : 0,
      see: choices?.see ?? false,
      pack: choices?.pack ?? false,
      show: choices?.show ? toCoins(choices.show.amount) : 0,
      showAllIn: choices?.show?.allIn ?? false,
      sideshow: choices?.sideshow ? toCoins(choices.sideshow.amount) : 0,
      sideshowTarget: choices?.sideshow ? h.seats[choices.sideshow.target]!.key : "",
      answerSideshow: choices?.answerSideshow !== null && choices?.answerSideshow !== undefined,
    });

    const n = h.actions.length;
    if (s.lastAction.n !== n || n === 0) {
      const last = h.lastAction;
      const paid = events.find((e): e is Extract<Event, { type: "bet" }> => e.type === "bet");
      s.lastAction.assign({
        n,
        seat: last ? h.seats[last.seat]!.key : "",
        type: last?.type ?? "",
        amount: toCoins(paid?.amount ?? 0),
        double: last?.type === "bet" ? last.double : false,
        allIn: paid?.allIn ?? false,
        accept: last?.type === "answerSideshow" ? last.accept : false,
      });
    }

    // An action changes the seats its events name; the deal, a resume and the end of the hand change every seat.
    const every = events.length === 0 || events.some((e) => e.type === "handEnded");
    const touched = every ? null : new Set(events.flatMap((e) => ("seat" in e ? [e.seat] : [])).concat(events.flatMap((e) => ("target" in e ? [e.target] : []))));
    for (const [i, seat] of h.seats.entries()) {
      if (touched && !touched.has(i)) continue;
      const player = s.players.get(seat.key);
      if (!player) continue;
      const shown = h.result !== null && seat.shown;
      player.inHand = true;
      player.stack = toCoins(seat.stack);
      player.seen = seat.seen;
      player.blindBets = seat.blindBets;
      player.bet = toCoins(seat.contributed);
      player.status = SEAT_STATUS[seat.status];
      player.handName = shown ? rules.evaluate(seat.cards!, { a23: h.options.a23 }).category : "";
      if (shown && player.shownCards.length === 0) for (const c of names(seat.cards)) player.shownCards.push(c);
      else if (!shown && player.shownCards.length > 0) player.shownCards.clear();
    }
    // Seats not dealt into this hand: at its deal, whatever they showed of an earlier hand goes.
    if (g.phase === "collecting" && h.actions.length === 0) {
      for (const [key, player] of s.players) {
        if (h.seats.some((x) => x.key === key) || !seats.has(key)) continue;
        player.inHand = false;
        player.bet = 0;
        player.seen = false;
        player.blindBets = 0;
        player.handName = "";
        if (player.shownCards.length > 0) player.shownCards.clear();
        if (player.status !== "SITTING_OUT") player.status = "WAITING";
      }
    }
  },
  // Between hands a seat keeps what the last hand showed of it (inHand, its status, bet, cards) until the next deal;
  // a seat that cannot cover the boot says so (SITTING_OUT), one that sat out waits.
  showChips(player, chips) {
    player.stack = toCoins(chips.stack);
    player.lastNet = toCoins(chips.lastNet);
    player.leaving = chips.leaving;
    if (chips.playing) return;
    if (!chips.dealsIn) player.status = "SITTING_OUT";
    else if (!player.inHand || player.status === "SITTING_OUT") player.status = "WAITING";
  },
  // Who may see which cards changes only when someone sees, a sideshow is answered, the cards come out or a hand ends.
  secretsKey: (g) =>
    g ? `${g.dealtAt}:${g.phase}:${g.hand.result ? 1 : 0}:${g.hand.seats.map((x) => `${x.seen ? 1 : 0}${x.sawCardsOf.length}`).join("")}` : "",
  visibleSecrets(s, g, key) {
    if (!g || g.phase === "collecting") return [];
    const i = indexOf(g, key);
    if (i < 0) return [];
    // The rules say whose cards this seat may see (its own once seen, a sideshow's pair); each is one hidden entry.
    return rules.visibleHands(g.hand, i).flatMap((j) => {
      const item = s.hands.get(g.hand.seats[j]!.key);
      return item ? [item] : [];
    });
  },
  resetPlayer(player) {
    player.inHand = false;
    player.bet = 0;
  },
  result(g, _s, seats, cuts): FlashResultEntry[] {
    const h = g.hand;
    if (!h.result) return [];
    const won = new Map<number, number>();
    for (const pot of h.result.pots) for (const w of pot.winners) won.set(w.seat, (won.get(w.seat) ?? 0) + w.amount);
    return h.seats.map((seat, i) => {
      const sitter = seats.get(seat.key);
      const cut = cuts.get(seat.key) ?? 0;
      const net = toCoins(seat.stack - seat.startStack) - cut;
      const shown = seat.shown;
      return {
        uid: sitter?.userId ?? `bot-${seat.key}`,
        nickname: sitter?.playerName ?? seat.key,
        seat: seat.key,
        isBot: sitter?.bot != null,
        winner: won.has(i),
        net: round2(net),
        winingAmount: round2(Math.max(0, net)),
        commission: cut,
        outcome: seat.status === "packed" ? "packed" : won.has(i) ? "won" : "lost",
        cards: shown ? names(seat.cards) : [],
        hand: shown ? rules.evaluate(seat.cards!, { a23: h.options.a23 }).category : "",
        reason: h.result!.reason,
      };
    });
  },
  recordedSeat: (seat: Seat, g: FlashTableGame) => ({ seat: seat.key, stack: g.seats.find((x) => x.key === seat.key)?.stack ?? 0 }),
  recordDetails: (o) => ({ ...flashTableTerms(o.boot), a23: o.gameType === "Private" ? o.a23 : "second" }),
  playRecord: (g) => [
    { type: "deal", nonce: 0, deck: g.deck, seats: g.seats },
    { type: "actions", actions: g.hand.actions.map((a) => ({ ...a, seat: g.hand.seats[a.seat]!.key })) },
  ],
  // Quick Play matches on the boot (filterBy gameType, boot, currency).
  listing: (_table, seats, s) => ({ boot: s.boot, players: seats.filter((x) => !x.bot).length, freeSeats: FLASH_SEATS - seats.length }),
  resume: (s) => ({ tableStatus: s.tableStatus, turn: s.turn }),
};

const round2 = (x: number) => Math.round(x * 100) / 100;
