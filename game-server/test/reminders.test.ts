/**
 * Game-play reminders (issue 17): the admin schedules one; when it is due each player of its audience gets it once —
 * a notification for the top bar and a mail — even when several processes run the job at the same moment or one of
 * them dies mid-run; players who turned reminders off get nothing; a repeating reminder moves to its next time.
 */
import { reminderDeliveries, reminderRuns, reminders, users } from "@arena/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_STALE_MS, sendDueReminders } from "../src/services/reminders/reminders.js";
import { signUpVerified, startPlatformWithMail } from "./accounts.js";
import type { TestPlatform } from "./platform.js";
import type { Inbox } from "./smtp.js";

let t: TestPlatform;
let inbox: Inbox;
let adminToken: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, inbox, adminToken, close } = await startPlatformWithMail());
});
afterAll(async () => {
  await close?.();
});

const admin = (path: string, method = "GET", json?: unknown) => t.api(`/api/v1/${path}`, { method, token: adminToken, ...(json !== undefined && { json }) });
const mailsTo = (email: string, subject: string) => inbox.mails.filter((m) => m.to.includes(email) && m.subject === subject).length;

describe("game-play reminders", () => {
  it("reach each listed player once — top bar and mail — with two processes sending at once; not a player who turned them off", async () => {
    const [a, b, off] = [await signUpVerified(t, inbox), await signUpVerified(t, inbox), await signUpVerified(t, inbox)];
    expect((await t.api("/api/v1/user/preferences", { method: "PUT", json: { reminders: false }, token: off.token })).body.result).toEqual({ reminders: false });
    const title = `Your Ludo table waits ${Date.now()}`;
    const made = await admin("admin/reminders", "POST", {
      title, body: "Come back for a quick game.", game: "/ludo", audience: "list", userIds: [a._id, b._id, off._id],
      sendAt: new Date(Date.now() - 1000).toISOString(), repeat: "daily",
    });
    expect(made.status).toBe(200);
    const id = made.body.result._id;

    const ctx = t.platform.ctx;
    // (The platform's own job may take part too: whoever sends, each player gets one copy.)
    const [one, two] = await Promise.all([sendDueReminders(ctx, "process-one"), sendDueReminders(ctx, "process-two")]);
    expect(one + two).toBeLessThanOrEqual(2);
    for (const p of [a, b]) {
      const bell = (await t.api("/api/v1/user/notifications", { token: p.token })).body.result;
      expect(bell.unread).toBe(1);
      expect(bell.docs).toMatchObject([{ kind: "reminder", title, body: "Come back for a quick game.", link: "/ludo", read: false }]);
      await expect.poll(() => mailsTo(p.player.email, title)).toBe(1);
    }
    expect((await t.api("/api/v1/user/notifications", { token: off.token })).body.result.unread).toBe(0);
    expect(mailsTo(off.player.email, title)).toBe(0);

    // Running again sends nothing more; the daily reminder waits for tomorrow.
    expect(await sendDueReminders(ctx, "process-one")).toBe(0);
    const listed = (await admin("admin/reminders")).body.result.docs.find((r: any) => r._id === id);
    expect(listed).toMatchObject({ active: true, delivered: 2, repeat: "daily" });
    expect(new Date(listed.nextAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // Read: the bell is quiet.
    const read = await t.api("/api/v1/user/notifications/read", { method: "POST", json: {}, token: a.token });
    expect(read.body.result.unread).toBe(0);
    expect((await admin(`admin/audit?targetId=${id}`)).body.result.docs.map((d: any) => d.action)).toEqual(["reminder.create"]);
  });

  it("goes on from where a dead process stopped, without a second copy for anyone", async () => {
    const [a, b] = [await signUpVerified(t, inbox), await signUpVerified(t, inbox)];
    const title = `Chess tonight ${Date.now()}`;
    const id = (await admin("admin/reminders", "POST", { title, body: "A rapid pool opens at 8.", game: "/chess", audience: "list", userIds: [a._id, b._id], sendAt: new Date().toISOString() })).body.result._id;
    const db = t.platform.database.db;
    // A process claimed the sending and reached a before it died (its heartbeat long gone).
    const [r] = await db.select().from(reminders).where(eq(reminders.id, id));
    const [run] = await db.insert(reminderRuns).values({ reminderId: id, occurrence: r!.nextAt, processId: "dead", heartbeatAt: new Date(Date.now() - RUN_STALE_MS - 5000) }).returning();
    await db.update(reminders).set({ active: false }).where(eq(reminders.id, id));
    await db.insert(reminderDeliveries).values({ runId: run!.id, userId: a._id, mailedAt: new Date() });
    expect(await sendDueReminders(t.platform.ctx, "alive")).toBeLessThanOrEqual(1);
    const copies = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.runId, run!.id));
    expect(copies.map((c) => c.userId).sort()).toEqual([a._id, b._id].sort());
    await expect.poll(() => mailsTo(b.player.email, title)).toBe(1);
    expect(mailsTo(a.player.email, title)).toBe(0); // its copy was mailed by the dead process
    expect((await db.select().from(reminderRuns).where(eq(reminderRuns.id, run!.id)))[0]?.status).toBe("done");
  });

  it("reaches only players inactive for the chosen days, and refuses a reminder that makes no sense", async () => {
    const fresh = await signUpVerified(t, inbox);
    const old = await signUpVerified(t, inbox);
    const db = t.platform.database.db;
    await db.update(users).set({ createdAt: new Date(Date.now() - 30 * 86_400_000) }).where(inArray(users.id, [old._id]));
    const title = `We miss you ${Date.now()}`;
    await admin("admin/reminders", "POST", { title, body: "Your coins are waiting.", audience: "inactive", inactiveDays: 14, sendAt: new Date().toISOString() });
    await sendDueReminders(t.platform.ctx, "p");
    const got = async (token: string) => (await t.api("/api/v1/user/notifications", { token })).body.result.docs.some((n: any) => n.title === title);
    expect(await got(old.token)).toBe(true);
    expect(await got(fresh.token)).toBe(false); // signed up today: not inactive for 14 days
    const bad = await admin("admin/reminders", "POST", { title: "Hi there", body: "Text here", audience: "inactive", sendAt: new Date().toISOString() });
    expect(bad.body.responseMessage).toBe("Say how many days without play.");
    expect((await admin("admin/reminders", "POST", { title: "Hi there", body: "Text here", audience: "list", userIds: [], sendAt: new Date().toISOString() })).body.responseMessage).toBe(
      "Choose at least one player.",
    );
    const stopped = await db.select().from(reminders).where(and(eq(reminders.title, title)));
    expect(stopped[0]?.active).toBe(false); // a one-off reminder stops once sent
  });
});
