/**
 * The RTP of these rules measured the way a player meets them: rounds dealt from fair shoes by the same `deal` and
 * `apply` the table runs, played by a strategy (basic strategy unless told otherwise). RTP is per initial bet, the
 * way published blackjack figures are stated: 1 + (the player's average net) / bet; the house edge is 1 − RTP.
 */
import type { FairSeed, HmacSha256 } from "@arena/fair";
import { apply, deal, type BlackjackAction, type BlackjackRound } from "./round.js";
import type { RoundResult } from "./settle.js";
import { fairShoe } from "./shoe.js";
import { basicStrategy } from "./strategy.js";

/** Where round i's shoe comes from. Rounds of one server seed must be at least SHOE_NONCES nonces apart. */
export type RoundSeedFn = (round: number) => { seed: FairSeed; nonce: number };

export interface SimulationOptions {
  /** The bet of every round, in minor units (default 100: one coin, so 3:2 is never rounded). */
  bet?: number;
  /** The HMAC to draw with (a server or bench passes node:crypto's, which draws the same cards faster). */
  mac?: HmacSha256;
  strategy?: (state: BlackjackRound) => BlackjackAction | null;
  /** Called with every finished round (the conservation tests audit each one). */
  onRound?: (state: BlackjackRound, round: number) => void;
}

export interface Simulation {
  rounds: number;
  /** Sum of the initial bets. */
  wagered: number;
  /** Sum of everything staked: bets, doubles, splits, insurance. */
  staked: number;
  /** Sum of everything paid back. */
  paid: number;
  /** The player's total gain, paid − staked (negative: the house's gain). */
  net: number;
  /** 1 + net / wagered. */
  rtp: number;
  /** The 95% confidence interval of the RTP (normal approximation; rounds are independent). */
  ci95: [number, number];
  /** Standard deviation of one round's net, in initial bets. */
  sd: number;
  outcomes: Record<"blackjack" | "win" | "push" | "lose", number>;
}

export function simulate(rounds: number, seedFn: RoundSeedFn, options: SimulationOptions = {}): Simulation {
  if (!Number.isInteger(rounds) || rounds < 2) throw new RangeError(`simulate needs at least 2 rounds, got ${rounds}`);
  const bet = options.bet ?? 100;
  const strategy = options.strategy ?? basicStrategy;
  let staked = 0;
  let paid = 0;
  // In minor units: integers, so the sums are exact far beyond any run's size.
  let sumNet = 0;
  let sumNetSquared = 0;
  const outcomes = { blackjack: 0, win: 0, push: 0, lose: 0 };
  for (let i = 0; i < rounds; i++) {
    const { seed, nonce } = seedFn(i);
    const ctx = { shoe: fairShoe(seed, nonce, options.mac) };
    const dealt = deal(bet, ctx);
    if (!dealt.ok) throw new Error(`deal refused: ${dealt.error}`);
    let state = dealt.state;
    while (state.phase !== "over") {
      const action = strategy(state);
      if (action === null) break;
      const next = apply(state, action, ctx);
      if (!next.ok) throw new Error(`the strategy chose a refused action (${action.type}: ${next.error}) in round ${i}`);
      state = next.state;
    }
    const result: RoundResult = state.result!;
    staked += result.staked;
    paid += result.paid;
    sumNet += result.net;
    sumNetSquared += result.net * result.net;
    for (const h of result.hands) outcomes[h.outcome] += 1;
    options.onRound?.(state, i);
  }
  const mean = sumNet / rounds / bet;
  const variance = (sumNetSquared / bet / bet - rounds * mean * mean) / (rounds - 1);
  const sd = Math.sqrt(Math.max(0, variance));
  const half = (1.96 * sd) / Math.sqrt(rounds);
  return {
    rounds,
    wagered: bet * rounds,
    staked,
    paid,
    net: sumNet,
    rtp: 1 + mean,
    ci95: [1 + mean - half, 1 + mean + half],
    sd,
    outcomes,
  };
}
