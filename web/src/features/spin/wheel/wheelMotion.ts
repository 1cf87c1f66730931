/**
 * The headless half of the wheel's animation: where the wheel is at a given time. A spin turns from where the wheel
 * rests, whole laps and then on to the server's resting angle, slowing down to a stop; the renderer asks
 * `rotationAt(now)` every frame, and the page waits `duration` before it shows the result. Time is passed in, so
 * tests drive it without a clock. It never decides anything: the angle is the server's.
 */
import { finalRotation } from "./geometry";

export interface SpinPlan {
  from: number;
  to: number;
  startedAt: number;
  /** ms; 0 jumps straight to the end (reduced motion). */
  duration: number;
}

export const SPIN_LAPS = 5;
export const SPIN_MS = 4_600;

/** Fast at first, slowing to a stop (ease-out quart): a wheel losing speed to friction. */
export const easeOut = (t: number): number => 1 - (1 - t) ** 4;

export class WheelMotion {
  private plan: SpinPlan | null = null;
  private rest: number;
  private listeners = new Set<() => void>();

  constructor(rotation = 0) {
    this.rest = rotation;
  }

  /**
   * Starts a spin to the server's `angle`. With `reducedMotion` the wheel does not turn laps: it moves straight to
   * the result. Returns the plan (its duration is how long until the wheel rests).
   */
  spinTo(angle: number, now: number, { reducedMotion = false } = {}): SpinPlan {
    const from = this.rotationAt(now);
    const plan: SpinPlan = reducedMotion
      ? { from, to: finalRotation(from, angle, 0), startedAt: now, duration: 0 }
      : { from, to: finalRotation(from, angle, SPIN_LAPS), startedAt: now, duration: SPIN_MS };
    this.plan = plan;
    this.rest = plan.to;
    for (const listener of this.listeners) listener();
    return plan;
  }

  /** Degrees clockwise the wheel has turned at `now`. */
  rotationAt(now: number): number {
    const plan = this.plan;
    if (!plan || plan.duration <= 0 || now >= plan.startedAt + plan.duration) return this.rest;
    const t = Math.max(0, (now - plan.startedAt) / plan.duration);
    return plan.from + (plan.to - plan.from) * easeOut(t);
  }

  /** Where the wheel rests (or will rest once the spin running ends). */
  get resting(): number {
    return this.rest;
  }

  busy(now: number): boolean {
    return this.plan !== null && this.plan.duration > 0 && now < this.plan.startedAt + this.plan.duration;
  }

  /** Called when a spin starts (the renderer wakes its loop). */
  onSpin(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
