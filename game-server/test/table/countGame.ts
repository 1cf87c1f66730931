import { schema, t, type SchemaType } from "@colyseus/schema";
import { z } from "zod";
import { DomainError } from "../../src/services/errors.js";
import type { GameDefinition, Outcome, Seat } from "../../src/rooms/table/definition.js";
import { tablePlayerFields, tableStateFields } from "../../src/rooms/table/state.js";

/**
 * A test-only game that proves the table kit without Ludo: each player in turn says "step"; the first to three steps
 * wins. The clock passes a turn; leaving puts a player out. Seats are "p1", "p2", …; bots always step.
 */
export const COUNT_GAME = "count";
const GOAL = 3;

export const countOptions = z.object({
  playerName: z.string().min(1).max(30),
  seats: z.number().int().min(2).max(4).default(2),
  fee: z.number().int().min(0).max(100).default(0),
  currency: z.enum(["COIN", "FREE"]).default("COIN"),
  bots: z.number().int().min(0).max(3).default(0),
  turnSeconds: z.number().int().min(1).max(60).default(15),
  clientSeed: z.string().optional(),
});
type Options = z.infer<typeof countOptions>;
const joinOptions = z.object({ playerName: z.string().min(1).max(30), currency: z.enum(["COIN", "FREE"]).default("COIN"), clientSeed: z.string().optional() });

const empty = z.object({}).strict().optional();
const messages = {
  step: empty,
  "send:message": z.object({ message: z.string().trim().min(1).max(200) }),
  "rematch:request": empty,
  "rematch:accept": empty,
  resume: empty,
  "game-start": empty,
  "player exit": empty,
  "get:winners": empty,
};

export const CountPlayer = schema({ ...tablePlayerFields, steps: t.uint8().default(0) }, "CountPlayer");
export type CountPlayer = SchemaType<typeof CountPlayer>;
export const CountState = schema({ ...tableStateFields, turn: t.string().default(""), players: t.map(CountPlayer) }, "CountState");
export type CountState = SchemaType<typeof CountState>;

export interface CountGame {
  seats: string[];
  steps: Record<string, number>;
  out: string[];
  turn: number;
  over: boolean;
}
type Event = { seat: string; did: "step" | "timeout" | "left" };

const keys = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const active = (g: CountGame) => g.seats.filter((s) => !g.out.includes(s));
const next = (g: CountGame): number => {
  for (let i = 1; i <= g.seats.length; i++) {
    const k = (g.turn + i) % g.seats.length;
    if (!g.out.includes(g.seats[k]!)) return k;
  }
  return g.turn;
};
const done = (g: CountGame): boolean => active(g).length <= 1 || g.seats.some((s) => g.steps[s]! >= GOAL);

function step(g: CountGame, seat: string, did: Event["did"]): Outcome<CountGame, Event> {
  if (g.over) return { ok: false, error: "GAME_OVER" };
  if (g.seats[g.turn] !== seat) return { ok: false, error: "NOT_YOUR_TURN" };
  const steps = did === "step" ? { ...g.steps, [seat]: g.steps[seat]! + 1 } : g.steps;
  const moved: CountGame = { ...g, steps };
  moved.over = done(moved);
  if (!moved.over) moved.turn = next(moved);
  return { ok: true, game: moved, events: [{ seat, did }] };
}

export const countGame: GameDefinition<Options, z.infer<typeof joinOptions>, CountGame, Event, CountState, CountPlayer> = {
  game: COUNT_GAME,
  createOptions: countOptions,
  joinOptions,
  messages,
  errorText: { NOT_YOUR_TURN: "It is not your turn.", GAME_OVER: "This game is over." },
  maxMessagesPerSecond: 50,
  reconnectSeconds: 20,
  rematchSeconds: 10,
  chat: { perTenSeconds: 5 },
  setup: (o) => ({
    roomId: null,
    mode: "Count",
    seats: o.seats,
    humans: o.seats - o.bots,
    fee: o.fee,
    currency: o.currency,
    password: null,
    visible: true,
    autoStart: true,
    rematch: true,
    turnSeconds: o.turnSeconds,
  }),
  newState: () => new CountState(),
  describe: () => undefined,
  newPlayer: () => new CountPlayer(),
  wantedSeat: () => null,
  freeSeats: (table, taken) => keys(table.seats).filter((k) => !taken.some((s) => s.key === k)),
  pickSeat(table, taken) {
    const free = keys(table.seats).find((k) => !taken.some((s) => s.key === k));
    if (!free) throw new DomainError(409, "This room is full.");
    return free;
  },
  bots: (o, human) =>
    keys(o.seats)
      .filter((k) => k !== human)
      .slice(0, o.bots)
      .map((key) => ({ key, playerName: `Bot ${key}`, bot: "simple" })),
  seatOrder: (ks) => [...ks].sort(),
  newGame: (_o, seats) => ({ seats: [...seats], steps: Object.fromEntries(seats.map((s) => [s, 0])), out: [], turn: 0, over: false }),
  turn: (g) => (g.over ? null : g.seats[g.turn]!),
  isOver: (g) => g.over,
  move: (g, seat, type) => (type === "step" ? step(g, seat, "step") : { ok: false, error: "BAD_MESSAGE" }),
  timeout: (g) => step(g, g.seats[g.turn]!, "timeout"),
  leave(g, seat) {
    if (g.over || g.out.includes(seat)) return { ok: false, error: "GAME_OVER" };
    const left: CountGame = { ...g, out: [...g.out, seat] };
    left.over = done(left);
    if (!left.over && g.seats[g.turn] === seat) left.turn = next(left);
    return { ok: true, game: left, events: [{ seat, did: "left" }] };
  },
  botMove: (g, seat) => step(g, seat, "step"),
  ranking: (g) => [...active(g).sort((a, b) => g.steps[b]! - g.steps[a]!), ...[...g.out].reverse()],
  announce: (_g, events) => ({ messages: events.map((e) => ({ type: "did", payload: e })), draws: [] }),
  timeoutAnnouncement: (seat) => ({ type: "timer:end", payload: { seat } }),
  sync(s, g) {
    s.turn = g.over ? "" : g.seats[g.turn]!;
    for (const key of g.seats) {
      const p = s.players.get(key);
      if (!p) continue;
      p.steps = g.steps[key]!;
      p.status = g.out.includes(key) ? "LEFT" : "ACTIVE";
    }
  },
  resetPlayer: (p) => {
    p.steps = 0;
  },
  result: (g, _s, seats: ReadonlyMap<string, Seat>, won) =>
    countGame.ranking(g).map((key, i) => {
      const seat = seats.get(key)!;
      return { place: i + 1, seat: key, userId: seat.userId, won: seat.userId ? (won.get(seat.userId) ?? 0) : 0 };
    }),
  recordedSeat: (seat) => ({ seat: seat.key }),
  recordDetails: () => ({}),
  listing: (_table, seats) => ({ players: seats.map((s) => ({ playerName: s.playerName, seat: s.key })) }),
  resume: (s) => ({ turn: s.turn }),
};
