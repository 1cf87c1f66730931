/**
 * Flash bots, for free play only (never at a paid table). A bot decides from what its own seat may know: the first
 * thing it does is take its `playerView`, so another seat's cards (and its own, until it has seen them) are not in
 * what it reads. Its choices come from one fair draw in [0, 1) the table gives it per decision, so a hand with bots
 * replays from the revealed seed like any other.
 */
import { playerView, type FlashAction, type FlashHand } from "./betting.js";
import { choicesOf } from "./choices.js";
import { evaluate, HAND_CATEGORIES } from "./hands.js";

/**
 * How good the bot's own hand is, 0 (weakest high card) to 1 (trail), or null while it has not seen its cards. A
 * category is worth one step; within high card and pair the top card moves it up to half a step.
 */
function strength(view: FlashHand, seat: number): number | null {
  const cards = view.seats[seat]!.cards;
  if (!cards) return null;
  const value = evaluate(cards, { a23: view.options.a23 });
  const category = HAND_CATEGORIES.indexOf(value.category);
  const top = Math.max(...cards.map((c) => c.rank));
  const within = category <= 1 ? (top - 2) / 24 : 0.25;
  return (category + within) / HAND_CATEGORIES.length;
}

/** The bot's action, decided from its own view of the hand only. Null when it has nothing to do. */
export function botAction(hand: FlashHand, seat: number, random: number): FlashAction | null {
  const view = playerView(hand, seat);
  if (view.result) return null;
  const me = view.seats[seat]!;
  if (view.sideshow) {
    if (view.sideshow.target !== seat) return null;
    // Asked to compare: a good hand takes the chance to knock the asker out.
    const s = strength(view, seat) ?? 0;
    return { type: "answerSideshow", seat, accept: s >= 0.2 || random < 0.2 };
  }
  const can = choicesOf(view, seat);
  if (!can.pack) return null;
  const inHand = view.seats.filter((s) => s.status !== "packed").length;
  const s = strength(view, seat);
  if (s === null) {
    // Blind: stay blind for a while (cheaper), then look.
    if (can.bet && random < 0.6 - 0.15 * me.blindBets) return { type: "bet", seat, double: false };
    return { type: "see", seat };
  }
  const raise: FlashAction | null = can.double ? { type: "bet", seat, double: true } : null;
  const call: FlashAction | null = can.bet ? { type: "bet", seat, double: false } : null;
  const pack: FlashAction = { type: "pack", seat };
  if (inHand === 2) {
    // Heads up: a strong hand raises or shows, a weak one gives up or tries its luck at the show.
    const showdown: FlashAction = { type: "show", seat };
    if (s >= 0.3) return (random < 0.5 && raise) || showdown;
    if (s >= 0.12) return (random < 0.6 && call) || showdown;
    return random < 0.7 ? pack : showdown;
  }
  if (s >= 0.33 && random < 0.35 && raise) return raise;
  if (s >= 0.12 && call) return call;
  // A weak hand: sometimes ask the previous player to compare, mostly give up.
  if (can.sideshow && random < 0.3) return { type: "sideshow", seat };
  return (random >= 0.8 && call) || pack;
}
