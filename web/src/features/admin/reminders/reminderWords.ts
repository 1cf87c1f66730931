import type { REMINDER_AUDIENCES, REMINDER_GAMES, REMINDER_REPEATS, ReminderEdit } from "@arena/contracts";
import { isoToLocalInput, localInputToIso } from "./localTime";

/**
 * The reminders' words and form values, pure: what a list row says of a reminder (its audience, game and state, as a
 * text key and its values) and the form's values to and from the API's shape.
 */

export type ReminderAudience = (typeof REMINDER_AUDIENCES)[number];
export type ReminderGame = (typeof REMINDER_GAMES)[number];
export type ReminderRepeat = (typeof REMINDER_REPEATS)[number];

/** A reminder as the list shows it (the contracts' reminderSchema, the part these words read). */
export interface ReminderFacts {
  audience: ReminderAudience;
  inactiveDays: number | null;
  userIds: readonly string[];
  game: string | null;
  active: boolean;
  repeat: ReminderRepeat;
  lastSentAt: string | null;
}

/** A text key of the reminders pack and its values, for t(). */
export interface Words {
  key: string;
  values?: Record<string, string | number>;
}

/** Who gets it, in words: "Every player", "Players who have not played for 7 days", "3 chosen players". */
export function audienceWords(r: Pick<ReminderFacts, "audience" | "inactiveDays" | "userIds">): Words {
  if (r.audience === "inactive") return { key: "adminReminders.audience.inactiveFor", values: { count: r.inactiveDays ?? 0 } };
  if (r.audience === "list") return { key: "adminReminders.audience.chosen", values: { count: r.userIds.length } };
  return { key: "adminReminders.audience.everyone" };
}

const GAME_KEYS: Record<ReminderGame, string> = { "/ludo": "ludo", "/chess": "chess", "/teenpatti": "flash" };

/** The game a reminder is about (its section), or none. An unknown section is shown as it is. */
export function gameWords(game: string | null): Words {
  if (game === null) return { key: "adminReminders.games.none" };
  const known = GAME_KEYS[game as ReminderGame];
  return known ? { key: `adminReminders.games.${known}` } : { key: "adminReminders.games.other", values: { path: game } };
}

export type ReminderState = "active" | "sent" | "stopped";

/** Active (waiting for its next time), sent (a one-off that went out) or stopped (by an admin). */
export function reminderState(r: Pick<ReminderFacts, "active" | "repeat" | "lastSentAt">): ReminderState {
  if (r.active) return "active";
  return r.repeat === "none" && r.lastSentAt !== null ? "sent" : "stopped";
}

/** The form's values: the API's fields with the time as the date-time control's local value and no game as "". */
export interface ReminderFormValues {
  title: string;
  body: string;
  game: ReminderGame | "";
  audience: ReminderAudience;
  /** A number input's value: NaN while empty. */
  inactiveDays: number | null;
  userIds: string[];
  sendAt: string;
  repeat: ReminderRepeat;
}

/** The form's values for a new reminder (sent now unless the admin picks a time). */
export const newReminderValues = (sendAt: string): ReminderFormValues => ({
  title: "",
  body: "",
  game: "",
  audience: "all",
  inactiveDays: 7,
  userIds: [],
  sendAt,
  repeat: "none",
});

/** The form's values for a reminder being edited: its next time, its own fields. */
export function reminderToForm(r: ReminderFacts & { title: string; body: string; nextAt: string }): ReminderFormValues {
  return {
    title: r.title,
    body: r.body,
    game: (r.game && r.game in GAME_KEYS ? r.game : "") as ReminderGame | "",
    audience: r.audience,
    inactiveDays: r.inactiveDays ?? 7,
    userIds: [...r.userIds],
    sendAt: isoToLocalInput(r.nextAt),
    repeat: r.repeat,
  };
}

/**
 * What the form sends, before the contracts' schema checks it: no game is null, the days and players only for the
 * audience that uses them, the local time as an ISO instant ("" when it is not a time, which the schema refuses).
 */
export function formToReminder(values: ReminderFormValues): Omit<ReminderEdit, "sendAt"> & { sendAt: string } {
  const days = values.inactiveDays;
  return {
    title: values.title,
    body: values.body,
    game: values.game === "" ? null : values.game,
    audience: values.audience,
    inactiveDays: values.audience === "inactive" ? (typeof days === "number" && Number.isFinite(days) ? days : null) : null,
    userIds: values.audience === "list" ? values.userIds : [],
    sendAt: localInputToIso(values.sendAt) ?? "",
    repeat: values.repeat,
  };
}

/** Whether the time chosen has passed (the reminder then goes out at the job's next check, within seconds). */
export function isPastTime(sendAt: string, now: Date = new Date()): boolean {
  const iso = localInputToIso(sendAt);
  // The control holds minutes: the current minute is "now", not the past.
  return iso !== null && new Date(iso).getTime() < now.getTime() - 60_000;
}
