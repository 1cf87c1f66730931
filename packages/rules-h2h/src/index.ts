/**
 * # @arena/rules-h2h
 *
 * H2H question bets as pure functions (issue 20): stakes matched head to head in the order placed (`matchStakes`),
 * settled per pair when the question is resolved (`settleQuestion`: commission on what a winner wins, void pairs and
 * void questions refunded), and the board's totals (`optionTotals`). Money is integer minor units.
 */
export * from "./match.js";
