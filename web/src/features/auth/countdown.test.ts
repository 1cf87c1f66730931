import { describe, expect, it } from "vitest";
import { OTP_COUNTDOWN_MS } from "@arena/contracts";
import { formatCountdown } from "./countdown";

describe("formatCountdown", () => {
  it.each([
    [OTP_COUNTDOWN_MS, "03:00"],
    [OTP_COUNTDOWN_MS - 1, "03:00"],
    [OTP_COUNTDOWN_MS - 1000, "02:59"],
    [61_000, "01:01"],
    [59_001, "01:00"],
    [999, "00:01"],
    [0, "00:00"],
    [-5_000, "00:00"],
  ])("%i ms → %s", (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
