/**
 * The table rules, published to players before their first bet and fixed in code (a rule that changed would change
 * the RTP the page states). Where the issue let us choose, the choice and the reason:
 *
 * - No surrender. Late surrender would give the player about 0.07% more, but it is one more button and one more rule
 *   to explain; most players misuse it. The published RTP is for no surrender.
 * - The dealer peeks (the US hole-card game): with an ace or a ten-value card up, the dealer checks the hole card
 *   before anyone plays; a dealer blackjack ends the round at once and takes only the original bet (and pays the
 *   insurance). Nobody loses a double or a split to a blackjack they could not see coming.
 * - Insurance is exactly half the bet rounded down to the minor unit, offered when the dealer shows an ace (also to a
 *   player holding a blackjack: taking it is "even money"). It pays 2:1.
 * - Blackjack pays 3:2, rounded down to the minor unit: a bet of 5 units wins 7 (7.5 rounded down), the half unit
 *   stays with the house. Bets of whole coins (100 units) are never rounded. Every amount is an integer.
 * - Split any two cards of the same value (a king and a jack too), up to three hands. Split aces once, one card
 *   each; an ace-and-ten after a split is 21, not a blackjack. Doubling is allowed on any first two cards, also
 *   after a split (not on split aces, which take no more cards).
 * - The dealer stands on every 17, soft 17 (ace and six) included.
 * - A player hand reaching 21 stands by itself (hitting 21 can only lose).
 * - Dealing order: player, dealer up card, player, dealer hole card. After a split the first hand gets its second
 *   card at once, the next hand when its turn comes; split aces get theirs at once, first hand first.
 */
export const BLACKJACK_RULES = Object.freeze({
  decks: 6,
  dealerStandsOnSoft17: true,
  blackjackPays: Object.freeze([3, 2] as const),
  insurancePays: 2,
  doubleOnAnyFirstTwo: true,
  doubleAfterSplit: true,
  maxHands: 3,
  resplitAces: false,
  hitSplitAces: false,
  dealerPeeks: true,
  surrender: "none" as const,
});

export type BlackjackRules = typeof BLACKJACK_RULES;
