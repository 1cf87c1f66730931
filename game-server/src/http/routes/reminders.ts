import {
  notificationListSchema,
  notificationReadSchema,
  preferencesSchema,
  reminderEditSchema,
  reminderIdParamsSchema,
  reminderListSchema,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import {
  createReminder,
  deleteReminder,
  listNotifications,
  listReminders,
  preferencesOf,
  readNotifications,
  setPreferences,
  updateReminder,
} from "../../services/reminders/reminders.js";
import { adminActor, defineRoute } from "../route.js";

/** Game-play reminders (/game-play-reminders, /add-game-play) and the player's notifications and preferences. */
export const reminderRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/admin/reminders",
    tag: "admin",
    summary: "Every reminder (active first, by next time) with the players it has reached",
    auth: "admin",
    result: reminderListSchema,
    async handle() {
      return { result: await listReminders(ctx.db) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/reminders",
    tag: "admin",
    summary: "Schedule a reminder: title, text, game, audience (all, inactive for N days, a list), time, repeat (none, daily, weekly); audited",
    auth: "admin",
    body: reminderEditSchema,
    result: z.object({ _id: z.string() }),
    async handle({ auth, body, req }) {
      return { result: { _id: await createReminder(ctx.db, adminActor(auth, req), body) }, message: "Reminder scheduled." };
    },
  }),
  defineRoute({
    method: "put",
    path: "/admin/reminders/:id",
    tag: "admin",
    summary: "Change a reminder (it becomes active again at its new time); audited",
    auth: "admin",
    params: reminderIdParamsSchema,
    body: reminderEditSchema,
    result: z.object({}),
    async handle({ auth, params, body, req }) {
      await updateReminder(ctx.db, adminActor(auth, req), params.id, body);
      return { result: {}, message: "Reminder saved." };
    },
  }),
  defineRoute({
    method: "delete",
    path: "/admin/reminders/:id",
    tag: "admin",
    summary: "Stop a reminder (kept with what it sent); audited",
    auth: "admin",
    params: reminderIdParamsSchema,
    result: z.object({}),
    async handle({ auth, params, req }) {
      await deleteReminder(ctx.db, adminActor(auth, req), params.id);
      return { result: {}, message: "Reminder stopped." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/notifications",
    tag: "user",
    summary: "Your newest 30 notifications (game-play reminders) and how many are unread: the top bar's bell",
    auth: "user",
    result: notificationListSchema,
    async handle({ auth }) {
      return { result: await listNotifications(ctx.db, auth!.userId) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/notifications/read",
    tag: "user",
    summary: "Mark notifications read (these ids, or all)",
    auth: "user",
    body: notificationReadSchema,
    result: notificationListSchema,
    async handle({ auth, body }) {
      await readNotifications(ctx.db, auth!.userId, body.ids);
      return { result: await listNotifications(ctx.db, auth!.userId) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/preferences",
    tag: "user",
    summary: "Your settings kept on the server: whether you get game-play reminders",
    auth: "user",
    result: preferencesSchema,
    async handle({ auth }) {
      return { result: await preferencesOf(ctx.db, auth!.userId) };
    },
  }),
  defineRoute({
    method: "put",
    path: "/user/preferences",
    tag: "user",
    summary: "Turn game-play reminders on or off (mail and top bar)",
    auth: "user",
    body: preferencesSchema,
    result: preferencesSchema,
    async handle({ auth, body }) {
      return { result: await setPreferences(ctx.db, auth!.userId, body), message: "Settings saved." };
    },
  }),
];
