/** Helpers for this package's tests (not exported from the package). */
import type { LudoState } from "./state.js";

/** mulberry32: a small seeded PRNG, so a game replays from its seed. */
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

/** Freezes a state all the way down, so any mutation of an input state throws (ES modules are strict). */
export function deepFreeze(s: LudoState): LudoState {
  for (const p of s.players) {
    Object.freeze(p.tokens);
    Object.freeze(p);
  }
  Object.freeze(s.players);
  Object.freeze(s.finished);
  Object.freeze(s.out);
  return Object.freeze(s);
}
