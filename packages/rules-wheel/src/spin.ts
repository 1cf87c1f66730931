import { fairInt, type FairSeed, type HmacSha256 } from "@arena/fair";
import type { Prize, WheelTable } from "./table.js";

/** The segment a spin lands on: a uniform draw over the segments from the fair stream (what /fairness recomputes). */
export const drawSegment = (seed: FairSeed, nonce: number, segments: number, mac?: HmacSha256): number => fairInt(seed, nonce, segments, mac);

/**
 * Where the wheel comes to rest for a segment: the rotation, in degrees clockwise, that puts the middle of segment
 * `index` under the pointer (segment 0 is under it at rest). The client turns whole laps and then exactly this: the
 * pointer always stops on the segment that was drawn, never beside it.
 */
export const restingAngle = (index: number, segments: number): number => (360 - ((index + 0.5) * 360) / segments) % 360;

/** The jackpot pot as the spin finds it. */
export interface Pot {
  /** Minor units, including the house's seed. */
  amount: number;
  /** When it was last seeded (ms): the must-drop clock. */
  seededAt: number;
}

export type SpinKind = "purchased" | "free";

export interface SpinOutcome {
  segment: number;
  prize: Prize;
  /** Coins the segment pays, minor units (the stake × multiplier). */
  coins: number;
  /** What this spin adds to the pot before anything drops (a purchase's share; 0 for a free spin). */
  contribution: number;
  /** The pot this spin wins (0 if none): the pot with this spin's contribution. */
  jackpot: number;
  /** Why the pot dropped to this spin: its segment, the cap reached, or the must-drop time passed. */
  dropped: "segment" | "cap" | "time" | null;
  /** The pot after the spin: grown by the contribution, or the house's seed after a drop. */
  potAfter: Pot;
}

/**
 * Judges a spin by the table committed for it: the drawn segment's prize on `stake` (a purchase: the table's price; a
 * free spin: the stake the free-spin rules give), a purchase's share into the pot, and whether the pot drops to it.
 * The pot drops on a jackpot segment; for a purchase, also when its share lifts the pot to the cap or the pot has not
 * dropped for the must-drop time — then the drawn segment still pays as drawn, and the pot comes on top. A free spin
 * feeds nothing and can win the pot only on its segment.
 */
export function judgeSpin(table: WheelTable, pot: Pot, segment: number, kind: SpinKind, stake: number, now: number): SpinOutcome {
  if (!Number.isInteger(segment) || segment < 0 || segment >= table.segments.length) throw new RangeError(`no segment ${segment}`);
  if (!Number.isInteger(stake) || stake < 0) throw new RangeError(`stake must be a whole number of minor units, got ${stake}`);
  const prize = table.segments[segment]!;
  const coins = prize.kind === "coins" ? Math.floor((stake * prize.multiplier) / 100) : 0;
  const contribution = kind === "purchased" ? Math.floor((table.price * table.jackpotShareBps) / 10_000) : 0;
  const grown = pot.amount + contribution;
  let dropped: SpinOutcome["dropped"] = null;
  if (prize.kind === "jackpot") dropped = "segment";
  else if (kind === "purchased" && table.jackpotCap !== null && grown >= table.jackpotCap) dropped = "cap";
  else if (kind === "purchased" && table.jackpotMustDropMs !== null && now - pot.seededAt >= table.jackpotMustDropMs) dropped = "time";
  return {
    segment,
    prize,
    coins,
    contribution,
    jackpot: dropped ? grown : 0,
    dropped,
    potAfter: dropped ? { amount: table.jackpotSeed, seededAt: now } : { amount: grown, seededAt: pot.seededAt },
  };
}
