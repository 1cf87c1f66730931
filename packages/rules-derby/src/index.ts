/**
 * # @arena/rules-derby
 *
 * The Derby's rules as pure functions (issue 20): the finishing order drawn from a committed seed weighted by the
 * published strengths (`drawFinishOrder`, `winChances`), and the tote pools (`settleRace`, `settlePool`, `liveOdds`,
 * `refundRace`): takeout, breakage rounded down to the house, a minimum price with the house making up a minus pool,
 * place in halves and show in thirds, a pool with no winning stake refunded. Money is integer minor units.
 */
export * from "./race.js";
export * from "./tote.js";
