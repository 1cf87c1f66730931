/**
 * The chips a player brings to a seat: within the table's buy-in range (flashTableTerms), in coins with at most two
 * decimals, and not more than the wallet holds when the balance is known. The server checks all of it again (and
 * moves the coins); this only keeps the form honest and says why a number will not do.
 */

export interface BuyInRange {
  min: number;
  max: number;
}

export type BuyInProblem = "notNumber" | "decimals" | "belowMin" | "aboveMax" | "aboveBalance" | "nothingToAdd";

const cents = (x: number): number => Math.round(x * 100);

/** The range a player can actually pick from: the table's, capped by the balance (null: the balance cannot reach the minimum). */
export function reachableRange(range: BuyInRange, balance: number | null): BuyInRange | null {
  const max = balance === null ? range.max : Math.min(range.max, Math.floor(balance * 100) / 100);
  return max >= range.min ? { min: range.min, max } : null;
}

/** What the field starts at: the table's default, or the most the balance allows, never below the minimum. */
export function startingBuyIn(range: BuyInRange, preferred: number, balance: number | null): number {
  const reach = reachableRange(range, balance);
  if (!reach) return range.min;
  return Math.min(Math.max(preferred, reach.min), reach.max);
}

/** Reads a typed amount ("50", "12.5", "1,000.25" is refused: no grouping) as coins, or says what is wrong. */
export function readBuyIn(text: string, range: BuyInRange, balance: number | null): { ok: true; coins: number } | { ok: false; problem: BuyInProblem } {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, problem: "notNumber" };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, problem: "decimals" };
  const coins = Number(trimmed);
  if (range.max <= 0) return { ok: false, problem: "nothingToAdd" };
  if (cents(coins) < cents(range.min)) return { ok: false, problem: "belowMin" };
  if (cents(coins) > cents(range.max)) return { ok: false, problem: "aboveMax" };
  if (balance !== null && cents(coins) > cents(balance)) return { ok: false, problem: "aboveBalance" };
  return { ok: true, coins };
}

/** Adding chips: from the smallest sensible amount (one boot) up to what keeps the stack within the table's maximum. */
export const addChipsRange = (boot: number, room: number): BuyInRange => ({ min: Math.min(boot, room), max: room });
