import { Client, type Room } from "@colyseus/sdk";
import { matchMaker } from "@colyseus/core";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SUPPORT_LIMITS, SUPPORT_ROOM, SUPPORT_SERVER_MESSAGES, supportClientMessages } from "@arena/contracts";
import { adminActions, supportMessages } from "@arena/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatformWithMail } from "./accounts.js";
import { adminId, makePlayer } from "./directAccounts.js";
import { expectSilence, Inbox, sleep } from "./ludoPlayers.js";
import { SUPPORT_START_LIMIT } from "../src/services/support/live/conversations.js";

let env: Awaited<ReturnType<typeof startPlatformWithMail>>;
let admin: string;
beforeAll(async () => {
  env = await startPlatformWithMail();
  admin = await adminId(env.t);
});
afterAll(async () => {
  await env.close();
});

const BOT = [
  { from: "player" as const, text: "How do withdrawals work?" },
  { from: "bot" as const, text: "Withdrawals are reviewed within 24 hours." },
];

async function startAsVisitor(message = "I need a person, please", name = "Maya Visitor") {
  const email = `maya.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await env.t.api("/api/v1/support/conversations", { method: "POST", json: { name, email, message, botTranscript: BOT, lang: "en" } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...(res.body.result as { conversationId: string; joinToken: string; adminOnline: boolean }), email };
}

async function join(options: Record<string, unknown>, token?: string): Promise<[Room, Inbox]> {
  const client = new Client(env.t.url);
  if (token) client.auth.token = token;
  const room = await client.joinOrCreate(SUPPORT_ROOM, options);
  return [room, new Inbox(room)];
}

const mailsTo = (email: string) => env.inbox.mails.filter((m) => m.to.includes(email));
/** The decoded text of a mail (quoted-printable soft breaks and escapes undone). */
const body = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const forgetAdmins = () => matchMaker.presence.del("support:admins-seen");

describe("live support", () => {
  it("tells a visitor nobody is online: the message is kept, and the admin's later answer is mailed", async () => {
    await forgetAdmins();
    const v = await startAsVisitor();
    expect(v.adminOnline).toBe(false);
    const [p, pIn] = await join({ conversationId: v.conversationId, joinToken: v.joinToken });
    const history = await pIn.wait("history");
    expect(history).toMatchObject({ adminOnline: false, you: "player", conversation: { status: "waiting", name: "Maya Visitor", signedIn: false, botTranscript: BOT } });
    expect(history.conversation.messages.map((m: any) => m.text)).toEqual(["I need a person, please"]);
    expect(history.conversation).not.toHaveProperty("email");
    p.send("send", { text: "Still there?" });
    expect(await pIn.wait("notice")).toEqual({ code: "NO_ADMIN_ONLINE" });
    await p.leave();

    // Later an admin opens the inbox, finds it waiting and answers while the visitor is away: the answer is mailed.
    const queue = await env.t.api("/api/v1/admin/support/conversations?queue=waiting", { token: env.adminToken });
    expect(queue.status).toBe(200);
    const listed = queue.body.result.docs.find((d: any) => d.id === v.conversationId);
    expect(listed).toMatchObject({ status: "waiting", name: "Maya Visitor", email: v.email, unread: 2, preview: "Still there?" });
    const [a, aIn] = await join({ conversationId: v.conversationId }, env.adminToken);
    expect((await aIn.wait("history")).conversation).toMatchObject({ status: "open", assignedAdminName: expect.any(String) });
    a.send("send", { text: "Hello Maya, we are here now." });
    await aIn.wait("message", { pred: (m: any) => m.side === "admin" });
    await expect.poll(() => mailsTo(v.email).length, { timeout: 5000 }).toBe(1);
    const [mail] = mailsTo(v.email);
    expect(mail!.subject).toBe("Coin Arena support answered you");
    expect(body(mail!.raw)).toContain("Hello Maya, we are here now.");
    await a.leave();
  });

  it("carries messages from player to admin and back with typing and read marks, keeps them, and mails the transcript on close", async () => {
    const v = await startAsVisitor("<b>bold?</b> <script>alert(1)</script>");
    // The admin's inbox is open: support is online.
    await env.t.api("/api/v1/admin/support/conversations?queue=waiting", { token: env.adminToken });
    const [p, pIn] = await join({ conversationId: v.conversationId, joinToken: v.joinToken });
    expect((await pIn.wait("history")).adminOnline).toBe(true);

    const [a, aIn] = await join({ conversationId: v.conversationId }, env.adminToken);
    const seen = await aIn.wait("history");
    expect(seen.you).toBe("admin");
    expect(seen.conversation.messages[0].text).toBe("<b>bold?</b> <script>alert(1)</script>");
    // Joining took it: the player sees whose it is.
    expect(await pIn.wait("status")).toMatchObject({ status: "open", assignedAdminName: expect.any(String) });
    const mine = await env.t.api("/api/v1/admin/support/conversations?queue=mine", { token: env.adminToken });
    expect(mine.body.result.docs.map((d: any) => d.id)).toContain(v.conversationId);
    expect(mine.body.result.counts.mine).toBeGreaterThanOrEqual(1);

    p.send("typing", { typing: true });
    expect(await aIn.wait("typing")).toEqual({ side: "player", typing: true });
    p.send("send", { text: "My withdrawal is stuck." });
    const fromPlayer = await aIn.wait("message", { pred: (m: any) => m.text === "My withdrawal is stuck." });
    expect(fromPlayer).toMatchObject({ side: "player", authorName: "Maya Visitor" });
    // Sending ends the typing mark; nobody online means no notice.
    expect(await aIn.wait("typing", { pred: (m: any) => !m.typing })).toEqual({ side: "player", typing: false });
    await expectSilence(pIn, "notice", 200);

    a.send("read", { messageId: fromPlayer.id });
    expect(await pIn.wait("read")).toEqual({ side: "admin", at: fromPlayer.createdAt });
    a.send("send", { text: "Let me check that for you." });
    const fromAdmin = await pIn.wait("message", { pred: (m: any) => m.side === "admin" });
    expect(fromAdmin.text).toBe("Let me check that for you.");
    p.send("read", { messageId: fromAdmin.id });
    expect(await aIn.wait("read", { pred: (m: any) => m.side === "player" })).toEqual({ side: "player", at: fromAdmin.createdAt });

    // Everything is kept, in order, with the read marks.
    const detail = await env.t.api(`/api/v1/admin/support/conversations/${v.conversationId}`, { token: env.adminToken });
    expect(detail.body.result.messages.map((m: any) => [m.side, m.text])).toEqual([
      ["player", "<b>bold?</b> <script>alert(1)</script>"],
      ["player", "My withdrawal is stuck."],
      ["admin", "Let me check that for you."],
    ]);
    expect(detail.body.result).toMatchObject({ email: v.email, playerReadAt: fromAdmin.createdAt, adminReadAt: fromAdmin.createdAt, botTranscript: BOT });

    // Close: the transcript is mailed to the visitor, the player is told, the room ends and no one can rejoin.
    const close = await env.t.api(`/api/v1/admin/support/conversations/${v.conversationId}/close`, { method: "POST", token: env.adminToken });
    expect(close.status).toBe(200);
    expect(await pIn.wait("status", { pred: (m: any) => m.status === "closed" })).toMatchObject({ status: "closed" });
    await expect.poll(() => mailsTo(v.email).length, { timeout: 5000 }).toBe(1);
    const mail = mailsTo(v.email)[0]!;
    expect(mail.subject).toBe("Your conversation with Coin Arena support");
    const text = body(mail.raw);
    expect(text).toContain("My withdrawal is stuck.");
    expect(text).toContain("Let me check that for you.");
    expect(mail.raw).not.toMatch(/Content-Type: text\/html/i);
    await expect(join({ conversationId: v.conversationId, joinToken: v.joinToken })).rejects.toThrow(/closed/);
    expect((await env.t.api(`/api/v1/admin/support/conversations/${v.conversationId}/close`, { method: "POST", token: env.adminToken })).status).toBe(409);
    const closed = await env.t.api("/api/v1/admin/support/conversations?queue=closed", { token: env.adminToken });
    expect(closed.body.result.docs[0]).toMatchObject({ id: v.conversationId, status: "closed" });

    // Taking and closing are on the audit log.
    const audit = await env.t.platform.database.db.select().from(adminActions).where(and(eq(adminActions.targetId, v.conversationId), eq(adminActions.adminId, admin)));
    expect(audit.map((r) => r.action).sort()).toEqual(["support.assign", "support.close"]);
  });

  it("refuses bad, over-long and too-fast messages without changing anything", async () => {
    const v = await startAsVisitor();
    const [p, pIn] = await join({ conversationId: v.conversationId, joinToken: v.joinToken });
    await pIn.wait("history");
    const stored = async () => (await env.t.platform.database.db.select().from(supportMessages).where(eq(supportMessages.conversationId, v.conversationId))).length;
    expect(await pIn.refused("send", { text: "x".repeat(SUPPORT_LIMITS.textMax + 1) })).toMatchObject({ code: "BAD_MESSAGE", type: "send" });
    expect(await pIn.refused("send", { text: "   " })).toMatchObject({ code: "BAD_MESSAGE" });
    expect(await pIn.refused("send", { text: 42 })).toMatchObject({ code: "BAD_MESSAGE" });
    expect(await pIn.refused("read", { messageId: "not-an-id" })).toMatchObject({ code: "BAD_MESSAGE" });
    expect(await pIn.refused("shout", { text: "hi" })).toMatchObject({ code: "BAD_MESSAGE", type: "shout" });
    expect(await stored()).toBe(1);
    // A message of another conversation cannot move this one's read mark.
    p.send("read", { messageId: "00000000-0000-4000-8000-000000000000" });
    await expectSilence(pIn, "read", 200);
    // Past 10 frames a second the connection is dropped as a flood (docs/realtime.md): the burst below starts afresh.
    await sleep(1100);

    const since = pIn.mark();
    p.send("send", { text: "y".repeat(SUPPORT_LIMITS.textMax) });
    for (let i = 2; i <= SUPPORT_LIMITS.messagesPerWindow; i++) p.send("send", { text: `line ${i}` });
    await pIn.wait("message", { since, pred: (m: any) => m.text === `line ${SUPPORT_LIMITS.messagesPerWindow}` });
    expect(await pIn.refused("send", { text: "one too many" })).toMatchObject({ code: "SUPPORT_RATE_LIMIT", type: "send" });
    expect(await stored()).toBe(1 + SUPPORT_LIMITS.messagesPerWindow);
    expect(pIn.all("message", since).map((m: any) => m.text)).not.toContain("one too many");
    await p.leave();
  });

  it("admits only the conversation's own token or an admin's session", async () => {
    const v = await startAsVisitor();
    const other = await startAsVisitor();
    await expect(join({ conversationId: v.conversationId, joinToken: other.joinToken })).rejects.toThrow(/expired/);
    await expect(join({ conversationId: v.conversationId, joinToken: "forged.token.value" })).rejects.toThrow(/expired/);
    await expect(join({ conversationId: v.conversationId })).rejects.toThrow(/login/i);
    const player = await makePlayer(env.t);
    await expect(join({ conversationId: v.conversationId }, player.token)).rejects.toThrow(/not allowed/);
    await expect(join({ conversationId: "nope" })).rejects.toThrow();
    // The inbox is for admins only.
    expect((await env.t.api("/api/v1/admin/support/conversations", { token: player.token })).status).toBe(403);
    expect((await env.t.api("/api/v1/admin/support/conversations")).status).toBe(401);
  });

  it("knows a signed-in player by the account and keeps one open conversation per player", async () => {
    const player = await makePlayer(env.t, { userName: `sup${Math.random().toString(36).slice(2, 8)}` });
    const first = await env.t.api("/api/v1/support/conversations", { method: "POST", token: player.token, json: { message: "Hello", name: "Someone Else", email: "else@example.com" } });
    expect(first.status).toBe(200);
    const second = await env.t.api("/api/v1/support/conversations", { method: "POST", token: player.token, json: { message: "Hello again" } });
    expect(second.body.result.conversationId).toBe(first.body.result.conversationId);
    const detail = await env.t.api(`/api/v1/admin/support/conversations/${first.body.result.conversationId}`, { token: env.adminToken });
    expect(detail.body.result).toMatchObject({ name: player.user.userName, email: player.user.email, signedIn: true });
    expect(detail.body.result.messages.map((m: any) => m.text)).toEqual(["Hello", "Hello again"]);
    const renewed = await env.t.api(`/api/v1/support/conversations/${first.body.result.conversationId}/token`, { method: "POST", token: player.token });
    expect(renewed.status).toBe(200);
    const [p, pIn] = await join({ conversationId: first.body.result.conversationId, joinToken: renewed.body.result.joinToken });
    expect((await pIn.wait("history")).conversation.signedIn).toBe(true);
    await p.leave();
    // Someone else's conversation: no token for them.
    const stranger = await makePlayer(env.t);
    expect((await env.t.api(`/api/v1/support/conversations/${first.body.result.conversationId}/token`, { method: "POST", token: stranger.token })).status).toBe(404);
  });

  it("validates the start: a visitor gives a name and a valid email, the message has 1 to 1000 characters, and starts are rate limited", async () => {
    const missing = await env.t.api("/api/v1/support/conversations", { method: "POST", json: { message: "hi" } });
    expect(missing.status).toBe(400);
    expect(missing.body.result.errors).toMatchObject({ name: "Name is required.", email: "Email is required." });
    const bad = await env.t.api("/api/v1/support/conversations", { method: "POST", json: { name: "A", email: "nope", message: "x".repeat(1001) } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.result.errors).sort()).toEqual(["email", "message"]);
    const canned = await env.t.api("/api/v1/admin/support/canned?lang=en", { token: env.adminToken });
    expect(canned.status).toBe(200);
    expect(canned.body.result.replies.length).toBeGreaterThan(0);
    expect(canned.body.result.replies[0]).toEqual({ id: expect.any(String), question: expect.any(String), answer: expect.any(String) });
    // Ten starts an hour from one address (earlier tests used some of them).
    let status = 200;
    for (let i = 0; i < 12 && status === 200; i++) status = (await env.t.api("/api/v1/support/conversations", { method: "POST", json: { name: "Flood", email: "flood@example.com", message: `m${i}` } })).status;
    expect(status).toBe(429);
  });
});

describe("the OpenAPI document", () => {
  it("describes live support's REST routes from their contracts", async () => {
    const { body } = await env.t.api("/api/docs/openapi.json");
    const start = body.paths["/api/v1/support/conversations"].post;
    expect(Object.keys(start.requestBody.content["application/json"].schema.properties).sort()).toEqual(["botTranscript", "email", "lang", "message", "name"]);
    for (const p of ["/api/v1/support/conversations/{id}/token", "/api/v1/admin/support/conversations/{id}/close"]) expect(body.paths[p], p).toHaveProperty("post");
    for (const p of ["/api/v1/admin/support/conversations", "/api/v1/admin/support/conversations/{id}", "/api/v1/admin/support/canned"]) expect(body.paths[p], p).toHaveProperty("get");
  });
});

describe("docs/realtime.md's support section", () => {
  const doc = readFileSync(path.resolve(import.meta.dirname, "../../docs/realtime.md"), "utf8");
  const start = doc.indexOf("\n## `support`: live support\n");
  const section = doc.slice(start, doc.indexOf("\n## ", start + 1));
  const firstColumn = (sub: string) => {
    const body = section.slice(section.indexOf(`\n### ${sub}\n`));
    const end = body.indexOf("\n### ", 1);
    return [...(end > 0 ? body.slice(0, end) : body).matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!).sort();
  };

  it("lists every support message both ways, and the limits the room and the start use", () => {
    expect(start).toBeGreaterThan(-1);
    expect(firstColumn("Client → server")).toEqual(Object.keys(supportClientMessages).sort());
    expect(firstColumn("Server → client")).toEqual([...SUPPORT_SERVER_MESSAGES].sort());
    expect(section).toContain(`1 to ${SUPPORT_LIMITS.textMax} characters`);
    expect(section).toContain(`at most ${SUPPORT_LIMITS.messagesPerWindow} lines per connection in ${SUPPORT_LIMITS.windowMs / 1000} seconds`);
    expect(section).toContain(`at most ${SUPPORT_START_LIMIT.max} an hour`);
    expect(section).toContain(`good for ${SUPPORT_LIMITS.joinTokenSeconds / 60} minutes`);
    expect(section).toContain(`on duty for ${SUPPORT_LIMITS.adminOnlineSeconds} s`);
  });
});
