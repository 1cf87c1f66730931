/**
 * The betting rules of one Flash (teen patti) hand, after the common Teen Patti Gold / Octro rules. The hand is
 * plain JSON data; every transition returns a new state (the old one is never changed) or an error code.
 * Amounts are integer minor units. Each rule where the apps differ says which way we chose and why.
 */
import { cardName, type Card } from "./cards.js";
import { CARDS_PER_HAND, MAX_SEATS } from "./deal.js";
import { compareHands, evaluate } from "./hands.js";
import { cutPots, splitPot, type PotShare, type SeatStatus } from "./pots.js";

export type { PotShare, SeatStatus };

export interface FlashTableOptions {
  /** Collected from every seat into the pot before the deal; also the first stake. */
  boot: number;
  /** The largest single bet. */
  chaalLimit: number;
  /** When the pot reaches it, the remaining players show. */
  potLimit: number;
  /** How many blind bets a player may make; after that they must `see` before betting again. */
  blindLimit: number;
  /** Where A-2-3 ranks among sequences (see hands.ts). */
  a23?: "second" | "lowest";
}

export interface NewHandInput extends FlashTableOptions {
  /** Seat 0 is the dealer; play starts at seat 1. */
  seats: { key: string; stack: number }[];
  /** hands[seat]: three cards each, usually `dealHands(...).hands`. */
  hands: Card[][];
}


export interface FlashSeat {
  key: string;
  /** The stack before the boot: payouts are measured from it. */
  startStack: number;
  stack: number;
  cards: Card[] | null;
  seen: boolean;
  status: SeatStatus;
  /** Everything this seat put in the pot this hand, boot included: side pots are cut from it. */
  contributed: number;
  /** Blind bets made, counted against blindLimit. */
  blindBets: number;
  /** Seats whose cards this seat saw in an accepted sideshow. */
  sawCardsOf: number[];
  /** Cards shown to the whole table at the end. */
  shown: boolean;
}

export interface FlashPot {
  amount: number;
  /** Seats that could win this pot (those still in who matched it). */
  eligible: number[];
  winners: PotShare[];
}

export type FlashEndReason = "lastStanding" | "show" | "potLimit" | "allIn";

export interface FlashResult {
  reason: FlashEndReason;
  pots: FlashPot[];
}

export type FlashAction =
  | { type: "bet"; seat: number; double: boolean }
  | { type: "see" | "pack" | "show" | "sideshow" | "leave"; seat: number }
  | { type: "answerSideshow"; seat: number; accept: boolean }
  | { type: "timeout"; seat: number };

export interface FlashHand {
  options: Required<FlashTableOptions>;
  seats: FlashSeat[];
  pot: number;
  /** What a blind player bets now; a seen player bets twice it. */
  stake: number;
  /** The seat to act (during a sideshow request: the seat asked). */
  toAct: number;
  sideshow: { asker: number; target: number } | null;
  lastAction: FlashAction | null;
  /** Every accepted action of the hand in order: with the deal, all `replayHand` needs. */
  actions: FlashAction[];
  result: FlashResult | null;
}

export type FlashEvent =
  | { type: "bet"; seat: number; amount: number; stake: number; allIn: boolean }
  | { type: "seen"; seat: number }
  | { type: "packed"; seat: number; why: "pack" | "timeout" | "sideshowLost" | "left" }
  | { type: "sideshowAsked"; seat: number; target: number }
  | { type: "sideshowAnswered"; seat: number; accept: boolean }
  | { type: "handEnded"; result: FlashResult };

export type FlashError =
  | "INVALID_TABLE"
  | "STACK_BELOW_BOOT"
  | "HAND_OVER"
  | "NOT_YOUR_TURN"
  | "SIDESHOW_PENDING"
  | "NO_SIDESHOW_PENDING"
  | "ALREADY_SEEN"
  | "BLIND_LIMIT"
  | "CHAAL_LIMIT"
  | "STACK_TOO_SMALL"
  | "SHOW_NEEDS_TWO"
  | "SIDESHOW_NEEDS_THREE"
  | "SIDESHOW_NEEDS_SEEN"
  | "NOT_IN_HAND";

export type FlashTransition = { ok: true; state: FlashHand; events: FlashEvent[] } | { ok: false; error: FlashError };

const isAmount = (n: number, min: number): boolean => Number.isSafeInteger(n) && n >= min;

export function newHand(input: NewHandInput): FlashTransition {
  const { seats, hands, boot, chaalLimit, potLimit, blindLimit } = input;
  const tableOk =
    seats.length >= 2 &&
    seats.length <= MAX_SEATS &&
    hands.length === seats.length &&
    hands.every((h) => h.length === CARDS_PER_HAND) &&
    // One deck: a card dealt twice would make the show unresolvable.
    new Set(hands.flat().map(cardName)).size === CARDS_PER_HAND * hands.length &&
    new Set(seats.map((s) => s.key)).size === seats.length &&
    isAmount(boot, 1) &&
    isAmount(chaalLimit, boot) &&
    isAmount(potLimit, 1) &&
    isAmount(blindLimit, 0);
  if (!tableOk) return { ok: false, error: "INVALID_TABLE" };
  // The caller seats only those who can pay the boot; a seat that cannot is a caller's mistake, not an all-in.
  if (!seats.every((s) => isAmount(s.stack, boot))) return { ok: false, error: "STACK_BELOW_BOOT" };
  const state: FlashHand = {
    options: { boot, chaalLimit, potLimit, blindLimit, a23: input.a23 ?? "second" },
    seats: seats.map((s, i) => ({
      key: s.key,
      startStack: s.stack,
      stack: s.stack - boot,
      cards: hands[i]!.map((c) => ({ rank: c.rank, suit: c.suit })),
      seen: false,
      status: "active",
      contributed: boot,
      blindBets: 0,
      sawCardsOf: [],
      shown: false,
    })),
    pot: boot * seats.length,
    stake: boot,
    // Seat 0 deals, so the seat after it acts first, as at a real table.
    toAct: 1,
    sideshow: null,
    lastAction: null,
    actions: [],
    result: null,
  };
  const events: FlashEvent[] = [];
  // A seat left with nothing after the boot is all-in from the start; the hand may even end at once.
  for (const s of state.seats) if (s.stack === 0) s.status = "allIn";
  // Searching from the dealer (seat 0) picks seat 1, or the next seat able to bet.
  advance(state, 0, events, state.pot >= potLimit);
  return { ok: true, state, events };
}

/** The bet of a seat that does not double: 1× the stake blind, 2× seen, never above the chaal limit. */
export function currentBet(state: FlashHand, seat: number): number {
  const base = state.seats[seat]!.seen ? 2 * state.stake : state.stake;
  // Capped rather than refused: the stake keeps rising for blind players while seen ones pay the limit.
  return Math.min(base, state.options.chaalLimit);
}

/** The checks every on-turn action shares; returns a working copy when the seat may act. */
function onTurn(state: FlashHand, seat: number): { draft: FlashHand } | { error: FlashError } {
  if (state.result) return { error: "HAND_OVER" };
  if (state.sideshow) return { error: "SIDESHOW_PENDING" };
  if (seat !== state.toAct) return { error: "NOT_YOUR_TURN" };
  return { draft: copyHand(state) };
}

export function bet(state: FlashHand, seat: number, { double }: { double: boolean }): FlashTransition {
  const turn = onTurn(state, seat);
  if ("error" in turn) return { ok: false, error: turn.error };
  const { draft } = turn;
  const s = draft.seats[seat]!;
  // Refused rather than seen for them: seeing shows the player their cards, which is their own decision.
  if (!s.seen && s.blindBets >= draft.options.blindLimit) return { ok: false, error: "BLIND_LIMIT" };
  let amount = currentBet(draft, seat);
  if (double) {
    // Doubling bets twice the normal bet and raises the stake for everyone after.
    amount = 2 * (s.seen ? 2 * draft.stake : draft.stake);
    if (amount > draft.options.chaalLimit) return { ok: false, error: "CHAAL_LIMIT" };
    // Going all-in is only for a player who cannot pay the normal bet; a short stack may not raise.
    if (amount > s.stack) return { ok: false, error: "STACK_TOO_SMALL" };
    draft.stake *= 2;
  }
  if (!s.seen) s.blindBets += 1;
  const events: FlashEvent[] = [];
  pay(draft, seat, amount, events);
  act(draft, { type: "bet", seat, double });
  advance(draft, seat, events, draft.pot >= draft.options.potLimit);
  return { ok: true, state: draft, events };
}

export function see(state: FlashHand, seat: number): FlashTransition {
  const turn = onTurn(state, seat);
  if ("error" in turn) return { ok: false, error: turn.error };
  const { draft } = turn;
  if (draft.seats[seat]!.seen) return { ok: false, error: "ALREADY_SEEN" };
  draft.seats[seat]!.seen = true;
  act(draft, { type: "see", seat });
  // Seeing is not a turn: the same seat still has to bet, show, sideshow or pack.
  return { ok: true, state: draft, events: [{ type: "seen", seat }] };
}

/** Packing is on one's turn only: an absent player is packed by `timeout`, which keeps turn order simple. */
export function pack(state: FlashHand, seat: number): FlashTransition {
  const turn = onTurn(state, seat);
  if ("error" in turn) return { ok: false, error: turn.error };
  const { draft } = turn;
  act(draft, { type: "pack", seat });
  const events: FlashEvent[] = [];
  packSeat(draft, seat, "pack", events);
  advance(draft, seat, events, false);
  return { ok: true, state: draft, events };
}

/**
 * Only when exactly two players are left (both able to bet). The asker pays their current bet (blind or
 * seen; anyone may ask, blind or not, to keep one rule), then both hands are shown: a tie loses for the asker.
 */
export function show(state: FlashHand, seat: number): FlashTransition {
  const turn = onTurn(state, seat);
  if ("error" in turn) return { ok: false, error: turn.error };
  const { draft } = turn;
  if (inHand(draft).length !== 2) return { ok: false, error: "SHOW_NEEDS_TWO" };
  const events: FlashEvent[] = [];
  pay(draft, seat, currentBet(draft, seat), events);
  act(draft, { type: "show", seat });
  settle(draft, "show", seat, events);
  return { ok: true, state: draft, events };
}

/**
 * A seen player asks the previous player still betting to compare hands privately; only with more than two
 * players left, and only if that previous player has seen too (we do not skip back to an earlier seen one, as
 * the apps grey the button out instead). Asking costs the asker's normal seen bet, paid in full (no all-in).
 */
export function sideshow(state: FlashHand, seat: number): FlashTransition {
  const turn = onTurn(state, seat);
  if ("error" in turn) return { ok: false, error: turn.error };
  const { draft } = turn;
  if (inHand(draft).length <= 2) return { ok: false, error: "SIDESHOW_NEEDS_THREE" };
  const target = previousActive(draft, seat);
  if (!draft.seats[seat]!.seen || !draft.seats[target]!.seen) return { ok: false, error: "SIDESHOW_NEEDS_SEEN" };
  const amount = currentBet(draft, seat);
  if (amount > draft.seats[seat]!.stack) return { ok: false, error: "STACK_TOO_SMALL" };
  const events: FlashEvent[] = [];
  pay(draft, seat, amount, events);
  act(draft, { type: "sideshow", seat });
  if (draft.pot >= draft.options.potLimit) {
    // The pot limit outranks the request: everyone shows, so the private comparison is moot.
    settle(draft, "potLimit", null, events);
  } else {
    draft.sideshow = { asker: seat, target };
    draft.toAct = target;
    events.push({ type: "sideshowAsked", seat, target });
  }
  return { ok: true, state: draft, events };
}

/**
 * Accept: the two hands are compared, each of the two sees the other's cards, the lower hand packs and a tie
 * packs the asker. Reject: nothing is shown. Either way play goes on from the seat after the asker.
 */
export function answerSideshow(state: FlashHand, seat: number, accept: boolean): FlashTransition {
  if (state.result) return { ok: false, error: "HAND_OVER" };
  if (!state.sideshow) return { ok: false, error: "NO_SIDESHOW_PENDING" };
  if (seat !== state.sideshow.target) return { ok: false, error: "NOT_YOUR_TURN" };
  const draft = copyHand(state);
  const { asker, target } = state.sideshow;
  draft.sideshow = null;
  act(draft, { type: "answerSideshow", seat, accept });
  const events: FlashEvent[] = [{ type: "sideshowAnswered", seat, accept }];
  if (accept) {
    draft.seats[asker]!.sawCardsOf.push(target);
    draft.seats[target]!.sawCardsOf.push(asker);
    const askerWins = compareHands(cardsOf(draft, asker), cardsOf(draft, target), { a23: draft.options.a23 }) > 0;
    packSeat(draft, askerWins ? target : asker, "sideshowLost", events);
  }
  advance(draft, asker, events, false);
  return { ok: true, state: draft, events };
}

/**
 * The seat to act ran out of time and packs. During a sideshow request the asked seat's silence is a refusal
 * instead: packing them for not answering would cost more than the request itself can.
 */
export function timeout(state: FlashHand): FlashTransition {
  if (state.result) return { ok: false, error: "HAND_OVER" };
  if (state.sideshow) {
    const answered = answerSideshow(state, state.sideshow.target, false);
    if (answered.ok) {
      // Recorded as what happened (a timeout), which replays to the same refusal.
      const s = answered.state;
      s.lastAction = s.actions[s.actions.length - 1] = { type: "timeout", seat: state.sideshow.target };
    }
    return answered;
  }
  const draft = copyHand(state);
  const seat = draft.toAct;
  act(draft, { type: "timeout", seat });
  const events: FlashEvent[] = [];
  packSeat(draft, seat, "timeout", events);
  advance(draft, seat, events, false);
  return { ok: true, state: draft, events };
}

/**
 * A seat leaves the table during the hand (it stood up, or did not come back in time): a seat still betting packs at
 * once, whoever's turn it is, and its chips stay in the pot. A seat that is all-in stays in: everything it can lose
 * is in the pot already, so its hand still plays to the end as players expect. Leaving while asked for a sideshow
 * packs the asked seat (the asker goes on); leaving while one's own request waits withdraws it with the asker.
 */
export function leave(state: FlashHand, seat: number): FlashTransition {
  if (state.result) return { ok: false, error: "HAND_OVER" };
  const s = state.seats[seat];
  if (!s || s.status !== "active") return { ok: false, error: "NOT_IN_HAND" };
  const draft = copyHand(state);
  act(draft, { type: "leave", seat });
  const events: FlashEvent[] = [];
  const pending = draft.sideshow;
  packSeat(draft, seat, "left", events);
  if (pending && (pending.asker === seat || pending.target === seat)) {
    draft.sideshow = null;
    advance(draft, pending.asker, events, false);
  } else if (pending) {
    // Someone else's sideshow still waits for its answer; the hand ends only if this leaves one player.
    if (inHand(draft).length <= 1) advance(draft, seat, events, false);
  } else if (draft.toAct === seat || inHand(draft).length <= 1 || canBet(draft).length < 2) {
    advance(draft, seat, events, false);
  }
  return { ok: true, state: draft, events };
}

/** Net change per seat over the hand (boot and bets lost, pots won); sums to zero. Empty until the end. */
export function payouts(state: FlashHand): { key: string; net: number }[] {
  if (!state.result) return [];
  return state.seats.map((s) => ({ key: s.key, net: s.stack - s.startStack }));
}

/**
 * What one seat may know: other seats' cards are removed, except the hands compared with it in an accepted
 * sideshow and every hand shown at the end. Its own cards only once it has seen them: the server keeps a
 * blind player's cards from their own client, so a blind bet really is blind.
 */
export function playerView(state: FlashHand, viewer: number): FlashHand {
  const view = copyHand(state);
  const visible = new Set(visibleHands(state, viewer));
  view.seats.forEach((s, i) => {
    if (!visible.has(i)) s.cards = null;
  });
  return view;
}

/** The seats whose cards `viewer` may see now (see playerView), without copying the hand. */
export function visibleHands(state: FlashHand, viewer: number): number[] {
  const me = state.seats[viewer];
  return state.seats.flatMap((s, i) => {
    const visible = i === viewer ? s.seen || s.shown : s.shown || me?.sawCardsOf.includes(i) === true;
    return visible && s.cards ? [i] : [];
  });
}

/**
 * A working copy for a transition: every part a transition changes is copied; what it never changes (the cards, the
 * recorded actions, the options, a result) is shared. Far cheaper than a deep clone on every action.
 */
function copyHand(state: FlashHand): FlashHand {
  return {
    ...state,
    seats: state.seats.map((s) => ({ ...s, sawCardsOf: [...s.sawCardsOf] })),
    sideshow: state.sideshow && { ...state.sideshow },
    actions: [...state.actions],
  };
}

// ---- the working parts: each changes the draft it is given (a copy made by the transition) ----

function act(state: FlashHand, action: FlashAction): void {
  state.lastAction = action;
  state.actions.push(action);
}

/** Seats not packed (still able to win), and seats still betting (not packed, not all-in). */
export const inHand = (state: FlashHand): number[] =>
  state.seats.flatMap((s, i) => (s.status === "packed" ? [] : [i]));
export const canBet = (state: FlashHand): number[] =>
  state.seats.flatMap((s, i) => (s.status === "active" ? [i] : []));

function cardsOf(state: FlashHand, seat: number): Card[] {
  const cards = state.seats[seat]!.cards;
  if (!cards) throw new Error(`seat ${seat} has no cards in the server state`);
  return cards;
}

/** The seat a sideshow of `seat` would ask: the previous seat still betting. */
export function previousActive(state: FlashHand, seat: number): number {
  const n = state.seats.length;
  for (let i = 1; i < n; i++) {
    const s = (seat - i + n) % n;
    if (state.seats[s]!.status === "active") return s;
  }
  return seat;
}

/** A seat short of the bet puts in all it has and is all-in: it can then win only what it matched. */
function pay(state: FlashHand, seat: number, amount: number, events: FlashEvent[]): void {
  const s = state.seats[seat]!;
  const paid = Math.min(amount, s.stack);
  s.stack -= paid;
  s.contributed += paid;
  state.pot += paid;
  if (s.stack === 0) s.status = "allIn";
  events.push({ type: "bet", seat, amount: paid, stake: state.stake, allIn: s.stack === 0 });
}

function packSeat(state: FlashHand, seat: number, why: "pack" | "timeout" | "sideshowLost" | "left", events: FlashEvent[]): void {
  state.seats[seat]!.status = "packed";
  events.push({ type: "packed", seat, why });
}

/**
 * After an action by `from`: the hand ends when one player is left (they take the pot unseen), when the pot
 * reached its limit, or when fewer than two players can still bet (all-ins: everyone left shows, since no
 * more betting can change anything). Otherwise the next seat still betting acts.
 */
function advance(state: FlashHand, from: number, events: FlashEvent[], potLimitReached: boolean): void {
  if (inHand(state).length <= 1) return settle(state, "lastStanding", null, events);
  if (potLimitReached) return settle(state, "potLimit", null, events);
  if (canBet(state).length < 2) return settle(state, "allIn", null, events);
  const n = state.seats.length;
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n;
    if (state.seats[s]!.status === "active") {
      state.toAct = s;
      return;
    }
  }
}

/**
 * Pays each pot (main and side pots, see pots.ts) to its best hand(s). At a show asked by `asker`, a tie
 * loses for the asker; otherwise ties split (odd units as in `splitPot`).
 */
function settle(state: FlashHand, reason: FlashEndReason, asker: number | null, events: FlashEvent[]): void {
  const contenders = inHand(state);
  const pots = cutPots(state.seats);
  const showdown = contenders.length > 1;
  const score = (seat: number): number => evaluate(cardsOf(state, seat), { a23: state.options.a23 }).score;
  const result: FlashResult = {
    reason,
    pots: pots.map(({ amount, eligible }) => {
      const best = Math.max(...eligible.map(score));
      let winners = eligible.filter((i) => score(i) === best);
      if (asker !== null && winners.length > 1 && winners.includes(asker)) winners = winners.filter((i) => i !== asker);
      return { amount, eligible, winners: splitPot(amount, winners, state.seats.length) };
    }),
  };
  for (const pot of result.pots) for (const w of pot.winners) state.seats[w.seat]!.stack += w.amount;
  state.pot = 0;
  if (showdown) for (const i of contenders) state.seats[i]!.shown = true;
  state.sideshow = null;
  state.result = result;
  events.push({ type: "handEnded", result });
}
