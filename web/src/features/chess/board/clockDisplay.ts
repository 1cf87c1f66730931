/**
 * What a chess clock shows (pure, time passed in): the time left on a running clock, m:ss with tenths under ten
 * seconds, the low-time threshold, and when the display next changes (so the clock redraws only then).
 */

/** remainingMs of an untimed game. */
export const UNTIMED = -1;
const TENTHS_BELOW_MS = 10_000;
const LOW_TIME_CAP_MS = 20_000;

/** Time left at `now`: the stored time less what ran since `runningSince` (never below zero); -1 untimed. */
export function timeLeft(remainingMs: number, runningSince: number | null, now: number): number {
  if (remainingMs < 0) return UNTIMED;
  if (runningSince === null) return remainingMs;
  return Math.max(0, remainingMs - Math.max(0, now - runningSince));
}

/** "4:05", "0:09.4", "1:02:03"; "—" untimed. Seconds round down, so the clock reads 0:00.0 only at the flag. */
export function formatClock(ms: number): string {
  if (ms < 0) return "—";
  if (ms < TENTHS_BELOW_MS) {
    const tenths = Math.floor(ms / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Low time: under 10 % of the starting time, and never more than 20 s before the flag (a 1-minute game: 6 s). */
export const lowTimeThreshold = (startMs: number): number => Math.min(LOW_TIME_CAP_MS, Math.max(0, startMs) * 0.1);

export const isLowTime = (left: number, startMs: number): boolean => left >= 0 && left < lowTimeThreshold(startMs);

/** Milliseconds until a running clock's display changes (its next second, or tenth under ten seconds). */
export function nextChangeIn(left: number): number {
  if (left <= 0) return 0;
  const step = left <= TENTHS_BELOW_MS ? 100 : 1000;
  const intoStep = left % step;
  // Just past a boundary the display changes at the next one; +1 lands on the far side of the boundary.
  return (intoStep === 0 ? step : intoStep) + 1;
}
