/**
 * One round of blackjack, one player against the dealer, as a state machine. The round is plain JSON data; every
 * transition returns a new state (the old one is never changed) or an error code, and takes its cards from the
 * shoe in `ctx` in order, so the same shoe and the same actions always reach the same state (`replayRound`).
 * Amounts are integer minor units. The table rules and the choices behind them are in rules.ts.
 *
 *   deal(bet) ─▶ insurance? (dealer shows an ace) ─▶ dealer peeks ─▶ playing (hit, stand, double, split per hand)
 *             ─▶ dealer draws to 17 ─▶ over (settled)
 * A natural on either side, or every player hand bust, skips straight to the end.
 */
import { handTotal, isAce, isBust, isTwoCard21, cardValue, type Card } from "./cards.js";
import { BLACKJACK_RULES } from "./rules.js";
import { settle, type RoundResult } from "./settle.js";
import type { Shoe } from "./shoe.js";

export interface PlayerHand {
  cards: Card[];
  /** The stake on this hand: the bet, twice it once doubled. */
  bet: number;
  doubled: boolean;
  /** Made by a split: a two-card 21 is then 21, not a blackjack. */
  fromSplit: boolean;
  /** Made by splitting aces: one card each, no more actions. */
  splitAces: boolean;
  /** Stood, bust, doubled, 21 or a split ace: takes no more actions. */
  done: boolean;
}

export type Phase = "insurance" | "playing" | "over";

export type BlackjackAction =
  | { type: "insurance" }
  | { type: "noInsurance" }
  | { type: "hit" }
  | { type: "stand" }
  | { type: "double" }
  | { type: "split" };

export type BlackjackActionType = BlackjackAction["type"];

export interface BlackjackRound {
  /** The bet placed before the deal (each split hand stakes it again). */
  bet: number;
  hands: PlayerHand[];
  /** The hand the player acts on while `phase` is "playing". */
  active: number;
  /** Up card, hole card, then the dealer's draws. The hole card is secret until the round is over (playerView). */
  dealer: Card[];
  /** The insurance stake: null when not taken (or not offered). */
  insurance: number | null;
  phase: Phase;
  /** Cards taken from the shoe so far: the next card is `shoe.card(drawn)`. */
  drawn: number;
  /** Every accepted action in order: with the shoe, all `replayRound` needs. */
  actions: BlackjackAction[];
  /** Set when the round is over. */
  result: RoundResult | null;
}

/** Money held from the player's wallet: the bet at the deal, then one more per double, split or insurance. */
export type HoldReason = "bet" | "double" | "split" | "insurance";

export type BlackjackEvent =
  | { type: "held"; amount: number; reason: HoldReason; hand: number }
  | { type: "dealerPeeked"; blackjack: boolean }
  | { type: "settled"; result: RoundResult };

export type BlackjackError =
  | "INVALID_BET"
  | "ROUND_OVER"
  | "INSURANCE_PENDING"
  | "NO_INSURANCE_OFFERED"
  | "CANNOT_DOUBLE"
  | "CANNOT_SPLIT";

export type BlackjackTransition =
  | { ok: true; state: BlackjackRound; events: BlackjackEvent[] }
  | { ok: false; error: BlackjackError };

export interface BlackjackContext {
  shoe: Shoe;
}

/** The insurance stake for a bet: half of it, rounded down to the minor unit. */
export const insuranceStake = (bet: number): number => Math.floor(bet / 2);

const copyRound = (s: BlackjackRound): BlackjackRound => ({
  ...s,
  hands: s.hands.map((h) => ({ ...h, cards: [...h.cards] })),
  dealer: [...s.dealer],
  actions: [...s.actions],
});

function draw(state: BlackjackRound, ctx: BlackjackContext): Card {
  const c = ctx.shoe.card(state.drawn);
  state.drawn += 1;
  return c;
}

/** A natural: two cards making 21 on the hand dealt, not on a split hand. */
export const isBlackjack = (hand: Pick<PlayerHand, "cards" | "fromSplit">): boolean => !hand.fromSplit && isTwoCard21(hand.cards);

export const dealerHasBlackjack = (state: Pick<BlackjackRound, "dealer">): boolean => isTwoCard21(state.dealer.slice(0, 2));

/** Places the bet and deals: player, dealer up card, player, dealer hole card. */
export function deal(bet: number, ctx: BlackjackContext): BlackjackTransition {
  if (!Number.isSafeInteger(bet) || bet < 1) return { ok: false, error: "INVALID_BET" };
  const state: BlackjackRound = {
    bet,
    hands: [],
    active: 0,
    dealer: [],
    insurance: null,
    phase: "insurance",
    drawn: 0,
    actions: [],
    result: null,
  };
  const first = draw(state, ctx);
  const up = draw(state, ctx);
  const second = draw(state, ctx);
  const hole = draw(state, ctx);
  state.hands.push({ cards: [first, second], bet, doubled: false, fromSplit: false, splitAces: false, done: false });
  state.dealer.push(up, hole);
  const events: BlackjackEvent[] = [{ type: "held", amount: bet, reason: "bet", hand: 0 }];
  // Insurance is offered while the hole card is still unknown; a bet too small to halve has none.
  if (isAce(up) && insuranceStake(bet) >= 1) return { ok: true, state, events };
  afterInsurance(state, ctx, events);
  return { ok: true, state, events };
}

/** The dealer peeks with an ace or a ten up; a natural on either side ends the round, or the player plays. */
function afterInsurance(state: BlackjackRound, ctx: BlackjackContext, events: BlackjackEvent[]): void {
  const up = state.dealer[0]!;
  if (isAce(up) || cardValue(up) === 10) {
    const blackjack = dealerHasBlackjack(state);
    events.push({ type: "dealerPeeked", blackjack });
    if (blackjack) return finish(state, events);
  }
  if (isBlackjack(state.hands[0]!)) {
    state.hands[0]!.done = true;
    return finish(state, events);
  }
  state.phase = "playing";
  state.active = 0;
  advance(state, ctx, events);
}

/** Moves to the first hand still to play (dealing a split hand its second card); none left: the dealer plays. */
function advance(state: BlackjackRound, ctx: BlackjackContext, events: BlackjackEvent[]): void {
  for (let i = state.active; i < state.hands.length; i++) {
    const hand = state.hands[i]!;
    if (hand.cards.length === 1) {
      hand.cards.push(draw(state, ctx));
      if (handTotal(hand.cards).total === 21) hand.done = true;
    }
    if (!hand.done) {
      state.active = i;
      return;
    }
  }
  dealerPlays(state, ctx);
  finish(state, events);
}

/** The dealer draws to 17 and stands on every 17, soft ones too; nothing to play against (all bust): no draw. */
function dealerPlays(state: BlackjackRound, ctx: BlackjackContext): void {
  if (state.hands.every((h) => isBust(h.cards))) return;
  while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state, ctx));
}

function finish(state: BlackjackRound, events: BlackjackEvent[]): void {
  state.phase = "over";
  state.active = state.hands.length;
  for (const h of state.hands) h.done = true;
  const result = settle(state);
  state.result = result;
  events.push({ type: "settled", result });
}

/** Whether the hand to play may split now (and for what stake). */
export function canSplit(state: BlackjackRound): boolean {
  if (state.phase !== "playing") return false;
  const hand = state.hands[state.active];
  if (!hand || hand.done || hand.cards.length !== 2) return false;
  const [a, b] = hand.cards as [Card, Card];
  if (cardValue(a) !== cardValue(b)) return false;
  if (state.hands.length >= BLACKJACK_RULES.maxHands) return false;
  return !(isAce(a) && hand.fromSplit && !BLACKJACK_RULES.resplitAces);
}

export function canDouble(state: BlackjackRound): boolean {
  if (state.phase !== "playing") return false;
  const hand = state.hands[state.active];
  if (!hand || hand.done || hand.cards.length !== 2 || hand.splitAces) return false;
  return !hand.fromSplit || BLACKJACK_RULES.doubleAfterSplit;
}

/** What each action adds to the player's stake (held from the wallet before it is applied). */
export function actionCost(state: BlackjackRound, type: BlackjackActionType): number {
  if (type === "insurance") return insuranceStake(state.bet);
  if (type === "double" || type === "split") return state.bet;
  return 0;
}

/**
 * The actions the rules allow now. `funds`, when given, is what the player can still add to their stake: actions
 * costing more are left out (the ledger's hold is the real check; this is what the buttons show).
 */
export function legalActions(state: BlackjackRound, funds = Number.POSITIVE_INFINITY): BlackjackActionType[] {
  if (state.phase === "over") return [];
  const affordable = (t: BlackjackActionType) => actionCost(state, t) <= funds;
  if (state.phase === "insurance") return (["insurance", "noInsurance"] as const).filter(affordable);
  const actions: BlackjackActionType[] = ["hit", "stand"];
  if (canDouble(state)) actions.push("double");
  if (canSplit(state)) actions.push("split");
  return actions.filter(affordable);
}

export function apply(state: BlackjackRound, action: BlackjackAction, ctx: BlackjackContext): BlackjackTransition {
  if (state.phase === "over") return { ok: false, error: "ROUND_OVER" };
  const insuring = action.type === "insurance" || action.type === "noInsurance";
  if (state.phase === "insurance" && !insuring) return { ok: false, error: "INSURANCE_PENDING" };
  if (state.phase !== "insurance" && insuring) return { ok: false, error: "NO_INSURANCE_OFFERED" };
  if (action.type === "double" && !canDouble(state)) return { ok: false, error: "CANNOT_DOUBLE" };
  if (action.type === "split" && !canSplit(state)) return { ok: false, error: "CANNOT_SPLIT" };

  const draft = copyRound(state);
  draft.actions.push(action);
  const events: BlackjackEvent[] = [];
  const hand = draft.hands[draft.active]!;
  switch (action.type) {
    case "insurance":
      draft.insurance = insuranceStake(draft.bet);
      events.push({ type: "held", amount: draft.insurance, reason: "insurance", hand: 0 });
      afterInsurance(draft, ctx, events);
      break;
    case "noInsurance":
      afterInsurance(draft, ctx, events);
      break;
    case "hit": {
      hand.cards.push(draw(draft, ctx));
      const { total } = handTotal(hand.cards);
      if (total >= 21) hand.done = true;
      if (hand.done) advance(draft, ctx, events);
      break;
    }
    case "stand":
      hand.done = true;
      advance(draft, ctx, events);
      break;
    case "double":
      events.push({ type: "held", amount: draft.bet, reason: "double", hand: draft.active });
      hand.bet += draft.bet;
      hand.doubled = true;
      hand.cards.push(draw(draft, ctx));
      hand.done = true;
      advance(draft, ctx, events);
      break;
    case "split": {
      const [left, right] = hand.cards as [Card, Card];
      const aces = isAce(left);
      const newHand: PlayerHand = { cards: [right], bet: draft.bet, doubled: false, fromSplit: true, splitAces: aces, done: false };
      hand.cards = [left];
      hand.fromSplit = true;
      hand.splitAces = aces;
      draft.hands.splice(draft.active + 1, 0, newHand);
      events.push({ type: "held", amount: draft.bet, reason: "split", hand: draft.active + 1 });
      if (aces) {
        // One card each, dealt at once, and no more: split aces take no decisions.
        hand.cards.push(draw(draft, ctx));
        newHand.cards.push(draw(draft, ctx));
        hand.done = true;
        newHand.done = true;
      } else {
        hand.cards.push(draw(draft, ctx));
        if (handTotal(hand.cards).total === 21) hand.done = true;
      }
      if (hand.done) advance(draft, ctx, events);
      break;
    }
  }
  return { ok: true, state: draft, events };
}

/**
 * The player left mid-round (the back button, or away past the grace): they stand on every hand still to play and
 * decline insurance, the dealer plays, and the round is settled, as a player expects at a real table.
 */
export function playOut(state: BlackjackRound, ctx: BlackjackContext): BlackjackTransition {
  let current = state;
  const events: BlackjackEvent[] = [];
  while (current.phase !== "over") {
    const next = apply(current, { type: current.phase === "insurance" ? "noInsurance" : "stand" }, ctx);
    if (!next.ok) return next;
    current = next.state;
    events.push(...next.events);
  }
  return { ok: true, state: current, events };
}

export type ReplayResult = { ok: true; state: BlackjackRound } | { ok: false; error: BlackjackError; at: number };

/** Plays a recorded round again from its shoe; `at` is the index of the first action refused (-1: the deal). */
export function replayRound(bet: number, actions: readonly BlackjackAction[], ctx: BlackjackContext): ReplayResult {
  const dealt = deal(bet, ctx);
  if (!dealt.ok) return { ok: false, error: dealt.error, at: -1 };
  let state = dealt.state;
  for (const [at, action] of actions.entries()) {
    const next = apply(state, action, ctx);
    if (!next.ok) return { ok: false, error: next.error, at };
    state = next.state;
  }
  return { ok: true, state };
}
