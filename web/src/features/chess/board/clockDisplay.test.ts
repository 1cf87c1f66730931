import { describe, expect, it } from "vitest";
import { formatClock, isLowTime, lowTimeThreshold, nextChangeIn, timeLeft } from "./clockDisplay";

describe("formatClock", () => {
  it("shows minutes and seconds, tenths under ten seconds, hours when there are any", () => {
    expect(formatClock(600_000)).toBe("10:00");
    expect(formatClock(65_400)).toBe("1:05");
    expect(formatClock(10_000)).toBe("0:10");
    expect(formatClock(9_999)).toBe("0:09.9");
    expect(formatClock(4_050)).toBe("0:04.0");
    expect(formatClock(0)).toBe("0:00.0");
    expect(formatClock(3_723_000)).toBe("1:02:03");
  });

  it("shows a dash in an untimed game", () => {
    expect(formatClock(-1)).toBe("—");
  });
});

describe("timeLeft", () => {
  it("runs down from when the clock started, and stands when stopped", () => {
    expect(timeLeft(60_000, 1_000, 11_000)).toBe(50_000);
    expect(timeLeft(60_000, null, 11_000)).toBe(60_000);
    expect(timeLeft(5_000, 1_000, 11_000)).toBe(0);
    expect(timeLeft(-1, 1_000, 11_000)).toBe(-1);
  });

  it("counts a start in the future (another device's clock ahead) as no time run yet", () => {
    expect(timeLeft(60_000, 20_000, 11_000)).toBe(60_000);
  });
});

describe("low time", () => {
  it("is 10 % of the start, at most 20 seconds", () => {
    expect(lowTimeThreshold(60_000)).toBe(6_000);
    expect(lowTimeThreshold(180_000)).toBe(18_000);
    expect(lowTimeThreshold(600_000)).toBe(20_000);
    expect(isLowTime(19_999, 600_000)).toBe(true);
    expect(isLowTime(20_000, 600_000)).toBe(false);
    expect(isLowTime(-1, 600_000)).toBe(false);
  });
});

describe("nextChangeIn", () => {
  it("wakes the clock just past the next second, or tenth under ten seconds", () => {
    expect(nextChangeIn(65_400)).toBe(401);
    expect(nextChangeIn(65_000)).toBe(1001);
    expect(nextChangeIn(9_950)).toBe(51);
    expect(nextChangeIn(0)).toBe(0);
  });
});
