/**
 * The same Ludo load on three setups of the game server, over real WebSockets:
 *   pnpm bench:scale
 *   (a) one server process, local presence;
 *   (b) one process with Redis presence + driver;
 *   (c) two processes with Redis, each on its own port and PUBLIC_ADDRESS, on the same Postgres database.
 * For each client count (BENCH_CLIENTS, default 2000; a list runs each) and setup (BENCH_SETUPS, default a,b,c):
 * fresh server processes (server.ts: the real platform) on a scratch Postgres database, funded players, and
 * load-generator processes (load.ts, one per BENCH_CLIENTS_PER_GENERATOR, default 4000) whose bots sit 4 to a real
 * paid table ("ludo", Classic, 4 players, fee 1) and act 500 ms after their turn comes. In (c) half the tables are
 * created through each process and each seat joins through either address, so seat reservations cross processes.
 * Join phase: unpaced, at most BENCH_JOIN_CONCURRENCY tables (default 32) joining at a time, so joins/s is the
 * rate the setup achieves at saturation (BENCH_JOIN_RATE > 0 paces it instead, in clients/s). Then after
 * BENCH_WARMUP s (default 5) a window of BENCH_SECONDS (default 20) is measured. Prints the setups side by side,
 * their ratios to (a), and the targets.
 * BENCH_DATABASE_URL: admin connection (default postgres://postgres@127.0.0.1:5432/postgres).
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379/13): a Redis database number of its own, which this script empties
 * before and after each Redis setup; it refuses database 0 and a database that holds keys when it starts. Redis
 * pub/sub is not scoped by database number, so other Colyseus servers on the same Redis see this run's lobby
 * notices ("$lobby", for rooms they do not know).
 * Diagnostics: BENCH_HIST=1 prints latency histograms; BENCH_PROFILE=1 writes server CPU profiles (--cpu-prof).
 * On a shared host: `nice -n -15 pnpm bench:scale`.
 */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { BenchRun, CLOCK_TICKS, histogram, mergeCounts, percentile, processJiffies, readCpuTimes, sleep, type JoinAnswer, type ServerStats } from "./harness.js";
import { redisCommand, redisCpuSeconds } from "./redisAdmin.js";

const admin = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/13";
const COUNTS = (process.env.BENCH_CLIENTS ?? "2000").split(",").map((s) => Number(s.trim()));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const JOIN_RATE = Number(process.env.BENCH_JOIN_RATE ?? 0);
const JOIN_CONCURRENCY = Number(process.env.BENCH_JOIN_CONCURRENCY ?? 32);
const PER_GENERATOR = Number(process.env.BENCH_CLIENTS_PER_GENERATOR ?? 4000);
const TARGET = { cpuRatio: 1.15, joinsRatio: 0.8, p99Ratio: 1.2 };

interface Setup {
  key: "a" | "b" | "c";
  title: string;
  processes: number;
  redis: boolean;
}
const ALL_SETUPS: Setup[] = [
  { key: "a", title: "1 proc, local", processes: 1, redis: false },
  { key: "b", title: "1 proc, Redis", processes: 1, redis: true },
  { key: "c", title: "2 procs, Redis", processes: 2, redis: true },
];
const SETUPS = (process.env.BENCH_SETUPS ?? "a,b,c").split(",").map((k) => {
  const s = ALL_SETUPS.find((x) => x.key === k.trim());
  if (!s) throw new Error(`BENCH_SETUPS: unknown setup "${k}" (a, b or c)`);
  return s;
});

const bench = new BenchRun("bench:scale", admin);
const { stamp, logPath, say } = bench;
let redisInUse = false;

// ---- Redis: a database of our own -----------------------------------------------------------------------

async function checkRedis() {
  const db = new URL(REDIS_URL).pathname.slice(1) || "0";
  if (db === "0") throw new Error(`BENCH_REDIS_URL=${REDIS_URL}: database 0 is everyone's; name one of its own (redis://…/13)`);
  const keys = Number(await redisCommand(REDIS_URL, "DBSIZE"));
  if (keys > 0) {
    throw new Error(
      `Redis database ${db} holds ${keys} keys, and bench:scale empties its database: choose an unused one with ` +
        `BENCH_REDIS_URL=redis://…/N, or empty this one (redis-cli -n ${db} flushdb) if it is left from a killed run`,
    );
  }
}

async function flushRedis() {
  if (redisInUse) await redisCommand(REDIS_URL, "FLUSHDB");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// ---- one measurement ------------------------------------------------------------------------------------

interface Result {
  setup: Setup;
  clients: number;
  joined: number;
  joinErrors: [string, number][];
  joinsPerSec: number;
  joinP50: number;
  joinP99: number;
  joinCpuMsPerJoin: number;
  joinMachinePct: number;
  joinRedisCpuMsPerJoin: number;
  roomsPerProcess: number[];
  actionsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  cpuMsPerAction: number;
  corePctPerProcess: number[];
  rssKbPerClient: number;
  serverEldP99: number;
  redisCpuMsPerAction: number;
  redisCorePct: number;
  postgresCorePct: number;
  loadCorePct: number;
  otherCorePct: number;
  errors: number;
  errorCodes: [string, number][];
  dropped: number;
  finished: number;
}

const cpuMs = (s: ServerStats) => (s.cpu.user + s.cpu.system) / 1000;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function measure(setup: Setup, clients: number): Promise<Result> {
  const db = `arena_scale_bench_${stamp}_${setup.key}_${clients}`;
  const dbUrl = await bench.createDatabase(db);
  redisInUse = setup.redis;
  await flushRedis();
  const redisCpu = () => (setup.redis ? redisCpuSeconds(REDIS_URL).then((s) => s * 1000) : Promise.resolve(0));
  try {
    const servers: ChildProcess[] = [];
    const urls: string[] = [];
    // One after the other: each process migrates the shared database at boot.
    for (let i = 0; i < setup.processes; i++) {
      const env: Record<string, string> = { BENCH_DB_URL: dbUrl };
      if (setup.redis) env.BENCH_REDIS_URL = REDIS_URL;
      if (setup.processes > 1) {
        const port = await freePort();
        env.BENCH_PORT = String(port);
        env.BENCH_PUBLIC_ADDRESS = `127.0.0.1:${port}`;
      }
      const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${path.join(tmpdir(), `bench-scale-prof-${stamp}`, `${setup.key}-${clients}-${i}`)}`] : [];
      const server = bench.start("server.ts", env, `server ${setup.key} ${clients} #${i}`, profile);
      const { port } = await bench.next<{ port: number }>(server, (m) => m?.ready);
      servers.push(server);
      urls.push(`http://127.0.0.1:${port}`);
    }
    const stats = (gc = false) => Promise.all(servers.map((s) => bench.ask<ServerStats>(s, { cmd: "stats", gc })));
    const t0 = performance.now();
    const tokens = (await bench.ask<{ tokens: string[] }>(servers[0]!, { cmd: "users", n: clients })).tokens;
    say(`${clients} funded players with sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const before = await stats(true);

    const generators = Math.max(1, Math.ceil(clients / PER_GENERATOR));
    const loads = Array.from({ length: generators }, (_, i) => bench.start("load.ts", {}, `load ${setup.key} ${clients} #${i}`));
    await Promise.all(loads.map((l) => bench.next(l, (m) => m?.type === "ready")));
    const share = Math.floor(clients / 4 / generators) * 4;

    // ---- joins
    const j0 = { machine: readCpuTimes(), redis: await redisCpu(), servers: await stats() };
    const joins = await Promise.all(
      loads.map((l, i) => {
        const answer = bench.next<JoinAnswer>(l, (m) => m?.type === "joined");
        l.send({
          cmd: "join",
          url: urls[0],
          urls,
          kind: "ludo",
          clients: share,
          tokens: tokens.slice(i * share, (i + 1) * share),
          rate: JOIN_RATE / generators,
          inFlight: Math.max(1, Math.ceil(JOIN_CONCURRENCY / generators)),
        });
        return answer;
      }),
    );
    const j1 = { machine: readCpuTimes(), redis: await redisCpu(), servers: await stats() };
    const joined = sum(joins.map((j) => j.joined));
    const joinSeconds = Math.max(...joins.map((j) => j.ms)) / 1000;
    const joinErrors = mergeCounts(joins.map((j) => j.errors));
    const joinCpuMs = sum(j1.servers.map(cpuMs)) - sum(j0.servers.map(cpuMs));
    const joinMachinePct = (100 * (j1.machine[2] - j0.machine[2])) / CLOCK_TICKS / joinSeconds;
    const afterJoin = await stats(true);
    say(
      `${setup.key} (${setup.title}): ${joined}/${clients} clients joined in ${joinSeconds.toFixed(1)} s, rooms per process ${afterJoin.map((s) => s.rooms).join("+")}` +
        (joinErrors.length ? `; join errors: ${JSON.stringify(joinErrors)}` : ""),
    );

    // ---- play window
    await sleep(WARMUP * 1000);
    const s0 = await stats();
    const m0 = readCpuTimes();
    const pg0 = processJiffies("postgres");
    const r0 = await redisCpu();
    const w0 = performance.now();
    for (const l of loads) l.send({ cmd: "start" });
    await sleep(SECONDS * 1000);
    const s1 = await stats();
    const m1 = readCpuTimes();
    const pg1 = processJiffies("postgres");
    const r1 = await redisCpu();
    const windowMs = performance.now() - w0;
    const windows = await Promise.all(
      loads.map((l) => {
        const answer = bench.next<any>(l, (m) => m?.type === "window");
        l.send({ cmd: "stop" });
        return answer;
      }),
    );
    await Promise.all(loads.map((l) => bench.kill(l)));
    await Promise.all(servers.map((s) => bench.stopServer(s)));

    const latencies = windows.flatMap((w) => w.latencies as number[]).sort((a, b) => a - b);
    if (process.env.BENCH_HIST) say(`${setup.key} ${clients} latency histogram (ms: count): ${JSON.stringify(histogram(latencies))}`);
    const actions = sum(windows.map((w) => w.rolls + w.moves));
    const windowCpuMs = s1.map((s, i) => cpuMs(s) - cpuMs(s0[i]!));
    const result: Result = {
      setup,
      clients,
      joined,
      joinErrors,
      joinsPerSec: joined / joinSeconds,
      joinP50: Math.max(...joins.map((j) => j.joinP50)),
      joinP99: Math.max(...joins.map((j) => j.joinP99)),
      joinCpuMsPerJoin: joinCpuMs / Math.max(1, joined),
      joinMachinePct,
      joinRedisCpuMsPerJoin: (j1.redis - j0.redis) / Math.max(1, joined),
      roomsPerProcess: afterJoin.map((s) => s.rooms),
      actionsPerSec: actions / (windowMs / 1000),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      cpuMsPerAction: sum(windowCpuMs) / actions,
      corePctPerProcess: windowCpuMs.map((ms) => (100 * ms) / windowMs),
      rssKbPerClient: sum(afterJoin.map((s, i) => s.rss - before[i]!.rss)) / 1024 / Math.max(1, joined),
      serverEldP99: Math.max(...s1.map((s) => s.eldP99)),
      redisCpuMsPerAction: (r1 - r0) / actions,
      redisCorePct: (100 * (r1 - r0)) / windowMs,
      postgresCorePct: (100 * (pg1 - pg0)) / CLOCK_TICKS / (windowMs / 1000),
      loadCorePct: sum(windows.map((w) => (100 * w.cpuMs) / w.ms)),
      otherCorePct: 0,
      errors: sum(windows.map((w) => w.errors)),
      errorCodes: mergeCounts(windows.map((w) => w.errorCodes)),
      dropped: sum(windows.map((w) => w.dropped)),
      finished: sum(windows.map((w) => w.finished)),
    };
    const machinePct = (100 * (m1[2] - m0[2])) / CLOCK_TICKS / (windowMs / 1000);
    result.otherCorePct = Math.max(0, machinePct - sum(result.corePctPerProcess) - result.loadCorePct - result.postgresCorePct - result.redisCorePct);
    say(
      `${setup.key} ${clients}: ${result.actionsPerSec.toFixed(0)} actions/s, p50 ${result.p50.toFixed(1)} p99 ${result.p99.toFixed(1)} ms, ` +
        `${result.cpuMsPerAction.toFixed(3)} ms server CPU per action, joins ${result.joinsPerSec.toFixed(0)}/s`,
    );
    return result;
  } finally {
    await bench.killAll();
    await bench.dropDatabase(db);
    await flushRedis();
    redisInUse = false;
  }
}

// ---- report ---------------------------------------------------------------------------------------------

function report(results: Result[]) {
  const W = 19;
  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "-");
  console.log(
    `\nLudo scale-out benchmark: real paid tables (Classic, 4 players, fee 1), bots act 500 ms after their turn, ` +
      `${SECONDS} s window after ${WARMUP} s warm-up` +
      `\njoins: ${JOIN_RATE > 0 ? `offered ${JOIN_RATE}/s` : "unpaced"}, at most ${JOIN_CONCURRENCY} tables joining at a time (joins/s achieved); ` +
      `latency: roll-dice sent -> state with rolls increased; server CPU and RSS: summed over the setup's server processes` +
      `\nRedis: ${REDIS_URL}\n`,
  );
  for (const clients of COUNTS) {
    const rs = SETUPS.map((s) => results.find((r) => r.clients === clients && r.setup.key === s.key));
    const a = rs.find((r) => r?.setup.key === "a");
    const ratioCols = rs.filter((r) => r && r.setup.key !== "a");
    const header = [`${clients} clients`.padEnd(34), ...rs.map((r, i) => `(${SETUPS[i]!.key}) ${SETUPS[i]!.title}`.padStart(W))];
    if (a) header.push(...ratioCols.map((r) => `(${r!.setup.key})/(a)`.padStart(9)));
    console.log(header.join(""));
    const row = (label: string, value: (r: Result) => string, num?: (r: Result) => number) => {
      const cells = [label.padEnd(34), ...rs.map((r) => (r ? value(r) : "failed").padStart(W))];
      if (a && num) cells.push(...ratioCols.map((r) => `${f(num(r!) / num(a), 2)}x`.padStart(9)));
      console.log(cells.join(""));
    };
    row("clients joined", (r) => `${r.joined}`);
    row("rooms (per process)", (r) => r.roomsPerProcess.join("+"));
    row("joins/s", (r) => f(r.joinsPerSec, 0), (r) => r.joinsPerSec);
    row("each join p50 / p99 ms", (r) => `${f(r.joinP50, 0)} / ${f(r.joinP99, 0)}`);
    row("server CPU ms per join", (r) => f(r.joinCpuMsPerJoin, 2), (r) => r.joinCpuMsPerJoin);
    row("Redis CPU ms per join", (r) => (r.setup.redis ? f(r.joinRedisCpuMsPerJoin, 3) : "-"));
    row("machine busy in joins (of 200%)", (r) => `${f(r.joinMachinePct, 0)}%`);
    row("actions/s", (r) => f(r.actionsPerSec, 0), (r) => r.actionsPerSec);
    row("latency p50 ms", (r) => f(r.p50, 2), (r) => r.p50);
    row("latency p95 ms", (r) => f(r.p95, 2), (r) => r.p95);
    row("latency p99 ms", (r) => f(r.p99, 2), (r) => r.p99);
    row("server CPU ms per action", (r) => f(r.cpuMsPerAction, 3), (r) => r.cpuMsPerAction);
    row("server % core (per process)", (r) => r.corePctPerProcess.map((p) => f(p, 0)).join("+"), (r) => sum(r.corePctPerProcess));
    row("server RSS KB per client", (r) => f(r.rssKbPerClient, 1), (r) => r.rssKbPerClient);
    row("server event loop p99 ms", (r) => f(r.serverEldP99, 1));
    row("Redis CPU ms per action", (r) => (r.setup.redis ? f(r.redisCpuMsPerAction, 4) : "-"));
    row("Redis % core", (r) => (r.setup.redis ? f(r.redisCorePct, 1) : "-"));
    row("Postgres % core", (r) => f(r.postgresCorePct, 0));
    row("load generators % core", (r) => f(r.loadCorePct, 0));
    row("other work on the host % core", (r) => f(r.otherCorePct, 0));
    console.log("");
  }
  for (const r of results.filter((x) => x.errors || x.dropped || x.joinErrors.length || x.finished)) {
    console.log(
      `note: (${r.setup.key}) ${r.clients}: ${r.errors} error replies ${JSON.stringify(r.errorCodes)}, ${r.dropped} dropped, ${r.finished} games finished in the window` +
        (r.joinErrors.length ? `, join failures ${JSON.stringify(r.joinErrors)}` : ""),
    );
  }

  const line = (what: string, value: string, ok: boolean | undefined) =>
    console.log(`target ${what.padEnd(66)} ${value.padStart(10)}  ${ok === undefined ? "n/a" : ok ? "PASS" : "MISS"}`);
  for (const clients of COUNTS) {
    const get = (k: Setup["key"]) => results.find((r) => r.clients === clients && r.setup.key === k);
    const a = get("a");
    if (!a) continue;
    console.log("");
    for (const k of ["b", "c"] as const) {
      const r = get(k);
      if (!r) continue;
      const cpu = r.cpuMsPerAction / a.cpuMsPerAction;
      line(`${clients}: server CPU per action, (${k}) within ${TARGET.cpuRatio}x of (a) local presence`, `${cpu.toFixed(3)}x`, cpu <= TARGET.cpuRatio);
      const joins = r.joinsPerSec / a.joinsPerSec;
      line(`${clients}: joins/s, (${k}) at least ${TARGET.joinsRatio}x of (a)`, `${joins.toFixed(3)}x`, joins >= TARGET.joinsRatio);
    }
    const c = get("c");
    if (c) {
      const p99 = c.p99 / a.p99;
      line(`${clients}: (c) two processes hold (a)'s load: all joined, p99 <= ${TARGET.p99Ratio}x (a)`, `${p99.toFixed(3)}x`, c.joined >= a.joined && p99 <= TARGET.p99Ratio);
    }
  }
  const busiest = Math.max(...results.map((r) => r.otherCorePct));
  if (busiest > 25) console.log(`warning: other work used up to ${busiest.toFixed(0)}% of a core during the windows: latency and CPU figures are disturbed, rerun on a quiet host`);
  console.log(`cpu steal during the run: ${steal.toFixed(1)}%${steal > 5 ? " (high: rerun for clean figures)" : ""}; child logs: ${logPath}`);
  if (process.env.BENCH_PROFILE) console.log(`server CPU profiles: ${path.join(tmpdir(), `bench-scale-prof-${stamp}`)}`);
}

// ---- main -----------------------------------------------------------------------------------------------

bench.cleanUpOnSignals(() => flushRedis().catch(() => {}));

const cpuBefore = readCpuTimes();
let steal = 0;
const results: Result[] = [];
let failed = false;
try {
  if (SETUPS.some((s) => s.redis)) await checkRedis();
  for (const clients of COUNTS) {
    for (const setup of SETUPS) results.push(await measure(setup, clients));
  }
} catch (err) {
  failed = true;
  say(`failed: ${(err as Error)?.stack ?? err}`);
} finally {
  await bench.close();
}
const cpuAfter = readCpuTimes();
steal = cpuAfter[0] > cpuBefore[0] ? (100 * (cpuAfter[1] - cpuBefore[1])) / (cpuAfter[0] - cpuBefore[0]) : 0;
if (results.length) report(results);
process.exit(failed ? 1 : 0);
