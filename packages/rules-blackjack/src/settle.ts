/**
 * Settlement of a finished round in integer minor units. A payout is what goes back to the player for a stake,
 * the stake included: 0 (lost), the stake (push), twice the stake (won), the bet plus 3/2 of it rounded down
 * (blackjack), three times the insurance stake (insurance won). What the house keeps is `staked - paid`.
 */
import { handTotal, isBust, isTwoCard21 } from "./cards.js";
import type { BlackjackRound, PlayerHand } from "./round.js";
import { BLACKJACK_RULES } from "./rules.js";

export type HandOutcome = "blackjack" | "win" | "push" | "lose";

export interface HandResult {
  outcome: HandOutcome;
  total: number;
  bust: boolean;
  staked: number;
  paid: number;
}

export interface RoundResult {
  hands: HandResult[];
  /** null when insurance was not taken. */
  insurance: { staked: number; paid: number } | null;
  dealer: { total: number; blackjack: boolean; bust: boolean };
  /** Everything the player put at stake this round: bets, doubles, splits, insurance. */
  staked: number;
  /** Everything paid back to the player, stakes included. */
  paid: number;
  /** paid − staked: the player's gain (negative: the house's). */
  net: number;
}

/** What a blackjack wins on a bet: 3:2, rounded down to the minor unit (the half unit stays with the house). */
export const blackjackWin = (bet: number): number => Math.floor((bet * 3) / 2);

function handResult(hand: PlayerHand, dealerTotal: number, dealerBlackjack: boolean): HandResult {
  const { total } = handTotal(hand.cards);
  const bust = total > 21;
  const natural = !hand.fromSplit && isTwoCard21(hand.cards);
  const staked = hand.bet;
  const result = (outcome: HandOutcome, paid: number): HandResult => ({ outcome, total, bust, staked, paid });
  // The dealer peeked: against a dealer blackjack only a player blackjack survives, as a push.
  if (dealerBlackjack) return natural ? result("push", staked) : result("lose", 0);
  if (natural) return result("blackjack", staked + blackjackWin(staked));
  if (bust) return result("lose", 0);
  if (dealerTotal > 21 || total > dealerTotal) return result("win", 2 * staked);
  if (total === dealerTotal) return result("push", staked);
  return result("lose", 0);
}

/** Settles a round whose cards are all dealt (phase "over"); the rules call it when the round ends. */
export function settle(state: Pick<BlackjackRound, "hands" | "dealer" | "insurance">): RoundResult {
  const dealerBlackjack = isTwoCard21(state.dealer.slice(0, 2));
  const dealerTotal = handTotal(state.dealer).total;
  const hands = state.hands.map((h) => handResult(h, dealerTotal, dealerBlackjack));
  const insurance =
    state.insurance === null ? null : { staked: state.insurance, paid: dealerBlackjack ? state.insurance * (1 + BLACKJACK_RULES.insurancePays) : 0 };
  const staked = hands.reduce((sum, h) => sum + h.staked, 0) + (insurance?.staked ?? 0);
  const paid = hands.reduce((sum, h) => sum + h.paid, 0) + (insurance?.paid ?? 0);
  return {
    hands,
    insurance,
    dealer: { total: dealerTotal, blackjack: dealerBlackjack, bust: isBust(state.dealer) },
    staked,
    paid,
    net: paid - staked,
  };
}
