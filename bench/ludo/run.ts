/**
 * Realtime load on a game's room against a bare reference room, over real WebSockets:
 *   pnpm bench:ludo    (tsx ludo/run.ts ludo)
 *   pnpm bench:chess   (tsx ludo/run.ts chess)
 *   pnpm bench:flash   (tsx ludo/run.ts flash)
 * For each client count (BENCH_CLIENTS; default 1000,2000,4000,8000 for Ludo, 500,1000,2000 for chess) and each
 * room (BENCH_ROOMS, default bare,<game>: the bare room, then the game's): a fresh server process (the real
 * platform, server.ts) on its own scratch Postgres database, and load-generator processes (load.ts; one per
 * BENCH_CLIENTS_PER_GENERATOR, default 4000, so two at 8,000) whose bots act 500 ms after their turn comes.
 * - Ludo: 4 to a paid Classic table ("ludo") or to "ludo_bare" (BareRoom.ts: Ludo's schema, a die and one token
 *   per roll, no rules); an action is a roll or a move.
 * - Chess: 2 to a paid untimed Private table ("chess", 1 coin) or to "chess_bare" (../chess/BareRoom.ts: chess's
 *   schema and a chess-sized patch per move, no rules); an action is a move, a random one of `legalMoves`. A
 *   finished game is followed by a rematch at the same table (new fees held), so the load stays steady.
 * - Flash: 7 to a private table (boot 1, each bought in for 500) or to "flash_bare" (../flash/BareRoom.ts: Flash's
 *   schema and a chaal-sized patch per bet, no rules, no ledger, no hidden cards); an action is a chaal (or a see when
 *   the blind limit asks for it). Hands end at the pot limit and the table deals the next (settled in the ledger).
 * Joins are paced (BENCH_JOIN_RATE clients/s, default 200) and not measured; after BENCH_WARMUP s (default 5) a
 * window of BENCH_SECONDS (default 20) is measured. Prints both rooms, the game/bare ratios and the targets.
 * BENCH_REPEAT=n measures each count n times, the rooms interleaved (bare, game, bare, game, ...), and judges the
 * targets on the medians: on a shared host one run's CPU per action can be off by a quarter, for either room.
 * BENCH_DATABASE_URL: admin connection (default postgres://postgres@127.0.0.1:5432/postgres).
 * Diagnostics: BENCH_HIST=1 prints latency histograms; BENCH_PROFILE=1 writes a server CPU profile of each measured
 * window (not the joins), BENCH_PROFILE=heap what it allocated; BENCH_TRACE_GC=1 logs the server's garbage collections (V8 --trace-gc) to its log.
 * The machine's other load is measured too: on a shared host, run it as `nice -n -15 pnpm bench:ludo`.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { BenchRun, CLOCK_TICKS, histogram, mergeCounts, processJiffies, readCpuTimes, sleep, type JoinAnswer, type ServerStats } from "./harness.js";

type Game = "ludo" | "chess" | "flash";
/** What differs between the games' runs; everything else is one harness. */
interface GameBench {
  /** Players per table. */
  seats: number;
  counts: string;
  /** What the table plays and how the bots act. */
  tables: string;
  /** What one latency sample spans. */
  latency: string;
  /** The absolute targets of the 8,000-client run (Ludo's; chess is judged against its bare room only). */
  absoluteTargets: boolean;
  /** Games end and start again in the window (chess's rematches); a Ludo game ending there is an anomaly. */
  rematches: boolean;
}
const GAMES: Record<Game, GameBench> = {
  ludo: {
    seats: 4,
    counts: "1000,2000,4000,8000",
    tables: "4-player tables, bots act 500 ms after their turn",
    latency: "roll-dice sent -> state with rolls increased",
    absoluteTargets: true,
    rematches: false,
  },
  chess: {
    seats: 2,
    // A chess client acts twice as often as a Ludo one (one side of two, against one of four), and each move costs
    // the server and the load generator more: on 2 cores, 2,000 clients (2,000 moves/s) is already near the top.
    counts: "500,1000,2000",
    tables: "2-player private tables (1 coin, untimed), the side to move plays a random legal move 500 ms after its turn, rematch when a game ends",
    latency: "opponentMove sent -> state with a new lastMove.ply",
    absoluteTargets: false,
    rematches: true,
  },
  flash: {
    seats: 7,
    // One seat of seven acts at a time: 2 actions a second per table, each patch sent to seven clients.
    counts: "700,1400,2800",
    tables: "7-seat private tables (boot 1, buy-in 500), the seat to act chaals (sees when it must) 500 ms after its turn",
    latency: "bet sent -> state with a new lastAction.n",
    absoluteTargets: false,
    rematches: false,
  },
};
const GAME = (process.argv[2] ?? "ludo") as Game;
if (!(GAME in GAMES)) throw new Error(`unknown game ${GAME}: ludo, chess or flash`);
const G = GAMES[GAME];

const admin = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const COUNTS = (process.env.BENCH_CLIENTS ?? G.counts).split(",").map((s) => Number(s.trim()));
const ROOMS = (process.env.BENCH_ROOMS ?? `bare,${GAME}`).split(",").map((s) => s.trim()) as Kind[];
for (const r of ROOMS) if (r !== "bare" && r !== GAME) throw new Error(`BENCH_ROOMS: ${r} is neither bare nor ${GAME}`);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));
const JOIN_RATE = Number(process.env.BENCH_JOIN_RATE ?? 200);
/** Above this many clients the load is split over two generator processes. */
const PER_GENERATOR = Number(process.env.BENCH_CLIENTS_PER_GENERATOR ?? 4000);
const TARGET = { clients: 8000, p99: 50, p50: 5, cpuRatio: 1.25, rssKb: 60, p99Ratio: 1.5, joinCpuRatio: 1.5 };
const bench = new BenchRun(`bench:${GAME}`, admin);
const { stamp, logPath, say } = bench;
const postgresJiffies = () => processJiffies("postgres");

// ---- one measurement ------------------------------------------------------------------------------------

/** The game's bare reference room, or the game's own room. */
type Kind = "bare" | Game;
interface Result {
  kind: Kind;
  clients: number;
  joined: number;
  joinSeconds: number;
  joinErrors: [string, number][];
  joinP50: number;
  joinP99: number;
  /** Server CPU per seat taken (create or joinById, with the entry fee in the game's room). */
  cpuMsPerJoin: number;
  actionsPerSec: number;
  rolls: number;
  moves: number;
  p50: number;
  p95: number;
  p99: number;
  cpuMsPerAction: number;
  corePct: number;
  rssKbJoined: number;
  rssKbEnd: number;
  serverEldP99: number;
  loadEldP99: number;
  loadCorePct: number;
  heapKbJoined: number;
  otherCorePct: number;
  postgresCorePct: number;
  errors: number;
  /** Patches, messages and bytes each client received, per action of the table. */
  patchesPerAction: number;
  messagesPerAction: number;
  bytesPerAction: number;
  errorCodes: [string, number][];
  dropped: number;
  finished: number;
  rematches: number;
}

async function measure(kind: Kind, clients: number): Promise<Result> {
  const db = `arena_${GAME}_bench_${stamp}_${kind}_${clients}`;
  const dbUrl = await bench.createDatabase(db);
  try {
    const profileDir = process.env.BENCH_PROFILE ? path.join(tmpdir(), `bench-${GAME}-prof-${stamp}`, `${kind}-${clients}`) : null;
    const server = bench.start("server.ts", { BENCH_DB_URL: dbUrl }, `server ${kind} ${clients}`);
    const { port } = await bench.next<{ port: number }>(server, (m) => m?.ready);
    const url = `http://127.0.0.1:${port}`;
    // Both rooms' clients carry a session: the matchmaking guard refuses a seat without one, for any room but the lobby.
    const t0 = performance.now();
    const tokens = (await bench.ask<{ tokens: string[] }>(server, { cmd: "users", n: clients })).tokens;
    say(`${clients} players with sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const before = await bench.ask<ServerStats>(server, { cmd: "stats", gc: true });

    const generators = Math.max(1, Math.ceil(clients / PER_GENERATOR));
    const loads = Array.from({ length: generators }, (_, i) => bench.start("load.ts", {}, `load ${kind} ${clients} #${i}`));
    await Promise.all(loads.map((l) => bench.next(l, (m) => m?.type === "ready")));
    const share = Math.floor(clients / G.seats / generators) * G.seats;
    const j0 = readCpuTimes();
    const pg0 = postgresJiffies();
    const joins = await Promise.all(
      loads.map((l, i) => {
        const answer = bench.next<JoinAnswer>(l, (m) => m?.type === "joined");
        l.send({
          cmd: "join",
          url,
          game: GAME,
          kind,
          clients: share,
          tokens: tokens.slice(i * share, (i + 1) * share),
          rate: JOIN_RATE / generators,
        });
        return answer;
      }),
    );
    const joined = joins.reduce((a, j) => a + j.joined, 0);
    const joinErrors = mergeCounts(joins.map((j) => j.errors));
    const joinSeconds = Math.max(...joins.map((j) => j.ms)) / 1000;
    const joinP50 = Math.max(...joins.map((j) => j.joinP50));
    const joinP99 = Math.max(...joins.map((j) => j.joinP99));
    const afterJoin = await bench.ask<ServerStats>(server, { cmd: "stats", gc: true });
    const joinCpuMs = (afterJoin.cpu.user + afterJoin.cpu.system - before.cpu.user - before.cpu.system) / 1000;
    const j1 = readCpuTimes();
    const joinMachinePct = (100 * (j1[2] - j0[2])) / CLOCK_TICKS / joinSeconds;
    const joinPgPct = (100 * (postgresJiffies() - pg0)) / CLOCK_TICKS / joinSeconds;
    say(
      `${kind}: ${joined}/${clients} clients joined in ${joinSeconds.toFixed(1)} s (each join p50 ${joinP50.toFixed(0)} ms, p99 ${joinP99.toFixed(0)} ms; ` +
        `server ${(joinCpuMs / Math.max(1, joined)).toFixed(2)} ms CPU per join, ${((100 * joinCpuMs) / 1000 / joinSeconds).toFixed(0)}% core; Postgres ${joinPgPct.toFixed(0)}% core; machine ${joinMachinePct.toFixed(0)}% of 200%)` +
        (joinErrors.length ? `; join errors: ${JSON.stringify(joinErrors)}` : ""),
    );

    await sleep(WARMUP * 1000);
    if (profileDir) await bench.ask(server, { cmd: "profile" });
    const s0 = await bench.ask<ServerStats>(server, { cmd: "stats" });
    const m0 = readCpuTimes();
    const pgw0 = postgresJiffies();
    const w0 = performance.now();
    for (const l of loads) l.send({ cmd: "start" });
    await sleep(SECONDS * 1000);
    const s1 = await bench.ask<ServerStats>(server, { cmd: "stats" });
    const m1 = readCpuTimes();
    const pgw1 = postgresJiffies();
    const windowMs = performance.now() - w0;
    if (profileDir) await bench.ask(server, { cmd: "profile", dir: profileDir });
    const windows = await Promise.all(
      loads.map((l) => {
        const answer = bench.next<any>(l, (m) => m?.type === "window");
        l.send({ cmd: "stop" });
        return answer;
      }),
    );
    const end = await bench.ask<ServerStats>(server, { cmd: "stats", gc: true });
    await Promise.all(loads.map((l) => bench.kill(l)));
    await bench.stopServer(server);

    const latencies = windows.flatMap((w) => w.latencies as number[]).sort((a, b) => a - b);
    const pct = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! : NaN);
    if (process.env.BENCH_HIST) say(`${kind} ${clients} latency histogram (ms: count): ${JSON.stringify(histogram(latencies))}`);
    const rolls = windows.reduce((a, w) => a + w.rolls, 0);
    const moves = windows.reduce((a, w) => a + w.moves, 0);
    const actions = rolls + moves;
    const cpuMs = (s1.cpu.user + s1.cpu.system - s0.cpu.user - s0.cpu.system) / 1000;
    const result: Result = {
      kind,
      clients,
      joined,
      joinSeconds,
      joinErrors,
      joinP50,
      joinP99,
      cpuMsPerJoin: joinCpuMs / Math.max(1, joined),
      actionsPerSec: actions / (windowMs / 1000),
      rolls,
      moves,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      cpuMsPerAction: cpuMs / actions,
      corePct: (100 * cpuMs) / windowMs,
      rssKbJoined: (afterJoin.rss - before.rss) / 1024 / Math.max(1, joined),
      rssKbEnd: (end.rss - before.rss) / 1024 / Math.max(1, joined),
      serverEldP99: s1.eldP99,
      loadEldP99: Math.max(...windows.map((w) => w.eldP99)),
      loadCorePct: windows.reduce((a, w) => a + (100 * w.cpuMs) / w.ms, 0),
      heapKbJoined: (afterJoin.heapUsed - before.heapUsed) / 1024 / Math.max(1, joined),
      otherCorePct: 0,
      postgresCorePct: (100 * (pgw1 - pgw0)) / CLOCK_TICKS / (windowMs / 1000),
      errors: windows.reduce((a, w) => a + w.errors, 0),
      patchesPerAction: windows.reduce((a, w) => a + w.patches, 0) / G.seats / actions,
      messagesPerAction: windows.reduce((a, w) => a + w.messages, 0) / G.seats / actions,
      bytesPerAction: windows.reduce((a, w) => a + w.bytes, 0) / G.seats / actions,
      errorCodes: mergeCounts(windows.map((w) => w.errorCodes)),
      dropped: windows.reduce((a, w) => a + w.dropped, 0),
      finished: windows.reduce((a, w) => a + w.finished, 0),
      rematches: windows.reduce((a, w) => a + w.rematches, 0),
    };
    // Everything else the machine ran in the window (Postgres, other work on the host), in % of one core.
    const machineBusyPct = (100 * (m1[2] - m0[2])) / CLOCK_TICKS / (windowMs / 1000);
    result.otherCorePct = Math.max(0, machineBusyPct - result.corePct - result.loadCorePct - result.postgresCorePct);
    say(
      `${kind} ${clients}: ${result.actionsPerSec.toFixed(0)} actions/s, p50 ${result.p50.toFixed(1)} p99 ${result.p99.toFixed(1)} ms, ` +
        `${result.patchesPerAction.toFixed(2)} patches + ${result.messagesPerAction.toFixed(2)} messages (${result.bytesPerAction.toFixed(0)} bytes) per client per action, ` +
        `server ${result.corePct.toFixed(0)}% core, load ${result.loadCorePct.toFixed(0)}% core, Postgres ${result.postgresCorePct.toFixed(0)}% core, other ${result.otherCorePct.toFixed(0)}% core, event loop p99 ${result.serverEldP99.toFixed(1)} ms` +
        (result.errors ? `, ${result.errors} errors ${JSON.stringify(result.errorCodes)}` : "") +
        (result.dropped ? `, ${result.dropped} dropped` : ""),
    );
    return result;
  } finally {
    await bench.killAll();
    await bench.dropDatabase(db);
  }
}

// ---- report ---------------------------------------------------------------------------------------------

function report(results: Result[]) {
  const f = (n: number, d = 1, w = 8) => (Number.isFinite(n) ? n.toFixed(d) : "-").padStart(w);
  const ratio = (a: number, b: number) => f(a / b, 2, 8) + "x";
  console.log(
    `\n${{ ludo: "Ludo", chess: "Chess", flash: "Flash" }[GAME]} realtime benchmark: ${G.tables}, ${SECONDS} s window after ${WARMUP} s warm-up` +
      `\nlatency: ${G.latency}; cpu: server process only; RSS: (after joins - before joins) / client` +
      `\n(end: RSS after the window - before joins)\n`,
  );
  console.log(
    "clients  room    joined  actions/s   p50 ms   p95 ms   p99 ms  cpu ms/act   % core  RSS KB/cl   (end)  loop p99  gens",
  );
  const row = (r: Result, label: string) =>
    console.log(
      `${String(r.clients).padStart(7)}  ${label.padEnd(5)} ${String(r.joined).padStart(7)} ${f(r.actionsPerSec, 0, 10)} ${f(r.p50, 2)} ${f(r.p95, 2)} ${f(r.p99, 2)} ` +
        `${f(r.cpuMsPerAction, 3, 11)} ${f(r.corePct, 1)} ${f(r.rssKbJoined, 1, 10)} ${f(r.rssKbEnd, 1, 7)} ${f(r.serverEldP99, 1, 9)} ${String(Math.max(1, Math.ceil(r.clients / PER_GENERATOR))).padStart(5)}`,
    );
  for (const clients of COUNTS) {
    const bare = typical(results, "bare", clients);
    const game = typical(results, GAME, clients);
    for (const kind of ["bare", GAME] as const) {
      const runs = runsOf(results, kind, clients);
      if (runs.length > 1) runs.forEach((r, i) => row(r, `${kind[0]}#${i + 1}`));
      const r = kind === "bare" ? bare : game;
      if (r) row(r, runs.length > 1 ? `${kind}~` : kind);
    }
    if (bare && game) {
      console.log(
        `${"".padStart(7)}  ${"ratio".padEnd(5)} ${"".padStart(7)} ${ratio(game.actionsPerSec, bare.actionsPerSec).padStart(10)} ${ratio(game.p50, bare.p50)}${ratio(game.p95, bare.p95)}${ratio(game.p99, bare.p99)}` +
          `${ratio(game.cpuMsPerAction, bare.cpuMsPerAction).padStart(12)}${ratio(game.corePct, bare.corePct)}${ratio(game.rssKbJoined, bare.rssKbJoined).padStart(11)}${ratio(game.rssKbEnd, bare.rssKbEnd)}`,
      );
    }
  }
  const anomalies = results.filter((r) => r.errors || r.dropped || r.joinErrors.length || (r.finished && !G.rematches));
  for (const r of anomalies) {
    console.log(
      `note: ${r.kind} ${r.clients}: ${r.errors} error replies ${JSON.stringify(r.errorCodes)}, ${r.dropped} dropped, ${r.finished} games finished in the window` +
        (r.joinErrors.length ? `, join failures ${JSON.stringify(r.joinErrors)}` : ""),
    );
  }
  if (G.rematches) {
    console.log(`games finished in the window (a rematch asked for each): ${results.map((r) => `${r.kind} ${r.clients} ${r.finished}`).join(", ")}`);
  }
  console.log(
    `sent to each client per action: ${results.map((r) => `${r.kind} ${r.clients} ${r.patchesPerAction.toFixed(2)} patches + ${r.messagesPerAction.toFixed(2)} messages, ${r.bytesPerAction.toFixed(0)} bytes`).join("; ")}`,
  );
  console.log(
    `load generators: ${results.map((r) => `${r.kind} ${r.clients} ${r.loadCorePct.toFixed(0)}% core (loop p99 ${r.loadEldP99.toFixed(1)} ms)`).join(", ")}`,
  );
  console.log(
    `joins (${JOIN_RATE}/s offered): ${results.map((r) => `${r.kind} ${r.clients} ${r.joinSeconds.toFixed(0)} s, each p50 ${r.joinP50.toFixed(0)} ms p99 ${r.joinP99.toFixed(0)} ms, server ${r.cpuMsPerJoin.toFixed(2)} ms CPU per join`).join("; ")}`,
  );
  console.log(
    `Postgres during the window: ${results.map((r) => `${r.kind} ${r.clients} ${r.postgresCorePct.toFixed(0)}%`).join(", ")}; ` +
      `other work on the host (2 cores = 200%): ${results.map((r) => `${r.kind} ${r.clients} ${r.otherCorePct.toFixed(0)}%`).join(", ")}`,
  );
  console.log(
    `server JS heap per client after joins: ${results.map((r) => `${r.kind} ${r.clients} ${r.heapKbJoined.toFixed(1)} KB`).join(", ")}`,
  );

  // Targets: at 8,000 clients when measured, else at the largest count of this run.
  const top = COUNTS.includes(TARGET.clients) ? TARGET.clients : Math.max(...COUNTS);
  const game = typical(results, GAME, top);
  const at = top === TARGET.clients ? "" : ` (measured at ${top}, not 8,000)`;
  const line = (what: string, value: string, ok: boolean | undefined) =>
    console.log(`target ${what.padEnd(52)} ${value.padStart(12)}  ${ok === undefined ? "n/a" : ok ? "PASS" : "MISS"}`);
  if (REPEAT > 1) {
    console.log(`~: the median of ${REPEAT} runs per figure (rooms interleaved); the ratio row and the targets use the medians`);
    for (const clients of COUNTS) {
      const b = runsOf(results, "bare", clients);
      const g = runsOf(results, GAME, clients);
      if (b.length && b.length === g.length) {
        console.log(`${clients}: CPU per action ${GAME}/bare run by run: ${g.map((r, i) => (r.cpuMsPerAction / b[i]!.cpuMsPerAction).toFixed(2) + "x").join(", ")}`);
      }
    }
  }
  console.log("");
  if (game && G.absoluteTargets) {
    line(`8,000 clients on one process: p99 < ${TARGET.p99} ms${at}`, `${game.p99.toFixed(1)} ms`, game.joined >= top && game.p99 < TARGET.p99);
    line(`8,000 clients on one process: p50 < ${TARGET.p50} ms${at}`, `${game.p50.toFixed(1)} ms`, game.joined >= top && game.p50 < TARGET.p50);
    line(`RSS < ${TARGET.rssKb} KB per client${at}`, `${game.rssKbJoined.toFixed(1)} KB`, game.rssKbJoined < TARGET.rssKb);
  }
  // The table kit's targets hold at every count measured: the game against the bare room of the same run(s).
  const action = GAME === "chess" ? "move" : GAME === "flash" ? "bet" : "action";
  for (const clients of COUNTS) {
    const g = typical(results, GAME, clients);
    const b = typical(results, "bare", clients);
    if (!g || !b) continue;
    const cpu = g.cpuMsPerAction / b.cpuMsPerAction;
    const p99 = g.p99 / b.p99;
    const join = g.cpuMsPerJoin / b.cpuMsPerJoin;
    line(`${clients}: ${GAME} CPU per ${action} <= ${TARGET.cpuRatio}x bare room's`, `${cpu.toFixed(2)}x`, cpu <= TARGET.cpuRatio);
    line(`${clients}: ${GAME} p99 <= ${TARGET.p99Ratio}x bare room's`, `${g.p99.toFixed(1)}/${b.p99.toFixed(1)} ${p99.toFixed(2)}x`, p99 <= TARGET.p99Ratio);
    line(`${clients}: ${GAME} paid join CPU <= ${TARGET.joinCpuRatio}x bare join's`, `${g.cpuMsPerJoin.toFixed(2)}/${b.cpuMsPerJoin.toFixed(2)} ${join.toFixed(2)}x`, join <= TARGET.joinCpuRatio);
  }
  const busiest = Math.max(...results.map((r) => r.otherCorePct));
  if (busiest > 25) console.log(`warning: other work used up to ${busiest.toFixed(0)}% of a core during the windows: latency and CPU figures are disturbed, rerun on a quiet host`);
  console.log(`cpu steal during the run: ${steal.toFixed(1)}%${steal > 5 ? " (high: rerun for clean figures)" : ""}; child logs: ${logPath}`);
  if (process.env.BENCH_PROFILE) console.log(`server CPU profiles: ${path.join(tmpdir(), `bench-${GAME}-prof-${stamp}`)}`);
}

/** Every run of a room at one client count, in the order measured. */
const runsOf = (results: Result[], kind: Kind, clients: number): Result[] => results.filter((r) => r.kind === kind && r.clients === clients);

/** A room's figures at one client count: the run itself, or with BENCH_REPEAT the median of each figure. */
function typical(results: Result[], kind: Kind, clients: number): Result | undefined {
  const runs = runsOf(results, kind, clients);
  if (runs.length <= 1) return runs[0];
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const out: Record<string, unknown> = { ...runs[0]! };
  for (const [key, value] of Object.entries(runs[0]!)) {
    if (typeof value === "number" && key !== "clients") out[key] = median(runs.map((r) => r[key as keyof Result] as number));
  }
  return out as unknown as Result;
}

// ---- main -----------------------------------------------------------------------------------------------

bench.cleanUpOnSignals();

const cpuBefore = readCpuTimes();
let steal = 0;
const results: Result[] = [];
let failed = false;
try {
  for (const clients of COUNTS) {
    for (let run = 0; run < REPEAT; run++) for (const kind of ROOMS) results.push(await measure(kind, clients));
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
