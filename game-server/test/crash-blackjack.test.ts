import { Client, type Room } from "@colyseus/sdk";
import { BLACKJACK_ROOM } from "@arena/contracts";
import { balanceOf, blackjackRounds, gameRecords, tableSeats } from "@arena/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { sleep } from "./ludoPlayers.js";
import { openSharedDatabase, startServerProcess, stopServer, type ServerProcess } from "./processes.js";

const databaseUrl = process.env.DATABASE_URL;
/** CI runs a few rounds; `pnpm test:crash` runs the 20. */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const PLAYERS = 4;
const START_COINS = 5_000;

type Shared = Awaited<ReturnType<typeof openSharedDatabase>>;
type Player = Awaited<ReturnType<Shared["player"]>>;

/** Each player bets and plays round after round as fast as the table answers (hit below 15, double and split when offered). */
async function playTables(url: string, players: Player[], onRound: () => void) {
  const rooms: Room[] = [];
  for (const [i, p] of players.entries()) {
    const client = new Client(url);
    client.auth.token = p.token;
    const room = await client.create(BLACKJACK_ROOM, { playerName: `P${i}` });
    room.reconnection.enabled = false;
    room.onMessage("*", () => undefined);
    let acted = "";
    room.onStateChange((s: any) => {
      const step = `${s.gameId}:${s.phase}:${JSON.stringify(s.hands?.toJSON?.() ?? [])}`;
      if (acted === step) return;
      acted = step;
      const legal: string[] = [...(s.legal ?? [])];
      let move: { type: string; payload?: unknown } | null = null;
      if (s.phase === "betting" || s.phase === "over") move = { type: "bet", payload: { amount: s.betAmounts?.[1] ?? 5 } };
      else if (legal.includes("insurance")) move = { type: Math.random() < 0.5 ? "insurance" : "noInsurance" };
      else if (legal.includes("split")) move = { type: "split" };
      else if (legal.includes("double") && Math.random() < 0.5) move = { type: "double" };
      else if (legal.length) move = { type: s.hands[s.active]?.total < 15 ? "hit" : "stand" };
      if (s.phase === "playing") onRound();
      if (move) setTimeout(() => room.send(move.type, move.payload), 5 + Math.random() * 30);
    });
    rooms.push(room);
  }
  return rooms;
}

// SIGKILL only says something on a server database that outlives the process (CI's Postgres pass).
describe.skipIf(!databaseUrl)("game-server processes killed during Black Jack rounds", () => {
  let shared: Shared;
  let server: ServerProcess | undefined;
  let players: Player[];
  const env = { DATABASE_URL: databaseUrl!, ESCROW_STALE_SECONDS: "1", REDIS_URL: "" };

  beforeAll(async () => {
    shared = await openSharedDatabase(databaseUrl!);
    server = await startServerProcess(env);
    players = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await shared.player(server.url, START_COINS));
  }, 120_000);
  afterAll(async () => {
    await stopServer(server);
    await shared?.database.close();
  });

  const ids = () => players.map((p) => p.user.id);
  const wallet = (id: string) => balanceOf(shared.db, { kind: "user", currency: "COIN", ownerId: id });
  const settledNet = async (id: string) =>
    (await shared.db.select({ net: blackjackRounds.net }).from(blackjackRounds).where(eq(blackjackRounds.userId, id))).reduce((a, r) => a + r.net, 0);
  const seatsOf = (processId: string) => shared.db.select().from(tableSeats).where(and(eq(tableSeats.processId, processId), eq(tableSeats.game, "blackjack")));

  /** Every round of the dead process is settled (its row) or refunded (its stakes back): each wallet is start + its settled nets. */
  async function expectNothingLost(dead: ServerProcess) {
    const seats = await seatsOf(dead.processId);
    expect(seats.length).toBeGreaterThan(0);
    for (const seat of seats) {
      expect(seat.status, `round ${seat.id}`).toBe("closed");
      expect(await balanceOf(shared.db, { kind: "escrow", currency: "COIN", ref: `seat:${seat.id}` })).toBe(0);
    }
    for (const id of ids()) expect(await wallet(id)).toBe(START_COINS * 100 + (await settledNet(id)));
    const active = async () =>
      (await shared.db.select({ id: gameRecords.id }).from(gameRecords).where(and(inArray(gameRecords.id, seats.map((s) => s.id)), eq(gameRecords.status, "active")))).length;
    await expect.poll(active, { timeout: 20_000, interval: 200 }).toBe(0);
    const check = await checkLedger(shared.db);
    expect(check.driftedAccounts).toEqual([]);
    expect(check.negativeAccounts).toEqual([]);
    expect(Object.values(check.sums).every((v) => v === 0)).toBe(true);
    expect(check.orphanedEscrows.filter((o) => o.ref?.startsWith("seat:"))).toEqual([]);
    return seats.length;
  }

  it(`loses no coin over ${ROUNDS} SIGKILLs in the middle of rounds`, { timeout: 45_000 * ROUNDS + 30_000 }, async () => {
    let rounds = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const victim = server!;
      let dealt!: () => void;
      const first = new Promise<void>((r) => (dealt = r));
      await playTables(victim.url, players, () => dealt());
      await Promise.race([first, sleep(20_000)]);
      await sleep(300 + Math.floor(Math.random() * 3000));
      victim.child.kill("SIGKILL");
      await victim.exited;
      server = await startServerProcess(env);
      await expect.poll(async () => (await seatsOf(victim.processId)).filter((s) => s.status === "open").length, { timeout: 15_000, interval: 200 }).toBe(0);
      rounds += await expectNothingLost(victim);
    }
    const settled = await shared.db.select().from(blackjackRounds).where(inArray(blackjackRounds.userId, ids()));
    console.log(`blackjack crash test: ${ROUNDS} kills, ${rounds} rounds dealt, ${settled.length} settled, the rest refunded`);
    expect(settled.length).toBeGreaterThan(0);
  });

  it("on SIGTERM settles or refunds the rounds in play before it exits", { timeout: 90_000 }, async () => {
    const victim = server!;
    let dealt!: () => void;
    const first = new Promise<void>((r) => (dealt = r));
    await playTables(victim.url, players, () => dealt());
    await first;
    await sleep(200);
    victim.child.kill("SIGTERM");
    expect((await victim.exited).code).toBe(0);
    // Nothing waits for a sweep: the process closed its own rounds on the way out.
    expect((await seatsOf(victim.processId)).filter((s) => s.status === "open")).toEqual([]);
    await expectNothingLost(victim);
    server = undefined;
  });
});
