import { describe, expect, it } from "vitest";
import { clockReading, formatCountdown, moveDeadline, remainingAt } from "./clock";
import { gameOn } from "./testing";

const ARRIVED = 1_700_000_000_000;

describe("clockReading", () => {
  const timed = gameOn({ w_Time: 300_000, b_Time: 280_000, clockRunning: true, turn: "white", turnEndsAt: ARRIVED + 295_000 });

  it("runs the side to move's clock down to the deadline from the state's arrival", () => {
    const white = clockReading(timed, "white", ARRIVED);
    expect(white).toEqual({ remainingMs: 295_000, runningSince: ARRIVED });
    expect(remainingAt(white, ARRIVED + 5_000)).toBe(290_000);
    expect(remainingAt(white, ARRIVED + 400_000)).toBe(0);
  });

  it("keeps the other side's clock standing at its time after the last move", () => {
    expect(clockReading(timed, "black", ARRIVED)).toEqual({ remainingMs: 280_000, runningSince: null });
  });

  it("never shows more than the side had at the start of its turn (a client clock behind the server's)", () => {
    expect(clockReading(timed, "white", ARRIVED - 60_000).remainingMs).toBe(300_000);
  });

  it("stands still before the clocks start and after the end, and says untimed with -1", () => {
    expect(clockReading({ ...timed, clockRunning: false }, "white", ARRIVED)).toEqual({ remainingMs: 300_000, runningSince: null });
    expect(clockReading({ ...timed, gameStatus: "finished" }, "white", ARRIVED).runningSince).toBeNull();
    expect(clockReading(gameOn({ w_Time: -1, b_Time: -1, turnEndsAt: ARRIVED + 600_000 }), "white", ARRIVED)).toEqual({ remainingMs: -1, runningSince: null });
  });
});

describe("moveDeadline", () => {
  it("counts the first move's limit before both sides moved, the untimed move limit after", () => {
    expect(moveDeadline(gameOn({ turnEndsAt: ARRIVED + 29_500 }, 1), ARRIVED)).toEqual({ kind: "firstMove", seconds: 30 });
    expect(moveDeadline(gameOn({ turnEndsAt: ARRIVED + 600_000 }, 6), ARRIVED)).toEqual({ kind: "untimed", seconds: 600 });
  });

  it("is none while a clock runs (the clock shows it) or with no deadline", () => {
    expect(moveDeadline(gameOn({ clockRunning: true, turnEndsAt: ARRIVED + 1_000 }), ARRIVED)).toBeNull();
    expect(moveDeadline(gameOn({ turnEndsAt: 0 }), ARRIVED)).toBeNull();
  });
});

describe("formatCountdown", () => {
  it("writes minutes and two-digit seconds", () => {
    expect(formatCountdown(600)).toBe("10:00");
    expect(formatCountdown(59)).toBe("0:59");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});
