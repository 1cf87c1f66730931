import type { FairSeed, HmacSha256 } from "@arena/fair";
import { drawSegment, judgeSpin, type Pot } from "./spin.js";
import type { WheelTable } from "./table.js";

export interface WheelSimulation {
  spins: number;
  /** Sum of the prices paid, minor units. */
  staked: number;
  /** Coins the segments paid. */
  coins: number;
  /** Every pot that dropped, whole. */
  jackpots: number;
  drops: number;
  /** The pot left at the end (its share of purchases goes back to players when it drops). */
  potLeft: number;
  /** The measured return per coin staked, counted as `wheelRtp` counts it. */
  rtp: number;
  /** Its 95% confidence interval (normal approximation; spins are independent draws). */
  ci95: [number, number];
}

/**
 * Purchased spins drawn from the fair stream (spin i: nonce i under one seed) and judged by the table as the server
 * judges them. A spin's return is what its segment pays, plus its share into the pot (every coin of the pot goes back
 * to players when it drops), plus the house's seed when the pot drops to it: the same three parts `wheelRtp` adds up,
 * so the two must agree within the interval. Deterministic for a seed. Spins are a second apart (for a must-drop time).
 */
export function simulateWheel(table: WheelTable, spins: number, seed: FairSeed, mac?: HmacSha256): WheelSimulation {
  let pot: Pot = { amount: table.jackpotSeed, seededAt: 0 };
  let coins = 0;
  let jackpots = 0;
  let drops = 0;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < spins; i++) {
    const out = judgeSpin(table, pot, drawSegment(seed, i, table.segments.length, mac), "purchased", table.price, i * 1000);
    coins += out.coins;
    jackpots += out.jackpot;
    if (out.dropped) drops++;
    const r = (out.coins + out.contribution + (out.dropped ? table.jackpotSeed : 0)) / table.price;
    sum += r;
    sumSq += r * r;
    pot = out.potAfter;
  }
  const mean = sum / spins;
  const half = (1.96 * Math.sqrt(Math.max(0, sumSq / spins - mean * mean))) / Math.sqrt(spins);
  return { spins, staked: spins * table.price, coins, jackpots, drops, potLeft: pot.amount, rtp: mean, ci95: [mean - half, mean + half] };
}
