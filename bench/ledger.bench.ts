/**
 * Ledger throughput on real Postgres, against pgbench on the same server as the reference:
 *   pnpm bench:ledger            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Creates two scratch databases, runs for BENCH_SECONDS (default 15) each with 16 clients, prints ratios. A game
 * cycle is a 2-player game's money through the fee services: two holds and the settlement.
 */
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import {
  ensureAccount,
  escrowAccount,
  HOUSE_SUB_ACCOUNTS,
  houseSubAccount,
  openDatabase,
  postTransfers,
  reconcileLedger,
  systemAccount,
  userAccount,
  users,
  type Database,
} from "@arena/db";
import type { AppContext } from "../game-server/src/context.js";
import { holdEntryFee, settleGame } from "../game-server/src/services/coins/gameMoney.js";

const admin = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = 16;
const stamp = Date.now();
const scratch = (name: string) => {
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
};

async function withScratchDb<T>(name: string, fn: (url: string) => Promise<T>): Promise<T> {
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`create database ${name}`);
  try {
    return await fn(scratch(name));
  } finally {
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.end();
  }
}

function pgbench(url: string): number {
  const u = new URL(url);
  const args = ["-h", u.hostname, "-p", u.port || "5432", "-U", decodeURIComponent(u.username || "postgres")];
  const db = u.pathname.slice(1);
  execFileSync("pgbench", [...args, "-i", "-q", "-s", String(CLIENTS), db], { stdio: "ignore" });
  const out = execFileSync("pgbench", [...args, "-b", "tpcb-like", "-c", String(CLIENTS), "-j", "2", "-T", String(SECONDS), db], {
    encoding: "utf8",
  });
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`could not read pgbench output:\n${out}`);
  return Number(tps);
}

interface Run {
  ops: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** CPU per operation, ms: this process (the client) and the rest of the machine (mostly Postgres). */
  clientCpu: number;
  otherCpu: number;
}

async function runFor(fn: (client: number, i: number) => Promise<void>): Promise<Run> {
  const latencies: number[] = [];
  const cpu0 = process.cpuUsage();
  const busy0 = busyMs();
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; performance.now() < end; i++) {
        const t0 = performance.now();
        await fn(client, i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const cpu = process.cpuUsage(cpu0);
  const clientMs = (cpu.user + cpu.system) / 1000;
  const ops = latencies.length;
  return { ops, perSecond: ops / SECONDS, p50: pct(50), p99: pct(99), clientCpu: clientMs / ops, otherCpu: (busyMs() - busy0 - clientMs) / ops };
}

async function ledgerBench(url: string) {
  const database: Database = await openDatabase({ databaseUrl: url, maxConnections: CLIENTS });
  await database.migrate();
  const db = database.db;
  const players = await db
    .insert(users)
    .values(Array.from({ length: 2 * CLIENTS }, (_, i) => ({ email: `bench${i}@bench.test`, userName: `bench${i}`, fullName: "Bench Player" })))
    .returning({ id: users.id });
  const mint = await systemAccount(db, "mint", "COIN");
  const wallets = await Promise.all(players.map((p) => userAccount(db, p.id, "COIN")));
  for (const [i, w] of wallets.entries()) {
    await postTransfers(db, [{ key: `seed:${i}`, debit: mint, credit: w, amount: 1e12, currency: "COIN", kind: "deposit" }]);
  }
  const transfers = await runFor(async (c, i) => {
    await postTransfers(db, [
      { key: `t:${c}:${i}`, debit: wallets[2 * c]!, credit: wallets[2 * c + 1]!, amount: 100, currency: "COIN", kind: "transfer" },
    ]);
  });
  // The ledger alone: a 2-player game's transfers (two holds, then prize and commission to the game's house
  // sub-account), three posting calls after the escrow account's get-or-create.
  const houses = Object.fromEntries(
    await Promise.all(
      Array.from({ length: HOUSE_SUB_ACCOUNTS }, async (_, n) => [`shard:${n}`, await ensureAccount(db, { kind: "house", currency: "COIN", ref: `shard:${n}` })]),
    ),
  ) as Record<string, string>;
  const ledgerCycles = await runFor(async (c, i) => {
    const game = `l:${c}:${i}`;
    const [a, b] = [wallets[2 * c]!, wallets[2 * c + 1]!];
    const escrow = await escrowAccount(db, game, "COIN");
    const house = houses[houseSubAccount(game)]!;
    await postTransfers(db, [{ key: `${game}:h1`, debit: a, credit: escrow, amount: 1000, currency: "COIN", kind: "entry_fee", reference: game }]);
    await postTransfers(db, [{ key: `${game}:h2`, debit: b, credit: escrow, amount: 1000, currency: "COIN", kind: "entry_fee", reference: game }]);
    await postTransfers(db, [
      { key: `${game}:win`, debit: escrow, credit: a, amount: 1800, currency: "COIN", kind: "prize", reference: game },
      { key: `${game}:fee`, debit: escrow, credit: house, amount: 200, currency: "COIN", kind: "commission", reference: game },
    ]);
  });
  // A game's money as every paid table moves it, through the fee services themselves: two seats' holds (escrow row,
  // seat check, wallet line), then the settlement (the pot read, prizes with their wallet lines, the commission, the
  // escrow closed). On COIN tables these services use nothing of the platform but its database.
  const money = { db } as unknown as AppContext;
  const cycles = await runFor(async (c, i) => {
    const game = { gameId: `g:${c}:${i}`, game: "bench", currency: "COIN" as const, fee: 1000 };
    const [a, b] = [players[2 * c]!.id, players[2 * c + 1]!.id];
    await holdEntryFee(money, game, a, "bench");
    await holdEntryFee(money, game, b, "bench");
    await settleGame(money, game.gameId, [a, b]);
  });
  const { ok } = await reconcileLedger(db);
  if (!ok) throw new Error("the ledger does not reconcile after the run");
  await database.close();
  return { transfers, ledgerCycles, cycles };
}

const stealBefore = readSteal();
const tps = await withScratchDb(`arena_pgbench_${stamp}`, async (url) => pgbench(url));
const { transfers, ledgerCycles, cycles } = await withScratchDb(`arena_ledger_${stamp}`, ledgerBench);
const steal = readSteal() - stealBefore;

const fmt = (n: number) => n.toFixed(0).padStart(7);
console.log(`\nledger benchmark: ${CLIENTS} clients, ${SECONDS} s each, Postgres at ${new URL(admin).host}`);
console.log(`pgbench tpcb-like            ${fmt(tps)} tps   (reference, 1.00x)`);
const line = (name: string, r: Run) =>
  console.log(
    `${name.padEnd(28)} ${fmt(r.perSecond)} /s    ${(r.perSecond / tps).toFixed(2)}x pgbench   p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms   ` +
      `cpu ${r.clientCpu.toFixed(2)} client + ${r.otherCpu.toFixed(2)} rest ms/op`,
  );
line("single transfers", transfers);
line("2-player game cycles, ledger", ledgerCycles);
line("2-player game cycles", cycles);
console.log(`cpu steal during the run: ${steal.toFixed(1)}% ${steal > 5 ? "(high: rerun for clean figures)" : ""}`);

/** CPU time the machine spent busy (user, nice, system, irq, softirq), ms, from /proc/stat (0 where unreadable). */
function busyMs(): number {
  try {
    const f = execFileSync("head", ["-1", "/proc/stat"], { encoding: "utf8" }).trim().split(/\s+/).slice(1).map(Number);
    return ((f[0]! + f[1]! + f[2]! + f[5]! + f[6]!) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

function readSteal(): number {
  try {
    const line = execFileSync("head", ["-1", "/proc/stat"], { encoding: "utf8" }).trim().split(/\s+/).slice(1).map(Number);
    const total = line.reduce((a, b) => a + b, 0);
    return total ? (100 * (line[7] ?? 0)) / total : 0;
  } catch {
    return 0;
  }
}
