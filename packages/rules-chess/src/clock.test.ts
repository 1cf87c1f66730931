import { describe, expect, it } from "vitest";
import { clockText, compensateLag, flagGrace, lagQuotaGain, maxLagQuota, startingLagQuota } from "./clock.js";

const blitz = { initialMs: 180_000, incrementMs: 0 };
const bullet = { initialMs: 60_000, incrementMs: 0 };

describe("lag quota gain (scalachess LagTracker, scaled by the control's estimated length)", () => {
  it.each([
    ["15 s", { initialMs: 15_000, incrementMs: 0 }, 200],
    ["10 s", { initialMs: 10_000, incrementMs: 0 }, 200],
    ["1+0 (60 s: 200 + 45/165 of 800)", bullet, 418],
    ["2+0 (120 s)", { initialMs: 120_000, incrementMs: 0 }, 709],
    ["1+1 (60 + 40 s)", { initialMs: 60_000, incrementMs: 1_000 }, 612],
    ["3+0 (180 s)", blitz, 1_000],
    ["10+5", { initialMs: 600_000, incrementMs: 5_000 }, 1_000],
  ])("%s gains %i ms a move", (_name, control, gain) => {
    expect(lagQuotaGain(control)).toBe(gain);
  });

  it("a quota starts at three gains and never passes seven", () => {
    expect([startingLagQuota(blitz), maxLagQuota(blitz)]).toEqual([3_000, 7_000]);
    expect([startingLagQuota(bullet), maxLagQuota(bullet)]).toEqual([1_254, 2_926]);
  });
});

describe("lag compensation of one move", () => {
  it("gives back the lag the client reports and charges it to the quota", () => {
    // The server saw 5 s, the client thought 4.2 s: 0.8 s of lag.
    expect(compensateLag(blitz, 3_000, 5_000, 4_200)).toEqual({ compMs: 800, quota: 3_200 });
  });
  it("without a report forgives nothing, and the quota grows by the gain", () => {
    expect(compensateLag(blitz, 3_000, 5_000, undefined)).toEqual({ compMs: 0, quota: 4_000 });
  });
  it("a client claiming more thinking time than the server saw reports no lag", () => {
    expect(compensateLag(blitz, 3_000, 5_000, 9_000)).toEqual({ compMs: 0, quota: 4_000 });
  });
  it("forgives no more than the quota holds", () => {
    expect(compensateLag(blitz, 500, 5_000, 4_200)).toEqual({ compMs: 500, quota: 1_000 });
  });
  it("forgives at most MAX_MOVE_COMP_MS (3 s) per move, however big the quota", () => {
    expect(compensateLag(blitz, 7_000, 10_000, 1_000)).toEqual({ compMs: 3_000, quota: 5_000 });
  });
  it("the quota stops at its maximum", () => {
    expect(compensateLag(blitz, 6_500, 2_000, 2_000)).toEqual({ compMs: 0, quota: 7_000 });
  });
});

describe("the flag's grace and PGN clock text", () => {
  it("the flag falls up to the quota late, never more than 2 s", () => {
    expect([flagGrace(1_254), flagGrace(7_000), flagGrace(0)]).toEqual([1_254, 2_000, 0]);
  });
  it("writes h:mm:ss, whole seconds rounded", () => {
    expect([clockText(600_000), clockText(59_400), clockText(59_600), clockText(3_725_000), clockText(-5)]).toEqual([
      "0:10:00",
      "0:00:59",
      "0:01:00",
      "1:02:05",
      "0:00:00",
    ]);
  });
});
