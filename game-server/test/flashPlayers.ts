import type { Room } from "@colyseus/sdk";
import { FLASH_ROOM } from "@arena/contracts";
import { fundedPlayer, Inbox, until } from "./ludoPlayers.js";
import type { TestPlatform } from "./platform.js";

export type FlashPlayerHandle = Awaited<ReturnType<typeof fundedPlayer>> & { room: Room; inbox: Inbox; name: string };

/** A funded player sitting at a Flash table (created by the first, joined by id by the others). */
export async function seatedAt(
  t: TestPlatform,
  roomName: string,
  coins: number,
  name: string,
  options: Record<string, unknown>,
  roomId?: string,
): Promise<FlashPlayerHandle> {
  // Usernames are unique: each test's players get their own.
  const player = await fundedPlayer(t, coins, `${name}${Math.random().toString(36).slice(2, 7)}`);
  const room = roomId
    ? await player.client.joinById(roomId, { playerName: name, ...options })
    : await player.client.create(roomName, { playerName: name, ...options });
  const inbox = new Inbox(room);
  return { ...player, room, inbox, name };
}

/** Players at a new table of `boot`, each sitting with `buyIn` coins: the first creates it as Private (code 654321 + i). */
export async function flashTable(
  t: TestPlatform,
  count: number,
  opts: { roomName?: string; boot?: number; buyIn?: number; coins?: number; code?: string; currency?: "COIN" | "FREE" } = {},
): Promise<FlashPlayerHandle[]> {
  const { roomName = FLASH_ROOM, boot = 1, buyIn = 50, coins = 100, currency = "COIN" } = opts;
  const code = opts.code ?? String(100000 + Math.floor(Math.random() * 899999));
  const first = await seatedAt(t, roomName, coins, "Ann", { gameType: "Private", roomId: code, boot, buyIn, currency, clientSeed: "ann" });
  const names = ["Ben", "Cal", "Dee", "Eve", "Fay", "Gus"];
  const rest: FlashPlayerHandle[] = [];
  for (let i = 1; i < count; i++) {
    const name = names[i - 1]!;
    rest.push(await seatedAt(t, roomName, coins, name, { buyIn, currency, clientSeed: name.toLowerCase() }, first.room.roomId));
  }
  return [first, ...rest];
}

/** The seat key of a player (by user id) in the room's state. */
export function seatOf(room: Room, userId: string): string {
  let key = "";
  (room.state as any).players.forEach((p: any, k: string) => {
    if (p.id === userId) key = k;
  });
  return key;
}

/** Waits until betting is open on a new hand (turn set). */
export function untilBetting(room: Room, handNumber?: number, timeoutMs = 15_000) {
  return until(room, (s) => (handNumber === undefined || s.handNumber >= handNumber) && s.gameStatus === "active" && s.turn !== "", timeoutMs);
}

/** The handle whose seat is to act now. */
export function toAct(players: FlashPlayerHandle[]): FlashPlayerHandle {
  const s = players[0]!.room.state as any;
  const p = players.find((x) => seatOf(x.room, x.user.id) === s.turn);
  if (!p) throw new Error(`nobody at the table is to act (turn "${s.turn}")`);
  return p;
}

/** Every frame the client receives from now on, raw (what crossed the wire, before the SDK decodes it). */
export function rawFrames(room: Room): Uint8Array[] {
  const frames: Uint8Array[] = [];
  const events = (room as any).connection.events;
  const original = events.onmessage;
  events.onmessage = (event: { data: ArrayBuffer }) => {
    frames.push(new Uint8Array(event.data.slice(0)));
    original(event);
  };
  return frames;
}

/** Whether a card name ("As") was sent as a schema string in any of the frames (short strings go as 0xa0|length, bytes). */
export function framesMention(frames: readonly Uint8Array[], card: string): boolean {
  const needle = [0xa0 | card.length, ...Buffer.from(card)];
  return frames.some((f) => {
    outer: for (let i = 0; i + needle.length <= f.length; i++) {
      for (let j = 0; j < needle.length; j++) if (f[i + j] !== needle[j]) continue outer;
      return true;
    }
    return false;
  });
}

/** The state everyone shares (everything but the hidden `hands`), as plain data. */
export function sharedState(room: Room): unknown {
  const json = (room.state as any).toJSON();
  delete json.hands;
  return json;
}

/** The seats whose hidden cards this client holds now, with the cards. */
export function visibleHands(room: Room): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  (room.state as any).hands?.forEach((h: any, key: string) => {
    out[key] = [...h.cards];
  });
  return out;
}

/** Sends an action as the player and waits until the table applied it (or refused it: the error is returned). */
export function act(p: FlashPlayerHandle, type: string, payload?: unknown): Promise<{ code: string; message: string } | null> {
  const s = p.room.state as any;
  const before = `${s.gameId}:${s.lastAction.n}`;
  const since = p.inbox.mark();
  p.room.send(type, payload);
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (value: { code: string; message: string } | null) => {
      if (done) return;
      done = true;
      resolve(value);
    };
    until(p.room, (x) => `${x.gameId}:${x.lastAction.n}` !== before, 5000).then(() => finish(null), () => undefined);
    p.inbox.wait("error", { since, timeoutMs: 5000 }).then(finish, () => undefined);
    setTimeout(() => {
      if (!done) reject(new Error(`"${type}" was neither applied nor refused`));
    }, 5500);
  });
}
