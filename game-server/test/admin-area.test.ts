/**
 * The admin area (issue 17): every admin action leaves an append-only audit row (who, when, before and after), the
 * Colyseus monitor opens in a browser through a short-lived pass cookie, and the contact inbox answers by mail.
 */
import { adminActions } from "@arena/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const post = (path: string, json: unknown, token = adminToken) => t.api(`/api/v1/${path}`, { method: "POST", json, token });
const audit = async (query: string) => (await t.api(`/api/v1/admin/audit?${query}`, { token: adminToken })).body.result;
const adminId = async () => (await t.api("/api/v1/user/view-profile", { token: adminToken })).body.result._id as string;

describe("the audit log", () => {
  it("records a block and an unblock with who, when, before and after, filterable by target and action", async () => {
    const player = await signUpVerified(t, inbox);
    expect((await post("admin/blockUser", { _id: player._id })).status).toBe(200);
    expect((await post("admin/unblockUser", { _id: player._id })).status).toBe(200);
    const log = await audit(`targetId=${player._id}`);
    expect(log.total).toBe(2);
    expect(log.docs.map((d: any) => [d.action, d.before, d.after])).toEqual([
      ["user.unblock", { status: "BLOCKED" }, { status: "ACTIVE" }],
      ["user.block", { status: "ACTIVE" }, { status: "BLOCKED" }],
    ]);
    expect(log.docs[0]).toMatchObject({ adminId: await adminId(), adminEmail: "admin@coinarena.local", via: "api", targetType: "user", ip: expect.any(String) });
    const found = (await t.api(`/api/v1/admin/listUsers?search=${player._id}`, { token: adminToken })).body.result.docs;
    expect(found.map((u: any) => u._id)).toEqual([player._id]);
    const blocks = await audit(`action=user.block&targetId=${player._id}`);
    expect(blocks.docs).toHaveLength(1);
    // A refused action (an admin cannot be blocked) writes nothing.
    const before = (await audit("")).total;
    expect((await post("admin/blockUser", { _id: await adminId() })).status).toBe(400);
    expect((await audit("")).total).toBe(before);
  });

  it("records a withdrawal's approval and its rejection with the reason", async () => {
    const player = await signUpVerified(t, inbox);
    await t.api("/api/v1/user/deposit", { method: "POST", json: { amount: 100 }, token: player.token });
    const ids: string[] = [];
    for (const amount of [20, 30]) {
      const seen = inbox.mails.length;
      const requested = await t.api("/api/v1/user/withdraw", { method: "POST", json: { amount }, token: player.token });
      const otp = await inbox.nextCode(player.player.email, seen);
      const confirmed = await t.api("/api/v1/user/verifyWithdrawRequest", { method: "POST", json: { _id: requested.body.result._id, otp }, token: player.token });
      expect(confirmed.body.result.transactionStatus).toBe("PENDING");
      ids.push(requested.body.result._id);
    }
    expect((await post("admin/approveWithdraw", { _id: ids[0] })).status).toBe(200);
    expect((await post("admin/rejectWithdraw", { _id: ids[1], reason: "The address did not match." })).status).toBe(200);
    const approved = (await audit(`targetId=${ids[0]}`)).docs;
    expect(approved).toMatchObject([{ action: "withdrawal.approve", before: { status: "PENDING", amount: 2000 }, after: { status: "SUCCESS" } }]);
    const rejected = (await audit(`targetId=${ids[1]}`)).docs;
    expect(rejected).toMatchObject([{ action: "withdrawal.reject", after: { status: "REJECTED" }, note: "The address did not match." }]);
  });

  it("is append-only: the database refuses to change or remove a row", async () => {
    const db = t.platform.database.db;
    await expect(db.execute(sql`update admin_actions set note = 'changed'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from admin_actions`)).rejects.toThrow();
    expect((await db.select().from(adminActions)).length).toBeGreaterThan(0);
  });

  it("is for admins only, and refuses filters that make no sense", async () => {
    const player = await signUpVerified(t, inbox);
    expect((await t.api("/api/v1/admin/audit", { token: player.token })).status).toBe(403);
    const bad = await t.api("/api/v1/admin/audit?action=user.explode&from=yesterday", { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe("Unknown action.");
  });
});

describe("the monitor from a browser", () => {
  const cookieOf = (res: Response) => /arena_monitor=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];

  it("gives an admin a short-lived HttpOnly pass for /colyseus that opens the monitor and works nowhere else", async () => {
    const res = await fetch(`${t.url}/api/v1/admin/monitor-pass`, { method: "POST", headers: { token: adminToken } });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/Path=\/colyseus/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Max-Age=900/);
    const pass = cookieOf(res)!;
    expect((await fetch(`${t.url}/colyseus/`, { headers: { cookie: `arena_monitor=${pass}` } })).status).toBe(200);
    expect((await fetch(`${t.url}/colyseus/`)).status).toBe(401);
    expect((await fetch(`${t.url}/colyseus/`, { headers: { cookie: "arena_monitor=forged.token.value" } })).status).toBe(401);
    // A pass is not a session token.
    expect((await t.api("/api/v1/user/view-profile", { token: pass })).status).toBe(401);
  });

  it("is refused to a player, and ends with the admin's session", async () => {
    const player = await signUpVerified(t, inbox);
    expect((await post("admin/monitor-pass", {}, player.token)).status).toBe(403);
    const login = await t.api("/api/v1/user/login", { method: "POST", json: { email: "admin@coinarena.local", password: "Admin#12345" } });
    const token = login.body.result.token as string;
    const pass = cookieOf(await fetch(`${t.url}/api/v1/admin/monitor-pass`, { method: "POST", headers: { token } }))!;
    expect((await fetch(`${t.url}/colyseus/`, { headers: { cookie: `arena_monitor=${pass}` } })).status).toBe(200);
    await t.api("/api/v1/user/logout", { method: "POST", json: {}, token });
    expect((await fetch(`${t.url}/colyseus/`, { headers: { cookie: `arena_monitor=${pass}` } })).status).toBe(401);
  });
});

describe("the contact inbox", () => {
  it("lists a visitor's message, mails the admin's reply to its sender, and marks it answered (audited)", async () => {
    const email = `visitor.${Date.now()}@example.com`;
    const sent = await t.api("/api/v1/contact/contactUs", { method: "POST", json: { gameType: "Derby", email, message: "When does the next race start?" } });
    expect(sent.status).toBe(200);
    const list = (await t.api(`/api/v1/admin/contact?status=new&search=${encodeURIComponent(email)}`, { token: adminToken })).body.result;
    expect(list.docs).toMatchObject([{ gameType: "DERBY", email, status: "new", replies: [] }]);
    const id = list.docs[0]._id;

    expect((await post(`admin/contact/${id}/reply`, { text: "no" })).body.responseMessage).toBe("Please enter atleast 3 characters.");
    const seen = inbox.mails.length;
    const reply = await post(`admin/contact/${id}/reply`, { text: "Races start every hour on the hour." });
    expect(reply.status).toBe(200);
    await expect.poll(() => inbox.mails.slice(seen).find((m) => m.to.includes(email))?.raw ?? "").toContain("Races start every hour on the hour.");
    const mail = inbox.mails.slice(seen).find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe("Re: your message about Derby");
    expect(mail.raw).toContain("When does the next race start?");

    const after = (await t.api(`/api/v1/admin/contact?search=${encodeURIComponent(email)}`, { token: adminToken })).body.result.docs[0];
    expect(after).toMatchObject({ status: "answered", replies: [{ adminEmail: "admin@coinarena.local", text: "Races start every hour on the hour." }] });
    expect((await post(`admin/contact/${id}/status`, { status: "closed" })).status).toBe(200);
    const log = (await audit(`targetId=${id}`)).docs.map((d: any) => [d.action, d.after]);
    expect(log).toEqual([
      ["contact.status", { status: "closed" }],
      ["contact.reply", { status: "answered" }],
    ]);
    expect((await post(`admin/contact/00000000-0000-4000-8000-000000000000/reply`, { text: "Hello there" })).status).toBe(404);
    // Answered comes from a reply only; H2H keeps its capitals in the subject.
    const h2h = await t.api("/api/v1/contact/contactUs", { method: "POST", json: { gameType: "H2H", email, message: "Which matches are open?" } });
    const h2hId = h2h.body.result._id;
    expect((await post(`admin/contact/${h2hId}/status`, { status: "answered" })).status).toBe(409);
    const before = inbox.mails.length;
    await post(`admin/contact/${h2hId}/reply`, { text: "Every match of the week." });
    await expect.poll(() => inbox.mails.slice(before).find((m) => m.to.includes(email))?.subject).toBe("Re: your message about H2H");
  });
});

describe("the dashboard", () => {
  it("counts today's new players, deposits, pending withdrawals, fees and commission, a finished game, and the largest wallets", async () => {
    const { holdEntryFee } = await import("../src/services/coins/gameMoney.js");
    const { finishGame } = await import("../src/services/games/finishGame.js");
    const { recordGameStart } = await import("../src/services/games/records.js");
    const before = (await t.api("/api/v1/admin/dashboard?days=7", { token: adminToken })).body.result;
    const today = new Date().toISOString().slice(0, 10);
    const on = (d: any) => d.find((x: any) => x.day === today);

    const [a, b] = [await signUpVerified(t, inbox), await signUpVerified(t, inbox)];
    for (const p of [a, b]) await t.api("/api/v1/user/deposit", { method: "POST", json: { amount: 500 }, token: p.token });
    const seen = inbox.mails.length;
    const requested = await t.api("/api/v1/user/withdraw", { method: "POST", json: { amount: 40 }, token: a.token });
    const otp = await inbox.nextCode(a.player.email, seen);
    await t.api("/api/v1/user/verifyWithdrawRequest", { method: "POST", json: { _id: requested.body.result._id, otp }, token: a.token });
    // A paid Ludo game of 10 coins a seat, won by b: 2 coins of commission.
    const ctx = t.platform.ctx;
    const gameId = crypto.randomUUID();
    const ref = { gameId, game: "ludo", currency: "COIN" as const, fee: 1000 };
    await holdEntryFee(ctx, ref, a._id, ctx.processId);
    await holdEntryFee(ctx, ref, b._id, ctx.processId);
    await recordGameStart(ctx, {
      id: gameId, game: "ludo", roomId: "room_dash", mode: "Classic", currency: "COIN", fee: 1000, serverSeed: "s", serverSeedHash: "h", clientSeed: "c",
      players: [{ userId: a._id, playerName: "A", isBot: false }, { userId: b._id, playerName: "B", isBot: false }],
    });
    await finishGame(ctx, { gameId, ranking: [b._id, a._id], paid: true, draws: [], result: () => [] });

    const res = await t.api("/api/v1/admin/dashboard?days=7", { token: adminToken });
    expect(res.status).toBe(200);
    const d = res.body.result;
    expect(d.players).toHaveLength(8);
    expect(on(d.players).new - on(before.players).new).toBe(2);
    expect(on(d.players).active).toBeGreaterThanOrEqual(2);
    expect(on(d.money).deposits - on(before.money).deposits).toBe(1000);
    expect(on(d.money).entryFees.COIN - on(before.money).entryFees.COIN).toBe(20);
    expect(on(d.money).commission.COIN - on(before.money).commission.COIN).toBe(2);
    expect(d.pendingWithdrawals.count - before.pendingWithdrawals.count).toBe(1);
    expect(d.pendingWithdrawals.amount - before.pendingWithdrawals.amount).toBe(40);
    expect(d.games.filter((g: any) => g.day === today && g.game === "ludo" && g.mode === "Classic").reduce((s: number, g: any) => s + g.count, 0)).toBeGreaterThanOrEqual(1);
    expect(d.topWinners).toContainEqual(expect.objectContaining({ userId: b._id, won: 18 }));
    expect(d.popularPlayers.map((p: any) => p.userId)).toEqual(expect.arrayContaining([a._id, b._id]));
    expect(d.wallets.map((w: any) => w.userId)).toEqual(expect.arrayContaining([b._id]));
    expect(d.ledger).toMatchObject({ ok: true, orphanedEscrows: 0 });
    expect((await t.api("/api/v1/admin/dashboard?days=12", { token: adminToken })).body.responseMessage).toBe("Choose 7, 30 or 90 days.");
  });
});
