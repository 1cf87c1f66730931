/**
 * The pool games' live figures (the "pools" room, docs/realtime.md): a watcher with no session joins a topic and gets
 * the same figures as the REST call, on join and again after every bet, close, race and resolution; a topic that does
 * not exist, bad options or a message from the watcher are refused and change nothing. Across two processes on one
 * Redis and Postgres, a bet placed through one reaches watchers on the other.
 */
import { Client, type Room } from "@colyseus/sdk";
import { POOLS_ROOM, poolsServerMessages, poolsTopic } from "@arena/contracts";
import { derbyEvents, h2hQuestions, users } from "@arena/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDerbyJob } from "../src/services/derby/events.js";
import { runH2hJob } from "../src/services/h2h/questions.js";
import { startPlatformWithMail } from "./accounts.js";
import { makePlayer } from "./directAccounts.js";
import { Inbox } from "./ludoPlayers.js";
import { fund } from "./paidGames.js";
import type { TestPlatform } from "./platform.js";
import { api, openSharedDatabase, startServerProcess, stopServer, type ServerProcess } from "./processes.js";

let t: TestPlatform;
let adminToken: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, adminToken, close } = await startPlatformWithMail());
});
afterAll(async () => {
  await close?.();
});

const call = (path: string, token?: string, method = "GET", json?: unknown) =>
  t.api(`/api/v1/${path}`, { method, ...(token && { token }), ...(json !== undefined && { json }) });
async function player(coins: number) {
  const p = await makePlayer(t);
  await fund(t.platform.ctx, p.user.id, coins * 100);
  return p;
}
/** A watcher without a session (a visitor on /derby or /h2h). */
async function watch(url: string, topic: string): Promise<[Room, Inbox]> {
  const room = await new Client(url).joinOrCreate(POOLS_ROOM, { topic });
  return [room, new Inbox(room)];
}
const race = (title = "Live Stakes") => ({
  title,
  horses: [
    { name: "Thunder Road", strength: 40 },
    { name: "Silver Comet", strength: 30 },
    { name: "Midnight Run", strength: 30 },
  ],
  postTime: new Date(Date.now() + 60_000).toISOString(),
  takeoutPercent: 15,
});
const refusal = (p: Promise<unknown>) => p.then(() => null, (err: { code?: number; message?: string }) => ({ code: err.code, message: err.message }));

describe("the pools room", () => {
  it("pushes a Derby race's pools and odds to visitors as bets come in, then its close and its result", { timeout: 30_000 }, async () => {
    const e = (await call("derby/scheduleEvent", adminToken, "POST", race())).body.result;
    const [one, oneIn] = await watch(t.url, poolsTopic.derbyEvent(e._id));
    const [list, listIn] = await watch(t.url, poolsTopic.derbyEvents);
    const first = await oneIn.wait("derby:event");
    expect(poolsServerMessages["derby:event"].parse(first)).toEqual((await call(`derby/events/${e._id}`)).body.result);
    expect(first.horses.map((h: any) => h.win)).toEqual([0, 0, 0]);
    expect((await listIn.wait("derby:events")).docs.map((d: any) => d._id)).toContain(e._id);

    const [ann, ben] = [await player(50), await player(50)];
    let since = oneIn.mark();
    expect((await call("derby/joinEvent", ann.token, "POST", { eventId: e._id, pool: "win", horse: 0, amount: 10 })).status).toBe(200);
    expect((await call("derby/joinEvent", ben.token, "POST", { eventId: e._id, pool: "win", horse: 1, amount: 30 })).status).toBe(200);
    // The pushed figures catch up with both bets: (40 × 0.85 − 10) / 10 = 2.4 to 1 on the first horse.
    const live = await oneIn.wait("derby:event", { since, pred: (ev: any) => ev.horses[1].win === 30 });
    expect(live.horses.map((h: any) => h.odds)).toEqual([2.4, 0.13, null]);
    expect(live).toEqual((await call(`derby/events/${e._id}`)).body.result);
    const listed = await listIn.wait("derby:events", { pred: (m: any) => m.docs.some((d: any) => d._id === e._id && d.horses[1].win === 30) });
    expect(listed.docs.find((d: any) => d._id === e._id).horses[0].odds).toBe(2.4);

    // A watcher sends nothing: anything it sends is refused and changes nothing.
    expect(await oneIn.refused("joinEvent", { eventId: e._id, pool: "win", horse: 2, amount: 1000 })).toMatchObject({ code: "BAD_MESSAGE", type: "joinEvent" });
    expect((await call(`derby/events/${e._id}`)).body.result.horses[2].win).toBe(0);

    // Post time: the job closes betting and races; the watchers see both without asking.
    since = oneIn.mark();
    await t.platform.ctx.db.update(derbyEvents).set({ postTime: new Date(Date.now() - 1000) }).where(eq(derbyEvents.id, e._id));
    await runDerbyJob(t.platform.ctx, null);
    const raced = await oneIn.wait("derby:event", { since, pred: (ev: any) => ev.status === "raced", timeoutMs: 10_000 });
    expect(raced.finishOrder).toHaveLength(3);
    expect(raced.proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    await listIn.wait("derby:events", { pred: (m: any) => !m.docs.some((d: any) => d._id === e._id), timeoutMs: 10_000 });
    await Promise.all([one.leave(), list.leave()]);
  });

  it("pushes an H2H match's questions and a question's graph and players as stakes come in, then its close", { timeout: 30_000 }, async () => {
    const cat = (await call("h2h/categories", adminToken, "POST", { name: `Live ${Math.random().toString(36).slice(2, 6)}` })).body.result;
    const matchId = (await call("h2h/matches", adminToken, "POST", { categoryId: cat._id, title: "Spain vs Brazil", startsAt: new Date(Date.now() + 3_600_000).toISOString() })).body.result._id;
    const [match, matchIn] = await watch(t.url, poolsTopic.h2hMatch(matchId));
    expect(await matchIn.wait("h2h:questions")).toEqual({ matchId, docs: [] });
    // A new question reaches the match's watchers.
    const q = (await call("h2h/createCricketQuestion", adminToken, "POST", { matchId, text: "Who scores first?", options: ["Spain", "Brazil"], closeAt: new Date(Date.now() + 60_000).toISOString() })).body.result;
    await matchIn.wait("h2h:questions", { pred: (m: any) => m.docs.length === 1 });
    const [one, oneIn] = await watch(t.url, poolsTopic.h2hQuestion(q._id));
    expect(await oneIn.wait("h2h:question")).toEqual({ questionId: q._id, graph: { options: ["Spain", "Brazil"], points: [] }, players: [] });

    const [ana, bia] = [await player(50), await player(50)];
    expect((await call("h2h/bets", ana.token, "POST", { questionId: q._id, option: 0, amount: 20 })).status).toBe(200);
    expect((await call("h2h/bets", bia.token, "POST", { questionId: q._id, option: 1, amount: 15 })).status).toBe(200);
    const figures = await oneIn.wait("h2h:question", { pred: (m: any) => m.graph.points.length === 2 });
    expect(figures.graph.points.map((p: any) => p.totals)).toEqual([
      [20, 0],
      [20, 15],
    ]);
    expect(figures.players).toEqual((await call(`h2h/players?questionId=${q._id}`)).body.result.docs);
    expect(figures.players.map((p: any) => p.userName).sort()).toEqual([ana.user.userName, bia.user.userName].sort());
    const staked = await matchIn.wait("h2h:questions", { pred: (m: any) => m.docs[0]?.options[1].staked === 15 });
    expect(staked.docs[0].options.map((o: any) => o.staked)).toEqual([20, 15]);

    // The close matches 15 against 15 and returns Ana's other 5: the watchers see it.
    await t.platform.ctx.db.update(h2hQuestions).set({ closeAt: new Date(Date.now() - 1000) }).where(eq(h2hQuestions.id, q._id));
    await runH2hJob(t.platform.ctx);
    const closed = await matchIn.wait("h2h:questions", { pred: (m: any) => m.docs[0]?.status === "closed", timeoutMs: 10_000 });
    expect(closed.docs[0].options.map((o: any) => o.matched)).toEqual([15, 15]);
    expect((await oneIn.wait("h2h:question", { pred: (m: any) => m.players.length === 2 && m.players.every((p: any) => p.matched !== null) })).players.map((p: any) => p.matched).sort()).toEqual([15, 15]);
    await Promise.all([match.leave(), one.leave()]);
  });

  it("refuses a topic that does not exist and options it does not know, before any room is made", async () => {
    const client = new Client(t.url);
    expect(await refusal(client.joinOrCreate(POOLS_ROOM, { topic: "lottery" }))).toMatchObject({ code: 400, message: "Unknown topic." });
    expect(await refusal(client.joinOrCreate(POOLS_ROOM, { topic: poolsTopic.derbyEvent("00000000-0000-4000-8000-000000000000") }))).toMatchObject({ code: 404, message: "Race not found." });
    expect(await refusal(client.joinOrCreate(POOLS_ROOM, { topic: poolsTopic.h2hMatch("00000000-0000-4000-8000-000000000000") }))).toMatchObject({ code: 404, message: "Match not found." });
    expect(await refusal(client.joinOrCreate(POOLS_ROOM, { topic: poolsTopic.h2hQuestion("00000000-0000-4000-8000-000000000000") }))).toMatchObject({ code: 404, message: "Question not found." });
    expect(await refusal(client.joinOrCreate(POOLS_ROOM, { topic: "derby", amount: 5 }))).toMatchObject({ code: 400 });
    // Anything but joinOrCreate still needs a session.
    expect(await refusal(client.create(POOLS_ROOM, { topic: "derby" }))).toMatchObject({ code: 401 });
  });
});

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

// Two real game-server processes on one Postgres and one Redis (CI's second pass sets both): the visitor watches
// through process 1, the bet goes through process 2's REST.
describe.skipIf(!databaseUrl || !redisUrl)("the pools room across two game-server processes sharing Redis and Postgres", () => {
  let p1: ServerProcess;
  let p2: ServerProcess;
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  beforeAll(async () => {
    shared = await openSharedDatabase(databaseUrl!);
    const env = { DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl! };
    p1 = await startServerProcess(env);
    p2 = await startServerProcess(env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stopServer(p1), stopServer(p2)]);
    await shared?.database.close();
  });

  it("carries a bet placed on process 2 to the race's watchers on process 1", { timeout: 60_000 }, async () => {
    const admin = await shared.player(p2.url, 0, "admin");
    await shared.db.update(users).set({ userType: "ADMIN" }).where(eq(users.id, admin.user.id));
    const scheduled = await api(p2.url, "/api/v1/derby/scheduleEvent", { json: race("Two Process Cup"), token: admin.token });
    expect(scheduled.status).toBe(200);
    const e = scheduled.body.result;
    const [room, inbox] = await watch(p1.url, poolsTopic.derbyEvent(e._id));
    await inbox.wait("derby:event");
    // A second watcher through process 2 finds the same room (the driver, by topic).
    const [other, otherIn] = await watch(p2.url, poolsTopic.derbyEvent(e._id));
    expect(other.roomId).toBe(room.roomId);
    await otherIn.wait("derby:event");
    const bettor = await shared.player(p2.url, 50);
    expect((await api(p2.url, "/api/v1/derby/joinEvent", { json: { eventId: e._id, pool: "show", horse: 2, amount: 12 }, token: bettor.token })).status).toBe(200);
    expect((await inbox.wait("derby:event", { pred: (ev: any) => ev.horses[2].show === 12, timeoutMs: 10_000 })).pools).toContainEqual({ pool: "show", total: 12 });
    await api(p2.url, `/api/v1/admin/derby/events/${e._id}/cancel`, { method: "POST", token: admin.token });
    await inbox.wait("derby:event", { pred: (ev: any) => ev.status === "cancelled", timeoutMs: 10_000 });
    await Promise.all([room.leave(), other.leave()]);
  });
});
