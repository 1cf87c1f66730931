/**
 * How far each horse has run at a moment of the race animation (0 at the start, 1 at the line). It draws the server's
 * finishing order and decides nothing: the k-th horse past the post (finishOrder[k]) reaches the line at
 * finishTime(k), later for each place, so they cross in exactly that order. Pure: time is passed in.
 */
export const RACE_MS = 8_000;

/** When the horse finishing `place` (0 = winner) reaches the line. */
export const finishTime = (place: number, horses: number, duration = RACE_MS): number => duration * (0.75 + (0.25 * place) / Math.max(1, horses - 1));

/** Each horse's progress (by horse index) `elapsed` ms into the race. */
export function raceProgress(finishOrder: readonly number[], elapsed: number, duration = RACE_MS): number[] {
  const progress = new Array<number>(finishOrder.length).fill(0);
  finishOrder.forEach((horse, place) => {
    const t = Math.min(1, Math.max(0, elapsed / finishTime(place, finishOrder.length, duration)));
    // Ease out: a quick start, a steady run to the line.
    progress[horse] = 1 - (1 - t) * (1 - t);
  });
  return progress;
}
