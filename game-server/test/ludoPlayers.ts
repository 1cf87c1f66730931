import { Client, type Room } from "@colyseus/sdk";
import { balanceOf as ledgerBalance, postTransfers, systemAccount, userAccount } from "@arena/db";
import type { TestPlatform } from "./platform.js";
import { makePlayer } from "./directAccounts.js";

/** A signed-in player with `coins` real coins and a Colyseus client that sends their session token. */
export async function fundedPlayer(t: TestPlatform, coins: number, name?: string) {
  const { user, token } = await makePlayer(t, name ? { userName: name } : {});
  const db = t.platform.database.db;
  if (coins > 0) {
    const mint = await systemAccount(db, "mint", "COIN");
    const wallet = await userAccount(db, user.id, "COIN");
    await postTransfers(db, [{ key: `seed:${user.id}`, debit: mint, credit: wallet, amount: coins * 100, currency: "COIN", kind: "deposit" }]);
  }
  const client = new Client(t.url);
  client.auth.token = token;
  return { user, token, client };
}

/** Resolves with the next message of a type. */
export function nextMessage<T = any>(room: Room, type: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${type}" message within ${timeoutMs} ms`)), timeoutMs);
    const off = room.onMessage(type, (payload: T) => {
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

/** Waits until the room's state satisfies a condition. */
export function until(room: Room, pred: (state: any) => boolean, timeoutMs = 5000): Promise<any> {
  return new Promise((resolve, reject) => {
    if (room.state && pred(room.state)) return resolve(room.state);
    const failure = new Error("state condition not met in time"); // made here, so the stack names the caller
    const timer = setTimeout(() => {
      room.onStateChange.remove(check);
      reject(failure);
    }, timeoutMs);
    const check = (state: any) => {
      if (pred(state)) {
        clearTimeout(timer);
        room.onStateChange.remove(check);
        resolve(state);
      }
    };
    room.onStateChange(check);
  });
}

export async function balanceOf(t: TestPlatform, token: string, currency = "COIN"): Promise<number> {
  const res = await t.api(`/api/v1/user/view-wallet?currency=${currency}`, { token });
  if (res.status !== 200) throw new Error(`view-wallet ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.result.balance;
}

// ---- Ludo room helpers ------------------------------------------------------------------------------------

/**
 * Records every message a room receives (through the "*" handler, so nothing else may register a handler for a
 * type it should see). Attach it right after the join resolves.
 */
export class Inbox {
  readonly log: { type: string; payload: any; at: number }[] = [];
  private waiters = new Set<() => void>();

  constructor(readonly room: Room) {
    room.onMessage("*", (type, payload) => this.record(String(type), payload));
    // Rolls and moves are not messages: each is the one patch of its action (lastRoll, lastMove in the state). The
    // inbox logs them as "roll-dice" and "update:move" as a client reading the state sees them, from the state it
    // first sees on (what happened before that is not news).
    let seenRoll: string | null = null;
    let seenMove: number | null = null;
    room.onStateChange((state: any) => {
      const roll = state.lastRoll;
      if (roll) {
        const key = `${state.gameId}:${roll.nonce}`;
        if (seenRoll !== null && key !== seenRoll && roll.nonce >= 0) this.record("roll-dice", { color: roll.color, dice: roll.dice, nonce: roll.nonce });
        seenRoll = key;
      }
      const move = state.lastMove;
      if (move) {
        if (seenMove !== null && move.serial !== seenMove) {
          const captured = Array.from(move.captured ?? [], (c: any) => ({ color: c.color, token: c.token }));
          this.record("update:move", { color: move.color, token: move.token, from: move.from, to: move.to, captured });
        }
        seenMove = move.serial;
      }
    });
  }

  private record(type: string, payload: unknown): void {
    this.log.push({ type, payload, at: Date.now() });
    for (const w of [...this.waiters]) w();
  }

  /** Where the log is now: pass as `since` to wait only for what comes after. */
  mark(): number {
    return this.log.length;
  }

  all<T = any>(type: string, since = 0): T[] {
    return this.log.slice(since).filter((m) => m.type === type).map((m) => m.payload as T);
  }

  /** The first message of a type (after `since`, matching `pred`), waiting for it if needed. */
  wait<T = any>(type: string, opts: { since?: number; pred?: (p: T) => boolean; timeoutMs?: number } = {}): Promise<T> {
    const { since = 0, pred = () => true, timeoutMs = 5000 } = opts;
    const find = () => this.log.slice(since).find((m) => m.type === type && pred(m.payload as T));
    const hit = find();
    if (hit) return Promise.resolve(hit.payload as T);
    return new Promise((resolve, reject) => {
      const check = () => {
        const m = find();
        if (!m) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(m.payload as T);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no "${type}" message within ${timeoutMs} ms (got: ${this.log.slice(since).map((m) => m.type).join(", ") || "nothing"})`));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  /** Sends a message and resolves with the next message of `replyType` that follows it. */
  async ask<T = any>(type: string, payload: unknown, replyType: string, timeoutMs = 5000): Promise<T> {
    const since = this.mark();
    this.room.send(type, payload);
    return this.wait<T>(replyType, { since, timeoutMs });
  }

  /** Sends a message that should be refused; resolves with the error sent back. */
  async refused(type: string, payload?: unknown, timeoutMs = 5000): Promise<{ code: string; message: string; type?: string }> {
    return this.ask(type, payload, "error", timeoutMs);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export { sleep };

/** Fails the test when a message of this type arrives within `ms`. */
export async function expectSilence(inbox: Inbox, type: string, ms = 300): Promise<void> {
  const since = inbox.mark();
  await sleep(ms);
  const got = inbox.all(type, since);
  if (got.length) throw new Error(`unexpected "${type}": ${JSON.stringify(got)}`);
}

/** A plain snapshot of the synchronised Ludo state (players keyed by colour). */
export function snapshot(room: Room): any {
  const s = room.state as any;
  const players: Record<string, any> = {};
  s.players.forEach((p: any, color: string) => {
    players[color] = {
      id: p.id,
      playerName: p.playerName,
      color: p.color,
      isConnected: p.isConnected,
      isCreator: p.isCreator,
      isAccept: p.isAccept,
      isBot: p.isBot,
      status: p.status,
      tokens: [...p.tokens],
      missedTurns: p.missedTurns,
      place: p.place,
    };
  });
  return {
    roomId: s.roomId,
    gameId: s.gameId,
    gameType: s.gameType,
    rules: s.rules,
    maxPlayers: s.maxPlayers,
    roomAmount: s.roomAmount,
    currency: s.currency,
    status: s.status,
    gameStatus: s.gameStatus,
    turn: s.turn,
    dice: s.dice,
    turnEndsAt: s.turnEndsAt,
    turnSeconds: s.turnSeconds,
    legalTokens: [...s.legalTokens],
    serverSeedHash: s.serverSeedHash,
    clientSeed: s.clientSeed,
    rolls: s.rolls,
    players,
  };
}

/** A signature that changes with every roll, move and turn. */
const stepOf = (s: any) => {
  const tokens: string[] = [];
  s.players.forEach((p: any, color: string) => tokens.push(`${color}:${[...p.tokens].join()}`));
  return `${s.gameStatus}|${s.status}|${s.turn}|${s.rolls}|${tokens.sort().join("/")}`;
};

/** Grows with every roll and move of one game: roll n → 2n+2, the move after it → 2n+3; finished is last. */
const versionOf = (s: any) => (s.gameStatus === "finished" ? Infinity : s.rolls * 2 + (s.status === "waiting_for_dice" ? 1 : 0));

/**
 * Plays one action for the human player to act, as their client would: roll when the die is off the table,
 * else move the most advanced legal token (or `pick`'s choice). Resolves once the state moved on.
 */
export async function act(room: Room, pick?: (legal: number[], tokens: number[]) => number): Promise<void> {
  const s = room.state as any;
  const before = stepOf(s);
  if (s.status === "waiting_for_dice") room.send("roll-dice", {});
  else if (s.status === "waiting_for_token") {
    const legal: number[] = [...s.legalTokens];
    const tokens: number[] = [...s.players.get(s.turn).tokens];
    const token = pick ? pick(legal, tokens) : legal.reduce((a, b) => (tokens[b]! > tokens[a]! ? b : a));
    room.send("update:move", { token });
  } else throw new Error(`nothing to do in status ${s.status}`);
  await until(room, (st) => stepOf(st) !== before, 5000);
}

/**
 * Drives a game to its end: whenever a colour in `rooms` is to act, that client acts; other colours (bots) are
 * left to the server. Returns the number of actions the test played.
 */
export async function playToEnd(
  rooms: Map<string, Room> | Record<string, Room>,
  opts: { maxActions?: number; timeoutMs?: number; stop?: () => boolean; waitMs?: number } = {},
): Promise<number> {
  const byColour = rooms instanceof Map ? rooms : new Map(Object.entries(rooms));
  const any = [...byColour.values()][0]!;
  const deadline = Date.now() + (opts.timeoutMs ?? 45_000);
  let actions = 0;
  while ((any.state as any).gameStatus !== "finished" && !opts.stop?.()) {
    if (Date.now() > deadline || actions > (opts.maxActions ?? 2000)) throw new Error(`game did not end (${actions} actions)`);
    const s = any.state as any;
    const mine = byColour.get(s.turn);
    if (mine && s.gameStatus === "active" && (s.status === "waiting_for_dice" || (s.status === "waiting_for_token" && s.legalTokens.length > 0))) {
      // Act on the acting player's own client, once its state shows the same step.
      const step = stepOf(s);
      await until(mine, (st) => stepOf(st) === step, 5000).catch((err) => {
        throw new Error(`${(err as Error).message}: ${step} vs ${stepOf(mine.state)}`);
      });
      await act(mine);
      actions++;
      // Every client catches up before the next decision (patches reach clients at slightly different times).
      const now = versionOf(mine.state);
      for (const room of byColour.values()) await until(room, (st) => versionOf(st) >= now, 5000);
    } else {
      const before = stepOf(s);
      await until(any, (st) => stepOf(st) !== before || st.gameStatus === "finished", opts.waitMs ?? 5000).catch((err) => {
        throw new Error(`${(err as Error).message}: stuck at ${JSON.stringify(snapshot(any))}`);
      });
    }
  }
  return actions;
}

/** Resolves with the room once its first full state arrived (the join resolves before it). */
export async function ready<R extends Room>(joining: Promise<R> | R): Promise<R> {
  const room = await joining;
  await until(room, (s) => Boolean(s?.players && s.roomId));
  return room;
}

/** Joins (or creates) and records messages at once: [room, inbox], once the first state arrived. */
export async function enter(joining: Promise<Room>): Promise<[Room, Inbox]> {
  const room = await joining;
  const inbox = new Inbox(room);
  await ready(room);
  return [room, inbox];
}

/** A wallet balance in coins straight from the ledger (no freeplay top-up, no HTTP). */
export async function walletCoins(t: TestPlatform, userId: string, currency: "COIN" | "FREE" = "COIN"): Promise<number> {
  return (await ledgerBalance(t.platform.database.db, { kind: "user", currency, ownerId: userId })) / 100;
}
