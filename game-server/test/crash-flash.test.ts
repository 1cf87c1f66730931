import { Client, type Room } from "@colyseus/sdk";
import { FLASH_ROOM } from "@arena/contracts";
import { balanceOf, gameRecords, ledgerTransfers, tableSeats } from "@arena/db";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { sleep, until } from "./ludoPlayers.js";
import { openSharedDatabase, startServerProcess, stopServer, type ServerProcess } from "./processes.js";

const databaseUrl = process.env.DATABASE_URL;
/** CI runs a few rounds; `pnpm test:crash` runs the 20. */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const TABLES = 2;
const SEATS = 3;
const START_COINS = 10_000;
const BUY_IN = 100;

type Shared = Awaited<ReturnType<typeof openSharedDatabase>>;
type Player = Awaited<ReturnType<Shared["player"]>>;

/** Picks a legal action for the seat to act from the table's own choices, like a quick bot. */
function decide(s: any): { type: string; payload?: unknown } | null {
  const c = s.choices;
  if (!c || c.seat === "") return null;
  if (c.answerSideshow) return { type: Math.random() < 0.5 ? "accept_side_show" : "reject_side_show" };
  const options: { type: string; payload?: unknown; weight: number }[] = [];
  if (c.bet > 0) options.push({ type: "bet", payload: { double: false }, weight: 5 });
  if (c.double > 0) options.push({ type: "bet", payload: { double: true }, weight: 1 });
  if (c.see) options.push({ type: "seen", weight: 2 });
  if (c.show > 0) options.push({ type: "show_down", weight: 2 });
  if (c.sideshow > 0) options.push({ type: "side_Show", weight: 1 });
  options.push({ type: "pack", weight: 1 });
  let r = Math.random() * options.reduce((a, o) => a + o.weight, 0);
  for (const o of options) if ((r -= o.weight) < 0) return o;
  return options[0]!;
}

/** Every player sits at their table and plays whenever it is their turn, hand after hand, until the server goes. */
async function playTables(url: string, tables: Player[][], onHand: () => void) {
  const rooms: Room[] = [];
  for (const [i, table] of tables.entries()) {
    let code = "";
    for (const [j, p] of table.entries()) {
      const client = new Client(url);
      client.auth.token = p.token;
      const options = { playerName: `P${i}${j}`, buyIn: BUY_IN };
      const room = j === 0
        ? await client.create(FLASH_ROOM, { ...options, gameType: "Private", roomId: (code = String(500000 + Math.floor(Math.random() * 499999))), boot: 1 })
        : await client.joinById(code, options);
      room.reconnection.enabled = false;
      room.onMessage("*", () => undefined);
      let acted = "";
      room.onStateChange((s: any) => {
        if (s.gameStatus === "active" && s.turn !== "") onHand();
        const mine = s.players?.get(s.turn)?.id === p.user.id;
        const step = `${s.gameId}:${s.lastAction?.n}:${s.sideshowTarget}`;
        if (!mine || acted === step) return;
        const action = decide(s);
        if (!action) return;
        acted = step;
        setTimeout(() => room.send(action.type, action.payload), 20 + Math.random() * 80);
      });
      rooms.push(room);
    }
  }
  return rooms;
}

// SIGKILL only says something on a server database that outlives the process (CI's Postgres pass).
describe.skipIf(!databaseUrl)("game-server processes killed during paid Flash hands", () => {
  let shared: Shared;
  let server: ServerProcess | undefined;
  let tables: Player[][];
  const env = { DATABASE_URL: databaseUrl!, ESCROW_STALE_SECONDS: "1", REDIS_URL: "" };

  beforeAll(async () => {
    shared = await openSharedDatabase(databaseUrl!);
    server = await startServerProcess(env);
    tables = [];
    for (let i = 0; i < TABLES; i++) {
      const table: Player[] = [];
      for (let j = 0; j < SEATS; j++) table.push(await shared.player(server.url, START_COINS));
      tables.push(table);
    }
  }, 120_000);
  afterAll(async () => {
    await stopServer(server);
    await shared?.database.close();
  });

  const userIds = () => tables.flat().map((p) => p.user.id);
  const coinsOfPlayers = async () => {
    let sum = 0;
    for (const id of userIds()) sum += await balanceOf(shared.db, { kind: "user", currency: "COIN", ownerId: id });
    return sum;
  };
  const seatsOf = (processId: string) => shared.db.select().from(tableSeats).where(eq(tableSeats.processId, processId));

  /**
   * After a process is gone: every seat it held is stood up with an empty escrow, every hand it dealt is settled or
   * void, and the players' coins are what they had less the house's commission on the hands that were settled.
   */
  async function expectNothingLost(dead: ServerProcess, before: number, since: Date) {
    const seats = await seatsOf(dead.processId);
    expect(seats.length).toBeGreaterThan(0);
    for (const seat of seats) {
      expect(seat.status, `seat ${seat.id}`).toBe("closed");
      expect(await balanceOf(shared.db, { kind: "escrow", currency: "COIN", ref: `seat:${seat.id}` })).toBe(0);
    }
    const cuts = await shared.db
      .select()
      .from(ledgerTransfers)
      .where(and(like(ledgerTransfers.reference, "hand:%"), eq(ledgerTransfers.kind, "commission")));
    const commission = cuts.filter((c) => c.createdAt >= since).reduce((sum, c) => sum + c.amount, 0);
    expect(await coinsOfPlayers()).toBe(before - commission);
    // Every hand of those tables ends: settled in play, or void (its record aborted by the sweep).
    const rooms = [...new Set(seats.map((s) => s.roomId))];
    const active = async () =>
      (await shared.db.select({ id: gameRecords.id }).from(gameRecords).where(and(inArray(gameRecords.roomId, rooms), eq(gameRecords.game, "flash"), eq(gameRecords.status, "active")))).length;
    await expect.poll(active, { timeout: 20_000, interval: 200 }).toBe(0);
    const check = await checkLedger(shared.db);
    expect(check.driftedAccounts).toEqual([]);
    expect(check.negativeAccounts).toEqual([]);
    expect(Object.values(check.sums).every((v) => v === 0)).toBe(true);
    expect(check.orphanedEscrows.filter((o) => o.ref?.startsWith("seat:") || o.ref?.startsWith("hand:"))).toEqual([]);
    return { seats: seats.length, commission };
  }

  it(`loses no coin over ${ROUNDS} SIGKILLs in the middle of hands, and the reboot stands every seat up`, { timeout: 45_000 * ROUNDS + 30_000 }, async () => {
    const startCoins = await coinsOfPlayers();
    let totalCommission = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const victim = server!;
      const before = await coinsOfPlayers();
      const since = new Date(Date.now() - 1000);
      let dealt!: () => void;
      const firstHand = new Promise<void>((r) => (dealt = r));
      const rooms = await playTables(victim.url, tables, () => dealt());
      await Promise.race([firstHand, sleep(20_000)]);
      await sleep(500 + Math.floor(Math.random() * 6000));
      victim.child.kill("SIGKILL");
      await victim.exited;
      void rooms; // their connections died with the server
      server = await startServerProcess(env);
      await expect
        .poll(async () => (await seatsOf(victim.processId)).filter((s) => s.status === "open").length, { timeout: 15_000, interval: 200 })
        .toBe(0);
      totalCommission += (await expectNothingLost(victim, before, since)).commission;
    }
    const endCoins = await coinsOfPlayers();
    console.log(`flash crash test: ${ROUNDS} rounds; players' coins ${startCoins / 100} → ${endCoins / 100} (house commission ${totalCommission / 100})`);
    expect(endCoins).toBe(startCoins - totalCommission);
  });

  it("on SIGTERM voids the hands in play and cashes every seat out before it exits", { timeout: 90_000 }, async () => {
    const victim = server!;
    const before = await coinsOfPlayers();
    const since = new Date(Date.now() - 1000);
    let dealt!: () => void;
    const firstHand = new Promise<void>((r) => (dealt = r));
    const rooms = await playTables(victim.url, tables, () => dealt());
    await firstHand;
    await until(rooms[0]!, (s) => s.gameStatus === "active", 15_000);
    victim.child.kill("SIGTERM");
    const exit = await victim.exited;
    expect(exit.code).toBe(0);
    // Nothing waits for a sweep: the process stood its own seats up on the way out.
    expect((await seatsOf(victim.processId)).filter((s) => s.status === "open")).toEqual([]);
    await expectNothingLost(victim, before, since);
    server = undefined;
  });
});
