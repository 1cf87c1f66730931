/**
 * Property tests: thousands of seeded random bot-vs-bot games (2–4 players, both modes, every bot level, with
 * random timeouts and leaves), checking the rules' invariants after every step. LUDO_PROPERTY_GAMES overrides
 * the number of games (LUDO_STATS=1 prints what they covered); a failure names the game's seed so it can be
 * replayed alone.
 */
import { describe, expect, it } from "vitest";
import { prng, deepFreeze } from "./testing.js";
import { COLORS, HOME, isSafeCell, seatOf, trackCell, YARD, type Color } from "./board.js";
import { BOT_LEVELS, chooseBotMove, type BotLevel } from "./bots.js";
import { applyLeave, applyMove, applyRoll, applyTimeout, legalMoves, target, type LudoEvent, type RulesResult } from "./moves.js";
import { MISSED_TURNS_LIMIT, newGame, ranking, type LudoState, type Mode } from "./state.js";

const GAMES = Number(process.env.LUDO_PROPERTY_GAMES ?? 3000);
/** No game may take more steps than this (a 4-player classic game takes a few hundred). */
const MAX_STEPS = 20_000;

interface Stats {
  games: number;
  steps: number;
  captures: number;
  threeSixes: number;
  timeouts: number;
  missedOut: number;
  left: number;
  placesAfterFirst: number;
  wonByDefault: number;
}

const emptyStats = (): Stats => ({
  games: 0,
  steps: 0,
  captures: 0,
  threeSixes: 0,
  timeouts: 0,
  missedOut: 0,
  left: 0,
  placesAfterFirst: 0,
  wonByDefault: 0,
});

class Violation extends Error {}

/** Checks one state against the rules' invariants. */
function checkState(s: LudoState, fail: (msg: string) => never): void {
  const n = s.players.length;
  for (const [i, p] of s.players.entries()) {
    if (p.tokens.length !== 4) fail(`player ${i} has ${p.tokens.length} tokens`);
    for (const t of p.tokens) {
      if (!Number.isInteger(t) || t < YARD || t > HOME) fail(`player ${i} has a token at progress ${t}`);
      if (s.mode === "quick" && t === YARD) fail(`quick play has a token in the yard`);
    }
    if (p.status === "active" && (p.missedTurns < 0 || p.missedTurns >= MISSED_TURNS_LIMIT)) fail(`player ${i} missed ${p.missedTurns}`);
  }
  const finished = s.players.flatMap((p, i) => (p.status === "finished" ? [i] : []));
  const out = s.players.flatMap((p, i) => (p.status === "out" ? [i] : []));
  if ([...s.finished].sort().join() !== finished.join()) fail(`finished list ${s.finished} vs statuses ${finished}`);
  if ([...s.out].sort().join() !== out.join()) fail(`out list ${s.out} vs statuses ${out}`);
  if (new Set([...s.finished, ...s.out]).size !== s.finished.length + s.out.length) fail(`a player both finished and out`);
  for (const i of s.finished) {
    const p = s.players[i]!;
    if (s.mode === "classic" && !p.tokens.every((t) => t === HOME)) fail(`classic finisher ${i} not all home: ${p.tokens}`);
    if (s.mode === "quick" && !p.tokens.includes(HOME)) fail(`quick finisher ${i} has no token home`);
  }
  if (s.mode === "quick" && s.finished.length > 1) fail(`quick play had ${s.finished.length} finishers`);

  // Two players' tokens never share a plain track cell (tokens of players put out stay on the board, inert).
  const owner = new Map<number, number>();
  for (const [i, p] of s.players.entries()) {
    if (p.status === "out") continue;
    for (const t of p.tokens) {
      const cell = trackCell(seatOf(p.color), t);
      if (cell === null || isSafeCell(cell)) continue;
      const o = owner.get(cell);
      if (o !== undefined && o !== i) fail(`players ${o} and ${i} share plain cell ${cell}`);
      owner.set(cell, i);
    }
  }

  const active = s.players.filter((p) => p.status === "active").length;
  if (s.phase === "finished") {
    if (s.dice !== null) fail(`finished game with a die on the table`);
    const over = active <= 1 || (s.mode === "quick" && s.finished.length > 0);
    if (!over) fail(`game finished with ${active} active players`);
    return;
  }
  if (active < 2) fail(`game still running with ${active} active players`);
  if (s.mode === "quick" && s.finished.length > 0) fail(`quick play went on after a token came home`);
  if (s.turn < 0 || s.turn >= n || s.players[s.turn]!.status !== "active") fail(`turn ${s.turn} is not an active player`);
  if (s.sixes < 0 || s.sixes > 2) fail(`sixes = ${s.sixes}`);
  if (s.phase === "waiting_for_dice" && s.dice !== null) fail(`waiting for dice with ${s.dice} on the table`);
  if (s.phase === "waiting_for_token") {
    if (s.dice === null || s.dice < 1 || s.dice > 6) fail(`waiting for a token with die ${s.dice}`);
    if (legalMoves(s, s.dice).length === 0) fail(`waiting for a token that cannot move`);
    if ((s.dice === 6) !== s.sixes > 0) fail(`die ${s.dice} with sixes ${s.sixes}`);
  }
}

/** Checks a step: every token change is explained by a move or capture event, nonces run on, events agree. */
function checkStep(prev: LudoState, next: LudoState, events: LudoEvent[], fail: (msg: string) => never): void {
  const expected = prev.players.map((p) => [...p.tokens]);
  let nonce = prev.rolls;
  for (const e of events) {
    if (e.type === "roll") {
      if (e.nonce !== nonce) fail(`roll nonce ${e.nonce}, expected ${nonce}`);
      nonce++;
    } else if (e.type === "move") {
      const from = expected[e.player]![e.token]!;
      if (from !== e.from) fail(`move from ${e.from} but token was at ${from}`);
      const roll = events.find((x) => x.type === "roll");
      const die = roll?.type === "roll" ? roll.dice : prev.dice;
      if (die === null || e.to !== target(prev, e.from, die)) fail(`move ${e.from}→${e.to} does not match die ${die}`);
      if (e.to <= e.from) fail(`token moved backwards ${e.from}→${e.to}`);
      expected[e.player]![e.token] = e.to;
    } else if (e.type === "capture") {
      const victim = next.players[e.victim]!;
      const at = expected[e.victim]![e.token]!;
      if (trackCell(seatOf(victim.color), at) !== e.cell || isSafeCell(e.cell)) fail(`capture on cell ${e.cell} of a token at ${at}`);
      expected[e.victim]![e.token] = next.mode === "quick" ? 0 : YARD;
    } else if (e.type === "game-end") {
      if (next.phase !== "finished") fail(`game-end event but phase ${next.phase}`);
      if (e.ranking.join() !== ranking(next).join()) fail(`game-end ranking ${e.ranking} vs ${ranking(next)}`);
    }
  }
  if (next.rolls !== nonce) fail(`rolls ${next.rolls}, expected ${nonce}`);
  for (const [i, p] of next.players.entries()) {
    if (p.tokens.join() !== expected[i]!.join()) fail(`player ${i} tokens ${p.tokens}, events explain ${expected[i]}`);
  }
  if (next.phase === "finished" && prev.phase !== "finished" && !events.some((e) => e.type === "game-end")) fail(`game ended without a game-end event`);
}

interface GameConfig {
  seed: number;
  mode: Mode;
  colors: Color[];
  levels: BotLevel[];
  timeoutRate: number;
  leaveRate: number;
}

function configFor(seed: number, mode: Mode, players: number): GameConfig {
  const rng = prng(seed ^ 0x9e3779b9);
  // A seeded Fisher–Yates picks which colours sit down.
  const colors = [...COLORS];
  for (let i = colors.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [colors[i], colors[j]] = [colors[j]!, colors[i]!];
  }
  return {
    seed,
    mode,
    colors: colors.slice(0, players),
    levels: Array.from({ length: players }, () => BOT_LEVELS[Math.floor(rng() * BOT_LEVELS.length)]!),
    timeoutRate: [0, 0, 0.05, 0.35][Math.floor(rng() * 4)]!,
    leaveRate: [0, 0, 0.001, 0.005][Math.floor(rng() * 4)]!,
  };
}

function playGame(cfg: GameConfig, stats: Stats): LudoState {
  const rng = prng(cfg.seed);
  const dieRng = prng(cfg.seed * 31 + 7);
  const ctx = { now: 0, roll: () => 1 + Math.floor(dieRng() * 6) };
  const fail = (msg: string): never => {
    throw new Violation(`game seed ${cfg.seed} (${cfg.mode}, ${cfg.colors.join("/")}): ${msg}`);
  };
  const take = (r: RulesResult, what: string): { state: LudoState; events: LudoEvent[] } => {
    if (!r.ok) fail(`${what} refused: ${r.error}`);
    return r as { ok: true; state: LudoState; events: LudoEvent[] };
  };

  let s = deepFreeze(newGame(cfg.mode, cfg.colors));
  const n = s.players.length;
  checkState(s, fail);
  let gameEnds = 0;
  let step = 0;
  for (; s.phase !== "finished"; step++) {
    if (step >= MAX_STEPS) fail(`no end after ${MAX_STEPS} steps`);
    const x = rng();
    let r: { state: LudoState; events: LudoEvent[] };
    if (x < cfg.leaveRate) {
      const active = s.players.flatMap((p, i) => (p.status === "active" ? [i] : []));
      r = take(applyLeave(s, active[Math.floor(rng() * active.length)]!), "leave");
    } else if (x < cfg.leaveRate + cfg.timeoutRate) {
      stats.timeouts++;
      r = take(applyTimeout(s, ctx), "timeout");
    } else if (s.phase === "waiting_for_dice") {
      if (rng() < 0.02) {
        // Wrong actions are refused (the frozen state proves they change nothing).
        const other = (s.turn + 1) % n;
        const e1 = applyRoll(s, other, ctx);
        const e2 = applyMove(s, { player: s.turn, token: 0 });
        if (e1.ok || e1.error !== "NOT_YOUR_TURN") fail(`out-of-turn roll gave ${JSON.stringify(e1)}`);
        if (e2.ok || e2.error !== "ROLL_FIRST") fail(`move before roll gave ${JSON.stringify(e2)}`);
      }
      r = take(applyRoll(s, s.turn, ctx), "roll");
    } else {
      const legal = legalMoves(s, s.dice!);
      const token = chooseBotMove(s, cfg.levels[s.turn]!, rng());
      if (token === null || !legal.includes(token)) fail(`bot ${cfg.levels[s.turn]} chose ${token}, legal ${legal}`);
      if (rng() < 0.02) {
        const e = applyRoll(s, s.turn, ctx);
        if (e.ok || e.error !== "ALREADY_ROLLED") fail(`second roll gave ${JSON.stringify(e)}`);
      }
      r = take(applyMove(s, { player: s.turn, token: token! }), "move");
    }
    const next = deepFreeze(r.state);
    checkStep(s, next, r.events, fail);
    checkState(next, fail);
    for (const e of r.events) {
      if (e.type === "capture") stats.captures++;
      if (e.type === "turn" && e.reason === "three-sixes") stats.threeSixes++;
      if (e.type === "out" && e.reason === "left") stats.left++;
      if (e.type === "out" && e.reason === "missed-turns") stats.missedOut++;
      if (e.type === "finished" && e.place > 1) stats.placesAfterFirst++;
      if (e.type === "game-end") gameEnds++;
    }
    s = next;
  }
  stats.games++;
  stats.steps += step;

  // The end: one game-end, a full ranking, a winner who earned it.
  if (gameEnds !== 1) fail(`${gameEnds} game-end events`);
  const rank = ranking(s);
  if ([...rank].sort().join() !== Array.from({ length: n }, (_, i) => i).join()) fail(`ranking ${rank} is not a permutation`);
  if (rank.slice(n - s.out.length).join() !== [...s.out].reverse().join()) fail(`ranking ${rank} does not end with ${s.out} reversed`);
  const winner = s.players[rank[0]!]!;
  const earned = s.mode === "classic" ? winner.tokens.every((t) => t === HOME) : winner.tokens.includes(HOME);
  if (!earned) {
    if (s.out.length !== n - 1) fail(`winner ${rank[0]} (${winner.tokens}) did not finish and others are still in`);
    stats.wonByDefault++;
  }
  for (const a of [applyRoll(s, s.turn, ctx), applyMove(s, { player: s.turn, token: 0 }), applyTimeout(s, ctx), applyLeave(s, rank[0]!)]) {
    if (a.ok || a.error !== "GAME_FINISHED") fail(`action after the end gave ${JSON.stringify(a)}`);
  }
  return s;
}

const combos: [Mode, number][] = [
  ["classic", 2],
  ["classic", 3],
  ["classic", 4],
  ["quick", 2],
  ["quick", 3],
  ["quick", 4],
];

describe("random bot-vs-bot games keep every rule", () => {
  const total = emptyStats();
  const perCombo = Math.max(1, Math.ceil(GAMES / combos.length));

  it.each(combos)("%s, %i players", (mode, players) => {
    const stats = emptyStats();
    const base = (mode === "classic" ? 1_000_000 : 2_000_000) + players * 100_000;
    for (let g = 0; g < perCombo; g++) playGame(configFor(base + g, mode, players), stats);
    expect(stats.games).toBe(perCombo);
    for (const k of Object.keys(total) as (keyof Stats)[]) total[k] += stats[k];
  }, 120_000);

  it("covered captures, three sixes, timeouts, players put out and leaving, and places after the first", () => {
    if (process.env.LUDO_STATS) console.log(total);
    if (total.games < 300) return; // too few games to expect every situation
    expect(total.captures).toBeGreaterThan(0);
    expect(total.threeSixes).toBeGreaterThan(0);
    expect(total.timeouts).toBeGreaterThan(0);
    expect(total.missedOut).toBeGreaterThan(0);
    expect(total.left).toBeGreaterThan(0);
    expect(total.placesAfterFirst).toBeGreaterThan(0);
    expect(total.wonByDefault).toBeGreaterThan(0);
  });
});
