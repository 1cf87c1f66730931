import { describe, expect, it } from "vitest";
import { scheduleEventSchema } from "@arena/contracts";
import { bodyOf, chancesOf, defaultRace, fieldOf, isoOfLocal, raceSchema } from "./newRace";

const NOW = new Date("2026-05-01T10:30:00Z");
const words = { past: "in the past", duplicate: "twice" };
const check = raceSchema(() => NOW, words);
const race = (over: Partial<ReturnType<typeof defaultRace>> = {}) => ({
  ...defaultRace(NOW),
  title: "Spring Cup",
  horses: [
    { name: "Ace", strength: 10 },
    { name: "Bolt", strength: 20 },
    { name: "Comet", strength: 30 },
    { name: "Dash", strength: 40 },
  ],
  ...over,
});
const issues = (form: ReturnType<typeof race>) => {
  const parsed = check.safeParse(bodyOf(form));
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the schedule-a-race form", () => {
  it("starts from three blank horses, post time in an hour: the contract's schema accepts it once every name is given", () => {
    const d = defaultRace(NOW);
    expect(d.horses).toHaveLength(3);
    expect(new Date(isoOfLocal(d.postTime)).getTime() - NOW.getTime()).toBe(3600_000);
    const named = { ...d, title: "Race", horses: d.horses.map((h, i) => ({ ...h, name: `H${i}` })) };
    expect(scheduleEventSchema.safeParse(bodyOf(named)).success).toBe(true);
    expect(issues(named)).toEqual([]);
  });

  it("sends post time as the ISO instant of the admin's local time", () => {
    const at = new Date("2026-06-01T18:45:00Z");
    const form = race({ postTime: defaultRace(new Date(at.getTime() - 3600_000)).postTime });
    expect(bodyOf(form).postTime).toBe(at.toISOString());
  });

  it("refuses a post time now or past, a name given twice (any case), fewer than 3 or more than 12 horses, a strength out of range", () => {
    expect(issues(race({ postTime: defaultRace(new Date(NOW.getTime() - 3600_000)).postTime }))).toEqual([["postTime", "in the past"]]);
    expect(issues(race({ horses: [{ name: "Ace", strength: 1 }, { name: "Bolt", strength: 1 }, { name: "ace ", strength: 1 }] }))).toEqual([["horses.2.name", "twice"]]);
    expect(issues(race({ horses: [{ name: "Ace", strength: 1 }, { name: "Bolt", strength: 1 }] }))[0]?.[0]).toBe("horses");
    expect(issues(race({ horses: Array.from({ length: 13 }, (_, i) => ({ name: `H${i}`, strength: 5 })) }))[0]?.[0]).toBe("horses");
    expect(issues(race({ horses: [{ name: "Ace", strength: 0 }, { name: "Bolt", strength: 1.5 }, { name: "Comet", strength: 1001 }] })).map(([p]) => p)).toEqual([
      "horses.0.strength",
      "horses.1.strength",
      "horses.2.strength",
    ]);
    expect(issues(race({ title: "" }))[0]?.[0]).toBe("title");
    expect(issues(race({ takeoutPercent: 31 }))[0]?.[0]).toBe("takeoutPercent");
  });

  it("shows each horse's chance to win: strength over the field's, the invalid ones left out", () => {
    expect(chancesOf([10, 20, 30, 40])).toEqual([10, 20, 30, 40]);
    expect(chancesOf([1, 1, 1, 1]).every((c) => c === 25)).toBe(true);
    expect(chancesOf([10, Number.NaN, 30])).toEqual([25, null, 75]);
    expect(chancesOf([0, 2.5])).toEqual([null, null]);
  });

  it("puts a server error on the field it names, the list's on the list", () => {
    expect(fieldOf("postTime")).toBe("postTime");
    expect(fieldOf("horses.1.name")).toBe("horses.1.name");
    expect(fieldOf("horses")).toBe("horses.root");
  });
});

describe("the virtual races' control", async () => {
  const { formOf, settingOf, virtualResolver } = await import("./virtualRaces");
  const resolve = (on: boolean, everyMinutes: number) => virtualResolver("1 to 1440")({ on, everyMinutes }, undefined, { fields: {}, shouldUseNativeValidation: false });

  it("loads the server's setting and sends it back: null is off", () => {
    expect(formOf({ everyMinutes: 5 })).toEqual({ on: true, everyMinutes: 5 });
    expect(formOf({ everyMinutes: null })).toEqual({ on: false, everyMinutes: 10 });
    expect(settingOf({ on: false, everyMinutes: 5 })).toEqual({ everyMinutes: null });
    expect(settingOf({ on: true, everyMinutes: 5 })).toEqual({ everyMinutes: 5 });
  });

  it("checks the minutes only when on: a whole number from 1 to 1440", async () => {
    expect((await resolve(true, 5)).errors).toEqual({});
    expect((await resolve(false, Number.NaN)).errors).toEqual({});
    for (const bad of [0, 1441, 2.5, Number.NaN]) expect((await resolve(true, bad)).errors.everyMinutes?.message, String(bad)).toBe("1 to 1440");
  });
});
