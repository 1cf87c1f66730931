/**
 * The pool games' live figures (the "pools" room, docs/realtime.md): a watcher with no session joins a topic and gets
 * the same figures as the REST call, on join and again after every bet, close, race and resolution; a topic that does
 * not exist, bad options or a message from the watcher are refused and change nothing. Across two processes on one
 * Redis and Postgres, a bet placed through one reaches watchers on the other, and the jobs both processes run close,
 * draw and settle each draw, race and question once.
 */
import { Client, type Room } from "@colyseus/sdk";
import { POOLS_ROOM, poolsServerMessages, poolsTopic } from "@arena/contracts";
import { derbyEvents, h2hQuestions, lotteryDraws, users, walletTransactions } from "@arena/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { runDerbyJob } from "../src/services/derby/events.js";
import { runH2hJob } from "../src/services/h2h/questions.js";
import { Inbox } from "./ludoPlayers.js";
import { useRestPlatform } from "./restPlatform.js";
import { api, openSharedDatabase, startServerProcess, stopServer, type ServerProcess } from "./processes.js";

const env = useRestPlatform();
const { call, player } = env;
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
    const e = (await call("derby/scheduleEvent", env.adminToken, "POST", race())).body.result;
    const [one, oneIn] = await watch(env.t.url, poolsTopic.derbyEvent(e._id));
    const [list, listIn] = await watch(env.t.url, poolsTopic.derbyEvents);
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
    await env.t.platform.ctx.db.update(derbyEvents).set({ postTime: new Date(Date.now() - 1000) }).where(eq(derbyEvents.id, e._id));
    await runDerbyJob(env.t.platform.ctx, null);
    const raced = await oneIn.wait("derby:event", { since, pred: (ev: any) => ev.status === "raced", timeoutMs: 10_000 });
    expect(raced.finishOrder).toHaveLength(3);
    expect(raced.proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    await listIn.wait("derby:events", { pred: (m: any) => !m.docs.some((d: any) => d._id === e._id), timeoutMs: 10_000 });
    await Promise.all([one.leave(), list.leave()]);
  });

  it("pushes an H2H match's questions and a question's graph and players as stakes come in, then its close", { timeout: 30_000 }, async () => {
    const cat = (await call("h2h/categories", env.adminToken, "POST", { name: `Live ${Math.random().toString(36).slice(2, 6)}` })).body.result;
    const matchId = (await call("h2h/matches", env.adminToken, "POST", { categoryId: cat._id, title: "Spain vs Brazil", startsAt: new Date(Date.now() + 3_600_000).toISOString() })).body.result._id;
    const [match, matchIn] = await watch(env.t.url, poolsTopic.h2hMatch(matchId));
    expect(await matchIn.wait("h2h:questions")).toEqual({ matchId, docs: [] });
    // A new question reaches the match's watchers.
    const q = (await call("h2h/createCricketQuestion", env.adminToken, "POST", { matchId, text: "Who scores first?", options: ["Spain", "Brazil"], closeAt: new Date(Date.now() + 60_000).toISOString() })).body.result;
    await matchIn.wait("h2h:questions", { pred: (m: any) => m.docs.length === 1 });
    const [one, oneIn] = await watch(env.t.url, poolsTopic.h2hQuestion(q._id));
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
    await env.t.platform.ctx.db.update(h2hQuestions).set({ closeAt: new Date(Date.now() - 1000) }).where(eq(h2hQuestions.id, q._id));
    await runH2hJob(env.t.platform.ctx);
    const closed = await matchIn.wait("h2h:questions", { pred: (m: any) => m.docs[0]?.status === "closed", timeoutMs: 10_000 });
    expect(closed.docs[0].options.map((o: any) => o.matched)).toEqual([15, 15]);
    expect((await oneIn.wait("h2h:question", { pred: (m: any) => m.players.length === 2 && m.players.every((p: any) => p.matched !== null) })).players.map((p: any) => p.matched).sort()).toEqual([15, 15]);
    await Promise.all([match.leave(), one.leave()]);
  });

  it("refuses a topic that does not exist and options it does not know, before any room is made", async () => {
    const client = new Client(env.t.url);
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

// Two real game-server processes on one Postgres and one Redis (CI's second pass sets both): a visitor watches through
// process 1 while the bet goes through process 2's REST; both run the pool games' jobs.
describe.skipIf(!databaseUrl || !redisUrl)("the pool games across two game-server processes sharing Redis and Postgres", () => {
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

  it("closes, draws and settles a lottery draw, a race and a question once while both processes run every job", { timeout: 90_000 }, async () => {
    const admin = await shared.player(p1.url, 0, "admin");
    await shared.db.update(users).set({ userType: "ADMIN" }).where(eq(users.id, admin.user.id));
    const post = async (url: string, path: string, json: unknown, token: string) => {
      const res = await api(url, `/api/v1/${path}`, { json, token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result;
    };
    const later = (ms: number) => new Date(Date.now() + ms).toISOString();
    const draw = await post(p1.url, "admin/lottery/draws", {
      title: "Two process draw", pick: 1, of: 2, ticketPrice: 1, houseSharePercent: 10, ranks: [{ matches: 1, sharePercent: 100 }],
      minTickets: 1, ticketLimit: 100, salesCloseAt: later(60_000), drawAt: later(120_000),
    }, admin.token);
    const e = await post(p2.url, "derby/scheduleEvent", race("Two Process Derby"), admin.token);
    const cat = await post(p1.url, "h2h/categories", { name: `Both ${Math.random().toString(36).slice(2, 6)}` }, admin.token);
    const match = await post(p1.url, "h2h/matches", { categoryId: cat._id, title: "North vs South", startsAt: later(3_600_000) }, admin.token);
    const q = await post(p2.url, "h2h/createCricketQuestion", { matchId: match._id, text: "Who wins?", options: ["North", "South"], closeAt: later(60_000) }, admin.token);

    // Four players, each through one process or the other.
    const players = await Promise.all([p1, p2, p1, p2].map((p) => shared.player(p.url, 100)));
    const urls = [p1.url, p2.url, p1.url, p2.url];
    for (const [i, pl] of players.entries()) {
      await post(urls[i]!, "lottery/tickets", { drawId: draw._id, tickets: [{ numbers: [1 + (i % 2)] }] }, pl.token);
      await post(urls[i]!, "derby/joinEvent", { eventId: e._id, pool: "win", horse: i % 3, amount: 5 }, pl.token);
      await post(urls[i]!, "h2h/bets", { questionId: q._id, option: i % 2, amount: 10 + i }, pl.token);
    }
    // Every time comes due at once; both processes' jobs race for each step.
    const past = new Date(Date.now() - 1000);
    await shared.db.update(lotteryDraws).set({ salesCloseAt: past, drawAt: past }).where(eq(lotteryDraws.id, draw._id));
    await shared.db.update(derbyEvents).set({ postTime: past }).where(eq(derbyEvents.id, e._id));
    await shared.db.update(h2hQuestions).set({ closeAt: past }).where(eq(h2hQuestions.id, q._id));
    const status = async (path: string) => (await api(p1.url, `/api/v1/${path}`)).body.result;
    await expect.poll(async () => (await status(`lottery/draws/${draw._id}`)).status, { timeout: 30_000 }).toBe("drawn");
    await expect.poll(async () => (await status(`derby/events/${e._id}`)).status, { timeout: 30_000 }).toBe("raced");
    await expect.poll(async () => (await status(`h2h/questions?matchId=${match._id}`)).docs[0].status, { timeout: 30_000 }).toBe("closed");

    // Each player's wallet moved by exactly what the results say, once: 100 − stakes + what came back.
    const raced = await status(`derby/events/${e._id}`);
    const drawn = await status(`lottery/draws/${draw._id}`);
    const ids = players.map((pl) => pl.user.id);
    const lines = await shared.db.select().from(walletTransactions).where(and(inArray(walletTransactions.userId, ids), inArray(walletTransactions.type, ["WINNING", "REFUND"])));
    const byKind = (ref: string) => lines.filter((l) => l.reference === ref);
    // The lottery: one prize line per ticket with the drawn number; the race: one per winning bet; the question: South's
    // unmatched part back to the players who staked more than they were matched for (one line each, none twice).
    expect(byKind(draw._id)).toHaveLength(players.filter((_, i) => 1 + (i % 2) === drawn.winning[0]).length);
    expect(byKind(e._id)).toHaveLength(players.filter((_, i) => i % 3 === raced.finishOrder[0]).length);
    expect(new Set(byKind(q._id).map((l) => l.userId)).size).toBe(byKind(q._id).length);
    const check = await checkLedger(shared.db);
    expect(check.ok).toBe(true);
    expect(check.orphanedEscrows.filter((x) => [draw._id, e._id, q._id].some((id) => x.ref?.includes(id)))).toEqual([]);
  });
});
