import { HOME, isSafeCell, seatOf, trackCell, YARD } from "./board.js";
import { MISSED_TURNS_LIMIT, ranking as rankingOf, type LudoState, type Phase, type PlayerState } from "./state.js";

/** What the rules need from the world: a die (the provably fair roller) and the time. No Math.random here. */
export interface RulesContext {
  /** A die value 1–6 for roll number `nonce`. */
  roll(nonce: number): number;
  now: number;
}

export type LudoEvent =
  | { type: "roll"; player: number; dice: number; nonce: number }
  | { type: "move"; player: number; token: number; from: number; to: number }
  | { type: "capture"; player: number; victim: number; token: number; cell: number }
  | { type: "home"; player: number; token: number }
  | { type: "finished"; player: number; place: number }
  | { type: "turn"; player: number; extra: boolean; reason: "moved" | "no-move" | "three-sixes" | "timeout" | "out" }
  | { type: "out"; player: number; reason: "missed-turns" | "left" }
  | { type: "game-end"; ranking: number[] };

export type RulesError =
  | "GAME_FINISHED"
  | "NOT_YOUR_TURN"
  | "ROLL_FIRST"
  | "ALREADY_ROLLED"
  | "NOT_A_TOKEN"
  | "ILLEGAL_MOVE"
  | "PLAYER_NOT_ACTIVE";

export type RulesResult = { ok: true; state: LudoState; events: LudoEvent[] } | { ok: false; error: RulesError };

/** A deep copy to work on (the input is never changed). Written out field by field: it runs on every action. */
const clone = (s: LudoState): LudoState => ({
  mode: s.mode,
  players: s.players.map(clonePlayer),
  turn: s.turn,
  phase: s.phase,
  dice: s.dice,
  sixes: s.sixes,
  turnMissed: s.turnMissed,
  rolls: s.rolls,
  finished: s.finished.slice(),
  out: s.out.slice(),
});

const clonePlayer = (p: PlayerState): PlayerState => ({ color: p.color, tokens: p.tokens.slice(), status: p.status, missedTurns: p.missedTurns });

/** Where a token would go with this die, or null when it cannot move. */
export function target(state: LudoState, progress: number, dice: number): number | null {
  if (progress === HOME) return null;
  if (progress === YARD) return dice === 6 ? 0 : null;
  const to = progress + dice;
  return to > HOME ? null : to;
}

/** The tokens (0–3) the player to act may move with this die. */
export function legalMoves(state: LudoState, dice: number): number[] {
  const player = state.players[state.turn];
  if (!player || state.phase === "finished" || player.status !== "active") return [];
  const legal: number[] = [];
  for (let i = 0; i < player.tokens.length; i++) if (target(state, player.tokens[i]!, dice) !== null) legal.push(i);
  return legal;
}

const isActive = (p: PlayerState) => p.status === "active";
function activeCount(s: LudoState): number {
  let n = 0;
  for (const p of s.players) if (isActive(p)) n++;
  return n;
}

function nextActive(s: LudoState, from: number): number {
  for (let k = 1; k <= s.players.length; k++) {
    const i = (from + k) % s.players.length;
    if (isActive(s.players[i]!)) return i;
  }
  return from;
}

/** Ends the game when one (or no) player is left, or at once in quick play when someone finished. */
function maybeEnd(s: LudoState, events: LudoEvent[]): boolean {
  const over = activeCount(s) <= 1 || (s.mode === "quick" && s.finished.length > 0);
  if (!over) return false;
  s.phase = "finished";
  s.dice = null;
  events.push({ type: "game-end", ranking: rankingOf(s) });
  return true;
}

function passTurn(s: LudoState, events: LudoEvent[], reason: Extract<LudoEvent, { type: "turn" }>["reason"]): void {
  s.dice = null;
  s.sixes = 0;
  s.turnMissed = false;
  if (maybeEnd(s, events)) return;
  s.turn = nextActive(s, s.turn);
  s.phase = "waiting_for_dice";
  events.push({ type: "turn", player: s.turn, extra: false, reason });
}

function extraRoll(s: LudoState, events: LudoEvent[]): void {
  s.dice = null;
  s.phase = "waiting_for_dice";
  events.push({ type: "turn", player: s.turn, extra: true, reason: "moved" });
}

function rollNow(s: LudoState, ctx: RulesContext, events: LudoEvent[]): void {
  const dice = ctx.roll(s.rolls);
  if (!Number.isInteger(dice) || dice < 1 || dice > 6) throw new RangeError(`a die shows 1 to 6, got ${dice}`);
  events.push({ type: "roll", player: s.turn, dice, nonce: s.rolls });
  s.rolls += 1;
  s.dice = dice;
  s.sixes = dice === 6 ? s.sixes + 1 : 0;
  if (s.sixes >= 3) return passTurn(s, events, "three-sixes");
  if (legalMoves(s, dice).length === 0) return passTurn(s, events, "no-move");
  s.phase = "waiting_for_token";
}

/** The player to act rolls. Out of turn, or with a die already on the table, is an error. */
export function applyRoll(state: LudoState, player: number, ctx: RulesContext): RulesResult {
  if (state.phase === "finished") return { ok: false, error: "GAME_FINISHED" };
  if (player !== state.turn) return { ok: false, error: "NOT_YOUR_TURN" };
  if (state.phase !== "waiting_for_dice") return { ok: false, error: "ALREADY_ROLLED" };
  const s = clone(state);
  const events: LudoEvent[] = [];
  s.players[player]!.missedTurns = 0;
  s.turnMissed = false;
  rollNow(s, ctx, events);
  return { ok: true, state: s, events };
}

function moveNow(s: LudoState, token: number, events: LudoEvent[]): void {
  const me = s.turn;
  const player = s.players[me]!;
  const dice = s.dice!;
  const from = player.tokens[token]!;
  const to = target(s, from, dice)!;
  player.tokens[token] = to;
  events.push({ type: "move", player: me, token, from, to });
  let bonus = dice === 6;
  const cell = trackCell(seatOf(player.color), to);
  if (cell !== null && !isSafeCell(cell)) {
    for (const [vi, victim] of s.players.entries()) {
      if (vi === me || !isActive(victim)) continue;
      for (const [ti, t] of victim.tokens.entries()) {
        if (trackCell(seatOf(victim.color), t) === cell) {
          // Quick Play has no yard: a captured token goes back to its start cell.
          victim.tokens[ti] = s.mode === "quick" ? 0 : YARD;
          events.push({ type: "capture", player: me, victim: vi, token: ti, cell });
          bonus = true;
        }
      }
    }
  }
  if (to === HOME) {
    events.push({ type: "home", player: me, token });
    bonus = true;
    const done = s.mode === "quick" || player.tokens.every((t) => t === HOME);
    if (done) {
      player.status = "finished";
      s.finished.push(me);
      events.push({ type: "finished", player: me, place: s.finished.length });
      return passTurn(s, events, "moved");
    }
  }
  if (bonus && s.sixes < 3) return extraRoll(s, events);
  passTurn(s, events, "moved");
}

/** The player to act moves one of their tokens by the die on the table. */
export function applyMove(state: LudoState, move: { player: number; token: number }, _ctx?: RulesContext): RulesResult {
  if (state.phase === "finished") return { ok: false, error: "GAME_FINISHED" };
  if (move.player !== state.turn) return { ok: false, error: "NOT_YOUR_TURN" };
  if (state.phase !== "waiting_for_token" || state.dice === null) return { ok: false, error: "ROLL_FIRST" };
  if (!Number.isInteger(move.token) || move.token < 0 || move.token > 3) return { ok: false, error: "NOT_A_TOKEN" };
  if (!legalMoves(state, state.dice).includes(move.token)) return { ok: false, error: "ILLEGAL_MOVE" };
  const s = clone(state);
  const events: LudoEvent[] = [];
  s.players[move.player]!.missedTurns = 0;
  s.turnMissed = false;
  moveNow(s, move.token, events);
  return { ok: true, state: s, events };
}

/** The most advanced token that may move: what the clock plays for a player who did not. */
export function autoToken(state: LudoState, dice: number): number | null {
  const player = state.players[state.turn]!;
  const legal = legalMoves(state, dice);
  if (legal.length === 0) return null;
  return legal.reduce((best, t) => (player.tokens[t]! > player.tokens[best]! ? t : best));
}

/**
 * The turn clock ran out: the server rolls if needed and moves the most advanced legal token. It counts as a
 * missed turn (once per turn: the extra rolls the server then plays for the player are the same turn); the third
 * in a row puts the player out (ranked last, fee stays in the pot).
 */
export function applyTimeout(state: LudoState, ctx: RulesContext): RulesResult {
  if (state.phase === "finished") return { ok: false, error: "GAME_FINISHED" };
  const s = clone(state);
  const events: LudoEvent[] = [];
  const me = s.turn;
  const player = s.players[me]!;
  if (!s.turnMissed) player.missedTurns += 1;
  s.turnMissed = true;
  if (player.missedTurns >= MISSED_TURNS_LIMIT) {
    putOut(s, me, "missed-turns", events);
    return { ok: true, state: s, events };
  }
  if (s.phase === "waiting_for_dice") {
    rollNow(s, ctx, events);
    if (s.turn !== me || (s.phase as Phase) !== "waiting_for_token") return { ok: true, state: s, events };
  }
  moveNow(s, autoToken(s, s.dice!)!, events);
  return { ok: true, state: s, events };
}

function putOut(s: LudoState, who: number, reason: "missed-turns" | "left", events: LudoEvent[]): void {
  const player = s.players[who]!;
  player.status = "out";
  s.out.push(who);
  events.push({ type: "out", player: who, reason });
  if (s.turn === who) return passTurn(s, events, "out");
  maybeEnd(s, events);
}

/** A player left for good (gave up, or the reconnection grace ran out): out, ranked last. */
export function applyLeave(state: LudoState, who: number): RulesResult {
  if (state.phase === "finished") return { ok: false, error: "GAME_FINISHED" };
  if (!state.players[who] || state.players[who].status !== "active") return { ok: false, error: "PLAYER_NOT_ACTIVE" };
  const s = clone(state);
  const events: LudoEvent[] = [];
  putOut(s, who, "left", events);
  return { ok: true, state: s, events };
}

