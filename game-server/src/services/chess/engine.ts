/**
 * The computer chess opponent: a warm pool of Stockfish 19 child processes speaking UCI on stdio.
 *
 * Stockfish is GPL-3.0: it runs only as a separate process (never imported into the server, never bundled into the
 * web). It fails inside worker_threads, hence child processes, kept warm because a cold one takes ~0.5 s to its first
 * answer: a process starts when a request finds no idle one (or all at once with `startNow`) and then stays. One
 * request at a time per process; more wait in a FIFO queue. A process that crashes, or does not answer
 * within its move time plus `requestTimeoutMs`, is killed and replaced, and its request is tried once more on the
 * fresh one before it fails.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { engineLevel, pickMove, type EngineLevel, type EngineLine } from "./levels.js";

export interface ChessEnginePool {
  /** The move to play, in UCI (e2e4, e7e8q). Rejects if the position has no legal move. */
  bestMove(fen: string, level: number, random: number): Promise<string>;
  readonly size: number;
  /** Kills every engine process; queued and running requests are rejected. */
  close(): Promise<void>;
}

export interface ChessEnginePoolOptions {
  size: number;
  logger?: { warn(obj: unknown, msg: string): void };
  /** Slack over a level's move time before an engine counts as stuck (default 5 s: a busy host is slow). */
  requestTimeoutMs?: number;
  /** Time a fresh process has to finish the `uci`/`isready` handshake (default 20 s). */
  startTimeoutMs?: number;
  /**
   * Start every process now (default: each on the first request that finds no idle one, then kept warm). A server
   * that boots for tests or has no chess player yet should not pay ~100 MB and half a second of CPU per process.
   */
  startNow?: boolean;
}

/** The position has no legal move (mate or stalemate); the caller should not have asked. */
export class NoLegalMoveError extends Error {
  constructor(fen: string) {
    super(`the chess engine found no legal move (bestmove (none)) in ${fen}`);
    this.name = "NoLegalMoveError";
  }
}

export class ChessEngineError extends Error {
  override name = "ChessEngineError";
}

const ENGINE_SCRIPT = createRequire(import.meta.url).resolve("stockfish/bin/stockfish-19-lite-single.js");
const ATTEMPTS = 2;

// ---- UCI output -------------------------------------------------------------------------------------------------

/**
 * `info depth 9 ... multipv 2 score cp -31 ... pv e7e5 g1f3` → a line. Bound scores (`lowerbound`/`upperbound`,
 * from an aspiration window that failed) and info without a pv (currmove, strings) are not lines.
 */
export function parseInfoLine(text: string): (EngineLine & { depth: number }) | null {
  const t = text.trim().split(/\s+/);
  if (t[0] !== "info" || t.includes("lowerbound") || t.includes("upperbound")) return null;
  const pv = t.indexOf("pv");
  const score = t.indexOf("score");
  const uci = t[pv + 1];
  if (pv < 0 || score < 0 || !uci) return null;
  const kind = t[score + 1];
  const value = Number(t[score + 2]);
  if ((kind !== "cp" && kind !== "mate") || !Number.isInteger(value)) return null;
  const k = t.indexOf("multipv");
  const multipv = k < 0 ? 1 : Number(t[k + 1]);
  const d = t.indexOf("depth");
  const depth = d < 0 ? 0 : Number(t[d + 1]);
  if (!Number.isInteger(multipv) || multipv < 1 || !Number.isInteger(depth)) return null;
  return { multipv, depth, uci, scoreCp: kind === "cp" ? value : null, mate: kind === "mate" ? value : null };
}

/** `bestmove e2e4 ponder e7e5` → "e2e4"; `bestmove (none)` → null (no legal move). */
export function parseBestMove(text: string): string | null {
  const move = text.trim().split(/\s+/)[1];
  if (!move || move === "(none)" || move === "0000") return null;
  return move;
}

// ---- one engine process -----------------------------------------------------------------------------------------

interface EngineProcess {
  readonly pid: number | undefined;
  readonly alive: boolean;
  /** The options last sent, so a request only sends what changes. */
  skill: number | null;
  multiPv: number | null;
  send(command: string): void;
  /** The first output line `done` accepts; earlier lines go to `onLine`. Rejects if the process ends first. */
  waitFor(done: (line: string) => boolean, onLine?: (line: string) => void): Promise<string>;
  kill(): Promise<void>;
}

function startEngineProcess(onExit: (engine: EngineProcess, why: string) => void): EngineProcess {
  const child: ChildProcess = spawn(process.execPath, [ENGINE_SCRIPT], { stdio: ["pipe", "pipe", "pipe"] });
  let alive = true;
  let stderrTail = "";
  let waiter: { done: (l: string) => boolean; onLine?: (l: string) => void; resolve: (l: string) => void; reject: (e: Error) => void } | null = null;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const end = (why: string) => {
    if (!alive) return;
    alive = false;
    const w = waiter;
    waiter = null;
    w?.reject(new ChessEngineError(`chess engine process ${child.pid ?? "?"} ended: ${why}`));
    onExit(engine, why);
  };
  child.on("error", (e) => end(e.message));
  child.on("exit", (code, signal) => end(`exit ${signal ?? code}${stderrTail ? `: ${stderrTail.trim()}` : ""}`));
  child.stdin?.on("error", () => {}); // writing to a dying process: its exit is reported above
  child.stderr?.on("data", (b: Buffer) => (stderrTail = (stderrTail + b.toString()).slice(-500)));
  createInterface({ input: child.stdout! }).on("line", (line) => {
    const w = waiter;
    if (!w) return;
    if (w.done(line)) {
      waiter = null;
      w.resolve(line);
    } else w.onLine?.(line);
  });

  const engine: EngineProcess = {
    pid: child.pid,
    get alive() {
      return alive;
    },
    skill: null,
    multiPv: null,
    send(command) {
      if (alive) child.stdin?.write(`${command}\n`);
    },
    waitFor(done, onLine) {
      if (!alive) return Promise.reject(new ChessEngineError(`chess engine process ${child.pid ?? "?"} is not running`));
      if (waiter) return Promise.reject(new ChessEngineError("chess engine is already busy"));
      return new Promise((resolve, reject) => (waiter = { done, onLine, resolve, reject }));
    },
    // SIGKILL: an engine holds nothing worth a graceful exit, and a stuck one may not heed anything softer.
    async kill() {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
  return engine;
}

/** Rejects after `ms` (running `onTimeout` first) unless `work` settles before. */
function withTimeout<T>(work: Promise<T>, ms: number, what: string, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new ChessEngineError(`chess engine did not ${what} within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function handshake(engine: EngineProcess): Promise<void> {
  engine.send("uci");
  await engine.waitFor((l) => l === "uciok");
  engine.send("isready");
  await engine.waitFor((l) => l === "readyok");
}

/** One search: options that changed, a fresh game (no hash from another table's game), then `go`. */
async function search(engine: EngineProcess, fen: string, level: EngineLevel, random: number): Promise<string> {
  if (engine.skill !== level.skill) engine.send(`setoption name Skill Level value ${level.skill}`);
  if (engine.multiPv !== level.multiPv) engine.send(`setoption name MultiPV value ${level.multiPv}`);
  engine.skill = level.skill;
  engine.multiPv = level.multiPv;
  engine.send("ucinewgame");
  engine.send("isready");
  await engine.waitFor((l) => l === "readyok");
  engine.send(`position fen ${fen}`);
  engine.send(`go movetime ${level.moveTimeMs} depth ${level.depth}`);
  // Each deeper iteration overwrites its multipv slot, so the map ends with the last word on every line. Line 1 is
  // searched first in every iteration, so it is never shallower than another line, except when a weakened engine
  // (Skill Level < 20) reprints its chosen move as line 1 one depth lower with a stale score: not the best line.
  const lines = new Map<number, EngineLine>();
  let deepest = 0;
  const answer = await engine.waitFor(
    (l) => l.startsWith("bestmove"),
    (l) => {
      const line = parseInfoLine(l);
      if (!line || (line.multipv === 1 && line.depth < deepest)) return;
      deepest = Math.max(deepest, line.depth);
      lines.set(line.multipv, { multipv: line.multipv, uci: line.uci, scoreCp: line.scoreCp, mate: line.mate });
    },
  );
  const engineMove = parseBestMove(answer);
  if (engineMove === null) throw new NoLegalMoveError(fen);
  return pickMove([...lines.values()], level, random, engineMove);
}

// ---- the pool ---------------------------------------------------------------------------------------------------

interface Request {
  fen: string;
  level: EngineLevel;
  random: number;
  attempts: number;
  resolve(move: string): void;
  reject(error: Error): void;
}

interface Slot {
  engine: EngineProcess | null;
  starting: Promise<EngineProcess> | null;
  busy: boolean;
}

export function createChessEnginePool(options: ChessEnginePoolOptions): ChessEnginePool {
  const { size, logger } = options;
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chess engine pool size must be a positive integer, got ${size}`);
  const requestTimeoutMs = options.requestTimeoutMs ?? 5_000;
  const startTimeoutMs = options.startTimeoutMs ?? 20_000;
  const slots: Slot[] = Array.from({ length: size }, () => ({ engine: null, starting: null, busy: false }));
  const queue: Request[] = [];
  /** Every process started and not yet ended, so close() can wait for the last one. */
  const running = new Set<EngineProcess>();
  let closed = false;

  const onExit = (engine: EngineProcess, why: string) => {
    running.delete(engine);
    if (!closed) logger?.warn({ pid: engine.pid, why }, "chess engine process ended; a fresh one starts on the next request");
  };

  /** The slot's live engine, started (and handshaken) if it has none. */
  function engineOf(slot: Slot): Promise<EngineProcess> {
    if (slot.starting) return slot.starting;
    if (slot.engine?.alive) return Promise.resolve(slot.engine);
    const engine = startEngineProcess(onExit);
    running.add(engine);
    slot.engine = engine;
    const starting = withTimeout(handshake(engine), startTimeoutMs, "start", () => void engine.kill())
      .then(() => engine)
      .finally(() => (slot.starting = null));
    slot.starting = starting;
    return starting;
  }

  /** One attempt at a request on a slot. The slot is free again before the caller hears back, so its next move reuses it. */
  async function serve(slot: Slot, request: Request): Promise<void> {
    let settle: () => void;
    try {
      const engine = await engineOf(slot);
      const ms = request.level.moveTimeMs + requestTimeoutMs;
      const move = await withTimeout(search(engine, request.fen, request.level, request.random), ms, "answer", () => void engine.kill());
      settle = () => request.resolve(move);
    } catch (error) {
      settle = () => request.reject(error instanceof Error ? error : new ChessEngineError(String(error)));
      if (!(error instanceof NoLegalMoveError)) {
        void slot.engine?.kill();
        slot.engine = null;
        request.attempts += 1;
        if (closed) settle = () => request.reject(new ChessEngineError("chess engine pool closed"));
        else {
          logger?.warn({ err: error, fen: request.fen, level: request.level.level, attempt: request.attempts }, "chess engine request failed; engine replaced");
          if (request.attempts < ATTEMPTS) settle = () => queue.unshift(request);
        }
      }
    }
    slot.busy = false;
    settle();
    dispatch();
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (closed || queue.length === 0) return;
      if (slot.busy) continue;
      const request = queue.shift()!;
      slot.busy = true;
      void serve(slot, request);
    }
  }

  if (options.startNow) {
    for (const slot of slots) {
      engineOf(slot).catch((err) => {
        if (!closed) logger?.warn({ err }, "chess engine failed to start; retried on the next request");
      });
    }
  }

  return {
    size,
    bestMove(fen, level, random) {
      if (closed) return Promise.reject(new ChessEngineError("chess engine pool closed"));
      let settings: EngineLevel;
      try {
        settings = engineLevel(level);
        if (!(random >= 0 && random < 1)) throw new RangeError(`random must be in [0, 1), got ${random}`);
        // One line of printable text: a line break would smuggle a second UCI command in.
        if (!/^[\x21-\x7e][\x20-\x7e]*$/.test(fen)) throw new RangeError(`not a FEN: ${JSON.stringify(fen)}`);
      } catch (error) {
        return Promise.reject(error);
      }
      return new Promise<string>((resolve, reject) => {
        queue.push({ fen, level: settings, random, attempts: 0, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const request of queue.splice(0)) request.reject(new ChessEngineError("chess engine pool closed"));
      for (const slot of slots) slot.engine = null;
      await Promise.all([...running].map((engine) => engine.kill()));
    },
  };
}
