/**
 * # @arena/rules-blackjack
 *
 * Black Jack as pure functions: no clock, no Math.random, no I/O. One player against the dealer.
 *
 * Rules (published before the first bet; `BLACKJACK_RULES`, reasons in rules.ts): 6 decks, a fresh fair shoe every
 * round; the dealer stands on every 17, soft 17 included; blackjack pays 3:2; double on any first two cards, also
 * after a split; split any two cards of the same value up to three hands, aces once with one card each, and 21 after
 * a split is not a blackjack; insurance (half the bet) pays 2:1 when the dealer shows an ace; the dealer peeks with
 * an ace or a ten up, so a dealer blackjack takes only the original bet. **No surrender.**
 *
 * Money is integer minor units. **Rounding:** 3:2 is rounded down to the minor unit (a 5-unit blackjack wins 7; the
 * half unit stays with the house), insurance is half the bet rounded down; whole-coin bets never round.
 *
 * - `fairShoe(seed, nonce, mac?)`: the round's shoe, top card first = `fairShuffle(seed, nonce, SHOE)` read from its
 *   end (`shoeOrder` computes it whole for the /fairness page); rounds of one seed are `SHOE_NONCES` apart.
 * - `deal(bet, ctx)`, `apply(state, action, ctx)` → `{ ok, state, events } | { ok: false, error }`, with
 *   `ctx = { shoe }`; events say what to hold from the wallet (`held`) and the settlement (`settled`).
 * - `legalActions(state, funds?)`, `actionCost`, `playerView(state, funds?)` (the hole card hidden until the end).
 * - `playOut(state, ctx)`: the player left: stand on every hand, the dealer plays, settle.
 * - `settle(state)`: each hand's outcome (blackjack, win, push, lose) and payout, insurance, totals.
 * - `replayRound(bet, actions, ctx)`: a recorded round again from its shoe.
 * - `basicStrategy(state)` / `chartPlay(...)`: the S17/DAS/no-surrender chart, for bots and the simulation.
 * - `simulate(rounds, seedFn, options)`: RTP per initial bet with its 95% interval (`pnpm bench:rtp` runs it big).
 */
export * from "./cards.js";
export * from "./rules.js";
export * from "./shoe.js";
export * from "./round.js";
export * from "./settle.js";
export * from "./view.js";
export * from "./strategy.js";
export * from "./simulate.js";
