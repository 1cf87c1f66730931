/**
 * The spin wheel's published segment table (issue 19): every segment is the same width on screen and as likely as any
 * other, so what a player sees is the odds; a prize shows more often only by standing on more segments. Prices and
 * pots are integer minor units (1 coin = 100); a coin prize is a multiple of the spin's stake in hundredths (150 =
 * 1.5×), so every payout is an integer.
 */

export type Prize =
  /** The stake times `multiplier` / 100. */
  | { kind: "coins"; multiplier: number }
  /** The progressive pot, whole. */
  | { kind: "jackpot" }
  | { kind: "lose" };

export interface WheelTable {
  /** The table's version: a spin is judged by the version committed for it, never by a later edit. */
  version: number;
  /** The segments clockwise from the top (index 0 under the pointer at rest), each 360 / n degrees wide. */
  segments: readonly Prize[];
  /** A purchased spin's price, minor units. */
  price: number;
  /** The share of each purchase that feeds the jackpot, basis points. */
  jackpotShareBps: number;
  /** What the house puts in the pot after it drops (and at the start), minor units. */
  jackpotSeed: number;
  /** Optional: the spin that would lift the pot to this or above wins it (the pot must drop by then). */
  jackpotCap: number | null;
  /** Optional: the first purchased spin this long after the pot was seeded wins it. */
  jackpotMustDropMs: number | null;
}

export const WHEEL_LIMITS = {
  minSegments: 8,
  maxSegments: 64,
  /** 100×. */
  maxMultiplier: 10_000,
  maxJackpotShareBps: 2_000,
  /** The long-run return may not pass 98%: the house keeps at least 2%. */
  maxRtp: 0.98,
} as const;

/**
 * The table the platform starts with: 54 segments (as Evolution's Dream Catcher), 1 coin a spin, 5% of each purchase
 * into the pot, seeded with 5 coins. Long-run RTP 95.74% (wheelRtp): 81.48% from the coin segments, 5% from the pot's
 * share, 9.26% from the house's seeds.
 */
export const DEFAULT_WHEEL: WheelTable = {
  version: 1,
  segments: layout([
    [{ kind: "lose" }, 25],
    [{ kind: "coins", multiplier: 50 }, 10],
    [{ kind: "coins", multiplier: 100 }, 10],
    [{ kind: "coins", multiplier: 200 }, 4],
    [{ kind: "coins", multiplier: 300 }, 2],
    [{ kind: "coins", multiplier: 500 }, 1],
    [{ kind: "coins", multiplier: 1000 }, 1],
    [{ kind: "jackpot" }, 1],
  ]),
  price: 100,
  jackpotShareBps: 500,
  jackpotSeed: 500,
  jackpotCap: null,
  jackpotMustDropMs: null,
};

/**
 * Segments spread round the wheel from (prize, count) pairs: the rarest prizes first, each prize's segments evenly
 * spaced and each prize started a little further round than the one before, so equal prizes do not bunch and rare ones
 * do not sit side by side. Deterministic: the same pairs, the same wheel.
 */
export function layout(pairs: readonly (readonly [Prize, number])[]): Prize[] {
  const n = pairs.reduce((s, [, c]) => s + c, 0);
  const wheel: (Prize | null)[] = Array.from({ length: n }, () => null);
  const order = [...pairs].sort((a, b) => a[1] - b[1]);
  order.forEach(([prize, count], g) => {
    for (let k = 0; k < count; k++) {
      let at = Math.floor(((k + g / order.length) * n) / count);
      while (wheel[at % n] !== null) at++;
      wheel[at % n] = prize;
    }
  });
  return wheel as Prize[];
}

const samePrize = (a: Prize, b: Prize) => a.kind === b.kind && (a.kind !== "coins" || a.multiplier === (b as { multiplier: number }).multiplier);

/** Each distinct prize with how many segments carry it and its chance (count / n), biggest first: the published odds. */
export function prizeOdds(table: Pick<WheelTable, "segments">): { prize: Prize; segments: number; probability: number }[] {
  const rows: { prize: Prize; segments: number; probability: number }[] = [];
  for (const prize of table.segments) {
    const row = rows.find((r) => samePrize(r.prize, prize));
    if (row) row.segments++;
    else rows.push({ prize, segments: 1, probability: 0 });
  }
  const n = table.segments.length;
  const rank = (p: Prize) => (p.kind === "jackpot" ? Infinity : p.kind === "coins" ? p.multiplier : -1);
  return rows.map((r) => ({ ...r, probability: r.segments / n })).sort((a, b) => rank(b.prize) - rank(a.prize));
}

export interface WheelRtp {
  /** From the coin segments: the mean multiplier. */
  coins: number;
  /** From the pot's share of each purchase (all of it goes back to players when the pot drops). */
  jackpotShare: number;
  /** From the house's seeds: seed × the chance of a drop per spin / price. */
  jackpotSeed: number;
  /** The long-run return of a purchased spin. */
  total: number;
}

/**
 * The long-run return to player of a purchased spin. Every coin of the pot goes back to players when it drops, so
 * the share counts in full, and each drop costs the house one seed: seed × P(drop per spin) / price, with P the jackpot
 * segments' share (a cap or a must-drop time only makes drops come sooner, which adds seeds: this is the floor).
 */
export function wheelRtp(table: WheelTable): WheelRtp {
  const n = table.segments.length;
  const coins = table.segments.reduce((s, p) => s + (p.kind === "coins" ? p.multiplier : 0), 0) / 100 / n;
  const drop = table.segments.filter((p) => p.kind === "jackpot").length / n;
  const jackpotShare = table.jackpotShareBps / 10_000;
  const jackpotSeed = table.price > 0 ? (table.jackpotSeed * drop) / table.price : 0;
  return { coins, jackpotShare, jackpotSeed, total: coins + jackpotShare + jackpotSeed };
}

/** What is wrong with a table, in the admin's words (empty: it may be published). */
export function tableProblems(table: WheelTable): string[] {
  const problems: string[] = [];
  const n = table.segments.length;
  if (n < WHEEL_LIMITS.minSegments || n > WHEEL_LIMITS.maxSegments) {
    problems.push(`A wheel has ${WHEEL_LIMITS.minSegments} to ${WHEEL_LIMITS.maxSegments} segments.`);
  }
  for (const p of table.segments) {
    if (p.kind === "coins" && (!Number.isInteger(p.multiplier) || p.multiplier <= 0 || p.multiplier > WHEEL_LIMITS.maxMultiplier)) {
      problems.push(`A coin prize is more than 0× and at most ${WHEEL_LIMITS.maxMultiplier / 100}×, in hundredths.`);
      break;
    }
  }
  if (!table.segments.some((p) => p.kind === "lose")) problems.push("At least one segment wins nothing.");
  if (!Number.isInteger(table.price) || table.price <= 0) problems.push("The price is a positive number of minor units.");
  if (!Number.isInteger(table.jackpotShareBps) || table.jackpotShareBps < 0 || table.jackpotShareBps > WHEEL_LIMITS.maxJackpotShareBps) {
    problems.push(`The pot's share is 0% to ${WHEEL_LIMITS.maxJackpotShareBps / 100}% of a purchase.`);
  }
  const jackpots = table.segments.some((p) => p.kind === "jackpot");
  if (table.jackpotShareBps > 0 && !jackpots && table.jackpotCap === null && table.jackpotMustDropMs === null) {
    problems.push("A pot that is fed must be able to drop: add a jackpot segment, a cap or a must-drop time.");
  }
  if (!Number.isInteger(table.jackpotSeed) || table.jackpotSeed < 0) problems.push("The pot's seed is zero or more minor units.");
  if (table.jackpotCap !== null && (!Number.isInteger(table.jackpotCap) || table.jackpotCap <= table.jackpotSeed)) {
    problems.push("The pot's cap is above its seed.");
  }
  if (table.jackpotMustDropMs !== null && (!Number.isInteger(table.jackpotMustDropMs) || table.jackpotMustDropMs < 60_000)) {
    problems.push("The must-drop time is at least a minute.");
  }
  if (problems.length === 0 && wheelRtp(table).total > WHEEL_LIMITS.maxRtp) {
    problems.push(`The table returns ${(wheelRtp(table).total * 100).toFixed(2)}%: at most ${WHEEL_LIMITS.maxRtp * 100}%.`);
  }
  return problems;
}
