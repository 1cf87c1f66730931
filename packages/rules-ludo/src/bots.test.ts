import { describe, expect, it } from "vitest";
import { prng } from "./testing.js";
import { COLORS, HOME, YARD, type Color } from "./board.js";
import { BOT_LEVELS, chooseBotMove } from "./bots.js";
import { applyMove, applyRoll, legalMoves } from "./moves.js";
import { newGame, type LudoState, type Mode } from "./state.js";

/** Red to move with `dice` on the table, tokens set directly on a cloned new game. */
function toMove(dice: number, tokens: Partial<Record<Color, number[]>>, colors: Color[] = ["red", "yellow"], mode: Mode = "classic"): LudoState {
  const s = structuredClone(newGame(mode, colors));
  for (const p of s.players) {
    const t = tokens[p.color];
    if (t) p.tokens = [...t];
  }
  s.phase = "waiting_for_token";
  s.dice = dice;
  s.sixes = dice === 6 ? 1 : 0;
  return s;
}

// Red's progress p stands on cell p; yellow's progress q on cell 26 + q (mod 52).

describe("bots", () => {
  it("every level picks a legal move in every position met in play, whatever the random", () => {
    const rng = prng(2024);
    let positions = 0;
    for (let g = 0; g < 90; g++) {
      const players = 2 + (g % 3);
      const mode: Mode = g % 2 === 0 ? "classic" : "quick";
      let s = newGame(mode, COLORS.slice(0, players));
      const ctx = { now: 0, roll: () => 1 + Math.floor(rng() * 6) };
      for (let step = 0; s.phase !== "finished" && step < 20_000; step++) {
        if (s.phase === "waiting_for_dice") {
          for (const level of BOT_LEVELS) if (chooseBotMove(s, level, 0.5) !== null) throw new Error(`${level} chose before the roll`);
          const r = applyRoll(s, s.turn, ctx);
          if (!r.ok) throw new Error(r.error);
          s = r.state;
          continue;
        }
        const legal = legalMoves(s, s.dice!);
        positions++;
        for (const level of BOT_LEVELS) {
          for (const random of [0, 0.37, 0.999999, rng()]) {
            const token = chooseBotMove(s, level, random);
            // (plain checks: expect() per position would dominate the run time)
            if (token === null || !legal.includes(token)) throw new Error(`${level} chose ${token} with legal ${legal} in game ${g}`);
          }
        }
        const r = applyMove(s, { player: s.turn, token: chooseBotMove(s, BOT_LEVELS[g % 3]!, rng())! });
        if (!r.ok) throw new Error(r.error);
        s = r.state;
      }
      expect(s.phase).toBe("finished");
    }
    expect(positions).toBeGreaterThan(5_000);
  });

  it("has no move to offer when no token can move", () => {
    const s = toMove(3, { red: [YARD, YARD, YARD, HOME] });
    for (const level of BOT_LEVELS) expect(chooseBotMove(s, level, 0.5)).toBeNull();
  });

  it("hard takes a capture when one is available", () => {
    // Token 0 (3 → 5) hits yellow on cell 5; token 1 (19 → 21) would reach a star.
    const s = toMove(2, { red: [3, 19, YARD, YARD], yellow: [31, YARD, YARD, YARD] });
    expect(chooseBotMove(s, "hard", 0.5)).toBe(0);
    expect(chooseBotMove(s, "medium", 0.5)).toBe(0);
  });

  it("hard takes a capture even over bringing a token home", () => {
    const s = toMove(2, { red: [3, 54, YARD, YARD], yellow: [31, YARD, YARD, YARD] });
    expect(chooseBotMove(s, "hard", 0.5)).toBe(0);
  });

  it("hard prefers a real capture to landing on a star beside an opponent it cannot hit", () => {
    // Token 0 (5 → 8) lands on a star where yellow stands (safe, no capture); token 1 (20 → 23) hits yellow on cell 23.
    const s = toMove(3, { red: [5, 20, YARD, YARD], yellow: [34, 49, YARD, YARD] });
    expect(chooseBotMove(s, "hard", 0.5)).toBe(1);
  });

  it("hard prefers bringing a token home over a safe star", () => {
    const s = toMove(4, { red: [4, 52, YARD, YARD] });
    expect(chooseBotMove(s, "hard", 0.5)).toBe(1);
    expect(chooseBotMove(s, "medium", 0.5)).toBe(1);
  });

  it("hard prefers entering the home column over a safe star", () => {
    const s = toMove(4, { red: [4, 50, YARD, YARD] });
    expect(chooseBotMove(s, "hard", 0.5)).toBe(1);
  });

  it("hard prefers a safe star to pushing its leading token onto a plain cell", () => {
    const s = toMove(3, { red: [5, 20, YARD, YARD] });
    expect(chooseBotMove(s, "hard", 0.5)).toBe(0);
    expect(chooseBotMove(s, "medium", 0.5)).toBe(1); // medium just pushes the leader
  });

  it("hard avoids landing within six cells ahead of an opponent when a safe alternative exists", () => {
    // Yellow on cell 31 (progress 5): the leader's 30 → 33 lands two cells ahead of it; 20 → 23 is out of reach.
    const s = toMove(3, { red: [20, 30, YARD, YARD], yellow: [5, YARD, YARD, YARD] });
    expect(chooseBotMove(s, "hard", 0.5)).toBe(0);
    expect(chooseBotMove(s, "medium", 0.5)).toBe(1);
  });

  it("hard runs a threatened token to safety rather than pushing its leader", () => {
    // Yellow on the star at cell 8 (progress 34) threatens red's token on cell 10; 10 → 13 is green's start, safe.
    const s = toMove(3, { red: [10, 30, YARD, YARD], yellow: [34, YARD, YARD, YARD] });
    expect(chooseBotMove(s, "hard", 0.5)).toBe(0);
  });

  it("hard sees no threat from an opponent about to turn into its home column", () => {
    // Yellow on cell 23 (progress 49) can only reach cell 24 before turning off; the leader's 21 → 25 is safe.
    const s = toMove(4, { red: [10, 21, YARD, YARD], yellow: [49, YARD, YARD, YARD] });
    expect(chooseBotMove(s, "hard", 0.5)).toBe(1);
  });

  it("medium takes a capture, else brings a token home, else brings one out, else pushes its leader", () => {
    expect(chooseBotMove(toMove(2, { red: [40, 3, YARD, YARD], yellow: [31, YARD, YARD, YARD] }), "medium", 0)).toBe(1);
    expect(chooseBotMove(toMove(2, { red: [40, 54, YARD, YARD] }), "medium", 0)).toBe(1);
    expect(chooseBotMove(toMove(6, { red: [40, 10, YARD, YARD] }), "medium", 0)).toBe(2);
    expect(chooseBotMove(toMove(3, { red: [10, 40, 20, YARD] }), "medium", 0)).toBe(1);
  });

  it("easy picks by the random it is given, so the same random replays the same choice", () => {
    const s = toMove(2, { red: [5, 10, 15, 20] });
    expect([0, 0.26, 0.5, 0.99999].map((r) => chooseBotMove(s, "easy", r))).toEqual([0, 1, 2, 3]);
    const rng = prng(5);
    for (let i = 0; i < 50; i++) {
      const r = rng();
      const first = chooseBotMove(s, "easy", r);
      expect(chooseBotMove(structuredClone(s), "easy", r)).toBe(first);
    }
  });

  it("easy only ever picks among the legal tokens", () => {
    const s = toMove(5, { red: [54, 10, YARD, 20] }); // 54 would overshoot, the yard needs a 6
    const picks = new Set(Array.from({ length: 100 }, (_, i) => chooseBotMove(s, "easy", i / 100)));
    expect([...picks].sort()).toEqual([1, 3]);
  });

  it("bots work in quick play too", () => {
    const s = toMove(2, { red: [3, 0, 0, 0], yellow: [31, 0, 0, 0] }, ["red", "yellow"], "quick");
    expect(chooseBotMove(s, "hard", 0.5)).toBe(0);
    expect(chooseBotMove(s, "medium", 0.5)).toBe(0);
  });
});
