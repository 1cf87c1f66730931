/**
 * A load-generator process of `pnpm bench:ludo` and `pnpm bench:chess`: real @colyseus/sdk clients over WebSocket,
 * each acting ACT_DELAY_MS after its turn comes.
 * - Ludo: 4 per table; roll when the state asks for the dice, move the first legal token when it asks for a token.
 * - Chess: 2 per private table (1-coin fee, untimed); the side to move plays a random move of `legalMoves`. When a
 *   game ends the creator asks for a rematch and the other accepts (new fees held, same room and connections: the
 *   load stays as it was, where leaving and sitting at a new table would drop two clients for a while).
 * - Flash: 7 per private table (boot 1, each seat bought in for 500); the seat to act chaals (`bet`), and sees its
 *   cards when the blind limit asks it to. Hands end at the pot limit, the next is dealt by the table.
 * Driven by run.ts over IPC:
 *   { cmd: "join", url, game?, kind, clients, tokens, rate, urls?, inFlight? } → joins at `rate` clients/s (0:
 *     unpaced), at most `inFlight` tables at a time when given, answers { joined, failed, ms }. `game` is "ludo"
 *     (the default) or "chess"; `kind` "bare" sits at that game's bare reference room. With `urls` (several server
 *     processes), table t is created through urls[t % n] and its seat k joined through urls[(t + k) % n], so seat
 *     reservations cross processes and send the client to the room's own process.
 *   { cmd: "start" }  → opens the measured window (counters reset)
 *   { cmd: "stop" }   → closes it, answers { rolls, moves, latencies, errors, bytes, ... }
 * Latency, as this client sees it: Ludo `roll-dice` sent → first state change where `rolls` increased; chess
 * `opponentMove` sent → first state change with another `lastMove.ply`; Flash `bet` (or `seen`) sent → first state
 * change with another `lastAction.n`.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { randomInt } from "node:crypto";
import { Client, type Room } from "@colyseus/sdk";

const ACT_DELAY_MS = 500;
const COLOURS = ["green", "yellow", "blue", "red"] as const;
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

type Game = "ludo" | "chess" | "flash";
interface JoinCmd {
  cmd: "join";
  url: string;
  game?: Game;
  /** "bare": the game's bare reference room; any other value: the game's own room. */
  kind: string;
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
const counters = { rolls: 0, moves: 0, errors: 0, finished: 0, rematches: 0, dropped: 0, patches: 0, messages: 0, bytes: 0, latencies: [] as number[] };
const errorSamples = new Map<string, number>();
const bots: unknown[] = [];
/** How long each create / joinById took (ms). */
const joinTimes: number[] = [];
async function timed<T>(p: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await p();
  joinTimes.push(performance.now() - t0);
  return r;
}

/** Counts the bytes of every frame the room's connection receives in the window (patches and messages alike). */
function countBytes(room: Room) {
  const events = (room as unknown as { connection: { events: { onmessage?: (e: { data: ArrayBuffer }) => void } } }).connection.events;
  const decode = events.onmessage;
  events.onmessage = (e) => {
    if (measuring) counters.bytes += e.data.byteLength;
    decode?.(e);
  };
}

/** What every bot counts of its room: error replies, messages, and a connection lost in the window. */
function watch(room: Room, onLeave: () => void) {
  countBytes(room);
  room.onMessage("error", (e: { code?: string }) => {
    if (!measuring) return;
    counters.errors++;
    errorSamples.set(String(e?.code), (errorSamples.get(String(e?.code)) ?? 0) + 1);
  });
  room.onMessage("*", () => {
    if (measuring) counters.messages++;
  });
  room.onLeave(() => {
    onLeave();
    if (measuring) counters.dropped++;
  });
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
    watch(room, () => {
      if (this.timer) clearTimeout(this.timer);
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

/**
 * A chess player: seat p1 (the creator) or p2. Its colour is the one its seat was given (drawn by the chess room,
 * p1 white in the bare room); it plays a random legal move ACT_DELAY_MS after the position arrives.
 */
class ChessBot {
  private timer: NodeJS.Timeout | null = null;
  private lastKey = "";
  private pending: { ply: number; t0: number } | null = null;
  private over = false;

  constructor(
    private room: Room,
    private seat: "p1" | "p2",
  ) {
    room.onStateChange((s: any) => this.onState(s));
    // The creator asks for the rematch; the other accepts what it hears, like a person would.
    if (seat === "p2") {
      room.onMessage("rematch:request", () => {
        if (measuring) counters.messages++;
        setTimeout(() => this.room.send("rematch:accept", {}), ACT_DELAY_MS);
      });
    }
    watch(room, () => {
      if (this.timer) clearTimeout(this.timer);
    });
    if (room.state) this.onState(room.state);
  }

  private onState(s: any) {
    if (measuring) counters.patches++;
    if (!s.players || !s.lastMove) return; // the state before the room's first patch
    const p = this.pending;
    if (p && s.lastMove.ply !== p.ply) {
      if (measuring && p.t0 >= windowStart) counters.latencies.push(performance.now() - p.t0);
      this.pending = null;
    }
    if (s.gameStatus === "finished" && !this.over) {
      this.over = true;
      if (this.seat === "p1") {
        if (measuring) counters.finished++;
        setTimeout(() => {
          this.room.send("rematch:request", {});
          if (measuring) counters.rematches++;
        }, ACT_DELAY_MS);
      }
    } else if (s.gameStatus === "active") this.over = false;
    const colour = s.players.get(this.seat)?.color;
    if (this.timer || s.gameStatus !== "active" || !colour || s.turn !== colour || s.legalMoves.length === 0) return;
    const key = `${s.gameId}:${s.lastMove.ply}`;
    if (key === this.lastKey) return;
    this.lastKey = key;
    const seenAt = performance.now();
    this.timer = setTimeout(() => {
      this.timer = null;
      const now = this.room.state as any;
      if (now.gameStatus !== "active" || now.turn !== colour || `${now.gameId}:${now.lastMove.ply}` !== key) return this.onState(now);
      const uci: string = now.legalMoves[Math.floor(Math.random() * now.legalMoves.length)];
      const promotion = uci[4];
      this.pending = { ply: now.lastMove.ply, t0: performance.now() };
      this.room.send("opponentMove", {
        from: uci.slice(0, 2),
        to: uci.slice(2, 4),
        ...(promotion ? { promotion } : {}),
        moveMs: Math.round(performance.now() - seenAt),
      });
      if (measuring) counters.moves++;
    }, ACT_DELAY_MS);
  }
}

/** A Flash player: chaals whenever its seat is to act (sees its cards first when it must), ACT_DELAY_MS after. */
class FlashBot {
  private timer: NodeJS.Timeout | null = null;
  private lastKey = "";
  private pending: { key: string; t0: number } | null = null;

  constructor(
    private room: Room,
    private seat: string,
  ) {
    room.onStateChange((s: any) => this.onState(s));
    watch(room, () => {
      if (this.timer) clearTimeout(this.timer);
    });
    if (room.state) this.onState(room.state);
  }

  private onState(s: any) {
    if (measuring) counters.patches++;
    if (!s.players || !s.choices) return;
    const key = `${s.gameId}:${s.lastAction.n}`;
    const p = this.pending;
    if (p && key !== p.key) {
      if (measuring && p.t0 >= windowStart) counters.latencies.push(performance.now() - p.t0);
      this.pending = null;
    }
    if (this.timer || s.gameStatus !== "active" || s.choices.seat !== this.seat || key === this.lastKey) return;
    this.lastKey = key;
    this.timer = setTimeout(() => {
      this.timer = null;
      const now = this.room.state as any;
      if (`${now.gameId}:${now.lastAction.n}` !== key || now.choices.seat !== this.seat) return this.onState(now);
      this.pending = { key, t0: performance.now() };
      if (now.choices.bet > 0) this.room.send("bet", { double: false });
      else if (now.choices.see) this.room.send("seen", {});
      else this.room.send("pack", {});
      if (measuring) counters.moves++;
    }, ACT_DELAY_MS);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const roomName = () => "room_" + Array.from({ length: 4 }, () => ALNUM[randomInt(ALNUM.length)]).join("");
/** A private chess table's code: 6 digits. */
const tableCode = () => String(randomInt(1_000_000)).padStart(6, "0");
const SEATS_PER_TABLE: Record<Game, number> = { ludo: 4, chess: 2, flash: 7 };

/** Creates a table under a random name, drawing another name when it is taken. */
async function createNamed(create: () => Promise<Room>): Promise<Room> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await timed(create);
    } catch (err) {
      if (attempt < 5 && /already in use/.test(String((err as Error).message))) continue;
      throw err;
    }
  }
}

function clientFor(url: string, token: string | undefined): Client {
  const c = new Client(url);
  if (token) c.auth.token = token;
  return c;
}

/** Table t's seats: each one's session, server and name. */
function seatsOf(cmd: JoinCmd, t: number) {
  const per = SEATS_PER_TABLE[cmd.game ?? "ludo"];
  const urls = cmd.urls?.length ? cmd.urls : [cmd.url];
  return {
    client: (k: number) => clientFor(urls[(t + k) % urls.length]!, cmd.tokens[per * t + k]),
    playerName: (k: number) => `bench${t}_${k}`,
  };
}

/** Seats table t's players; the number seated so far counts towards `joined` even when a later seat fails. */
async function table(cmd: JoinCmd, t: number): Promise<{ joined: number; error?: string }> {
  const seated = { joined: 0 };
  try {
    await (cmd.game === "chess" ? chessTable(cmd, t, seated) : cmd.game === "flash" ? flashTable(cmd, t, seated) : ludoTable(cmd, t, seated));
    return seated;
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    return { joined: seated.joined, error: `${e?.message ?? e}${e?.cause ? ` (${e.cause.code ?? e.cause.message})` : ""}` };
  }
}

async function ludoTable(cmd: JoinCmd, t: number, seated: { joined: number }) {
  const { client, playerName } = seatsOf(cmd, t);
  const first =
    cmd.kind === "bare"
      ? await timed(() => client(0).create("ludo_bare", { color: COLOURS[0] }))
      : await createNamed(() =>
          client(0).create("ludo", { gameType: "Classic", roomId: roomName(), maxPlayers: 4, roomAmount: 1, color: COLOURS[0], playerName: playerName(0) }),
        );
  bots.push(new Bot(first, COLOURS[0]));
  seated.joined++;
  for (let k = 1; k < 4; k++) {
    const color = COLOURS[k]!;
    const room = await timed(() => client(k).joinById(first.roomId, { color, playerName: playerName(k) }));
    bots.push(new Bot(room, color));
    seated.joined++;
  }
}

/** A private chess table for 1 coin, untimed (minutes -1, the default): the game starts when the second player sits. */
async function chessTable(cmd: JoinCmd, t: number, seated: { joined: number }) {
  const { client, playerName } = seatsOf(cmd, t);
  const first =
    cmd.kind === "bare"
      ? await timed(() => client(0).create("chess_bare", {}))
      : await createNamed(() =>
          client(0).create("chess", { gameType: "Private", roomId: tableCode(), roomAmount: 1, playerName: playerName(0), currency: "COIN" }),
        );
  bots.push(new ChessBot(first, "p1"));
  seated.joined++;
  const second = await timed(() => client(1).joinById(first.roomId, { playerName: playerName(1) }));
  bots.push(new ChessBot(second, "p2"));
  seated.joined++;
}

/** A private Flash table, boot 1, every seat bought in for 500: the first hand is dealt once two are seated. */
async function flashTable(cmd: JoinCmd, t: number, seated: { joined: number }) {
  const { client, playerName } = seatsOf(cmd, t);
  const bare = cmd.kind === "bare";
  // Seat k + 1 for the k-th player: asked for at the real table, given in join order by the bare room.
  const first = bare
    ? await timed(() => client(0).create("flash_bare", {}))
    : await createNamed(() =>
        client(0).create("flash", { gameType: "Private", roomId: tableCode(), boot: 1, buyIn: 500, seat: "1", playerName: playerName(0), currency: "COIN" }),
      );
  bots.push(new FlashBot(first, "1"));
  seated.joined++;
  for (let k = 1; k < 7; k++) {
    const seat = String(k + 1);
    const room = await timed(() => client(k).joinById(first.roomId, bare ? {} : { playerName: playerName(k), buyIn: 500, seat }));
    bots.push(new FlashBot(room, seat));
    seated.joined++;
  }
}

async function join(cmd: JoinCmd) {
  const t0 = performance.now();
  const per = SEATS_PER_TABLE[cmd.game ?? "ludo"];
  const tables = Math.floor(cmd.clients / per);
  const runs: Promise<{ joined: number; error?: string }>[] = [];
  const running = new Set<Promise<unknown>>();
  for (let t = 0; t < tables; t++) {
    if (cmd.rate > 0) {
      const due = t0 + (t * per * 1000) / cmd.rate;
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
  send({ type: "joined", joined, failed: tables * per - joined, errors: [...errors], ms: performance.now() - t0, joinP50: pct(50), joinP99: pct(99) });
}

process.on("message", (m: { cmd: string } & Partial<JoinCmd>) => {
  if (m.cmd === "join") void join(m as JoinCmd);
  else if (m.cmd === "start") {
    counters.rolls = counters.moves = counters.errors = counters.finished = counters.rematches = counters.dropped = counters.patches = counters.messages = counters.bytes = 0;
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
