import {
  BLACKJACK_DECISION_SECONDS,
  BLACKJACK_GAME,
  BLACKJACK_MAX_MESSAGES_PER_SECOND,
  BLACKJACK_RECONNECT_SECONDS,
  BLACKJACK_SEAT,
  blackjackClientMessages,
  blackjackCreateOptionsSchema,
  blackjackJoinOptionsSchema,
  toCoins,
  type BlackjackCreateOptions,
  type BlackjackResultEntry,
} from "@arena/contracts";
import * as rules from "@arena/rules-blackjack";
import { DomainError } from "../../services/errors.js";
import { nativeHmac } from "../table/protocol.js";
import type { GameDefinition, Outcome, TableSetup } from "../table/definition.js";
import { BlackjackHand, BlackjackPlayer, BlackjackRoomState } from "./state.js";

type Options = BlackjackCreateOptions;
type Event = rules.BlackjackEvent;

/** A round at the table: the rules' state, its shoe (server-side only), and whether it was played out for a leaver. */
export interface BlackjackTableGame {
  round: rules.BlackjackRound;
  shoe: rules.Shoe;
  playedOut: boolean;
}

const ERROR_TEXT: Record<string, string> = {
  INVALID_BET: "Choose one of the table's bets.",
  ROUND_OVER: "This round is over: place a bet for the next one.",
  INSURANCE_PENDING: "Take or decline insurance first.",
  NO_INSURANCE_OFFERED: "Insurance is offered only when the dealer shows an ace, before you play.",
  CANNOT_DOUBLE: "You can double only on your first two cards (not on split aces).",
  CANNOT_SPLIT: "You can split two cards of the same value, up to three hands (aces once).",
  NOT_IN_HAND: "You are not in this round.",
};

const ACTIONS: Record<string, rules.BlackjackAction["type"]> = {
  hit: "hit",
  stand: "stand",
  double: "double",
  split: "split",
  insurance: "insurance",
  noInsurance: "noInsurance",
};

const step = (g: BlackjackTableGame, t: rules.BlackjackTransition, playedOut = g.playedOut): Outcome<BlackjackTableGame, Event> =>
  t.ok ? { ok: true, game: { ...g, round: t.state, playedOut }, events: t.events } : { ok: false, error: t.error };

/** What the player is shown of a card list: names, "" for a card face down. */
const names = (cards: readonly (rules.Card | null)[]) => cards.map((c) => (c ? rules.cardName(c) : ""));

/** The round each state last counted (`rounds` goes up once per round, at its deal). */
const counted = new WeakMap<object, string>();

/** Black Jack on the table kit, as a house table: one seat against the dealer, a round per bet (issue 19). */
export const blackjackDefinition: GameDefinition<Options, Options, BlackjackTableGame, Event, BlackjackRoomState, BlackjackPlayer> = {
  game: BLACKJACK_GAME,
  createOptions: blackjackCreateOptionsSchema,
  joinOptions: blackjackJoinOptionsSchema,
  messages: blackjackClientMessages,
  errorText: ERROR_TEXT,
  maxMessagesPerSecond: BLACKJACK_MAX_MESSAGES_PER_SECOND,
  reconnectSeconds: BLACKJACK_RECONNECT_SECONDS,
  rematchSeconds: 0,
  chat: { perTenSeconds: 0 },
  botDelayMs: 0,

  setup(): TableSetup {
    return {
      roomId: null,
      mode: "House",
      seats: 1,
      humans: 1,
      fee: 0,
      currency: "COIN",
      password: null,
      visible: false,
      autoStart: false,
      rematch: false,
      turnSeconds: BLACKJACK_DECISION_SECONDS,
    };
  },
  newState: () => new BlackjackRoomState(),
  describe(s) {
    s.maxPlayers = 1;
  },
  newPlayer: () => new BlackjackPlayer(),
  wantedSeat: () => null,
  freeSeats: (_table, taken) => (taken.length === 0 ? [BLACKJACK_SEAT] : []),
  pickSeat(_table, taken) {
    if (taken.length > 0) throw new DomainError(409, "This table is another player's.");
    return BLACKJACK_SEAT;
  },
  bots: () => [],
  seatOrder: (keys) => [...keys],

  newGame(_o, _seats, ctx, start) {
    // Each round has its own server seed (committed before the deal): its shoe is that seed's shuffle at nonce 0.
    const shoe = rules.fairShoe(ctx.fair, 0, nativeHmac);
    const dealt = rules.deal(start?.bet ?? 0, { shoe });
    if (!dealt.ok) throw new Error(`a Black Jack round could not be dealt: ${dealt.error}`);
    return { round: dealt.state, shoe, playedOut: false };
  },
  turn: (g) => (g.round.phase === "over" ? null : BLACKJACK_SEAT),
  isOver: (g) => g.round.phase === "over",

  move(g, seat, type) {
    if (seat !== BLACKJACK_SEAT) return { ok: false, error: "NOT_IN_HAND" };
    const action = ACTIONS[type];
    if (!action) return { ok: false, error: "BAD_MESSAGE" };
    return step(g, rules.apply(g.round, { type: action }, { shoe: g.shoe }));
  },
  // A decision left past the clock: the hand to play stands (insurance is declined), as a dealer would do.
  timeout: (g) => step(g, rules.apply(g.round, { type: g.round.phase === "insurance" ? "noInsurance" : "stand" }, { shoe: g.shoe })),
  // Gone (the back button, or past the grace): stand on every hand, the dealer plays, the round settles.
  leave: (g) => step(g, rules.playOut(g.round, { shoe: g.shoe }), true),
  botMove: () => null,
  ranking: () => [BLACKJACK_SEAT],

  house: {
    stakeFor: (g, type) => {
      const action = ACTIONS[type];
      return action && rules.legalActions(g.round).includes(action) ? rules.actionCost(g.round, action) : 0;
    },
    stakeReason: (type) => (type === "split" ? "split" : type === "insurance" ? "insurance" : "double"),
    settlement: (g) => {
      const r = g.round.result!;
      return { bet: g.round.bet, staked: r.staked, paid: r.paid, hands: g.round.hands.length };
    },
    offer(s, bets) {
      const coins = bets.map(toCoins);
      if (s.betAmounts.length === coins.length && coins.every((c, i) => s.betAmounts[i] === c)) return;
      s.betAmounts.clear();
      for (const c of coins) s.betAmounts.push(c);
    },
  },

  announce: () => ({ messages: [], draws: [] }),
  timeoutAnnouncement: () => null,

  sync(s, g) {
    const view = rules.playerView(g.round);
    const over = view.phase === "over";
    s.phase = view.phase;
    s.bet = toCoins(view.bet);
    s.active = view.active;
    s.insurance = toCoins(view.insurance ?? 0);
    s.dealerTotal = view.dealerTotal;
    s.dealer.clear();
    for (const c of names(view.dealer)) s.dealer.push(c);
    s.legal.clear();
    for (const a of view.legal) s.legal.push(a);
    s.hands.clear();
    for (const [i, h] of view.hands.entries()) {
      const { total, soft } = rules.handTotal(h.cards);
      const result = over ? view.result?.hands[i] : undefined;
      const hand = new BlackjackHand({
        bet: toCoins(h.bet),
        doubled: h.doubled,
        fromSplit: h.fromSplit,
        total,
        soft,
        outcome: result?.outcome ?? "",
        paid: toCoins(result?.paid ?? 0),
      });
      for (const c of names(h.cards)) hand.cards.push(c);
      s.hands.push(hand);
    }
    s.staked = toCoins(view.result?.staked ?? 0);
    s.paid = toCoins(view.result?.paid ?? 0);
    s.net = toCoins(view.result?.net ?? 0);
    if (counted.get(s) !== s.gameId) {
      counted.set(s, s.gameId);
      s.rounds += 1;
    }
  },
  resetPlayer: () => undefined,
  result(g, _s, seats): BlackjackResultEntry[] {
    const r = g.round.result;
    if (!r) return [];
    const seat = seats.get(BLACKJACK_SEAT);
    return [
      {
        uid: seat?.userId ?? "",
        nickname: seat?.playerName ?? "",
        hands: g.round.hands.map((h, i) => ({
          cards: names(h.cards),
          outcome: r.hands[i]!.outcome,
          total: r.hands[i]!.total,
          staked: toCoins(r.hands[i]!.staked),
          paid: toCoins(r.hands[i]!.paid),
        })),
        insurance: r.insurance ? { staked: toCoins(r.insurance.staked), paid: toCoins(r.insurance.paid) } : null,
        dealer: { cards: names(g.round.dealer), total: r.dealer.total, blackjack: r.dealer.blackjack, bust: r.dealer.bust },
        staked: toCoins(r.staked),
        paid: toCoins(r.paid),
        net: toCoins(r.net),
        winingAmount: toCoins(Math.max(0, r.net)),
        playedOut: g.playedOut,
      },
    ];
  },
  recordedSeat: () => ({ seat: BLACKJACK_SEAT }),
  recordDetails: () => ({ rules: rules.BLACKJACK_RULES }),
  // The round replays from its revealed seed: the shoe is fairShoe(seed, 0); the bet and the actions do the rest.
  playRecord: (g) => [{ type: "round", nonce: 0, bet: g.round.bet, actions: g.round.actions.map((a) => a.type), playedOut: g.playedOut }],
  listing: () => ({}),
  resume: (s) => ({ phase: s.phase }),
};
