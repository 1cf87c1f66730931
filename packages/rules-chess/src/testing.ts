/** Helpers for this package's tests (not exported from the package). */
import { expect } from "vitest";
import type { Colour } from "./constants.js";
import { applyMove } from "./play.js";
import { newChessGame, turn, type ChessGame, type ChessRulesOptions } from "./state.js";
import type { ChessEvent, RulesResult } from "./transition.js";

export const T0 = 1_700_000_000_000;

/** A new game at T0 (untimed, no takebacks unless told). */
export const game = (o: Partial<ChessRulesOptions> = {}): ChessGame =>
  deepFreeze(newChessGame({ clock: null, takebacks: false, now: T0, white: "p1", black: "p2", ...o }));

/** Freezes a state all the way down, so any change to an input state throws (ES modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The accepted result's state (frozen) and events; fails the test on a refusal. */
export function ok(r: RulesResult): { state: ChessGame; events: ChessEvent[] } {
  if (!r.ok) throw new Error(`expected the action to succeed, got ${r.error}`);
  return { state: deepFreeze(r.state), events: r.events };
}

export function refused(r: RulesResult): string {
  if (r.ok) throw new Error(`expected a refusal, got events ${JSON.stringify(r.events)}`);
  return r.error;
}

/** Plays UCI moves for whoever is to move, at `now` (a number, or one per move). */
export function play(g: ChessGame, ucis: string, now: number | ((i: number) => number) = T0): ChessGame {
  let s = g;
  ucis
    .split(/\s+/)
    .filter(Boolean)
    .forEach((uci, i) => {
      const colour: Colour = turn(s)!;
      const at = typeof now === "number" ? now : now(i);
      const move = { from: uci.slice(0, 2), to: uci.slice(2, 4), ...(uci[4] ? { promotion: uci[4] as "q" } : {}) };
      s = ok(applyMove(s, colour, move, at)).state;
    });
  return s;
}

export const mv = (uci: string) => ({ from: uci.slice(0, 2), to: uci.slice(2, 4), ...(uci[4] ? { promotion: uci[4] as "q" | "r" | "b" | "n" } : {}) });

export const endOf = (events: ChessEvent[]) => events.find((e) => e.type === "end");

export function expectEnded(g: ChessGame, status: string, winner: Colour | null): void {
  expect({ status: g.status, winner: g.winner }).toEqual({ status, winner });
}

/** mulberry32: a small seeded PRNG, so a random game replays from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
