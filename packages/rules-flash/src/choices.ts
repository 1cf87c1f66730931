/**
 * What the seat to act may do now and what each choice costs, from the same rules the transitions apply: the action
 * bar shows exactly these (a client never works out a rule of its own), and bots ask the same questions.
 */
import { currentBet, inHand, previousActive, type FlashHand } from "./betting.js";

export interface FlashChoices {
  /** Chaal: the normal bet (blind 1×, seen 2× the stake, capped at the chaal limit); `allIn` when it takes the whole stack. */
  bet: { amount: number; allIn: boolean } | null;
  /** Raise: twice the normal bet, which doubles the stake. */
  double: { amount: number } | null;
  see: boolean;
  pack: boolean;
  /** Ask for the show (two players left): costs the normal bet. */
  show: { amount: number; allIn: boolean } | null;
  /** Ask the previous player for a sideshow: costs the seen bet. */
  sideshow: { amount: number; target: number } | null;
  /** Answer the sideshow this seat was asked for. */
  answerSideshow: { asker: number } | null;
}

const NONE: FlashChoices = { bet: null, double: null, see: false, pack: false, show: null, sideshow: null, answerSideshow: null };

/** Whether `seat` may ask for a sideshow now (besides paying for it). */
export function canSideshow(state: FlashHand, seat: number): boolean {
  if (inHand(state).length <= 2) return false;
  return state.seats[seat]!.seen && state.seats[previousActive(state, seat)]!.seen;
}

export function choicesOf(state: FlashHand, seat: number): FlashChoices {
  const me = state.seats[seat];
  if (!me || state.result || me.status !== "active") return NONE;
  if (state.sideshow) return state.sideshow.target === seat ? { ...NONE, answerSideshow: { asker: state.sideshow.asker } } : NONE;
  if (state.toAct !== seat) return NONE;
  const normal = currentBet(state, seat);
  const blindLocked = !me.seen && me.blindBets >= state.options.blindLimit;
  const doubled = 2 * (me.seen ? 2 * state.stake : state.stake);
  const paid = (amount: number) => ({ amount: Math.min(amount, me.stack), allIn: amount >= me.stack });
  return {
    bet: blindLocked ? null : paid(normal),
    double: !blindLocked && doubled <= state.options.chaalLimit && doubled <= me.stack ? { amount: doubled } : null,
    see: !me.seen,
    pack: true,
    show: inHand(state).length === 2 ? paid(normal) : null,
    sideshow: canSideshow(state, seat) && normal <= me.stack ? { amount: normal, target: previousActive(state, seat) } : null,
    answerSideshow: null,
  };
}
