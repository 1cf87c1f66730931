import { describe, expect, it } from "vitest";
import { timeLeft } from "./countdown";

describe("timeLeft", () => {
  it("splits what is left into days, hours, minutes and seconds", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(timeLeft("2026-01-02T03:04:05Z", now)).toEqual({ d: 1, h: 3, m: 4, s: 5, over: false });
  });
  it("is over, at zero, once the time has passed", () => {
    expect(timeLeft("2026-01-01T00:00:00Z", Date.parse("2026-01-01T00:00:09Z"))).toEqual({ d: 0, h: 0, m: 0, s: 0, over: true });
  });
});
