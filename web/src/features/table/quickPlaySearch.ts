/**
 * The player's Quick Play search: one connection to the server's "quickplay" queue at a time, and what the server
 * says of it (its countdown, how many players it found), for the price dialog to show. The server holds the fee,
 * counts and matches; this module only asks, listens and takes the seat it is given (docs/realtime.md).
 */
import type { Room } from "@colyseus/sdk";
import { useSyncExternalStore } from "react";
import { QUICK_PLAY_COUNTDOWN_SECONDS, QUICK_PLAY_ROOM, type QuickPlayOptions, type QuickPlayServerPayload } from "@arena/contracts";
import { tableClient } from "./realtime";

export type QuickPlaySearch =
  | { status: "idle" }
  /** Queued: the fee is held; the countdown and the players found come from the server. */
  | { status: "searching"; secondsLeft: number; players: number; maxPlayers: number }
  /** Matched: taking the reserved seat at the table. */
  | { status: "seating" }
  /** The countdown reached zero first: the server gave the fee back and ended the search. */
  | { status: "noMatch" };

export interface QuickPlayHandlers {
  /** The seat is taken: the table, whose game starts once every matched player sits. */
  onTable: (table: Room) => void;
  /** The search ended on the server's word (a failure, or a seat that could not be taken). */
  onError: (error: unknown) => void;
}

const IDLE: QuickPlaySearch = { status: "idle" };
let search: QuickPlaySearch = IDLE;
let queue: Room | null = null;
const listeners = new Set<() => void>();

function show(next: QuickPlaySearch): void {
  search = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The search as the server last described it. */
export function useQuickPlaySearch(): QuickPlaySearch {
  return useSyncExternalStore(subscribe, () => search);
}

/**
 * Enters the queue for these terms (the server holds the fee). Rejects with the server's refusal (a matchmaking
 * error: bad terms, not enough coins) before anything is held.
 */
export async function startQuickPlay(options: QuickPlayOptions, handlers: QuickPlayHandlers): Promise<void> {
  await cancelQuickPlay();
  const client = tableClient();
  const room = await client.joinOrCreate(QUICK_PLAY_ROOM, options);
  // A dropped connection ends the search (the server takes the player out and refunds): no reconnection attempts.
  room.reconnection.enabled = false;
  queue = room;
  const current = () => queue === room;
  // The server's first countdown follows at once; until then, where every search starts.
  show({ status: "searching", secondsLeft: QUICK_PLAY_COUNTDOWN_SECONDS, players: 1, maxPlayers: options.maxPlayers });

  room.onMessage("countdown", (countdown: QuickPlayServerPayload<"countdown">) => {
    if (current()) show({ status: "searching", ...countdown });
  });
  room.onMessage("no-match", () => {
    if (!current()) return;
    queue = null;
    show({ status: "noMatch" });
  });
  room.onMessage("error", (error: QuickPlayServerPayload<"error">) => {
    if (!current()) return;
    queue = null;
    show(IDLE);
    handlers.onError(new Error(error.message));
  });
  room.onMessage("seat", (seat: QuickPlayServerPayload<"seat">) => {
    if (!current()) return;
    queue = null;
    show({ status: "seating" });
    client.consumeSeatReservation(seat).then(
      (table) => {
        show(IDLE);
        handlers.onTable(table);
      },
      (error: unknown) => {
        show(IDLE);
        handlers.onError(error);
      },
    );
    // The queue's part is done once the seat is reserved.
    void room.leave().catch(() => undefined);
  });
  room.onLeave(() => {
    if (!current()) return;
    queue = null;
    show(IDLE);
  });
}

/** Leaves the queue: the server gives the held fee back at once. Also clears a finished search's outcome. */
export async function cancelQuickPlay(): Promise<void> {
  const leaving = queue;
  queue = null;
  show(IDLE);
  if (leaving) await leaving.leave().catch(() => undefined);
}
