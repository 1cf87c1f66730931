import type { Client, Room } from "@colyseus/sdk";
import { QUICK_PLAY_ROOM, type QuickPlayOptions } from "@arena/contracts";
import { Inbox, ready } from "./ludoPlayers.js";

/** Ludo Quick Play terms: 2 players, real coins, unless the test says otherwise. */
export const ludoQuick = (roomAmount: number, extra: Partial<QuickPlayOptions> = {}): QuickPlayOptions => ({
  game: "ludo",
  roomAmount,
  maxPlayers: 2,
  currency: "COIN",
  playerName: "Quick",
  ...extra,
});

/** Joins the Quick Play queue and records its messages: [queue, inbox]. */
export async function joinQueue(client: Client, options: QuickPlayOptions): Promise<[Room, Inbox]> {
  const queue = await client.joinOrCreate(QUICK_PLAY_ROOM, options);
  return [queue, new Inbox(queue)];
}

/** What a client does with its `seat`: takes the reserved seat at the table, then leaves the queue. */
export async function takeSeat(client: Client, queue: Room, inbox: Inbox, timeoutMs = 10_000): Promise<Room> {
  const seat = await inbox.wait("seat", { timeoutMs });
  const table = await client.consumeSeatReservation(seat);
  await queue.leave();
  return ready(table);
}

/** Queues and, once matched, sits at the table (with its first state). */
export async function quickTable(client: Client, options: QuickPlayOptions, timeoutMs = 10_000): Promise<Room> {
  const [queue, inbox] = await joinQueue(client, options);
  return takeSeat(client, queue, inbox, timeoutMs);
}
