import { randomUUID } from "node:crypto";
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { balanceOf, postTransfers, schema, systemAccount, userAccount, type Db } from "@arena/db";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../src/context.js";
import { holdEntryFee, recordResult, releaseEntryFee, settleGame } from "../src/services/coins/gameMoney.js";
import { abortGame, finishGame } from "../src/services/games/finishGame.js";
import { recordGameStart } from "../src/services/games/records.js";
import { createUser } from "../src/services/users/createUser.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/**
 * Every game pays the fee lifecycle, so its database round trips are counted here, on whichever database the run
 * uses (PGlite: each query, and BEGIN and COMMIT for a transaction; Postgres: every message the driver sends).
 */
let t: TestPlatform;
let counted: { db: Db; statements: () => number; close: () => Promise<void> };
beforeAll(async () => {
  t = await startTestPlatform();
  counted = countingDb(t.platform.ctx.db);
});
afterAll(async () => {
  await counted.close();
  await t.platform.close();
});

/**
 * A second handle on the test's database that counts round trips. Postgres: the writes on its one connection's
 * socket (the driver sends what it has in one write and waits: one write, one round trip; statements sent together
 * are one). PGlite: every statement, and BEGIN and COMMIT for a transaction.
 */
function countingDb(db: Db) {
  let n = 0;
  const url = process.env.DATABASE_URL;
  if (url) {
    const { hostname, port } = new URL(url);
    // postgres-js takes a ready socket through its (untyped) `socket` option.
    const socket = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const s = net.connect({ host: hostname, port: Number(port || 5432) });
        const write = s.write.bind(s) as (...args: unknown[]) => boolean;
        s.write = ((...args: unknown[]) => (n++, write(...args))) as typeof s.write;
        s.once("connect", () => resolve(s));
        s.once("error", reject);
      });
    const client = postgres(url, { max: 1, onnotice: () => {}, ...({ socket } as object) });
    return { db: drizzlePostgres({ client, schema }) as unknown as Db, statements: () => n, close: () => client.end({ timeout: 5 }) };
  }
  const counting = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(obj, prop) {
        const value = Reflect.get(obj, prop, obj) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "query" || prop === "exec") return (...args: unknown[]) => (n++, (value as (...a: unknown[]) => unknown).apply(obj, args));
        if (prop === "transaction") {
          return (fn: (tx: object) => unknown) => {
            n += 2; // BEGIN and COMMIT
            return (value as (f: (tx: object) => unknown) => unknown).call(obj, (tx) => fn(counting(tx)));
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(obj);
      },
    });
  const client = counting((db as unknown as { $client: PGlite }).$client);
  return { db: drizzlePglite({ client, schema }) as unknown as Db, statements: () => n, close: async () => {} };
}

async function roundTrips(fn: (ctx: AppContext) => Promise<unknown>): Promise<number> {
  const ctx = { ...t.platform.ctx, db: counted.db };
  const before = counted.statements();
  await fn(ctx);
  return counted.statements() - before;
}

async function player(currency: "COIN" | "FREE" = "COIN"): Promise<string> {
  const ctx = t.platform.ctx;
  const user = await createUser(ctx.db, { email: `${randomUUID().slice(0, 8)}@trips.test`, fullName: "Trip Player", emailVerified: true, refferalCodeCheck: false });
  const mint = await systemAccount(ctx.db, "mint", currency);
  const wallet = await userAccount(ctx.db, user.id, currency);
  await postTransfers(ctx.db, [{ key: `seed:${user.id}`, debit: mint, credit: wallet, amount: 10_000, currency, kind: "deposit" }]);
  return user.id;
}

const startRecord = (ctx: AppContext, gameId: string, players: string[]) =>
  recordGameStart(ctx, {
    id: gameId,
    game: "ludo",
    roomId: `trips-${gameId.slice(0, 6)}`,
    mode: "Classic",
    currency: "COIN",
    fee: 500,
    players: players.map((userId, i) => ({ userId, playerName: `p${i}`, isBot: false })),
    serverSeed: "s",
    serverSeedHash: "h",
    clientSeed: "c",
  });

/** One game's money from the first hold to the end, counting each step. */
async function lifecycle() {
  const [a, b, c] = [await player(), await player(), await player()];
  const gameId = randomUUID();
  const ref = { gameId, game: "ludo", currency: "COIN" as const, fee: 500 };
  const trips = {
    hold: await roundTrips((ctx) => holdEntryFee(ctx, ref, a, ctx.processId)),
    holdAgain: await roundTrips((ctx) => holdEntryFee(ctx, ref, a, ctx.processId)),
    release: await roundTrips((ctx) => releaseEntryFee(ctx, gameId, a)),
    recordResult: 0,
    settleGame: 0,
    finishGame: 0,
    abortGame: 0,
  };
  await holdEntryFee(t.platform.ctx, ref, a, t.platform.ctx.processId);
  await holdEntryFee(t.platform.ctx, ref, b, t.platform.ctx.processId);
  await startRecord(t.platform.ctx, gameId, [a, b]);
  trips.recordResult = await roundTrips((ctx) => recordResult(ctx, gameId, [b, a]));
  trips.finishGame = await roundTrips((ctx) => finishGame(ctx, { gameId, ranking: [b, a], paid: true, draws: [], result: () => [] }));

  const aborted = randomUUID();
  await holdEntryFee(t.platform.ctx, { ...ref, gameId: aborted }, a, t.platform.ctx.processId);
  await holdEntryFee(t.platform.ctx, { ...ref, gameId: aborted }, c, t.platform.ctx.processId);
  await startRecord(t.platform.ctx, aborted, [a, c]);
  trips.abortGame = await roundTrips((ctx) => abortGame(ctx, aborted, { refund: true, draws: [], interrupted: false }));

  const settled = randomUUID();
  await holdEntryFee(t.platform.ctx, { ...ref, gameId: settled }, c, t.platform.ctx.processId);
  await holdEntryFee(t.platform.ctx, { ...ref, gameId: settled }, b, t.platform.ctx.processId);
  trips.settleGame = await roundTrips((ctx) => settleGame(ctx, settled, [c, b]));

  // The counted steps moved the coins: a paid, got it back, paid again and lost, was refunded; b won 9, c won 9.
  const coins = (u: string) => balanceOf(t.platform.ctx.db, { kind: "user", currency: "COIN", ownerId: u });
  expect([await coins(a), await coins(b), await coins(c)]).toEqual([10_000 - 500, 10_000 - 500 + 900 - 500, 10_000 - 500 + 900]);
  return trips;
}

describe("database round trips of the fee lifecycle", () => {
  it("takes a seat's fee in one round trip, and settles or refunds a game in a handful", async () => {
    await lifecycle(); // the first time prepares the statements on the connection
    const trips = await lifecycle();
    console.log(`fee lifecycle round trips on ${t.platform.database.kind}:`, trips);
    // A settlement reads the pot, then pays it and closes the escrow in one statement. Postgres: finishGame sends
    // BEGIN, the read, then the payout with the record's end together, COMMIT; abortGame the refund with the record's
    // end. PGlite counts each of those statements.
    const ends = t.platform.database.kind === "postgres" ? { finishGame: 4, abortGame: 3 } : { finishGame: 5, abortGame: 4 };
    expect(trips).toEqual({ hold: 1, holdAgain: 1, release: 1, recordResult: 1, settleGame: 2, ...ends });
  });
});
