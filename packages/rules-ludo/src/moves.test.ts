import { describe, expect, it } from "vitest";
import { deepFreeze } from "./testing.js";
import { HOME, YARD, type Color } from "./board.js";
import {
  applyLeave,
  applyMove,
  applyRoll,
  applyTimeout,
  autoToken,
  legalMoves,
  type LudoEvent,
  type RulesContext,
  type RulesResult,
} from "./moves.js";
import { newGame, ranking, type LudoState, type Mode } from "./state.js";
import { playerView } from "./view.js";

// ---- helpers -------------------------------------------------------------------------------------------------

/** A new game with token positions (and any other fields) set directly on a cloned state. */
function setup(
  mode: Mode,
  colors: Color[],
  tokens: Partial<Record<Color, number[]>> = {},
  patch: Partial<LudoState> = {},
): LudoState {
  const s = structuredClone(newGame(mode, colors));
  for (const p of s.players) {
    const t = tokens[p.color];
    if (t) p.tokens = [...t];
  }
  Object.assign(s, patch);
  return deepFreeze(s);
}

/** Scripted dice: roll number n shows values[n] (states here start at rolls = 0). */
function dice(...values: number[]): RulesContext {
  return {
    now: 0,
    roll: (nonce) => {
      const v = values[nonce];
      if (v === undefined) throw new Error(`the script has no die for roll ${nonce}`);
      return v;
    },
  };
}

function ok(r: RulesResult): { state: LudoState; events: LudoEvent[] } {
  if (!r.ok) throw new Error(`expected the action to succeed, got ${r.error}`);
  return { state: deepFreeze(r.state), events: r.events };
}

const types = (events: LudoEvent[]) => events.map((e) => e.type);
const tokensOf = (s: LudoState, i: number) => s.players[i]!.tokens;

/** Rolls for the player to act and moves `token` (when given). */
function rollAndMove(s: LudoState, ctx: RulesContext, token?: number) {
  const rolled = ok(applyRoll(s, s.turn, ctx));
  if (token === undefined) return rolled;
  const moved = ok(applyMove(rolled.state, { player: s.turn, token }));
  return { state: moved.state, events: [...rolled.events, ...moved.events] };
}

// Cell arithmetic used below: red's progress p stands on cell p; green's on 13 + p; yellow's on 26 + p; blue's
// on 39 + p (mod 52). So yellow on cell 5 is progress 31, yellow on the star at 8 is progress 34.

// ---- new game ------------------------------------------------------------------------------------------------

describe("a new game", () => {
  it("starts with every token in the yard, players in seat order, and the first seat to roll", () => {
    const s = newGame("classic", ["blue", "red", "green"]);
    expect(s.players.map((p) => p.color)).toEqual(["red", "green", "blue"]);
    expect(s.players.every((p) => p.tokens.length === 4 && p.tokens.every((t) => t === YARD))).toBe(true);
    expect(s.players.every((p) => p.status === "active" && p.missedTurns === 0)).toBe(true);
    expect(s).toMatchObject({ mode: "classic", turn: 0, phase: "waiting_for_dice", dice: null, sixes: 0, rolls: 0, finished: [], out: [] });
  });

  it("needs two to four players with different colours", () => {
    expect(() => newGame("classic", ["red"])).toThrow(RangeError);
    expect(() => newGame("classic", ["red", "green", "yellow", "blue", "red"])).toThrow(RangeError);
    expect(() => newGame("quick", ["red", "red"])).toThrow(RangeError);
    expect(newGame("quick", ["red", "green", "yellow", "blue"]).players).toHaveLength(4);
  });
});

// ---- classic -------------------------------------------------------------------------------------------------

describe("classic rules", () => {
  it("without a 6 no token can leave the yard and the turn passes", () => {
    const { state, events } = rollAndMove(setup("classic", ["red", "yellow"]), dice(5));
    expect(events).toEqual([
      { type: "roll", player: 0, dice: 5, nonce: 0 },
      { type: "turn", player: 1, extra: false, reason: "no-move" },
    ]);
    expect(state).toMatchObject({ turn: 1, phase: "waiting_for_dice", dice: null, rolls: 1 });
    expect(tokensOf(state, 0)).toEqual([YARD, YARD, YARD, YARD]);
  });

  it("a 6 brings a token out onto its start cell and gives another roll", () => {
    const rolled = ok(applyRoll(setup("classic", ["red", "yellow"]), 0, dice(6)));
    expect(rolled.state).toMatchObject({ phase: "waiting_for_token", dice: 6, sixes: 1 });
    expect(legalMoves(rolled.state, 6)).toEqual([0, 1, 2, 3]);
    const { state, events } = ok(applyMove(rolled.state, { player: 0, token: 2 }));
    expect(events).toEqual([
      { type: "move", player: 0, token: 2, from: YARD, to: 0 },
      { type: "turn", player: 0, extra: true, reason: "moved" },
    ]);
    expect(tokensOf(state, 0)).toEqual([YARD, YARD, 0, YARD]);
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_dice", dice: null, sixes: 1 });
  });

  it("a token moves forward by the die and the turn passes", () => {
    const { state, events } = rollAndMove(setup("classic", ["red", "yellow"], { red: [5, YARD, YARD, YARD] }), dice(4), 0);
    expect(tokensOf(state, 0)).toEqual([9, YARD, YARD, YARD]);
    expect(events.at(-1)).toEqual({ type: "turn", player: 1, extra: false, reason: "moved" });
    expect(state.turn).toBe(1);
  });

  it("a 6 on a token already out also gives another roll", () => {
    const { state } = rollAndMove(setup("classic", ["red", "yellow"], { red: [5, YARD, YARD, YARD] }), dice(6), 0);
    expect(tokensOf(state, 0)[0]).toBe(11);
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_dice" });
  });

  it("a 6 that no token can use passes the turn", () => {
    const s = setup("classic", ["red", "yellow"], { red: [HOME, 51, 52, 53] });
    const { state, events } = rollAndMove(s, dice(6));
    expect(events.at(-1)).toEqual({ type: "turn", player: 1, extra: false, reason: "no-move" });
    expect(state.turn).toBe(1);
  });

  it("a third six in a row ends the turn without moving", () => {
    let s = setup("classic", ["red", "yellow"]);
    const ctx = dice(6, 6, 6);
    s = rollAndMove(s, ctx, 0).state;
    s = rollAndMove(s, ctx, 0).state;
    expect(tokensOf(s, 0)[0]).toBe(6);
    expect(s).toMatchObject({ turn: 0, sixes: 2 });
    const { state, events } = ok(applyRoll(s, 0, ctx));
    expect(events).toEqual([
      { type: "roll", player: 0, dice: 6, nonce: 2 },
      { type: "turn", player: 1, extra: false, reason: "three-sixes" },
    ]);
    expect(tokensOf(state, 0)).toEqual([6, YARD, YARD, YARD]);
    expect(state).toMatchObject({ turn: 1, phase: "waiting_for_dice", dice: null, sixes: 0 });
  });

  it("the next player's sixes are counted afresh", () => {
    let s = setup("classic", ["red", "yellow"]);
    const ctx = dice(6, 6, 6, 6, 6);
    s = rollAndMove(s, ctx, 0).state;
    s = rollAndMove(s, ctx, 0).state;
    s = rollAndMove(s, ctx).state; // red's third six
    expect(s.turn).toBe(1);
    s = rollAndMove(s, ctx, 0).state;
    s = rollAndMove(s, ctx, 0).state;
    expect(s).toMatchObject({ turn: 1, sixes: 2, phase: "waiting_for_dice" });
    expect(tokensOf(s, 1)[0]).toBe(6);
  });

  it("a roll other than 6 in between starts the count of sixes again", () => {
    // Yellow on cell 18 (progress 44): red 10 → 16 with a 6, then 16 → 18 with a 2 captures (another roll).
    let s = setup("classic", ["red", "yellow"], { red: [10, YARD, YARD, YARD], yellow: [44, YARD, YARD, YARD] });
    const ctx = dice(6, 2, 6, 6);
    s = rollAndMove(s, ctx, 0).state;
    s = rollAndMove(s, ctx, 0).state;
    expect(s).toMatchObject({ turn: 0, sixes: 0 });
    s = rollAndMove(s, ctx, 0).state;
    const { state } = ok(applyRoll(s, 0, ctx));
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_token", dice: 6, sixes: 2 });
  });

  it("landing on an opponent sends it back to its yard and gives another roll", () => {
    const s = setup("classic", ["red", "yellow"], { red: [3, YARD, YARD, YARD], yellow: [20, 31, YARD, YARD] });
    const { state, events } = rollAndMove(s, dice(2), 0);
    expect(events).toEqual([
      { type: "roll", player: 0, dice: 2, nonce: 0 },
      { type: "move", player: 0, token: 0, from: 3, to: 5 },
      { type: "capture", player: 0, victim: 1, token: 1, cell: 5 },
      { type: "turn", player: 0, extra: true, reason: "moved" },
    ]);
    expect(tokensOf(state, 1)).toEqual([20, YARD, YARD, YARD]);
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_dice" });
  });

  it("a capture with a 6 still gives only one more roll", () => {
    const s = setup("classic", ["red", "yellow"], { red: [3, YARD, YARD, YARD], yellow: [35, YARD, YARD, YARD] }); // yellow on cell 9
    const { state, events } = rollAndMove(s, dice(6), 0);
    expect(types(events)).toEqual(["roll", "move", "capture", "turn"]);
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_dice", sixes: 1 });
  });

  it("two opponent tokens on one plain cell are both captured", () => {
    const s = setup("classic", ["red", "yellow"], { red: [3, YARD, YARD, YARD], yellow: [31, 31, 10, YARD] });
    const { state, events } = rollAndMove(s, dice(2), 0);
    expect(events.filter((e) => e.type === "capture")).toHaveLength(2);
    expect(tokensOf(state, 1)).toEqual([YARD, YARD, 10, YARD]);
  });

  it("landing on a star does not capture", () => {
    const s = setup("classic", ["red", "yellow"], { red: [5, YARD, YARD, YARD], yellow: [34, YARD, YARD, YARD] }); // yellow on cell 8
    const { state, events } = rollAndMove(s, dice(3), 0);
    expect(types(events)).toEqual(["roll", "move", "turn"]);
    expect(tokensOf(state, 0)[0]).toBe(8);
    expect(tokensOf(state, 1)[0]).toBe(34);
    expect(state.turn).toBe(1); // no capture, no extra roll
  });

  it("landing on an opponent's start cell does not capture", () => {
    const s = setup("classic", ["red", "yellow"], { red: [23, YARD, YARD, YARD], yellow: [0, YARD, YARD, YARD] }); // cell 26
    const { state, events } = rollAndMove(s, dice(3), 0);
    expect(types(events)).toEqual(["roll", "move", "turn"]);
    expect(tokensOf(state, 1)[0]).toBe(0);
  });

  it("coming out onto your start cell does not capture an opponent standing there", () => {
    const s = setup("classic", ["red", "yellow"], { yellow: [26, YARD, YARD, YARD] }); // yellow on cell 0
    const { state, events } = rollAndMove(s, dice(6), 0);
    expect(types(events)).toEqual(["roll", "move", "turn"]);
    expect(tokensOf(state, 1)[0]).toBe(26);
  });

  it("landing on your own token is allowed and captures nothing", () => {
    const s = setup("classic", ["red", "yellow"], { red: [3, 5, YARD, YARD] });
    const { state, events } = rollAndMove(s, dice(2), 0);
    expect(types(events)).toEqual(["roll", "move", "turn"]);
    expect(tokensOf(state, 0)).toEqual([5, 5, YARD, YARD]);
  });

  it("after its last track cell a token turns into its home column, out of reach, instead of going round again", () => {
    // Going round, red 50 + 3 would be cell 1, where yellow stands (progress 27).
    const s = setup("classic", ["red", "yellow"], { red: [50, YARD, YARD, YARD], yellow: [27, YARD, YARD, YARD] });
    const { state, events } = rollAndMove(s, dice(3), 0);
    expect(types(events)).toEqual(["roll", "move", "turn"]);
    expect(tokensOf(state, 0)[0]).toBe(53);
    expect(tokensOf(state, 1)[0]).toBe(27);
  });

  it("home needs the exact count: a token that would overshoot cannot move", () => {
    const s = setup("classic", ["red", "yellow"], { red: [53, YARD, YARD, YARD] });
    const { state, events } = rollAndMove(s, dice(4));
    expect(events.at(-1)).toEqual({ type: "turn", player: 1, extra: false, reason: "no-move" });
    expect(tokensOf(state, 0)[0]).toBe(53);
  });

  it("with an overshooting token, only the other tokens may move", () => {
    const s = setup("classic", ["red", "yellow"], { red: [54, 10, YARD, HOME] });
    const rolled = ok(applyRoll(s, 0, dice(5)));
    expect(legalMoves(rolled.state, 5)).toEqual([1]);
    expect(applyMove(rolled.state, { player: 0, token: 0 })).toEqual({ ok: false, error: "ILLEGAL_MOVE" });
    expect(applyMove(rolled.state, { player: 0, token: 3 })).toEqual({ ok: false, error: "ILLEGAL_MOVE" });
  });

  it("a token reaching home with the exact count gives another roll", () => {
    const s = setup("classic", ["red", "yellow"], { red: [53, 20, YARD, YARD] });
    const { state, events } = rollAndMove(s, dice(3), 0);
    expect(events).toEqual([
      { type: "roll", player: 0, dice: 3, nonce: 0 },
      { type: "move", player: 0, token: 0, from: 53, to: HOME },
      { type: "home", player: 0, token: 0 },
      { type: "turn", player: 0, extra: true, reason: "moved" },
    ]);
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_dice" });
  });

  it("the first player with all four tokens home wins, and a two-player game ends there", () => {
    const s = setup("classic", ["red", "yellow"], { red: [HOME, HOME, HOME, 55], yellow: [40, 30, YARD, YARD] });
    const { state, events } = rollAndMove(s, dice(1), 3);
    expect(events.slice(1)).toEqual([
      { type: "move", player: 0, token: 3, from: 55, to: HOME },
      { type: "home", player: 0, token: 3 },
      { type: "finished", player: 0, place: 1 },
      { type: "game-end", ranking: [0, 1] },
    ]);
    expect(state).toMatchObject({ phase: "finished", dice: null, finished: [0] });
    expect(state.players[0]!.status).toBe("finished");
    expect(ranking(state)).toEqual([0, 1]);
  });

  it("with three players the game goes on for second place, skipping the winner", () => {
    const ctx = dice(1, 1, 1, 1);
    let s = setup("classic", ["red", "green", "yellow"], {
      red: [HOME, HOME, HOME, 55],
      green: [HOME, HOME, HOME, 54],
      yellow: [20, YARD, YARD, YARD],
    });
    let r = rollAndMove(s, ctx, 3); // red finishes first
    expect(r.events.filter((e) => e.type === "finished")).toEqual([{ type: "finished", player: 0, place: 1 }]);
    expect(r.events.at(-1)).toEqual({ type: "turn", player: 1, extra: false, reason: "moved" });
    expect(r.state).toMatchObject({ phase: "waiting_for_dice", turn: 1 });
    s = rollAndMove(r.state, ctx, 3).state; // green 54 → 55
    s = rollAndMove(s, ctx, 0).state; // yellow 20 → 21
    expect(s.turn).toBe(1); // red, who finished, is skipped
    r = rollAndMove(s, ctx, 3); // green finishes second: one player left, the game ends
    expect(types(r.events).slice(-3)).toEqual(["home", "finished", "game-end"]);
    expect(r.events.at(-1)).toEqual({ type: "game-end", ranking: [0, 1, 2] });
    expect(r.state).toMatchObject({ phase: "finished", finished: [0, 1] });
  });

  it("with four players the game goes on until only one is left playing", () => {
    let s = setup("classic", ["red", "green", "yellow", "blue"], {
      red: [HOME, HOME, HOME, 55],
      green: [10, 10, YARD, YARD],
      yellow: [30, 30, 30, YARD],
      blue: [HOME, HOME, HOME, 55],
    });
    const ctx = dice(1, 2, 2, 1);
    s = rollAndMove(s, ctx, 3).state; // red wins
    s = rollAndMove(s, ctx, 0).state; // green
    s = rollAndMove(s, ctx, 0).state; // yellow
    expect(s.phase).toBe("waiting_for_dice");
    const r = rollAndMove(s, ctx, 3); // blue second: green and yellow still play for third
    expect(r.state).toMatchObject({ phase: "waiting_for_dice", turn: 1, finished: [0, 3] });
    expect(ranking(r.state)).toEqual([0, 3, 2, 1]); // yellow has come further than green
  });

  it("a finished player cannot leave any more", () => {
    const s = setup("classic", ["red", "green", "yellow"], { red: [HOME, HOME, HOME, 55] });
    const { state } = rollAndMove(s, dice(1), 3);
    expect(applyLeave(state, 0)).toEqual({ ok: false, error: "PLAYER_NOT_ACTIVE" });
  });
});

// ---- ranking -------------------------------------------------------------------------------------------------

describe("ranking", () => {
  it("puts finishers first in order, then players still in by progress, then players put out, the last one out first", () => {
    const s = setup(
      "classic",
      ["red", "green", "yellow", "blue"],
      { red: [10, YARD, YARD, YARD], green: [40, 40, 40, 40], yellow: [HOME, HOME, HOME, HOME], blue: [50, 50, 50, 50] },
      { finished: [2], out: [3, 1] },
    );
    expect(ranking(s)).toEqual([2, 0, 1, 3]);
  });

  it("ranks players still in by total progress, seat order breaking ties", () => {
    const s = setup("classic", ["red", "green", "yellow", "blue"], {
      red: [5, YARD, YARD, YARD], // 6
      green: [2, 2, YARD, YARD], // 6
      yellow: [40, YARD, YARD, YARD], // 41
      blue: [YARD, YARD, YARD, YARD], // 0
    });
    expect(ranking(s)).toEqual([2, 0, 1, 3]);
  });
});

// ---- quick play ----------------------------------------------------------------------------------------------

describe("quick play", () => {
  it("tokens start on their start cells and move without needing a 6", () => {
    const s = setup("quick", ["red", "yellow"]);
    expect(s.players.every((p) => p.tokens.every((t) => t === 0))).toBe(true);
    const rolled = ok(applyRoll(s, 0, dice(3)));
    expect(legalMoves(rolled.state, 3)).toEqual([0, 1, 2, 3]);
    const { state } = ok(applyMove(rolled.state, { player: 0, token: 1 }));
    expect(tokensOf(state, 0)).toEqual([0, 3, 0, 0]);
    expect(state.turn).toBe(1);
  });

  it("a 6 still gives another roll", () => {
    const { state } = rollAndMove(setup("quick", ["red", "yellow"]), dice(6), 0);
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_dice" });
  });

  it("a captured token goes back to its start cell, not to a yard", () => {
    const s = setup("quick", ["red", "yellow"], { red: [3, 0, 0, 0], yellow: [31, 0, 0, 0] });
    const { state, events } = rollAndMove(s, dice(2), 0);
    expect(events).toContainEqual({ type: "capture", player: 0, victim: 1, token: 0, cell: 5 });
    expect(tokensOf(state, 1)).toEqual([0, 0, 0, 0]);
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_dice" });
  });

  it("home needs the exact count here too", () => {
    const s = setup("quick", ["red", "yellow"], { red: [53, 0, 0, 0] });
    const rolled = ok(applyRoll(s, 0, dice(5)));
    expect(legalMoves(rolled.state, 5)).toEqual([1, 2, 3]);
  });

  it("the first player to bring one token home wins and the game ends at once, the rest ranked by progress", () => {
    const s = setup("quick", ["red", "green", "yellow"], {
      red: [54, 0, 0, 0],
      green: [30, 20, 0, 0], // 54 in total
      yellow: [45, 0, 0, 0], // further ahead with one token, 49 in total
    });
    const { state, events } = rollAndMove(s, dice(2), 0);
    expect(events.slice(-3)).toEqual([
      { type: "home", player: 0, token: 0 },
      { type: "finished", player: 0, place: 1 },
      { type: "game-end", ranking: [0, 1, 2] },
    ]);
    expect(state).toMatchObject({ phase: "finished", finished: [0], dice: null });
    expect(applyRoll(state, state.turn, dice())).toEqual({ ok: false, error: "GAME_FINISHED" });
  });
});

// ---- turn clock ----------------------------------------------------------------------------------------------

describe("turn clock", () => {
  it("when time runs out before the roll, the server rolls and moves the most advanced legal token", () => {
    const s = setup("classic", ["red", "yellow"], { red: [10, 20, YARD, YARD] });
    expect(autoToken({ ...s, dice: 3 }, 3)).toBe(1);
    const { state, events } = ok(applyTimeout(s, dice(3)));
    expect(events).toEqual([
      { type: "roll", player: 0, dice: 3, nonce: 0 },
      { type: "move", player: 0, token: 1, from: 20, to: 23 },
      { type: "turn", player: 1, extra: false, reason: "moved" },
    ]);
    expect(tokensOf(state, 0)).toEqual([10, 23, YARD, YARD]);
    expect(state.players[0]!.missedTurns).toBe(1);
  });

  it("when time runs out after the roll, the most advanced token that can move is moved", () => {
    const s = setup("classic", ["red", "yellow"], { red: [54, 20, 30, YARD] });
    const rolled = ok(applyRoll(s, 0, dice(5)));
    expect(autoToken(rolled.state, 5)).toBe(2); // 54 would overshoot home
    const { state, events } = ok(applyTimeout(rolled.state, dice(5)));
    expect(events).toEqual([
      { type: "move", player: 0, token: 2, from: 30, to: 35 },
      { type: "turn", player: 1, extra: false, reason: "moved" },
    ]);
    expect(state.players[0]!.missedTurns).toBe(1);
    expect(state.rolls).toBe(1); // no second roll
  });

  it("a timeout with nothing to move just rolls and passes the turn", () => {
    const { state, events } = ok(applyTimeout(setup("classic", ["red", "yellow"]), dice(4)));
    expect(types(events)).toEqual(["roll", "turn"]);
    expect(state).toMatchObject({ turn: 1, phase: "waiting_for_dice" });
    expect(state.players[0]!.missedTurns).toBe(1);
  });

  it("a timeout that rolls a 6 brings a token out and the player rolls again", () => {
    const { state } = ok(applyTimeout(setup("classic", ["red", "yellow"]), dice(6)));
    expect(tokensOf(state, 0)).toEqual([0, YARD, YARD, YARD]);
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_dice" });
  });

  it("a missed turn counts once however many extra rolls the clock plays in it", () => {
    const ctx = dice(6, 6, 3, 2, 4);
    let s = setup("classic", ["red", "yellow"]);
    s = ok(applyTimeout(s, ctx)).state; // 6: a token comes out, red rolls again
    expect(s).toMatchObject({ turn: 0, phase: "waiting_for_dice" });
    s = ok(applyTimeout(s, ctx)).state; // 6 again: the same turn
    s = ok(applyTimeout(s, ctx)).state; // 3: the turn passes
    expect(s.turn).toBe(1);
    expect(s.players[0]).toMatchObject({ status: "active", missedTurns: 1 });
    s = rollAndMove(s, ctx).state; // yellow
    s = ok(applyTimeout(s, ctx)).state; // red's next turn is a second miss
    expect(s.players[0]!.missedTurns).toBe(2);
  });

  it("three missed turns in a row put the player out, and play goes on without them", () => {
    const ctx = dice(1, 2, 3, 4, 5, 1, 2, 3);
    let s = setup("classic", ["red", "green", "yellow"]);
    s = ok(applyTimeout(s, ctx)).state; // red misses 1
    s = rollAndMove(s, ctx).state; // green
    s = rollAndMove(s, ctx).state; // yellow
    s = ok(applyTimeout(s, ctx)).state; // red misses 2
    s = rollAndMove(s, ctx).state;
    s = rollAndMove(s, ctx).state;
    expect(s.players[0]!.missedTurns).toBe(2);
    const { state, events } = ok(applyTimeout(s, ctx)); // red misses 3
    expect(events).toEqual([
      { type: "out", player: 0, reason: "missed-turns" },
      { type: "turn", player: 1, extra: false, reason: "out" },
    ]);
    expect(state.players[0]!.status).toBe("out");
    expect(state).toMatchObject({ out: [0], turn: 1, phase: "waiting_for_dice", rolls: 6 });
    s = rollAndMove(state, ctx).state; // green
    s = rollAndMove(s, ctx).state; // yellow
    expect(s.turn).toBe(1); // red is skipped
    expect(applyRoll(s, 0, ctx)).toEqual({ ok: false, error: "NOT_YOUR_TURN" });
    expect(ranking(s).at(-1)).toBe(0);
  });

  it("in a two-player game the third missed turn ends the game and the other player wins", () => {
    const ctx = dice(1, 2, 3, 4);
    let s = setup("classic", ["green", "blue"]);
    s = ok(applyTimeout(s, ctx)).state;
    s = rollAndMove(s, ctx).state;
    s = ok(applyTimeout(s, ctx)).state;
    s = rollAndMove(s, ctx).state;
    const { state, events } = ok(applyTimeout(s, ctx));
    expect(events).toEqual([
      { type: "out", player: 0, reason: "missed-turns" },
      { type: "game-end", ranking: [1, 0] },
    ]);
    expect(state.phase).toBe("finished");
  });

  it("rolling yourself resets the count of missed turns", () => {
    const ctx = dice(1, 2, 3, 4, 5, 1, 2, 3, 4);
    let s = setup("classic", ["red", "yellow"]);
    s = ok(applyTimeout(s, ctx)).state;
    s = rollAndMove(s, ctx).state;
    s = ok(applyTimeout(s, ctx)).state;
    s = rollAndMove(s, ctx).state;
    expect(s.players[0]!.missedTurns).toBe(2);
    s = rollAndMove(s, ctx).state; // red acts
    expect(s.players[0]!.missedTurns).toBe(0);
    s = rollAndMove(s, ctx).state;
    s = ok(applyTimeout(s, ctx)).state;
    s = rollAndMove(s, ctx).state;
    s = ok(applyTimeout(s, ctx)).state;
    expect(s.players[0]).toMatchObject({ status: "active", missedTurns: 2 });
  });

  it("moving yourself also resets the count", () => {
    const t = structuredClone(setup("classic", ["red", "yellow"], { red: [10, YARD, YARD, YARD] }));
    t.players[0]!.missedTurns = 2;
    const rolled = ok(applyRoll(deepFreeze(t), 0, dice(3))).state;
    expect(rolled.players[0]!.missedTurns).toBe(0);
    const u = structuredClone(rolled);
    u.players[0]!.missedTurns = 2; // say the roll had come from the clock
    const { state } = ok(applyMove(deepFreeze(u), { player: 0, token: 0 }));
    expect(state.players[0]!.missedTurns).toBe(0);
  });
});

// ---- leaving -------------------------------------------------------------------------------------------------

describe("leaving", () => {
  it("a player who leaves on their own turn is out and the turn moves on, die cleared", () => {
    const rolled = ok(applyRoll(setup("classic", ["red", "green", "yellow"]), 0, dice(6)));
    const { state, events } = ok(applyLeave(rolled.state, 0));
    expect(events).toEqual([
      { type: "out", player: 0, reason: "left" },
      { type: "turn", player: 1, extra: false, reason: "out" },
    ]);
    expect(state).toMatchObject({ turn: 1, phase: "waiting_for_dice", dice: null, sixes: 0, out: [0] });
    expect(state.players[0]!.status).toBe("out");
  });

  it("a player who leaves out of turn does not disturb the player to act", () => {
    const rolled = ok(applyRoll(setup("classic", ["red", "green", "yellow"]), 0, dice(6)));
    const { state, events } = ok(applyLeave(rolled.state, 1));
    expect(events).toEqual([{ type: "out", player: 1, reason: "left" }]);
    expect(state).toMatchObject({ turn: 0, phase: "waiting_for_token", dice: 6, out: [1] });
    const after = rollAndMove(ok(applyMove(state, { player: 0, token: 0 })).state, dice(6, 3), 0).state;
    expect(after.turn).toBe(2); // green, who left, is skipped
  });

  it("players who leave are ranked last, the last one to leave above the earlier ones", () => {
    let s = setup("classic", ["red", "green", "yellow", "blue"], { red: [HOME, HOME, HOME, 55], green: [40, 40, 40, 40] });
    s = ok(applyLeave(s, 3)).state; // blue out first
    s = ok(applyLeave(s, 1)).state; // then green, far ahead of yellow
    expect(s.phase).toBe("waiting_for_dice"); // red and yellow still play
    const { state, events } = rollAndMove(s, dice(1), 3);
    expect(events.at(-1)).toEqual({ type: "game-end", ranking: [0, 2, 1, 3] });
    expect(state.phase).toBe("finished");
  });

  it("when everyone else has left, the last player in wins without all tokens home", () => {
    let s = setup("classic", ["red", "green", "yellow"], { green: [10, YARD, YARD, YARD] });
    s = ok(applyLeave(s, 0)).state;
    const { state, events } = ok(applyLeave(s, 2));
    expect(events).toEqual([
      { type: "out", player: 2, reason: "left" },
      { type: "game-end", ranking: [1, 2, 0] },
    ]);
    expect(state.phase).toBe("finished");
  });

  it("the tokens of a player who is out stay where they were and cannot be captured", () => {
    // Green (progress 44) stands on cell 5. Once green is out, red landing there takes nothing and rolls no more.
    let s = setup("classic", ["red", "green", "yellow"], { red: [3, YARD, YARD, YARD], green: [44, YARD, YARD, YARD] });
    s = ok(applyLeave(s, 1)).state;
    const { state, events } = rollAndMove(s, dice(2), 0);
    expect(types(events)).toEqual(["roll", "move", "turn"]);
    expect(tokensOf(state, 1)).toEqual([44, YARD, YARD, YARD]);
    expect(state.turn).toBe(2);
  });

  it("only an active player can leave", () => {
    const s = ok(applyLeave(setup("classic", ["red", "green", "yellow"]), 1)).state;
    expect(applyLeave(s, 1)).toEqual({ ok: false, error: "PLAYER_NOT_ACTIVE" });
    expect(applyLeave(s, 3)).toEqual({ ok: false, error: "PLAYER_NOT_ACTIVE" });
    expect(applyLeave(s, -1)).toEqual({ ok: false, error: "PLAYER_NOT_ACTIVE" });
  });
});

// ---- errors --------------------------------------------------------------------------------------------------

describe("errors", () => {
  const start = () => setup("classic", ["red", "yellow"], { red: [10, YARD, YARD, HOME] });
  const rolled = () => ok(applyRoll(start(), 0, dice(3))).state;
  const finished = () => rollAndMove(setup("classic", ["red", "yellow"], { red: [HOME, HOME, HOME, 55] }), dice(1), 3).state;

  const cases: [string, () => LudoState, (s: LudoState) => RulesResult, string][] = [
    ["rolling out of turn", start, (s) => applyRoll(s, 1, dice(6)), "NOT_YOUR_TURN"],
    ["rolling as a player who is not seated", start, (s) => applyRoll(s, 7, dice(6)), "NOT_YOUR_TURN"],
    ["moving out of turn", rolled, (s) => applyMove(s, { player: 1, token: 0 }), "NOT_YOUR_TURN"],
    ["moving before rolling", start, (s) => applyMove(s, { player: 0, token: 0 }), "ROLL_FIRST"],
    ["rolling twice", rolled, (s) => applyRoll(s, 0, dice(3, 3)), "ALREADY_ROLLED"],
    ["moving a token still in the yard without a 6", rolled, (s) => applyMove(s, { player: 0, token: 1 }), "ILLEGAL_MOVE"],
    ["moving a token already home", rolled, (s) => applyMove(s, { player: 0, token: 3 }), "ILLEGAL_MOVE"],
    ["moving token -1", rolled, (s) => applyMove(s, { player: 0, token: -1 }), "NOT_A_TOKEN"],
    ["moving token 4", rolled, (s) => applyMove(s, { player: 0, token: 4 }), "NOT_A_TOKEN"],
    ["moving token 1.5", rolled, (s) => applyMove(s, { player: 0, token: 1.5 }), "NOT_A_TOKEN"],
    ["moving token NaN", rolled, (s) => applyMove(s, { player: 0, token: Number.NaN }), "NOT_A_TOKEN"],
    ["rolling after the end", finished, (s) => applyRoll(s, s.turn, dice(6)), "GAME_FINISHED"],
    ["rolling after the end, out of turn", finished, (s) => applyRoll(s, 1 - s.turn, dice(6)), "GAME_FINISHED"],
    ["moving after the end", finished, (s) => applyMove(s, { player: s.turn, token: 0 }), "GAME_FINISHED"],
    ["a timeout after the end", finished, (s) => applyTimeout(s, dice(6)), "GAME_FINISHED"],
    ["leaving after the end", finished, (s) => applyLeave(s, 1), "GAME_FINISHED"],
  ];

  it.each(cases)("%s is refused and changes nothing", (_name, make, act, error) => {
    const s = make();
    const before = structuredClone(s);
    expect(act(s)).toEqual({ ok: false, error });
    expect(s).toEqual(before);
  });

  it("successful actions never change the state they were given", () => {
    const s = setup("classic", ["red", "yellow"], { red: [3, YARD, YARD, YARD], yellow: [31, YARD, YARD, YARD] });
    const before = structuredClone(s);
    const r1 = ok(applyRoll(s, 0, dice(2)));
    const r2 = ok(applyMove(r1.state, { player: 0, token: 0 }));
    ok(applyTimeout(s, dice(2)));
    ok(applyLeave(s, 1));
    expect(s).toEqual(before);
    expect(r1.state.players[1]!.tokens).toEqual([31, YARD, YARD, YARD]);
    expect(r2.state.players[1]!.tokens).toEqual([YARD, YARD, YARD, YARD]);
  });

  it("a die outside 1–6 from the roller is an error, not a silent value", () => {
    const s = setup("classic", ["red", "yellow"]);
    expect(() => applyRoll(s, 0, dice(7))).toThrow(RangeError);
    expect(() => applyRoll(s, 0, dice(0))).toThrow(RangeError);
    expect(() => applyRoll(s, 0, dice(2.5))).toThrow(RangeError);
  });

  it("each roll uses the next provably fair nonce", () => {
    const seen: number[] = [];
    const ctx: RulesContext = { now: 0, roll: (n) => (seen.push(n), 2) };
    let s = setup("classic", ["red", "yellow"]);
    for (let i = 0; i < 5; i++) s = ok(applyRoll(s, s.turn, ctx)).state;
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(s.rolls).toBe(5);
  });
});

// ---- player view ---------------------------------------------------------------------------------------------

describe("player view", () => {
  it("shows movable tokens only to the player to act, and only after the roll", () => {
    const s = setup("classic", ["red", "yellow"], { red: [10, YARD, YARD, YARD] });
    expect(playerView(s, 0)).toMatchObject({ you: 0, legalTokens: [] });
    const rolled = ok(applyRoll(s, 0, dice(6))).state;
    expect(playerView(rolled, 0)).toMatchObject({ you: 0, legalTokens: [0, 1, 2, 3], dice: 6 });
    expect(playerView(rolled, 1)).toMatchObject({ you: 1, legalTokens: [] });
  });

  it("shows no movable tokens once the game is over", () => {
    const { state } = rollAndMove(setup("classic", ["red", "yellow"], { red: [HOME, HOME, HOME, 55] }), dice(1), 3);
    expect(playerView(state, 0).legalTokens).toEqual([]);
    expect(playerView(state, 1).legalTokens).toEqual([]);
  });
});
