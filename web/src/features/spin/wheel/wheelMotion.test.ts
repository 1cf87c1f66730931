import { describe, expect, it } from "vitest";
import { restingAngle } from "@arena/rules-wheel";
import { normalise, pointerSegment } from "./geometry";
import { SPIN_LAPS, SPIN_MS, WheelMotion, easeOut } from "./wheelMotion";

describe("the wheel's motion", () => {
  it("turns whole laps and rests exactly at the server's angle, on the drawn segment", () => {
    const motion = new WheelMotion();
    const angle = restingAngle(17, 54);
    const plan = motion.spinTo(angle, 1_000);
    expect(plan.duration).toBe(SPIN_MS);
    expect(motion.busy(1_000)).toBe(true);
    expect(motion.rotationAt(1_000)).toBe(0);
    expect(motion.rotationAt(1_000 + SPIN_MS / 2)).toBeGreaterThan(0);
    expect(motion.rotationAt(1_000 + SPIN_MS)).toBe(plan.to);
    expect(motion.busy(1_000 + SPIN_MS)).toBe(false);
    expect(plan.to).toBeGreaterThanOrEqual(SPIN_LAPS * 360);
    expect(normalise(motion.resting)).toBeCloseTo(angle, 9);
    expect(pointerSegment(motion.rotationAt(99_999), 54)).toBe(17);
  });

  it("only ever turns forwards, slowing down", () => {
    const motion = new WheelMotion();
    motion.spinTo(restingAngle(3, 8), 0);
    let last = -1;
    let lastStep = Infinity;
    for (let t = 0; t <= SPIN_MS; t += SPIN_MS / 50) {
      const r = motion.rotationAt(t);
      expect(r).toBeGreaterThanOrEqual(last);
      if (last >= 0) {
        expect(r - last).toBeLessThanOrEqual(lastStep + 1e-9);
        lastStep = r - last;
      }
      last = r;
    }
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
  });

  it("starts the next spin from where the last one rests", () => {
    const motion = new WheelMotion();
    const first = motion.spinTo(restingAngle(5, 54), 0);
    const second = motion.spinTo(restingAngle(40, 54), SPIN_MS + 10);
    expect(second.from).toBe(first.to);
    expect(pointerSegment(second.to, 54)).toBe(40);
  });

  it("with reduced motion, moves straight to the result: no laps, no time", () => {
    const motion = new WheelMotion(720);
    let woken = 0;
    motion.onSpin(() => woken++);
    const plan = motion.spinTo(restingAngle(9, 54), 5, { reducedMotion: true });
    expect(plan.duration).toBe(0);
    expect(plan.to - plan.from).toBeLessThan(360);
    expect(motion.busy(5)).toBe(false);
    expect(pointerSegment(motion.rotationAt(5), 54)).toBe(9);
    expect(woken).toBe(1);
  });
});
