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
  const player = await fundedPlayer(t, coins, name);
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
