/**
 * One entry point for every action of a hand (what a room and a replay both call), and the replay of a stored hand:
 * the fair deal from its seeds, then every recorded action in order, reaching the same state the table reached.
 */
import type { FairSeed, HmacSha256 } from "@arena/fair";
import {
  answerSideshow,
  bet,
  leave,
  newHand,
  pack,
  see,
  show,
  sideshow,
  timeout,
  type FlashAction,
  type FlashHand,
  type FlashTableOptions,
  type FlashTransition,
} from "./betting.js";
import { dealHands } from "./deal.js";

export function applyAction(state: FlashHand, action: FlashAction): FlashTransition {
  switch (action.type) {
    case "bet":
      return bet(state, action.seat, { double: action.double });
    case "see":
      return see(state, action.seat);
    case "pack":
      return pack(state, action.seat);
    case "show":
      return show(state, action.seat);
    case "sideshow":
      return sideshow(state, action.seat);
    case "answerSideshow":
      return answerSideshow(state, action.seat, action.accept);
    case "leave":
      return leave(state, action.seat);
    case "timeout": {
      // A timeout names the seat that ran out of time: refused if that is not the seat the hand waits for.
      const waitingFor = state.sideshow ? state.sideshow.target : state.toAct;
      if (state.result) return { ok: false, error: "HAND_OVER" };
      if (action.seat !== waitingFor) return { ok: false, error: "NOT_YOUR_TURN" };
      return timeout(state);
    }
  }
}

/** What a hand's record keeps to replay it: the table, the seats as they sat down, the seeds and every action. */
export interface FlashReplay {
  table: FlashTableOptions;
  /** In seat order, seat 0 the dealer; stacks before the boot. */
  seats: { key: string; stack: number }[];
  seed: FairSeed;
  /** First draw of the deal's shuffle. */
  nonce: number;
  actions: FlashAction[];
}

export type ReplayResult = { ok: true; state: FlashHand } | { ok: false; error: string; at: number };

/** Plays a stored hand again from its seeds; `at` is the index of the first action the rules refuse (-1: the deal). */
export function replayHand(record: FlashReplay, mac?: HmacSha256): ReplayResult {
  const { hands } = dealHands(record.seed, record.nonce, record.seats.length, mac);
  const started = newHand({ ...record.table, seats: record.seats, hands });
  if (!started.ok) return { ok: false, error: started.error, at: -1 };
  let state = started.state;
  for (const [at, action] of record.actions.entries()) {
    const next = applyAction(state, action);
    if (!next.ok) return { ok: false, error: next.error, at };
    state = next.state;
  }
  return { ok: true, state };
}
