import { Client, type Room } from "@colyseus/sdk";
import { SUPPORT_ROOM } from "@arena/contracts";
import { mailOutbox, users } from "@arena/db";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Inbox } from "./ludoPlayers.js";
import { api, openSharedDatabase, startServerProcess, stopServer, type ServerProcess } from "./processes.js";

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

// Live support across two real game-server processes on one Postgres and one Redis (CI's second pass sets both):
// the visitor talks through process 1, the admin through process 2.
describe.skipIf(!databaseUrl || !redisUrl)("live support across two game-server processes sharing Redis and Postgres", () => {
  let p1: ServerProcess;
  let p2: ServerProcess;
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let redis: Redis;
  beforeAll(async () => {
    shared = await openSharedDatabase(databaseUrl!);
    redis = new Redis(redisUrl!);
    const env = { DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl! };
    p1 = await startServerProcess(env);
    p2 = await startServerProcess(env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stopServer(p1), stopServer(p2)]);
    redis?.disconnect();
    await shared?.database.close();
  });

  it("carries a visitor's messages on process 1 to an admin on process 2 and back, with presence, typing and close shared through Redis", { timeout: 60_000 }, async () => {
    // Nobody on duty anywhere yet (another run's admins are forgotten).
    await redis.del("support:admins-seen");
    const admin = await shared.player(p2.url, 0, "admin");
    await shared.db.update(users).set({ userType: "ADMIN" }).where(eq(users.id, admin.user.id));
    const email = `visitor.${admin.user.id.slice(0, 8)}@example.com`;
    const start = () => api(p1.url, "/api/v1/support/conversations", { json: { name: "Rui Visitor", email, message: "Hello from process 1" } });
    const offline = await start();
    expect(offline.status).toBe(200);
    expect(offline.body.result.adminOnline).toBe(false);

    // The admin opens the inbox on process 2: process 1 now knows support is online.
    const queue = await api(p2.url, "/api/v1/admin/support/conversations?queue=waiting", { token: admin.token });
    expect(queue.status).toBe(200);
    expect(queue.body.result.docs.map((d: any) => d.id)).toContain(offline.body.result.conversationId);
    const started = await start();
    expect(started.body.result.adminOnline).toBe(true);
    const { conversationId, joinToken } = started.body.result;

    const visitor = new Client(p1.url);
    const p: Room = await visitor.joinOrCreate(SUPPORT_ROOM, { conversationId, joinToken });
    const pIn = new Inbox(p);
    expect((await pIn.wait("history")).adminOnline).toBe(true);
    // The admin joins through process 2: the driver finds the conversation's room on process 1.
    const a: Room = await admin.client.joinOrCreate(SUPPORT_ROOM, { conversationId });
    const aIn = new Inbox(a);
    expect(a.roomId).toBe(p.roomId);
    expect((await aIn.wait("history")).conversation.messages.map((m: any) => m.text)).toEqual(["Hello from process 1"]);
    expect(await pIn.wait("status")).toMatchObject({ status: "open", assignedAdminName: admin.user.userName });

    a.send("typing", { typing: true });
    expect(await pIn.wait("typing")).toEqual({ side: "admin", typing: true });
    a.send("send", { text: "Hi Rui, answering from process 2." });
    expect(await pIn.wait("message")).toMatchObject({ side: "admin", text: "Hi Rui, answering from process 2.", authorName: admin.user.userName });
    p.send("send", { text: "Thanks!" });
    expect(await aIn.wait("message", { pred: (m: any) => m.side === "player" && m.text === "Thanks!" })).toMatchObject({ authorName: "Rui Visitor" });

    // Closed from process 2's REST: the room on process 1 hears it through Redis, and the transcript is mailed.
    const close = await api(p2.url, `/api/v1/admin/support/conversations/${conversationId}/close`, { method: "POST", token: admin.token });
    expect(close.status).toBe(200);
    expect(await pIn.wait("status", { pred: (m: any) => m.status === "closed" })).toMatchObject({ status: "closed" });
    const mail = await shared.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail.map((m) => m.subject)).toContain("Your conversation with Coin Arena support");
    expect(mail.find((m) => m.subject.startsWith("Your conversation"))!.text).toContain("Hi Rui, answering from process 2.");
  });
});
