/** Clock arithmetic: lag quota and compensation (scalachess's LagTracker), time spent on a move, the flag. */
import {
  FLAG_GRACE_MAX_MS,
  LAG_ESTIMATED_MOVES,
  LAG_LONG_CONTROL_SECONDS,
  LAG_QUOTA_GAIN_MAX_MS,
  LAG_QUOTA_GAIN_MIN_MS,
  LAG_QUOTA_MAX_GAINS,
  LAG_QUOTA_START_GAINS,
  LAG_SHORT_CONTROL_SECONDS,
  MAX_MOVE_COMP_MS,
} from "./constants.js";

export interface ClockControl {
  initialMs: number;
  incrementMs: number;
}

/** lichess's estimateTotalSeconds: the initial time plus the increments of a 40-move game. */
export const estimatedSeconds = (c: ClockControl): number => (c.initialMs + LAG_ESTIMATED_MOVES * c.incrementMs) / 1000;

/** Quota earned per timed move: the full gain from 3+0 up, a fifth of it at 15 s and below, linear in between. */
export function lagQuotaGain(c: ClockControl): number {
  const seconds = estimatedSeconds(c);
  if (seconds >= LAG_LONG_CONTROL_SECONDS) return LAG_QUOTA_GAIN_MAX_MS;
  if (seconds <= LAG_SHORT_CONTROL_SECONDS) return LAG_QUOTA_GAIN_MIN_MS;
  const share = (seconds - LAG_SHORT_CONTROL_SECONDS) / (LAG_LONG_CONTROL_SECONDS - LAG_SHORT_CONTROL_SECONDS);
  return Math.round(LAG_QUOTA_GAIN_MIN_MS + share * (LAG_QUOTA_GAIN_MAX_MS - LAG_QUOTA_GAIN_MIN_MS));
}

export const startingLagQuota = (c: ClockControl): number => LAG_QUOTA_START_GAINS * lagQuotaGain(c);
export const maxLagQuota = (c: ClockControl): number => LAG_QUOTA_MAX_GAINS * lagQuotaGain(c);

/**
 * One timed move's lag compensation. `elapsedMs` is what the server saw (turn start to move), `clientMoveMs` the
 * thinking time the client measured itself; the difference is the lag it reports. Without a report nothing is
 * forgiven, but the quota still grows (scalachess counts such a move as zero lag).
 */
export function compensateLag(
  c: ClockControl,
  quota: number,
  elapsedMs: number,
  clientMoveMs: number | undefined,
): { compMs: number; quota: number } {
  const reportedLag = clientMoveMs === undefined || !Number.isFinite(clientMoveMs) ? 0 : Math.max(0, elapsedMs - Math.max(0, clientMoveMs));
  const compMs = Math.min(reportedLag, quota, MAX_MOVE_COMP_MS);
  return { compMs, quota: Math.min(quota + lagQuotaGain(c) - compMs, maxLagQuota(c)) };
}

/** How long after the clock reads zero the flag falls: the side's lag quota, at most FLAG_GRACE_MAX_MS. */
export const flagGrace = (quota: number): number => Math.min(Math.max(0, quota), FLAG_GRACE_MAX_MS);

/** "h:mm:ss" of a clock reading, whole seconds rounded (PGN's [%clk]). */
export function clockText(ms: number): string {
  const total = Math.round(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
