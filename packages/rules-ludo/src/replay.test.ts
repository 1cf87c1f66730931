/**
 * Fixed-seed replay: with the provably fair die (@arena/fair) as the roller and bots fed a seeded random, a
 * game is a pure function of its seeds — played twice it gives the same events and final state, and every
 * recorded roll verifies against the revealed server seed.
 */
import { hashServerSeed, rollDie, verifyRolls, type FairSeed, type RollRecord } from "@arena/fair";
import { describe, expect, it } from "vitest";
import { prng } from "./testing.js";
import type { Color } from "./board.js";
import { chooseBotMove, type BotLevel } from "./bots.js";
import { applyMove, applyRoll, applyTimeout, type LudoEvent, type RulesContext, type RulesResult } from "./moves.js";
import { newGame, ranking, type LudoState, type Mode } from "./state.js";

const SEED: FairSeed = { serverSeed: "5d1f0c3a9e7b42d8a6f1c0e9b8d7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9", clientSeed: "replay-test" };

interface Game {
  mode: Mode;
  colors: Color[];
  level: BotLevel;
  botSeed: number;
  /** Chance that the clock runs out instead of the bot acting. */
  timeoutRate?: number;
}

function play(seed: FairSeed, game: Game): { events: LudoEvent[]; state: LudoState } {
  const rng = prng(game.botSeed);
  const ctx: RulesContext = { now: 0, roll: (nonce) => rollDie(seed, nonce) };
  const take = (r: RulesResult) => {
    if (!r.ok) throw new Error(`refused: ${r.error}`);
    return r;
  };
  let s = newGame(game.mode, game.colors);
  const events: LudoEvent[] = [];
  for (let step = 0; s.phase !== "finished"; step++) {
    if (step > 20_000) throw new Error("the game did not end");
    let r: RulesResult;
    if (rng() < (game.timeoutRate ?? 0)) r = take(applyTimeout(s, ctx));
    else if (s.phase === "waiting_for_dice") r = take(applyRoll(s, s.turn, ctx));
    else r = take(applyMove(s, { player: s.turn, token: chooseBotMove(s, game.level, rng())! }));
    events.push(...r.events);
    s = r.state;
  }
  return { events, state: s };
}

/** Recorded from the first run of games[0]: a change here means games replay differently than before. */
const GOLDEN = { rolls: 467, captures: 18, ranking: [0, 2, 1, 3], first: [1, 6, 2, 1, 5, 1, 3, 3] };

const rollsOf = (events: LudoEvent[]): RollRecord[] => events.flatMap((e) => (e.type === "roll" ? [{ nonce: e.nonce, value: e.dice }] : []));

const games: [string, Game][] = [
  ["classic, four hard bots", { mode: "classic", colors: ["red", "green", "yellow", "blue"], level: "hard", botSeed: 42 }],
  ["classic, two hard bots, the clock running out now and then", { mode: "classic", colors: ["green", "blue"], level: "hard", botSeed: 7, timeoutRate: 0.1 }],
  ["quick play, three easy bots", { mode: "quick", colors: ["red", "yellow", "blue"], level: "easy", botSeed: 99 }],
];

describe("fixed-seed replay", () => {
  it.each(games)("%s: played twice, the same events and the same final state", (_name, game) => {
    const a = play(SEED, game);
    const b = play(SEED, game);
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
    expect(a.state.phase).toBe("finished");
    expect(a.events.at(-1)).toEqual({ type: "game-end", ranking: ranking(a.state) });
  });

  it.each(games)("%s: every recorded roll verifies against the revealed server seed", (_name, game) => {
    const { events, state } = play(SEED, game);
    const rolls = rollsOf(events);
    expect(rolls.map((r) => r.nonce)).toEqual(rolls.map((_, i) => i)); // nonces 0, 1, 2, … without gaps
    expect(state.rolls).toBe(rolls.length);
    const check = verifyRolls(SEED, hashServerSeed(SEED.serverSeed), rolls);
    expect(check).toEqual({ commitmentMatches: true, mismatches: [], ok: true });
  });

  it("a roll changed after the fact is caught, and so is a server seed other than the one committed to", () => {
    const rolls = rollsOf(play(SEED, games[0]![1]).events);
    const forged = rolls.map((r) => (r.nonce === 10 ? { ...r, value: (r.value % 6) + 1 } : r));
    const check = verifyRolls(SEED, hashServerSeed(SEED.serverSeed), forged);
    expect(check.ok).toBe(false);
    expect(check.mismatches).toEqual([{ nonce: 10, recorded: forged[10]!.value, expected: rolls[10]!.value }]);
    expect(verifyRolls(SEED, hashServerSeed("some other seed"), rolls).commitmentMatches).toBe(false);
  });

  it("another client seed gives another game", () => {
    const a = play(SEED, games[0]![1]);
    const b = play({ ...SEED, clientSeed: "someone else" }, games[0]![1]);
    expect(rollsOf(b.events)).not.toEqual(rollsOf(a.events));
  });

  it("the reference game still plays out as recorded (changing the rules or the hard bot changes this)", () => {
    const { events, state } = play(SEED, games[0]![1]);
    const count = (t: LudoEvent["type"]) => events.filter((e) => e.type === t).length;
    expect({ rolls: state.rolls, captures: count("capture"), ranking: ranking(state), first: rollsOf(events).slice(0, 8).map((r) => r.value) }).toEqual(
      GOLDEN,
    );
  });
});
