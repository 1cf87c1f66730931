/**
 * A load-generator process of `pnpm bench:ludo`: real @colyseus/sdk clients over WebSocket, 4 per table, each
 * acting ACT_DELAY_MS after its turn comes (roll when the state asks for the dice, move the first legal token when
 * it asks for a token). Driven by run.ts over IPC:
 *   { cmd: "join", url, kind, clients, tokens, rate, urls?, inFlight? } → joins at `rate` clients/s (0: unpaced),
 *     at most `inFlight` tables at a time when given, answers { joined, failed, ms }. With `urls` (several server
 *     processes), table t is created through urls[t % n] and its seat k joined through urls[(t + k) % n], so seat
 *     reservations cross processes and send the client to the room's own process.
 *   { cmd: "start" }  → opens the measured window (counters reset)
 *   { cmd: "stop" }   → closes it, answers { rolls, moves, latencies, errors, ... }
 * Latency: `roll-dice` sent → first state change where `rolls` increased, as this client sees it.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { randomInt } from "node:crypto";
import { Client, type Room } from "@colyseus/sdk";

const ACT_DELAY_MS = 500;
const COLOURS = ["green", "yellow", "blue", "red"] as const;
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

type Kind = "ludo" | "bare";
interface JoinCmd {
  cmd: "join";
  url: string;
  kind: Kind;
  clients: number;
  tokens: string[];
  rate: number;
  urls?: string[];
  inFlight?: number;
}

const send = (m: unknown) => process.send!(m);
process.on("disconnect", () => process.exit(0));

const eld = monitorEventLoopDelay({ resolution: 10 });
eld.enable();

let measuring = false;
let windowStart = 0;
let cpuStart = process.cpuUsage();
const counters = { rolls: 0, moves: 0, errors: 0, finished: 0, dropped: 0, patches: 0, messages: 0, latencies: [] as number[] };
const errorSamples = new Map<string, number>();
const bots: Bot[] = [];
/** How long each create / joinById took (ms). */
const joinTimes: number[] = [];
async function timed<T>(p: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await p();
  joinTimes.push(performance.now() - t0);
  return r;
}

class Bot {
  private timer: NodeJS.Timeout | null = null;
  private lastKey = "";
  private pending: { rolls: number; t0: number } | null = null;
  private done = false;

  constructor(
    private room: Room,
    private color: string,
  ) {
    room.onStateChange((s: any) => this.onState(s));
    room.onMessage("error", (e: { code?: string }) => {
      if (!measuring) return;
      counters.errors++;
      errorSamples.set(String(e?.code), (errorSamples.get(String(e?.code)) ?? 0) + 1);
    });
    room.onMessage("*", () => {
      if (measuring) counters.messages++;
    });
    room.onLeave(() => {
      if (this.timer) clearTimeout(this.timer);
      if (measuring) counters.dropped++;
    });
    if (room.state) this.onState(room.state);
  }

  private onState(s: any) {
    if (measuring) counters.patches++;
    const p = this.pending;
    if (p && s.rolls > p.rolls) {
      if (measuring && p.t0 >= windowStart) counters.latencies.push(performance.now() - p.t0);
      this.pending = null;
    }
    if (s.gameStatus === "finished" && !this.done) {
      this.done = true;
      if (measuring) counters.finished++;
    }
    if (this.timer || s.turn !== this.color || s.gameStatus !== "active") return;
    if (s.status === "waiting_for_dice") this.later(`d${s.rolls}`, s);
    else if (s.status === "waiting_for_token" && s.legalTokens.length > 0) this.later(`t${s.rolls}`, s);
  }

  private later(key: string, s: any) {
    if (key === this.lastKey) return;
    this.lastKey = key;
    const rolls = s.rolls as number;
    const status = s.status as string;
    this.timer = setTimeout(() => {
      this.timer = null;
      const now = this.room.state as any;
      if (now.turn !== this.color || now.status !== status || now.rolls !== rolls) return this.onState(now);
      if (status === "waiting_for_dice") {
        this.pending = { rolls, t0: performance.now() };
        this.room.send("roll-dice", {});
        if (measuring) counters.rolls++;
      } else {
        this.room.send("update:move", { token: now.legalTokens[0] });
        if (measuring) counters.moves++;
      }
    }, ACT_DELAY_MS);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const roomName = () => "room_" + Array.from({ length: 4 }, () => ALNUM[randomInt(ALNUM.length)]).join("");

function clientFor(url: string, token: string | undefined): Client {
  const c = new Client(url);
  if (token) c.auth.token = token;
  return c;
}

async function table(cmd: JoinCmd, t: number): Promise<{ joined: number; error?: string }> {
  let joined = 0;
  const tokenOf = (k: number) => cmd.tokens[4 * t + k];
  const urls = cmd.urls?.length ? cmd.urls : [cmd.url];
  const urlOf = (k: number) => urls[(t + k) % urls.length]!;
  const playerName = (k: number) => `bench${t}_${k}`;
  try {
    let first: Room;
    if (cmd.kind === "ludo") {
      for (let attempt = 0; ; attempt++) {
        try {
          first = await timed(() => clientFor(urlOf(0), tokenOf(0)).create("ludo", {
            gameType: "Classic",
            roomId: roomName(),
            maxPlayers: 4,
            roomAmount: 1,
            color: COLOURS[0],
            playerName: playerName(0),
          }));
          break;
        } catch (err) {
          if (attempt < 5 && /already in use/.test(String((err as Error).message))) continue;
          throw err;
        }
      }
    } else {
      first = await timed(() => clientFor(urlOf(0), tokenOf(0)).create("ludo_bare", { color: COLOURS[0] }));
    }
    bots.push(new Bot(first, COLOURS[0]));
    joined++;
    for (let k = 1; k < 4; k++) {
      const color = COLOURS[k]!;
      const room = await timed(() => clientFor(urlOf(k), tokenOf(k)).joinById(first.roomId, { color, playerName: playerName(k) }));
      bots.push(new Bot(room, color));
      joined++;
    }
    return { joined };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    return { joined, error: `${e?.message ?? e}${e?.cause ? ` (${e.cause.code ?? e.cause.message})` : ""}` };
  }
}

async function join(cmd: JoinCmd) {
  const t0 = performance.now();
  const tables = Math.floor(cmd.clients / 4);
  const runs: Promise<{ joined: number; error?: string }>[] = [];
  const running = new Set<Promise<unknown>>();
  for (let t = 0; t < tables; t++) {
    if (cmd.rate > 0) {
      const due = t0 + (t * 4 * 1000) / cmd.rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
    if (cmd.inFlight) while (running.size >= cmd.inFlight) await Promise.race(running);
    const run = table(cmd, t);
    runs.push(run);
    running.add(run);
    void run.finally(() => running.delete(run));
  }
  const results = await Promise.all(runs);
  const errors = new Map<string, number>();
  for (const r of results) if (r.error) errors.set(r.error, (errors.get(r.error) ?? 0) + 1);
  const joined = results.reduce((a, r) => a + r.joined, 0);
  joinTimes.sort((a, b) => a - b);
  const pct = (p: number) => joinTimes[Math.min(joinTimes.length - 1, Math.floor((p / 100) * joinTimes.length))] ?? NaN;
  send({ type: "joined", joined, failed: tables * 4 - joined, errors: [...errors], ms: performance.now() - t0, joinP50: pct(50), joinP99: pct(99) });
}

process.on("message", (m: { cmd: string } & Partial<JoinCmd>) => {
  if (m.cmd === "join") void join(m as JoinCmd);
  else if (m.cmd === "start") {
    counters.rolls = counters.moves = counters.errors = counters.finished = counters.dropped = counters.patches = counters.messages = 0;
    counters.latencies = [];
    errorSamples.clear();
    eld.reset();
    cpuStart = process.cpuUsage();
    windowStart = performance.now();
    measuring = true;
  } else if (m.cmd === "stop") {
    measuring = false;
    const cpu = process.cpuUsage(cpuStart);
    send({
      type: "window",
      ms: performance.now() - windowStart,
      ...counters,
      errorCodes: [...errorSamples],
      eldP99: Math.max(0, eld.percentile(99) / 1e6 - 10),
      cpuMs: (cpu.user + cpu.system) / 1000,
      bots: bots.length,
    });
  }
});

send({ type: "ready" });
