import { describe, expect, it } from "vitest";
import { DEFAULT_WHEEL, restingAngle } from "@arena/rules-wheel";
import { finalRotation, normalise, pointerSegment, prizeTone, segmentLabel, segmentStart, segmentWidth } from "./geometry";

describe("the wheel's geometry", () => {
  it("puts every segment the rules rest on under the pointer, after any number of laps", () => {
    for (const n of [8, 13, 54, 64]) {
      for (let i = 0; i < n; i++) {
        const angle = restingAngle(i, n);
        expect(pointerSegment(angle, n), `${i} of ${n}`).toBe(i);
        expect(pointerSegment(angle + 360 * 7, n)).toBe(i);
        expect(pointerSegment(finalRotation(123.4, angle, 5), n)).toBe(i);
      }
    }
  });

  it("rests on the segment's middle: half a segment either way is still that segment", () => {
    const n = 54;
    const w = segmentWidth(n);
    for (const i of [0, 1, 27, 53]) {
      expect(pointerSegment(restingAngle(i, n) + w * 0.49, n)).toBe(i);
      expect(pointerSegment(restingAngle(i, n) - w * 0.49, n)).toBe(i);
      expect(segmentStart(i, n) + w / 2 + normalise(restingAngle(i, n))).toBeCloseTo(360, 9);
    }
  });

  it("always turns forwards: whole laps and then on to the angle", () => {
    expect(finalRotation(0, 90, 5)).toBe(1890);
    expect(finalRotation(350, 10, 0)).toBe(370);
    expect(finalRotation(720, 0, 2)).toBe(1440);
    for (const current of [0, 45.5, 359, 1000]) {
      const end = finalRotation(current, 200, 4);
      expect(end - current).toBeGreaterThanOrEqual(4 * 360);
      expect(end - current).toBeLessThan(5 * 360);
      expect(normalise(end)).toBeCloseTo(200, 9);
    }
  });

  it("colours and labels every prize of the default table", () => {
    const tones = new Set(DEFAULT_WHEEL.segments.map(prizeTone));
    expect([...tones].sort()).toEqual(["big", "double", "even", "huge", "jackpot", "lose", "low"]);
    expect(segmentLabel({ kind: "coins", multiplier: 50 })).toBe("0.5×");
    expect(segmentLabel({ kind: "coins", multiplier: 1000 })).toBe("10×");
    expect(segmentLabel({ kind: "coins", multiplier: 125 })).toBe("1.25×");
    expect(segmentLabel({ kind: "jackpot" })).toBe("JP");
    expect(segmentLabel({ kind: "lose" })).toBe("–");
  });
});
