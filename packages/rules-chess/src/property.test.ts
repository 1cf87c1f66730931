/**
 * Property tests: random games (random legal moves, offers, takebacks, presence, claims and timeouts, with `now`
 * rising by random steps) checked after every accepted action, then replayed from their record.
 * CHESS_PROPERTY_RUNS overrides the number of games.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerTakeback, declineDraw, offerDraw, repetitionsOf, requestTakeback } from "./agreements.js";
import { CHESS_COLOURS, CHESS_END_REASONS, type ChessEndReason, type Colour } from "./constants.js";
import { maxLagQuota } from "./clock.js";
import { abort, claimDraw, claimVictory, leave, resign, setPresence } from "./leaving.js";
import { applyMove } from "./play.js";
import { recordOf, replay } from "./replay.js";
import { isOver, newChessGame, opponent, turn, type ChessGame, type ChessRulesOptions } from "./state.js";
import { deadline, remainingMs, timeout, type ChessEvent, type RulesResult } from "./transition.js";
import { deepFreeze, mv, T0 } from "./testing.js";

const RUNS = Number(process.env.CHESS_PROPERTY_RUNS ?? 60);

const NO_WINNER: ChessEndReason[] = ["stalemate", "insufficient", "threefold", "fifty", "agreement", "aborted", "noStart", "timeoutDraw"];
const ALWAYS_A_WINNER: ChessEndReason[] = ["checkmate", "resign", "timeout"];

const optionsArb = fc.record({
  clock: fc.constantFrom(null, { initialMs: 15_000, incrementMs: 1_000 }, { initialMs: 60_000, incrementMs: 0 }, { initialMs: 180_000, incrementMs: 2_000 }, { initialMs: 600_000, incrementMs: 5_000 }),
  takebacks: fc.boolean(),
});

const stepArb = fc.record({
  action: fc.integer({ min: 0, max: 999 }),
  pick: fc.nat(),
  white: fc.boolean(),
  dt: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 3_000 }), weight: 150 }, { arbitrary: fc.integer({ min: 0, max: 700_000 }), weight: 1 }),
  clientMoveMs: fc.option(fc.integer({ min: 0, max: 6_000 })),
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

const declineDrawAt = (g: ChessGame, colour: Colour, _now: number) => declineDraw(g, colour);

/** One random action on `g` at `now`. */
function act(g: ChessGame, step: Step, now: number): RulesResult {
  const colour: Colour = step.white ? "white" : "black";
  const a = step.action;
  // A standing request or offer is often answered before the next move (which would cancel it).
  if (g.takebackOffer && a < 300) return answerTakeback(g, opponent(g.takebackOffer), step.pick % 3 !== 0, now);
  if (g.drawOffer && a < 100) return (step.pick % 2 === 0 ? offerDraw : declineDrawAt)(g, opponent(g.drawOffer), now);
  // Mostly moves; now and then everything else a player or the room can do.
  if (a < 880) {
    const legal = g.legalMoves;
    if (legal.length === 0) return timeout(g, now);
    return applyMove(g, turn(g) ?? colour, mv(legal[step.pick % legal.length]!), now, step.clientMoveMs ?? undefined);
  }
  if (a < 910) return offerDraw(g, colour, now);
  if (a < 925) return declineDraw(g, colour);
  if (a < 945) return requestTakeback(g, colour);
  if (a < 965) return answerTakeback(g, colour, step.pick % 3 !== 0, now);
  if (a < 975) return timeout(g, now);
  if (a < 990) return setPresence(g, colour, step.pick % 2 === 0, now);
  if (a < 997) return (step.pick % 2 === 0 ? claimVictory : claimDraw)(g, colour, now);
  if (a === 997) return resign(g, colour, now);
  if (a === 998) return abort(g, colour, now);
  return leave(g, colour, now);
}

function checkState(g: ChessGame, now: number): void {
  expect(g.ply).toBe(g.moves.length);
  expect(g.fen).toBe(g.ply === 0 ? g.startFen : g.moves.at(-1)!.fen);
  expect(g.repetitions).toEqual(repetitionsOf(g));
  if (g.drawOffer !== null) expect(g.ply).toBeGreaterThanOrEqual(2);
  const control = g.options.clock;
  if (g.clock && control) {
    for (const c of CHESS_COLOURS) {
      const timedMoves = g.moves.filter((m, i) => m.colour === c && i >= 2).length;
      expect(g.clock[c]).toBeGreaterThanOrEqual(0);
      expect(g.clock[c]).toBeLessThanOrEqual(control.initialMs + timedMoves * control.incrementMs);
      const left = remainingMs(g, c, now);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(g.clock[c]);
      expect(g.lagQuotaMs![c]).toBeGreaterThanOrEqual(0);
      expect(g.lagQuotaMs![c]).toBeLessThanOrEqual(maxLagQuota(control));
    }
    expect(g.clock.running).toBe(!isOver(g) && g.ply >= 2);
  } else {
    expect(remainingMs(g, "white", now)).toBe(-1);
  }
  if (!isOver(g)) {
    expect(g.winner).toBeNull();
    expect(turn(g)).not.toBeNull();
    expect(deadline(g)).not.toBeNull();
    expect(g.legalMoves.length).toBeGreaterThan(0);
    return;
  }
  expect(CHESS_END_REASONS).toContain(g.status);
  expect(turn(g)).toBeNull();
  expect(deadline(g)).toBeNull();
  expect(g.drawOffer).toBeNull();
  expect(g.takebackOffer).toBeNull();
  if (NO_WINNER.includes(g.status as ChessEndReason)) expect(g.winner).toBeNull();
  if (ALWAYS_A_WINNER.includes(g.status as ChessEndReason)) expect(CHESS_COLOURS).toContain(g.winner);
  if (g.status === "checkmate") expect(g.winner).toBe(g.moves.at(-1)!.colour);
  if (g.status === "aborted" || g.status === "noStart") expect(g.ply).toBeLessThan(2);
}

function checkEvents(prev: ChessGame, next: ChessGame, events: ChessEvent[]): void {
  const ends = events.filter((e) => e.type === "end");
  if (isOver(next)) expect(ends).toEqual([{ type: "end", status: next.status, winner: next.winner }]);
  else expect(ends).toEqual([]);
  const moves = events.filter((e) => e.type === "move");
  expect(moves.length).toBe(next.ply === prev.ply + 1 ? 1 : 0);
  expect(next.actions.length).toBe(prev.actions.length + 1);
}

interface Played {
  game: ChessGame;
  events: ChessEvent[];
}

function playRandom(options: Pick<ChessRulesOptions, "clock" | "takebacks">, steps: Step[]): Played {
  let g = deepFreeze(newChessGame({ ...options, now: T0, white: "p1", black: "p2" }));
  let now = T0;
  const all: ChessEvent[] = [];
  for (const step of steps) {
    if (isOver(g)) break;
    now += step.dt;
    const r = act(g, step, now);
    if (!r.ok) {
      expect(r.error).not.toBe("GAME_FINISHED");
      continue;
    }
    all.push(...r.events);
    checkEvents(g, r.state, r.events);
    g = deepFreeze(r.state);
    checkState(g, now);
  }
  return { game: g, events: all };
}

describe("random games", () => {
  it("keep every invariant, and replay from their record to the same state", () => {
    const ends = new Set<string>();
    const seen = new Map<string, number>();
    let plies = 0;
    fc.assert(
      fc.property(optionsArb, fc.array(stepArb, { minLength: 1, maxLength: 300, size: "max" }), (options, steps) => {
        const { game, events } = playRandom(options, steps);
        ends.add(game.status);
        plies += game.ply;
        for (const e of events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
        // Plain data: JSON carries the state and its record whole, and the record rebuilds the state.
        expect(JSON.parse(JSON.stringify(game))).toEqual(game);
        expect(replay(JSON.parse(JSON.stringify(recordOf(game))))).toEqual(game);
      }),
      { numRuns: RUNS, seed: 20_251_125 },
    );
    if (process.env.CHESS_STATS) console.log({ ends: [...ends], seen, averagePlies: plies / RUNS });
    // The runs reached the ways a game can end and the things players do, not only some of them.
    expect(ends.size).toBeGreaterThanOrEqual(7);
    for (const type of ["move", "draw-offer", "draw-declined", "takeback-request", "takeback", "takeback-declined", "end"]) {
      expect(seen.get(type) ?? 0, type).toBeGreaterThanOrEqual(3);
    }
  }, 120_000);

  it("a record with an action the rules refuse does not replay", () => {
    const g = newChessGame({ clock: null, takebacks: false, now: T0, white: "p1", black: "p2" });
    expect(() => replay({ options: g.options, actions: [{ type: "move", colour: "black", move: mv("e7e5"), now: T0 }] })).toThrow(/refused on replay: NOT_YOUR_TURN/);
  });
});
