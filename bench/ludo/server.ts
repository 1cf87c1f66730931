/**
 * The server side of `pnpm bench:ludo` and `pnpm bench:chess`: one process running the real platform (createPlatform,
 * as in production) on the scratch database named by BENCH_DB_URL, with the bare reference rooms registered beside the
 * real ones: "ludo_bare" (BareRoom.ts) beside "ludo", "chess_bare" (../chess/BareRoom.ts) beside "chess", "flash_bare"
 * (../flash/BareRoom.ts) beside "flash".
 * `pnpm bench:scale` (scale.ts) sets BENCH_REDIS_URL (Redis presence + driver), BENCH_PORT and BENCH_PUBLIC_ADDRESS
 * to run several such processes side by side; unset, the process listens on a free port with local presence.
 * Driven by run.ts or scale.ts over IPC:
 *   { cmd: "users", n }   → creates n funded players with sessions, answers { tokens }
 *   { cmd: "stats", gc? } → { cpu: process.cpuUsage(), rss, heapUsed, eld, rooms, ccu } (eld: event-loop delay since last
 *     stats; rooms, ccu: this process's own)
 *   { cmd: "profile", dir? } → without dir starts the V8 CPU profiler; with dir stops it and writes
 *     <dir>/window.cpuprofile (the measured window only, not the joins), answers { file }; with BENCH_PROFILE=heap
 *     the allocation sampler instead (<dir>/window.heapprofile: every allocation of the window, collected or not)
 *   { cmd: "exit" }       → exits at once
 * BENCH_TRACE_GC=1 prints V8's --trace-gc lines (scavenges and mark-compacts with their pauses) to the log.
 */
import { Session } from "node:inspector/promises";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { tmpdir } from "node:os";
import { setFlagsFromString } from "node:v8";
import path from "node:path";
import { matchMaker } from "@colyseus/core";
import { ledgerAccounts, postTransfers, sessions, systemAccount, users } from "@arena/db";
import { loadConfig } from "../../game-server/src/config.js";
import { createLogger } from "../../game-server/src/logger.js";
import { createPlatform } from "../../game-server/src/platform.js";
import { SESSION_TTL_MS } from "../../game-server/src/services/sessions/createSession.js";
import { signSessionToken } from "../../game-server/src/services/sessions/sessionToken.js";
import { ChessBareRoom } from "../chess/BareRoom.js";
import { FlashBareRoom } from "../flash/BareRoom.js";
import { BareRoom } from "./BareRoom.js";

/** Coins each bench player gets (the table fee is 1 coin, held again at every chess rematch). */
const COINS = 1000;
const CHUNK = 500;

const send = (m: unknown) => process.send!(m);
process.on("disconnect", () => process.exit(0)); // the parent is gone: never outlive it

const databaseUrl = process.env.BENCH_DB_URL;
if (!databaseUrl) throw new Error("BENCH_DB_URL is required");
const env: NodeJS.ProcessEnv = {
  NODE_ENV: "production",
  PORT: process.env.BENCH_PORT ?? "0",
  ...(process.env.BENCH_REDIS_URL && { REDIS_URL: process.env.BENCH_REDIS_URL }),
  ...(process.env.BENCH_PUBLIC_ADDRESS && { PUBLIC_ADDRESS: process.env.BENCH_PUBLIC_ADDRESS }),
  HOST: "127.0.0.1",
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
  SEED_DEMO: "false",
  DATABASE_URL: databaseUrl,
  ADMIN_PASSWORD: "Bench#Admin#12345",
  // Production refuses the dev mailbox and dev payments: the bench signs nobody up and pays nothing in, so these
  // only need to be present (nothing connects to the SMTP address).
  SMTP_URL: "smtp://127.0.0.1:9",
  PAYMENT_PROVIDER: "external",
  PAYMENT_WEBHOOK_SECRET: "bench-webhook-secret-0000",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "arena-bench-")),
  WEB_DIST: mkdtempSync(path.join(tmpdir(), "arena-bench-web-")),
};
const config = loadConfig(env);
const platform = await createPlatform(config, createLogger(config.LOG_LEVEL));
const port = await platform.listen();
matchMaker.defineRoomType("ludo_bare", BareRoom);
matchMaker.defineRoomType("chess_bare", ChessBareRoom);
matchMaker.defineRoomType("flash_bare", FlashBareRoom);
/** The histogram records the time between ticks of a timer of this period: the delay is what exceeds it. */
const ELD_RESOLUTION_MS = 10;
const eld = monitorEventLoopDelay({ resolution: ELD_RESOLUTION_MS });
eld.enable();
if (process.env.BENCH_TRACE_GC) setFlagsFromString("--trace-gc");

async function makeUsers(n: number): Promise<string[]> {
  const db = platform.database.db;
  const mint = await systemAccount(db, "mint", "COIN");
  const tokens: string[] = [];
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  for (let from = 0; from < n; from += CHUNK) {
    const idx = Array.from({ length: Math.min(CHUNK, n - from) }, (_, k) => from + k);
    const made = await db
      .insert(users)
      .values(
        idx.map((i) => ({
          email: `bench${i}@bench.test`,
          userName: `bench${i}`,
          fullName: "Bench Player",
          emailVerified: true,
          referralCode: `BN${i.toString(36).toUpperCase().padStart(6, "0")}`,
        })),
      )
      .returning({ id: users.id });
    const rows = await db
      .insert(sessions)
      .values(made.map((u) => ({ userId: u.id, expiresAt })))
      .returning({ id: sessions.id, userId: sessions.userId });
    const wallets = await db
      .insert(ledgerAccounts)
      .values(made.map((u) => ({ kind: "user" as const, currency: "COIN" as const, ownerId: u.id })))
      .returning({ id: ledgerAccounts.id, ownerId: ledgerAccounts.ownerId });
    await postTransfers(
      db,
      wallets.map((w) => ({ key: `seed:${w.ownerId}`, debit: mint, credit: w.id, amount: COINS * 100, currency: "COIN" as const, kind: "deposit" })),
    );
    for (const r of rows) tokens.push(await signSessionToken(platform.ctx.sessionKey, { sessionId: r.id, userId: r.userId }, expiresAt));
  }
  return tokens;
}

/** Full collections so RSS and heap samples compare live memory, not garbage. */
async function settle() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  for (let i = 0; i < 3; i++) {
    gc(); // a plain gc() is a full, synchronous collection (Node 20 ignores most of the options object)
    await new Promise((r) => setTimeout(r, 100));
  }
}

let profiler: Session | null = null;
/** BENCH_PROFILE=heap samples allocations (what the window allocated, collected or not) instead of CPU time. */
const heap = process.env.BENCH_PROFILE === "heap";

/** Starts the profiler, or (with a directory) stops it and saves what it took. */
async function profile(dir: string | undefined): Promise<string | null> {
  if (!dir) {
    profiler = new Session();
    profiler.connect();
    if (heap) {
      await profiler.post("HeapProfiler.enable");
      await profiler.post("HeapProfiler.startSampling", {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      } as { samplingInterval: number });
    } else {
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
    }
    return null;
  }
  if (!profiler) throw new Error("the profiler was not started");
  const { profile: taken } = heap ? await profiler.post("HeapProfiler.stopSampling") : await profiler.post("Profiler.stop");
  profiler.disconnect();
  profiler = null;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, heap ? "window.heapprofile" : "window.cpuprofile");
  writeFileSync(file, JSON.stringify(taken));
  return file;
}

process.on("message", (m: { cmd: string; n?: number; gc?: boolean; dir?: string; id: number }) => {
  void (async () => {
    try {
      if (m.cmd === "users") {
        send({ id: m.id, tokens: await makeUsers(m.n ?? 0) });
      } else if (m.cmd === "profile") {
        send({ id: m.id, file: await profile(m.dir) });
      } else if (m.cmd === "exit") {
        process.exit(0); // at once: no graceful room shutdown (a --cpu-prof profile is written on exit)
      } else if (m.cmd === "stats") {
        if (m.gc) await settle();
        const mem = process.memoryUsage();
        const stats = { cpu: process.cpuUsage(), rss: mem.rss, heapUsed: mem.heapUsed, eldP99: Math.max(0, eld.percentile(99) / 1e6 - ELD_RESOLUTION_MS), eldMax: Math.max(0, eld.max / 1e6 - ELD_RESOLUTION_MS), rooms: matchMaker.stats.local.roomCount, ccu: matchMaker.stats.local.ccu };
        eld.reset();
        send({ id: m.id, ...stats });
      }
    } catch (err) {
      send({ id: m.id, error: String((err as Error)?.stack ?? err) });
    }
  })();
});

send({ ready: true, port });
