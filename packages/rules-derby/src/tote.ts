/**
 * Tote (pari-mutuel) pools for a race, in integer minor units: win (the horse comes 1st), place (1st or 2nd), show
 * (1st, 2nd or 3rd). Each pool pays its own winners from its own money:
 *
 * - **takeout**: the house's share of the pool, `floor(total × takeoutBps / 10 000)`; the rest is the net pool;
 * - the **profit** is the net pool less the stakes on the paying horses, split equally between the paying horses (win:
 *   one, place: two — halves, show: three — thirds; a paying place with no stake on it gives its part to the others);
 * - a horse's **price** is what 1 coin (100 units) returns, stake included: 100 + its part of the profit per 100 staked,
 *   rounded **down** to the breakage step (10 units = 0.10 coins); the difference, **breakage**, goes to the house;
 * - the **minimum price** is 1.05 per coin: when the pool cannot pay it (a "minus pool", most money on the winner), the
 *   house makes up the difference;
 * - a pool with no stake on any paying horse is **refunded** in full (no takeout).
 * Each bet is paid `floor(amount × price / 100)`; what the house keeps from a pool is its total less what it paid.
 */

export type Pool = "win" | "place" | "show";
export const POOLS: readonly Pool[] = ["win", "place", "show"];
/** How many finishers a pool pays on. */
export const PAYING_PLACES: Readonly<Record<Pool, number>> = { win: 1, place: 2, show: 3 };

export interface ToteRules {
  /** The house's share of each pool, basis points. */
  takeoutBps: number;
  /** Prices are rounded down to this many units per 100 staked. */
  breakage: number;
  /** The least a winning coin returns, per 100 staked (≥ 100). */
  minPrice: number;
}
export const DEFAULT_TOTE: ToteRules = Object.freeze({ takeoutBps: 1500, breakage: 10, minPrice: 105 });

export interface ToteBet {
  id: string;
  pool: Pool;
  /** Index of the horse in the event's field. */
  horse: number;
  /** Minor units, > 0. */
  amount: number;
}

export interface PoolSettlement {
  pool: Pool;
  total: number;
  /** Nobody staked on a paying horse: every bet of this pool comes back whole. */
  refunded: boolean;
  takeout: number;
  /** The paying horses with stakes, and what 100 units on each return. */
  prices: { horse: number; price: number }[];
  /** Net pool less what was paid, when positive (rounding down: the house's). */
  breakage: number;
  /** What the house added so every winner got the minimum price. */
  minusPool: number;
  /** total − paid: the house's result on this pool (negative on a minus pool). */
  house: number;
  paid: number;
}

export interface RaceSettlement {
  pools: PoolSettlement[];
  /** What each bet returns (0 for a losing bet), by bet id, stakes included. */
  payouts: Map<string, number>;
  /** The sum of every pool's `house`. */
  house: number;
}

const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);

export function ruleProblems(r: ToteRules): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(r.takeoutBps) || r.takeoutBps < 0 || r.takeoutBps > 3000) problems.push("The takeout is 0% to 30%.");
  if (!Number.isInteger(r.breakage) || r.breakage < 1 || r.breakage > 50) problems.push("The breakage step is 1 to 50 units per coin.");
  if (!Number.isInteger(r.minPrice) || r.minPrice < 100 || r.minPrice > 150) problems.push("The minimum price is 1.00 to 1.50 per coin.");
  return problems;
}

/** Settles one pool of a race whose finishing order (horse indexes, winner first) is known. */
export function settlePool(pool: Pool, bets: readonly ToteBet[], order: readonly number[], rules: ToteRules = DEFAULT_TOTE): PoolSettlement & { payouts: Map<string, number> } {
  const mine = bets.filter((b) => b.pool === pool);
  const total = sum(mine.map((b) => b.amount));
  const payouts = new Map<string, number>();
  const paying = order.slice(0, PAYING_PLACES[pool]);
  const stakeOn = (h: number) => sum(mine.filter((b) => b.horse === h).map((b) => b.amount));
  const staked = paying.map((horse) => ({ horse, stake: stakeOn(horse) })).filter((p) => p.stake > 0);
  if (staked.length === 0) {
    for (const b of mine) payouts.set(b.id, b.amount);
    return { pool, total, refunded: true, takeout: 0, prices: [], breakage: 0, minusPool: 0, house: 0, paid: total, payouts };
  }
  const takeout = Math.floor((total * rules.takeoutBps) / 10_000);
  const net = total - takeout;
  const profit = net - sum(staked.map((p) => p.stake));
  const n = staked.length;
  const prices = staked.map(({ horse, stake }) => {
    // 100 + (profit / n) × 100 / stake, rounded down to the breakage step (exact integer arithmetic).
    const exact = Math.floor((100 * (stake * n + profit)) / (stake * n));
    const broken = Math.floor(exact / rules.breakage) * rules.breakage;
    return { horse, price: Math.max(rules.minPrice, broken) };
  });
  const priceOf = new Map(prices.map((p) => [p.horse, p.price]));
  for (const b of mine) {
    const price = priceOf.get(b.horse);
    payouts.set(b.id, price === undefined ? 0 : Math.floor((b.amount * price) / 100));
  }
  const paid = sum([...payouts.values()]);
  return {
    pool,
    total,
    refunded: false,
    takeout,
    prices,
    breakage: Math.max(0, net - paid),
    minusPool: Math.max(0, paid - net),
    house: total - paid,
    paid,
    payouts,
  };
}

/** Settles every pool of a race. */
export function settleRace(bets: readonly ToteBet[], order: readonly number[], rules: ToteRules = DEFAULT_TOTE): RaceSettlement {
  const payouts = new Map<string, number>();
  const pools = POOLS.map((pool) => {
    const { payouts: p, ...rest } = settlePool(pool, bets, order, rules);
    for (const [id, amount] of p) payouts.set(id, amount);
    return rest;
  });
  return { pools, payouts, house: sum(pools.map((p) => p.house)) };
}

/** The whole race refunded (cancelled before the draw): every bet back whole. */
export function refundRace(bets: readonly ToteBet[]): Map<string, number> {
  return new Map(bets.map((b) => [b.id, b.amount]));
}

export interface LiveOdds {
  pool: Pool;
  total: number;
  /** Per horse: money on it, and for the win pool its odds to 1 (net pool less its stake, over its stake; null: none on it). */
  horses: { horse: number; stake: number; odds: number | null }[];
}

/**
 * What the board shows while betting is open. Win odds are (net pool − stake on the horse) / stake on the horse, to two
 * decimals, never below the minimum price's (0.05 to 1); place and show show the money only. Pool odds move with every
 * bet until post time: the price paid is the one at the close.
 */
export function liveOdds(bets: readonly ToteBet[], horses: number, rules: ToteRules = DEFAULT_TOTE): LiveOdds[] {
  return POOLS.map((pool) => {
    const mine = bets.filter((b) => b.pool === pool);
    const total = sum(mine.map((b) => b.amount));
    const net = total - Math.floor((total * rules.takeoutBps) / 10_000);
    return {
      pool,
      total,
      horses: Array.from({ length: horses }, (_, horse) => {
        const stake = sum(mine.filter((b) => b.horse === horse).map((b) => b.amount));
        const odds = pool !== "win" || stake === 0 ? null : Math.max((rules.minPrice - 100) / 100, Math.floor(((net - stake) * 100) / stake) / 100);
        return { horse, stake, odds };
      }),
    };
  });
}
