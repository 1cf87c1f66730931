import { randomBytes } from "node:crypto";
import type { Room } from "@colyseus/sdk";
import { balanceOf, gameEscrows, ledgerTransfers, gameRecords } from "@arena/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { playToEnd, sleep, until } from "./ludoPlayers.js";
import { openSharedDatabase, startServerProcess, stopServer, type ServerProcess } from "./processes.js";
import { joinQueue, ludoQuick, takeSeat } from "./quickPlayers.js";

const databaseUrl = process.env.DATABASE_URL;
/** CI runs a few rounds; `pnpm test:crash` runs the 20. */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const PAIRS = [1, 5, 10]; // one Quick Play queue (entry fee) per pair of players
const START_COINS = 10_000;

type Shared = Awaited<ReturnType<typeof openSharedDatabase>>;
type Player = Awaited<ReturnType<Shared["player"]>>;

/**
 * Two players who meet in Quick Play at one fee and play game after game, acting at once whenever it is their
 * turn (as bots would), until their server goes away.
 */
function playPairs(pairs: [Player, Player][], fees: number[], onStarted: () => void) {
  let stopped = false;
  const rooms = new Set<Room>();
  const errors: string[] = [];
  const loops = pairs.map(async ([x, y], i) => {
    const quick = ludoQuick(fees[i]!, { playerName: "Crash" });
    while (!stopped) {
      // The first pair's dice are fixed and short (games end and settle within a round); the others' are random.
      const seed = (fixed: string) => (i === 0 ? fixed : randomBytes(4).toString("hex"));
      const [qx, inX] = await joinQueue(x.client, { ...quick, clientSeed: seed("e2e-green-seed") });
      const [qy, inY] = await joinQueue(y.client, { ...quick, clientSeed: seed("e2e-blue-seed") });
      // A dead server is final for the queue too (else leaving it waits for the SDK's reconnection attempts).
      for (const q of [qx, qy]) q.reconnection.enabled = false;
      // One after the other, so x always takes the first seat (the fixed seeds then give the same dice).
      const a = await takeSeat(x.client, qx, inX);
      rooms.add(a);
      const b = await takeSeat(y.client, qy, inY);
      rooms.add(b);
      let gone = false;
      for (const r of [a, b]) {
        // A dead server is final here: without this the SDK retries for about a minute before onLeave (and leave()).
        r.reconnection.enabled = false;
        r.onLeave(() => (gone = true));
        r.onMessage("*", () => undefined); // the players read the state; the announcements need no handler
      }
      await until(a, (s) => s.gameStatus === "active", 10_000);
      onStarted();
      const byColour: Record<string, Room> = {};
      (a.state as any).players.forEach((p: any, colour: string) => (byColour[colour] = p.id === x.user.id ? a : b));
      await playToEnd(byColour, { stop: () => stopped || gone, timeoutMs: 60_000 });
      await Promise.all([a.leave(), b.leave()]).catch(() => undefined);
    }
  }).map((loop) => loop.catch((err: unknown) => errors.push(String((err as Error)?.message ?? err)))); // a loop ends with an error once its server is gone: expected
  return {
    rooms,
    /** Why loops ended early, for a test that waits for a game that never comes. */
    errors,
    stop() {
      stopped = true;
      return Promise.all(loops);
    },
  };
}

// SIGKILL only says something on a server database that outlives the process (CI's Postgres pass).
describe.skipIf(!databaseUrl)("game-server processes killed during paid Ludo games", () => {
  let shared: Shared;
  let server: ServerProcess | undefined;
  let pairs: [Player, Player][];
  // The reboot recovers a dead process's games after 1 s of silence instead of 20 s.
  const env = { DATABASE_URL: databaseUrl!, ESCROW_STALE_SECONDS: "1", REDIS_URL: "", LUDO_FIXED_SERVER_SEED: "e2e-fixed-server-seed-1230" };

  beforeAll(async () => {
    shared = await openSharedDatabase(databaseUrl!);
    server = await startServerProcess(env);
    pairs = [];
    for (let i = 0; i < PAIRS.length; i++) {
      pairs.push([await shared.player(server.url, START_COINS), await shared.player(server.url, START_COINS)]);
    }
  }, 120_000);
  afterAll(async () => {
    await stopServer(server);
    await shared?.database.close();
  });

  const userIds = () => pairs.flat().map((p) => p.user.id);
  const coinsOfPlayers = async () => {
    let sum = 0;
    for (const id of userIds()) sum += await balanceOf(shared.db, { kind: "user", currency: "COIN", ownerId: id });
    return sum;
  };
  /** Points every player's client at the process now running. */
  const retarget = (url: string) => {
    for (const p of pairs.flat()) {
      const token = p.token;
      p.client = new (p.client.constructor as typeof import("@colyseus/sdk").Client)(url);
      p.client.auth.token = token;
    }
  };
  const escrowsOf = (processId: string) => shared.db.select().from(gameEscrows).where(eq(gameEscrows.processId, processId));
  /** Prize, commission and refund paid out of these games: what left their escrows. */
  async function paidOut(ids: string[]) {
    const moves = ids.length ? await shared.db.select().from(ledgerTransfers).where(inArray(ledgerTransfers.reference, ids)) : [];
    const sum = (kind: string) => moves.filter((m) => m.kind === kind).reduce((s, m) => s + m.amount, 0);
    return { held: sum("entry_fee") - sum("release"), prize: sum("prize"), commission: sum("commission"), refund: sum("refund") };
  }

  /**
   * After a process is gone: every game it held is closed, all of the money accounted for. After SIGKILL only
   * recovery can close a game; after SIGTERM a game may still end by its own last move, so only those the
   * shutdown aborted must carry the interruption mark.
   */
  async function expectNothingLost(dead: ServerProcess, before: number, killedAt: number, signal: "SIGKILL" | "SIGTERM" = "SIGKILL") {
    const games = await escrowsOf(dead.processId);
    const ids = games.map((g) => g.id);
    for (const g of games) {
      expect(g.status, `escrow ${g.id}`).not.toBe("open");
      expect(await balanceOf(shared.db, { kind: "escrow", currency: "COIN", ref: g.id })).toBe(0);
    }
    const out = await paidOut(ids);
    expect(out.prize + out.commission + out.refund).toBe(out.held);
    // The players' coins: what they had, less only the house's commission on games that were decided.
    expect(await coinsOfPlayers()).toBe(before - out.commission);
    // Every record ends too: a process killed between moving the money and writing the end leaves it to the sweep.
    const stillActive = async () =>
      ids.length ? (await shared.db.select({ id: gameRecords.id }).from(gameRecords).where(and(inArray(gameRecords.id, ids), eq(gameRecords.status, "active")))).map((r) => r.id) : [];
    await expect.poll(stillActive, { timeout: 15_000, interval: 200 }).toEqual([]);
    const records = ids.length ? await shared.db.select().from(gameRecords).where(inArray(gameRecords.id, ids)) : [];
    // A game recovery ended is marked, so its players get the message (GET /api/v1/ludo/interrupted).
    const recovered = new Set(games.filter((g) => (g.closedAt?.getTime() ?? 0) >= killedAt).map((g) => g.id));
    const unmarked = records.filter((r) => recovered.has(r.id) && (signal === "SIGKILL" || r.status === "aborted") && r.interruptedAt === null);
    expect(unmarked.map((r) => `${r.id} ${r.status}`)).toEqual([]);
    const check = await checkLedger(shared.db);
    expect(check.driftedAccounts).toEqual([]);
    expect(check.negativeAccounts).toEqual([]);
    expect(Object.values(check.sums).every((v) => v === 0)).toBe(true);
    expect(check.orphanedEscrows.filter((o) => ids.includes(o.ref ?? ""))).toEqual([]);
    const after = (g: (typeof games)[number]) => (g.closedAt?.getTime() ?? 0) >= killedAt;
    return {
      games: games.length,
      openAtKill: games.filter(after).length,
      refunded: games.filter((g) => g.status === "refunded" && after(g)).length,
      settledByRecovery: games.filter((g) => g.status === "settled" && after(g)).length,
      settledInPlay: games.filter((g) => g.status === "settled" && !after(g)).length,
      commission: out.commission,
    };
  }

  it(`loses no coin over ${ROUNDS} SIGKILLs at random moments, and the reboot closes every escrow`, { timeout: 40_000 * ROUNDS + 30_000 }, async () => {
    const totals = { games: 0, openAtKill: 0, refunded: 0, settledByRecovery: 0, settledInPlay: 0, commission: 0 };
    const startCoins = await coinsOfPlayers();
    for (let round = 0; round < ROUNDS; round++) {
      const victim = server!;
      const before = await coinsOfPlayers();
      let started!: () => void;
      const firstGame = new Promise<void>((r) => (started = r));
      const play = playPairs(pairs, PAIRS, () => started());
      await Promise.race([firstGame, sleep(20_000)]);
      await sleep(Math.floor(Math.random() * 4000));
      const killedAt = Date.now();
      victim.child.kill("SIGKILL");
      await victim.exited;
      await play.stop();
      // Any process that boots next recovers the dead one's games (at boot, or on its sweep once they are stale).
      server = await startServerProcess(env);
      retarget(server.url);
      await expect
        .poll(async () => (await escrowsOf(victim.processId)).filter((g) => g.status === "open").length, { timeout: 15_000, interval: 200 })
        .toBe(0);
      const figures = await expectNothingLost(victim, before, killedAt);
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += figures[k];
    }
    const endCoins = await coinsOfPlayers();
    console.log(
      `crash test: ${ROUNDS} rounds, ${totals.games} paid games, ${totals.openAtKill} open at the kill ` +
        `(${totals.refunded} refunded, ${totals.settledByRecovery} settled by recovery), ${totals.settledInPlay} settled in play; ` +
        `players' coins ${startCoins / 100} → ${endCoins / 100} (house commission ${totals.commission / 100})`,
    );
    expect(endCoins).toBe(startCoins - totals.commission);
  });

  it("on SIGTERM refunds the games it holds before it exits", { timeout: 120_000 }, async () => {
    const victim = server!;
    const before = await coinsOfPlayers();
    let started!: () => void;
    const firstGame = new Promise<void>((r) => (started = r));
    const play = playPairs(pairs, PAIRS, () => started());
    const timeout = (ms: number, what: string) =>
      sleep(ms).then(() => {
        throw new Error(`${what} within ${ms / 1000} s (players' loops ended with: ${play.errors.join(" | ") || "nothing"})`);
      });
    await Promise.race([firstGame, timeout(30_000, "no game started")]);
    // A game in play when the signal comes (the fixed-dice pair's games can end within a few hundred ms).
    const inPlay = async () => {
      const open = (await escrowsOf(victim.processId)).filter((g) => g.status === "open").map((g) => g.id);
      if (open.length === 0) return 0;
      return (await shared.db.select({ id: gameRecords.id }).from(gameRecords).where(and(inArray(gameRecords.id, open), eq(gameRecords.status, "active")))).length;
    };
    await expect.poll(inPlay, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0);
    const killedAt = Date.now();
    victim.child.kill("SIGTERM");
    const exit = await Promise.race([victim.exited, timeout(30_000, "the process did not exit after SIGTERM")]);
    expect(exit.code).toBe(0);
    await play.stop();
    // Nothing waits for a sweep: the process closed its own games on the way out.
    const games = await escrowsOf(victim.processId);
    expect(games.length).toBeGreaterThan(0);
    expect(games.filter((g) => g.status === "open")).toEqual([]);
    await expectNothingLost(victim, before, killedAt, "SIGTERM");
    const aborted = await shared.db
      .select()
      .from(gameRecords)
      .where(and(inArray(gameRecords.id, games.map((g) => g.id)), eq(gameRecords.status, "aborted")));
    expect(aborted.length).toBeGreaterThan(0);
    // Their players are told when they come back (GET /api/v1/ludo/interrupted).
    expect(aborted.every((g) => g.interruptedAt !== null)).toBe(true);
    server = undefined;
  });
});
