/**
 * The Flash screens' realtime: the table's core (table/realtime.ts) bound to the "flash" room's protocol, the table the
 * player is at (kept across the lobby → table navigation), how a table is found (Quick Play), made (Private, Free
 * Play), joined by its code or joined again, and the spec's socket timeout. The server decides everything; this
 * module only asks and listens.
 */
import { useMemo } from "react";
import { atom } from "jotai";
import {
  FLASH_ROOM,
  FLASH_SOCKET_TIMEOUT_MS,
  type FlashRoomView,
  type WalletCurrency,
  type flashClientMessages,
  type flashCreateOptionsSchema,
  type flashJoinOptionsSchema,
  type flashServerMessages,
  type tableClientMessages,
  type tableServerMessages,
} from "@arena/contracts";
import type { z } from "zod";
import { readSession, writeSession } from "../../lib/storage";
import {
  rememberRoom,
  resumeRoom,
  tableClient,
  useTableState,
  withClientSeed,
  type ClientPayloads,
  type ServerPayloads,
  type TableRoom,
} from "../table/realtime";
import { completeFlashView } from "./view";

/**
 * What the "flash" room speaks: its state and both message maps of its contract. Its chat is send_message and its
 * messages are all its own; the kit's other names are kept in the types only so the kit's pieces accept the room.
 */
export interface FlashProtocol {
  state: FlashRoomView;
  server: Omit<ServerPayloads<typeof tableServerMessages>, keyof typeof flashServerMessages> & ServerPayloads<typeof flashServerMessages>;
  client: Omit<ClientPayloads<typeof tableClientMessages>, keyof typeof flashClientMessages> & ClientPayloads<typeof flashClientMessages>;
}
export type FlashRoom = TableRoom<FlashProtocol>;

export { forgetRoom, send } from "../table/realtime";

/** The options of a table a client makes or finds (before the server parses them). */
export type FlashCreateInput = z.input<typeof flashCreateOptionsSchema>;
export type FlashJoinInput = z.input<typeof flashJoinOptionsSchema>;

/** The table the player is at, kept across the lobby → table navigation. */
export const flashRoomAtom = atom<FlashRoom | null>(null);

/** localStorage: the player's own part of the seed (provably fair: the shuffle of every hand); empty = random. */
export const CLIENT_SEED_KEY = "flashClientSeed";

/** The table page of a room. */
export const tablePath = (roomId: string): string => `/teenpatti/game?room=${encodeURIComponent(roomId)}`;

/**
 * Runs `ask` and calls `onSlow` once it has taken longer than the spec's socket timeout (3 s): the page then tells the
 * player the table is slow to answer instead of spinning silently. The answer is still taken when it comes: a join
 * the server completed must not be lost (its seat holds a buy-in).
 */
export async function withSocketTimeout<T>(ask: () => Promise<T>, onSlow: () => void, timeoutMs = FLASH_SOCKET_TIMEOUT_MS): Promise<T> {
  const timer = setTimeout(onSlow, timeoutMs);
  try {
    return await ask();
  } finally {
    clearTimeout(timer);
  }
}

/** sessionStorage: the coins of the tables this tab sat at (a fresh join must match them: free play plays FREE). */
const CURRENCY_KEY = "flashTables";

function rememberCurrency(roomId: string, currency: WalletCurrency): void {
  try {
    const all = JSON.parse(readSession(CURRENCY_KEY) ?? "{}") as Record<string, WalletCurrency>;
    all[roomId] = currency;
    writeSession(CURRENCY_KEY, JSON.stringify(Object.fromEntries(Object.entries(all).slice(-10))));
  } catch {
    writeSession(CURRENCY_KEY, JSON.stringify({ [roomId]: currency }));
  }
}

/** The coins of a table this tab sat at, if it did. */
export function tableCurrency(roomId: string): WalletCurrency | null {
  try {
    const stored = (JSON.parse(readSession(CURRENCY_KEY) ?? "{}") as Record<string, string>)[roomId];
    return stored === "FREE" || stored === "COIN" ? stored : null;
  } catch {
    return null;
  }
}

function joined(room: FlashRoom, currency: WalletCurrency): FlashRoom {
  rememberRoom(room);
  rememberCurrency(room.roomId, currency);
  return room;
}

/** Private (under its code) and Free Play tables are made by the client; the creator sits with the buy-in given. */
export async function createFlashRoom(options: FlashCreateInput): Promise<FlashRoom> {
  const room: FlashRoom = await tableClient().create(FLASH_ROOM, withClientSeed(options, CLIENT_SEED_KEY));
  return joined(room, options.gameType === "Free Play" ? "FREE" : (options.currency ?? "COIN"));
}

/** Quick Play: a public table of the tier with a free seat, or a new one; you sit with the buy-in given. */
export async function quickPlayRoom(options: Extract<FlashCreateInput, { gameType: "Quick Play" }>): Promise<FlashRoom> {
  const room: FlashRoom = await tableClient().joinOrCreate(FLASH_ROOM, withClientSeed(options, CLIENT_SEED_KEY));
  return joined(room, options.currency ?? "COIN");
}

/** A table by its id (a private table's code): without a buy-in you watch, and sit from the table. */
export async function joinFlashRoom(roomId: string, options: FlashJoinInput): Promise<FlashRoom> {
  const room: FlashRoom = await tableClient().joinById(roomId, withClientSeed(options, CLIENT_SEED_KEY));
  return joined(room, options.currency ?? "COIN");
}

/**
 * Gets back into a table (table/realtime.ts resumeRoom: the live one, else the stored reconnection token, else a
 * fresh join; the server knows a seated account and gives the seat back, or you watch).
 */
export const resumeFlashRoom = (roomId: string, current: FlashRoom | null, playerName: string, currency: WalletCurrency): Promise<FlashRoom> =>
  resumeRoom(roomId, current, () => joinFlashRoom(roomId, { playerName, currency: tableCurrency(roomId) ?? currency }));

/** The room's state as plain data, complete, re-rendered on every patch. */
export function useFlashView(room: FlashRoom | null): FlashRoomView | null {
  const raw = useTableState(room);
  // One view per patch: effects that depend on it run when the state changes, not on every render.
  return useMemo(() => completeFlashView(raw), [raw]);
}
