/**
 * What `pnpm bench:ludo` and `pnpm bench:chess` (run.ts) and `pnpm bench:scale` (scale.ts) share: child processes driven over IPC with
 * their output in one log file, scratch Postgres databases, cleanup of both on any exit (error, Ctrl-C), and CPU
 * readings from /proc.
 */
import { fork, type ChildProcess } from "node:child_process";
import { buildSync } from "esbuild";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The server process runs bundled as production runs it (game-server/build.mjs: workspace code inlined, npm packages
 * external), not through tsx, whose transform keeps function names with a helper call at every closure creation.
 * Built once per benchmark run into game-server/dist (where the server's own packages resolve).
 */
let serverBundle: string | null = null;
function bundled(file: string): string {
  if (serverBundle) return serverBundle;
  const outfile = path.join(here, "../../game-server/dist/bench", file.replace(/\.ts$/, ".mjs"));
  buildSync({
    entryPoints: [path.join(here, file)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Workspace packages are TypeScript sources: inlined; every npm package stays external.
    external: npmPackages().flatMap((d) => [d, `${d}/*`]),
    logLevel: "warning",
  });
  return (serverBundle = outfile);
}

/** The npm packages the server's workspace packages depend on. */
function npmPackages(): string[] {
  const found = new Set<string>();
  for (const dir of ["bench", "game-server", "db", "packages/contracts", "packages/fair", "packages/rules-ludo", "packages/rules-chess"]) {
    const pkg = JSON.parse(readFileSync(path.join(here, "../..", dir, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(pkg.dependencies ?? {})) if (!name.startsWith("@arena/")) found.add(name);
  }
  return [...found];
}

/** Node's own flags without tsx's loader (a bundled .mjs needs none). */
const plainExecArgv = (): string[] => {
  const out: string[] = [];
  const args = process.execArgv;
  for (let i = 0; i < args.length; i++) {
    if ((args[i] === "--require" || args[i] === "--import") && /tsx/.test(args[i + 1] ?? "")) i++;
    else if (!/tsx/.test(args[i]!)) out.push(args[i]!);
  }
  return out;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What server.ts answers to { cmd: "stats" }. */
export interface ServerStats {
  cpu: { user: number; system: number };
  rss: number;
  heapUsed: number;
  eldP99: number;
  eldMax: number;
  /** Rooms and connected clients in this process. */
  rooms: number;
  ccu: number;
}

/** What load.ts answers to { cmd: "join" }. */
export interface JoinAnswer {
  joined: number;
  failed: number;
  errors: [string, number][];
  ms: number;
  joinP50: number;
  joinP99: number;
}

/** One benchmark run: its children, scratch databases and log, all gone when `cleanup` resolves. */
export class BenchRun {
  readonly stamp = Date.now();
  readonly logPath: string;
  readonly sql: postgres.Sql;
  private readonly log;
  private readonly children = new Set<ChildProcess>();
  private readonly databases = new Set<string>();
  private requestId = 0;

  /** `name`: "bench:ludo", "bench:chess" (log lines, file names); `admin`: a Postgres URL allowed to create databases. */
  constructor(
    private readonly name: string,
    private readonly admin: string,
  ) {
    this.logPath = path.join(tmpdir(), `${name.replace(":", "-")}-${this.stamp}.log`);
    this.log = createWriteStream(this.logPath);
    this.sql = postgres(admin, { max: 1, onnotice: () => {} });
  }

  say = (line: string) => process.stderr.write(`[${this.name}] ${line}\n`);

  /** Forks bench/ludo/`file` with `env` added; its stdout and stderr go to the log, prefixed by `label`. */
  start(file: string, env: Record<string, string>, label: string, extraArgs: string[] = []): ChildProcess {
    const server = file === "server.ts";
    const child = fork(server ? bundled(file) : path.join(here, file), [], {
      execArgv: [...(server ? plainExecArgv() : process.execArgv), "--expose-gc", "--max-old-space-size=8192", ...extraArgs],
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    this.children.add(child);
    const tee = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) this.log.write(`${label}: ${line}\n`);
    };
    child.stdout!.on("data", tee);
    child.stderr!.on("data", tee);
    child.on("exit", () => this.children.delete(child));
    return child;
  }

  /** Resolves with the next IPC message that satisfies `pred`; rejects if the child dies first. */
  next<T = any>(child: ChildProcess, pred: (m: any) => boolean, timeoutMs = 600_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error("no answer from a child process in time")), timeoutMs);
      const onMessage = (m: any) => {
        if (!pred(m)) return;
        if (m?.error) return done(new Error(m.error));
        done(null, m);
      };
      const onExit = (code: number | null, signal: string | null) => done(new Error(`child exited (${code ?? signal}): see ${this.logPath}`));
      const done = (err: Error | null, m?: T) => {
        clearTimeout(timer);
        child.off("message", onMessage);
        child.off("exit", onExit);
        if (err) reject(err);
        else resolve(m!);
      };
      child.on("message", onMessage);
      child.on("exit", onExit);
    });
  }

  ask<T = any>(child: ChildProcess, m: Record<string, unknown>): Promise<T> {
    const id = ++this.requestId;
    const answer = this.next<T>(child, (r) => r?.id === id);
    child.send({ ...m, id });
    return answer;
  }

  async kill(child: ChildProcess) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    await gone;
  }

  killAll() {
    return Promise.all([...this.children].map((c) => this.kill(c)));
  }

  /** Asks a server.ts process to exit (writing a --cpu-prof profile if asked for), killing it after 15 s. */
  async stopServer(server: ChildProcess) {
    const exited = new Promise((r) => server.once("exit", r));
    if (server.connected) server.send({ cmd: "exit" });
    await Promise.race([exited, sleep(15_000)]);
    await this.kill(server);
  }

  /** Creates a scratch database; answers its URL. */
  async createDatabase(db: string): Promise<string> {
    await this.sql.unsafe(`create database ${db}`);
    this.databases.add(db);
    const u = new URL(this.admin);
    u.pathname = `/${db}`;
    return u.toString();
  }

  async dropDatabase(db: string) {
    await this.sql.unsafe(`drop database if exists ${db} with (force)`);
    this.databases.delete(db);
  }

  async cleanup() {
    await this.killAll();
    for (const db of this.databases) await this.dropDatabase(db).catch((err) => this.say(`could not drop ${db}: ${err}`));
  }

  /** Ctrl-C and friends: kill the children, drop the databases, run `also`, exit 130. */
  cleanUpOnSignals(also: () => Promise<unknown> = async () => {}) {
    let stopping = false;
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        this.say(`${signal}: stopping`);
        void this.cleanup()
          .then(also)
          .finally(() => process.exit(130));
      });
    }
  }

  /** Once everything is measured: children and databases gone, connections and log closed. */
  async close() {
    await this.cleanup();
    await this.sql.end();
    this.log.end();
  }
}

export function histogram(sorted: number[]): Record<string, number> {
  const edges = [1, 2, 3, 5, 10, 20, 30, 40, 50, 75, 100, 200, 500, 1000, Infinity];
  const out: Record<string, number> = {};
  for (const v of sorted) {
    const e = edges.find((x) => v < x)!;
    out[`<${e}`] = (out[`<${e}`] ?? 0) + 1;
  }
  return out;
}

export function mergeCounts(lists: [string, number][][]): [string, number][] {
  const m = new Map<string, number>();
  for (const l of lists) for (const [k, v] of l) m.set(k, (m.get(k) ?? 0) + v);
  return [...m];
}

/** The p-th percentile of an ascending list (NaN when empty). */
export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

export const CLOCK_TICKS = 100; // USER_HZ

/** Jiffies from the first line of /proc/stat: [total, steal, busy (all but idle, iowait, steal)]. */
export function readCpuTimes(): [number, number, number] {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = line.reduce((a, b) => a + b, 0);
    const steal = line[7] ?? 0;
    return [total, steal, total - (line[3] ?? 0) - (line[4] ?? 0) - steal];
  } catch {
    return [0, 0, 0];
  }
}

/** CPU jiffies used so far by every process with this command name ("postgres": the server and its backends). */
export function processJiffies(command: string): number {
  let sum = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      if (stat.slice(stat.indexOf("(") + 1, close) !== command) continue;
      const f = stat.slice(close + 2).split(" ");
      sum += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); // utime stime cutime cstime
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}
