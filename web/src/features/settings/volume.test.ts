import { describe, expect, it } from "vitest";
import { VOLUME } from "@arena/contracts";
import { toSliderValue } from "./volume";

describe("toSliderValue", () => {
  it("keeps valid stored values", () => {
    expect(toSliderValue("5")).toBe(5);
    expect(toSliderValue("0.01")).toBeCloseTo(0.01);
    expect(toSliderValue(7.25)).toBeCloseTo(7.25);
  });
  it("falls back to the default for missing or broken values", () => {
    expect(toSliderValue(null)).toBe(VOLUME.default);
    expect(toSliderValue("")).toBe(VOLUME.default);
    expect(toSliderValue("loud")).toBe(VOLUME.default);
  });
  it("clamps to the slider range", () => {
    expect(toSliderValue("0")).toBeCloseTo(VOLUME.min);
    expect(toSliderValue("42")).toBe(VOLUME.max);
  });
});
