/**
 * The race: the finishing order is drawn from the event's committed seed, weighted by the horses' published strengths,
 * without replacement. A horse's chance to win is its strength over the field's; the same for each place among the
 * horses left. Nothing else decides it: the animation on /race-view only shows this order.
 */
import { fairInt, type FairSeed, type HmacSha256 } from "@arena/fair";

/** Strengths are positive whole numbers (e.g. 1–100): a horse of 30 wins twice as often as one of 15. */
export function strengthProblems(strengths: readonly number[]): string[] {
  const problems: string[] = [];
  if (strengths.length < 3 || strengths.length > 12) problems.push("A race has 3 to 12 horses.");
  if (strengths.some((s) => !Number.isSafeInteger(s) || s < 1 || s > 1000)) problems.push("A strength is a whole number from 1 to 1000.");
  return problems;
}

/** Each horse's chance to win, from the strengths alone (what the event page publishes). */
export const winChances = (strengths: readonly number[]): number[] => {
  const total = strengths.reduce((a, s) => a + s, 0);
  return strengths.map((s) => s / total);
};

/**
 * The finishing order (horse indexes, winner first): place k takes draw `nonce + k` = fairInt(seed, nonce + k, total
 * strength left) and the horse whose cumulative strength (in index order, among those left) first passes it.
 */
export function drawFinishOrder(seed: FairSeed, nonce: number, strengths: readonly number[], mac?: HmacSha256): number[] {
  const left = strengths.map((s, i) => ({ i, s }));
  const order: number[] = [];
  for (let k = 0; left.length > 0; k++) {
    const total = left.reduce((a, h) => a + h.s, 0);
    let r = fairInt(seed, nonce + k, total, mac);
    let pick = 0;
    while (r >= left[pick]!.s) r -= left[pick++]!.s;
    order.push(left[pick]!.i);
    left.splice(pick, 1);
  }
  return order;
}
