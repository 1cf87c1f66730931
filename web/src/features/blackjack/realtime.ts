/**
 * Black Jack's realtime: the table's core (table/realtime.ts) bound to the "blackjack" room's protocol, and the way to
 * the player's own table. A table is the player's alone (a private house table, one round per bet): it is made with
 * `create` and only its owner may come back to it, by its id. The tab keeps the reconnection token (a reload comes back
 * into the round within the server's grace) and the browser keeps which table is the player's (another tab, or the page
 * opened again, joins it by id); otherwise a new table is made. The server decides everything; this module only asks.
 */
import { useMemo } from "react";
import { atom } from "jotai";
import {
  BLACKJACK_ROOM,
  type BlackjackRoomView,
  type blackjackClientMessages,
  type blackjackCreateOptionsSchema,
  type blackjackServerMessages,
  type tableClientMessages,
  type tableServerMessages,
} from "@arena/contracts";
import type { z } from "zod";
import { readLocal, removeLocal, writeLocal } from "../../lib/storage";
import { rememberRoom, resumeRoom, tableClient, useTableState, withClientSeed, type ClientPayloads, type ServerPayloads, type TableRoom } from "../table/realtime";
import { completeBlackjackView } from "./view";

/** What the "blackjack" room speaks: its state and both message maps of its contract over the kit's. */
export interface BlackjackProtocol {
  state: BlackjackRoomView;
  server: Omit<ServerPayloads<typeof tableServerMessages>, keyof typeof blackjackServerMessages> & ServerPayloads<typeof blackjackServerMessages>;
  client: Omit<ClientPayloads<typeof tableClientMessages>, keyof typeof blackjackClientMessages> & ClientPayloads<typeof blackjackClientMessages>;
}
export type BlackjackRoom = TableRoom<BlackjackProtocol>;
export type BlackjackCreateInput = z.input<typeof blackjackCreateOptionsSchema>;

export { forgetRoom, send } from "../table/realtime";

/** The player's table while they are on the page (kept across re-renders and StrictMode's second mount). */
export const blackjackRoomAtom = atom<BlackjackRoom | null>(null);

/** localStorage: the player's own part of each round's seed (provably fair); empty = random. */
export const CLIENT_SEED_KEY = "blackjackClientSeed";

/** localStorage: the player's table ({ userId, roomId }), so the page opened again sits at the same table. */
const TABLE_KEY = "blackjackTable";

export function storedTableId(userId: string): string | null {
  try {
    const stored = JSON.parse(readLocal(TABLE_KEY) ?? "null") as { userId?: unknown; roomId?: unknown } | null;
    return stored && stored.userId === userId && typeof stored.roomId === "string" && stored.roomId ? stored.roomId : null;
  } catch {
    return null;
  }
}
const storeTableId = (userId: string, roomId: string): void => writeLocal(TABLE_KEY, JSON.stringify({ userId, roomId }));
export const forgetTableId = (): void => removeLocal(TABLE_KEY);

/** A new table of the player's own (the server names the player from the session; the options only the name shown). */
export async function createBlackjackTable(userId: string, options: BlackjackCreateInput): Promise<BlackjackRoom> {
  const room: BlackjackRoom = await tableClient().create(BLACKJACK_ROOM, withClientSeed<BlackjackCreateInput>({ ...options, userId }, CLIENT_SEED_KEY));
  rememberRoom(room);
  storeTableId(userId, room.roomId);
  return room;
}

/**
 * The player's table: the live one, else the one this browser knows (the tab's reconnection token, else joined again
 * by its id: the server gives the seat back), else a new one. A table that is gone (closed after the player left, or a
 * restarted server) is forgotten and a new one made.
 */
export async function openBlackjackTable(userId: string, playerName: string, current: BlackjackRoom | null): Promise<BlackjackRoom> {
  if (current && current.connection.isOpen) return current;
  const known = storedTableId(userId);
  if (known) {
    try {
      const room: BlackjackRoom = await resumeRoom<BlackjackProtocol>(known, current, () =>
        tableClient().joinById(known, withClientSeed<BlackjackCreateInput>({ playerName, userId }, CLIENT_SEED_KEY)),
      );
      rememberRoom(room);
      return room;
    } catch {
      forgetTableId();
    }
  }
  return createBlackjackTable(userId, { playerName });
}

/** One opening at a time (StrictMode runs effects twice: a second create would make a second table). */
let opening: Promise<BlackjackRoom> | null = null;
export function openBlackjackTableOnce(userId: string, playerName: string, current: BlackjackRoom | null): Promise<BlackjackRoom> {
  opening ??= openBlackjackTable(userId, playerName, current).finally(() => {
    opening = null;
  });
  return opening;
}

/** The room's state as plain data, complete, one view per patch. */
export function useBlackjackView(room: BlackjackRoom | null): BlackjackRoomView | null {
  const raw = useTableState(room);
  return useMemo(() => completeBlackjackView(raw), [raw]);
}
