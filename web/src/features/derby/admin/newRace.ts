/**
 * The schedule-a-race form of /derby-management (POST derby/scheduleEvent), as pure logic: the form as typed, the body
 * the server is sent, the check (the contract's scheduleEventSchema, the one the server parses with, plus the two rules
 * the server adds: post time in the future, each horse once), and each horse's chance to win from the strengths
 * (rules-derby's winChances, what /derby will publish).
 */
import { scheduleEventSchema } from "@arena/contracts";
import { winChances } from "@arena/rules-derby";
import { formResolver } from "../../../lib/forms";
import { isoOfLocal, localOf } from "../../lottery/newDraw";

export { isoOfLocal, localOf };

/** A race has 3 to 12 horses (rules-derby's strengthProblems; the contract's schema). */
export const HORSES = { min: 3, max: 12 } as const;
/** A strength is a whole number from 1 to 1000. */
export const STRENGTH = { min: 1, max: 1000, start: 10 } as const;

/** The form as typed: strengths and takeout from number inputs, post time from a datetime-local input (the admin's zone). */
export interface NewRaceForm {
  title: string;
  horses: { name: string; strength: number }[];
  postTime: string;
  takeoutPercent: number;
}

/** What POST derby/scheduleEvent takes: post time as an ISO instant. */
export const bodyOf = (form: NewRaceForm) => ({ ...form, postTime: isoOfLocal(form.postTime) });

/** The messages of the rules the contract's schema leaves to the server (in the admin's language). */
export interface RaceMessages {
  past: string;
  duplicate: string;
}

/** The check: the contract's schema on the body, then post time after `now()` and no name twice (ignoring case). */
export function raceSchema(now: () => Date, words: RaceMessages) {
  return scheduleEventSchema.superRefine((race, ctx) => {
    const at = Date.parse(race.postTime);
    if (!Number.isNaN(at) && at <= now().getTime()) ctx.addIssue({ code: "custom", path: ["postTime"], message: words.past });
    const seen = new Set<string>();
    race.horses.forEach((horse, i) => {
      const name = horse.name.trim().toLowerCase();
      if (name && seen.has(name)) ctx.addIssue({ code: "custom", path: ["horses", i, "name"], message: words.duplicate });
      seen.add(name);
    });
  });
}

export const raceResolver = (now: () => Date, words: RaceMessages) => formResolver<NewRaceForm, ReturnType<typeof raceSchema>>(raceSchema(now, words), bodyOf);

/** The form field a server error's path names ("horses.2.name", "postTime"); the list as a whole for "horses". */
export function fieldOf(path: string): string {
  return path === "horses" ? "horses.root" : path;
}

/**
 * Each horse's chance to win, percent, as the strengths stand: strength over the field's. A horse whose strength is
 * not yet a valid one (empty, fractional, out of range) has none, and the others' are counted among the valid ones.
 */
export function chancesOf(strengths: readonly number[]): (number | null)[] {
  const valid = strengths.map((s) => Number.isInteger(s) && s >= STRENGTH.min && s <= STRENGTH.max);
  const counted = strengths.filter((_, i) => valid[i]);
  if (counted.length === 0) return strengths.map(() => null);
  const chances = winChances(counted);
  let k = 0;
  return strengths.map((_, i) => (valid[i] ? chances[k++]! * 100 : null));
}

/** A blank horse row. */
export const newHorse = (): NewRaceForm["horses"][number] => ({ name: "", strength: STRENGTH.start });

/** A starting point: three blank horses of equal strength, post time in an hour (to the minute), 15% takeout. */
export function defaultRace(now: Date): NewRaceForm {
  const at = new Date(now.getTime() + 3600_000);
  at.setSeconds(0, 0);
  return { title: "", horses: [newHorse(), newHorse(), newHorse()], postTime: localOf(at), takeoutPercent: 15 };
}
