/**
 * What the player may see of a round: everything but the dealer's hole card, until the round is over (the dealer
 * has played, or a natural ended it). The shoe never reaches the player; its cards are revealed only as dealt,
 * and the whole order can be recomputed from the seeds once they are revealed (shoe.ts).
 */
import { handTotal, type Card } from "./cards.js";
import { legalActions, type BlackjackActionType, type BlackjackRound } from "./round.js";

export interface BlackjackView {
  bet: number;
  hands: BlackjackRound["hands"];
  active: number;
  /** Up card first; null stands for the hole card while it is face down. */
  dealer: (Card | null)[];
  /** The dealer's total as the player sees it (the up card alone while the hole card is down). */
  dealerTotal: number;
  insurance: number | null;
  phase: BlackjackRound["phase"];
  actions: BlackjackRound["actions"];
  /** What the player may do now (the buttons). */
  legal: BlackjackActionType[];
  result: BlackjackRound["result"];
}

export function playerView(state: BlackjackRound, funds?: number): BlackjackView {
  const revealed = state.phase === "over";
  const dealer = revealed ? [...state.dealer] : state.dealer.map((c, i) => (i === 1 ? null : c));
  return {
    bet: state.bet,
    hands: state.hands.map((h) => ({ ...h, cards: [...h.cards] })),
    active: state.active,
    dealer,
    dealerTotal: handTotal(dealer.filter((c): c is Card => c !== null)).total,
    insurance: state.insurance,
    phase: state.phase,
    actions: [...state.actions],
    legal: legalActions(state, funds),
    result: state.result,
  };
}
