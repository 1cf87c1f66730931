import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatLocalTime, isoToLocalInput, localInputToIso, nowLocalInput } from "./localTime";

/** Runs the test body in a time zone (Node reads TZ again when it changes). */
function inZone(zone: string) {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

describe("local time and ISO in São Paulo (UTC−3, no daylight saving)", () => {
  inZone("America/Sao_Paulo");

  it("turns the control's wall time into the instant, and back", () => {
    expect(localInputToIso("2026-05-01T18:30")).toBe("2026-05-01T21:30:00.000Z");
    expect(isoToLocalInput("2026-05-01T21:30:00.000Z")).toBe("2026-05-01T18:30");
    // Across midnight UTC.
    expect(isoToLocalInput("2026-05-02T01:15:00Z")).toBe("2026-05-01T22:15");
    expect(localInputToIso(isoToLocalInput("2026-12-31T23:59:00.000Z"))).toBe("2026-12-31T23:59:00.000Z");
  });

  it("reads an instant with any offset", () => {
    expect(isoToLocalInput("2026-05-01T12:00:00+05:30")).toBe("2026-05-01T03:30");
  });

  it("refuses what is not a real date and time", () => {
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("2026-02-31T10:00")).toBeNull();
    expect(localInputToIso("2026-13-01T10:00")).toBeNull();
    expect(localInputToIso("2026-05-01 10:00")).toBeNull();
    expect(localInputToIso("2026-05-01T24:00")).toBeNull();
    expect(isoToLocalInput("not a date")).toBe("");
  });

  it("gives now to the minute", () => {
    expect(nowLocalInput(new Date("2026-05-01T21:30:59.900Z"))).toBe("2026-05-01T18:30");
  });

  it("names the zone when it shows a time", () => {
    expect(formatLocalTime("2026-05-01T21:30:00.000Z", "en")).toMatch(/6:30\s?PM GMT-3$/);
    expect(formatLocalTime(null, "en")).toBe("—");
  });
});

describe("local time and ISO in New York (daylight saving)", () => {
  inZone("America/New_York");

  it("uses the offset of the day in question", () => {
    expect(localInputToIso("2026-01-15T09:00")).toBe("2026-01-15T14:00:00.000Z");
    expect(localInputToIso("2026-07-15T09:00")).toBe("2026-07-15T13:00:00.000Z");
  });

  it("moves a wall time the clocks skip forward by the gap", () => {
    // 8 March 2026, 02:30 does not exist in New York (02:00 → 03:00).
    expect(localInputToIso("2026-03-08T02:30")).toBe("2026-03-08T07:30:00.000Z");
  });
});

describe("local time and ISO in Kolkata (UTC+5:30)", () => {
  inZone("Asia/Kolkata");

  it("keeps the half hour", () => {
    expect(localInputToIso("2026-05-01T09:00")).toBe("2026-05-01T03:30:00.000Z");
    expect(isoToLocalInput("2026-05-01T03:30:00.000Z")).toBe("2026-05-01T09:00");
  });
});
