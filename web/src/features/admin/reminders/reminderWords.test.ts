import { reminderEditSchema } from "@arena/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audienceWords, formToReminder, gameWords, isPastTime, newReminderValues, reminderState, reminderToForm } from "./reminderWords";

let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = "America/Sao_Paulo";
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const ID = "7f1b2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";

describe("a reminder in words", () => {
  it("says who gets it", () => {
    expect(audienceWords({ audience: "all", inactiveDays: null, userIds: [] })).toEqual({ key: "adminReminders.audience.everyone" });
    expect(audienceWords({ audience: "inactive", inactiveDays: 14, userIds: [] })).toEqual({ key: "adminReminders.audience.inactiveFor", values: { count: 14 } });
    expect(audienceWords({ audience: "list", inactiveDays: null, userIds: [ID, ID] })).toEqual({ key: "adminReminders.audience.chosen", values: { count: 2 } });
  });

  it("names its game", () => {
    expect(gameWords("/teenpatti")).toEqual({ key: "adminReminders.games.flash" });
    expect(gameWords(null)).toEqual({ key: "adminReminders.games.none" });
    expect(gameWords("/derby")).toEqual({ key: "adminReminders.games.other", values: { path: "/derby" } });
  });

  it("tells a one-off that went out from one an admin stopped", () => {
    expect(reminderState({ active: true, repeat: "none", lastSentAt: null })).toBe("active");
    expect(reminderState({ active: false, repeat: "none", lastSentAt: "2026-05-01T10:00:00Z" })).toBe("sent");
    expect(reminderState({ active: false, repeat: "none", lastSentAt: null })).toBe("stopped");
    expect(reminderState({ active: false, repeat: "daily", lastSentAt: "2026-05-01T10:00:00Z" })).toBe("stopped");
  });
});

describe("the reminder form's values", () => {
  it("become what the API takes: local time as ISO, only the audience's own fields", () => {
    const values = { ...newReminderValues("2026-05-01T18:30"), title: "Ludo night", body: "Tables are open.", game: "/ludo" as const, audience: "list" as const, userIds: [ID] };
    const wire = formToReminder(values);
    expect(wire).toEqual({
      title: "Ludo night",
      body: "Tables are open.",
      game: "/ludo",
      audience: "list",
      inactiveDays: null,
      userIds: [ID],
      sendAt: "2026-05-01T21:30:00.000Z",
      repeat: "none",
    });
    expect(reminderEditSchema.safeParse(wire).success).toBe(true);
  });

  it("send the days only for inactive players, and let the schema refuse what is missing", () => {
    const inactive = formToReminder({ ...newReminderValues("2026-05-01T18:30"), title: "Come back", body: "We miss you.", audience: "inactive", inactiveDays: Number.NaN });
    expect(inactive.inactiveDays).toBeNull();
    const parsed = reminderEditSchema.safeParse(inactive);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["inactiveDays", "Say how many days without play."]]);

    const everyone = formToReminder({ ...newReminderValues("2026-05-01T18:30"), audience: "all", inactiveDays: 30, userIds: [ID] });
    expect(everyone).toMatchObject({ inactiveDays: null, userIds: [], game: null });
  });

  it("send an empty time when the control's value is not one (the schema says so)", () => {
    const wire = formToReminder({ ...newReminderValues(""), title: "Title", body: "Body text" });
    expect(wire.sendAt).toBe("");
    expect(reminderEditSchema.safeParse(wire).error?.issues[0]?.path).toEqual(["sendAt"]);
  });

  it("open a saved reminder at its next time, in local time", () => {
    const form = reminderToForm({
      title: "Weekly chess",
      body: "Play a rated game.",
      game: "/chess",
      audience: "inactive",
      inactiveDays: 10,
      userIds: [],
      nextAt: "2026-05-08T21:30:00.000Z",
      repeat: "weekly",
      active: true,
      lastSentAt: null,
    });
    expect(form).toEqual({ title: "Weekly chess", body: "Play a rated game.", game: "/chess", audience: "inactive", inactiveDays: 10, userIds: [], sendAt: "2026-05-08T18:30", repeat: "weekly" });
  });

  it("know a time that has passed (the current minute has not)", () => {
    const now = new Date("2026-05-01T21:30:40.000Z");
    expect(isPastTime("2026-05-01T18:30", now)).toBe(false);
    expect(isPastTime("2026-05-01T18:28", now)).toBe(true);
    expect(isPastTime("2026-05-02T09:00", now)).toBe(false);
    expect(isPastTime("", now)).toBe(false);
  });
});
