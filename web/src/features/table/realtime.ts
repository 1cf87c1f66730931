/**
 * The realtime core of every table game: a Colyseus client on this origin that sends the session token, the way
 * back into a room after a reload or a dropped connection, a plain snapshot of the room's synchronised state for
 * React, and sends and listeners typed from the shared contracts. A game binds it to its own protocol
 * (features/<game>/realtime.ts); the table's own pieces (chat, result, rematch) speak the kit's part of it. The
 * server decides everything; this module only asks and listens.
 */
import { Client, type Room } from "@colyseus/sdk";
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import type { z } from "zod";
import type { TableRoomView, tableClientMessages, tableServerMessages } from "@arena/contracts";
import { STORAGE, readLocal, readSession, removeSession, writeSession } from "../../lib/storage";

/** What travels with each message type of a contract's map: what the server sends (parsed shapes). */
export type ServerPayloads<M extends Record<string, z.ZodType>> = { [K in keyof M]: z.infer<M[K]> };
/** What a client may send with each message type of a contract's map (before the server parses it). */
export type ClientPayloads<M extends Record<string, z.ZodType>> = { [K in keyof M]: z.input<M[K]> };

/**
 * What a table room speaks: its synced state as plain data, the server's messages and the client's. Every game's
 * protocol extends the kit's (its state has the kit's fields, its maps the kit's messages, narrowed).
 */
export interface TableProtocol {
  state: TableRoomView;
  server: ServerPayloads<typeof tableServerMessages>;
  client: ClientPayloads<typeof tableClientMessages>;
}

declare const speaks: unique symbol;
/** A room and the protocol it speaks (known from the room name it was joined by; only the types carry it). */
export type TableRoom<P extends TableProtocol = TableProtocol> = Room & { readonly [speaks]?: P };

let client: Client | null = null;
/** The Colyseus client for this origin, carrying the session token (read fresh on every call). */
export function tableClient(): Client {
  if (!client) {
    const url = new URL(window.location.href);
    client = new Client(`${url.protocol}//${url.host}`);
  }
  client.auth.token = readLocal(STORAGE.token) ?? "";
  return client;
}

/** sessionStorage: the room this tab sits at and its reconnection token (one table at a time). */
const RECONNECT_KEY = "tableReconnect";

const quieted = new WeakSet<Room>();

/** Remembers how to get back into a room after a reload or a dropped connection. */
export function rememberRoom(room: Room): void {
  // Announcements can arrive between two screens (menu → table) before anyone listens: they are in the state too.
  if (!quieted.has(room)) {
    quieted.add(room);
    room.onMessage("*", () => undefined);
  }
  writeSession(RECONNECT_KEY, JSON.stringify({ roomId: room.roomId, token: room.reconnectionToken }));
}
export function forgetRoom(): void {
  removeSession(RECONNECT_KEY);
}

/**
 * The options with the player's own part of the seed (provably fair) stored under `seedKey` in localStorage, unless
 * they carry one already; none stored means a random one per game.
 */
export function withClientSeed<T extends { clientSeed?: string }>(options: T, seedKey: string): T {
  const seed = readLocal(seedKey)?.trim();
  return seed && !options.clientSeed ? { ...options, clientSeed: seed.slice(0, 64) } : options;
}

/**
 * Gets back into a room: the live one if it is this room, else the stored reconnection token, else `join` (a fresh
 * join: the server recognises the account and gives its seat back, so a game resumes on another device too).
 */
export async function resumeRoom<P extends TableProtocol>(
  roomId: string,
  current: TableRoom<P> | null,
  join: () => Promise<TableRoom<P>>,
): Promise<TableRoom<P>> {
  if (current && current.roomId === roomId && current.connection.isOpen) return current;
  const stored = readSession(RECONNECT_KEY);
  if (stored) {
    try {
      const { roomId: storedId, token } = JSON.parse(stored) as { roomId: string; token: string };
      if (storedId === roomId && token) {
        const room: TableRoom<P> = await tableClient().reconnect(token);
        rememberRoom(room);
        return room;
      }
    } catch {
      // stale token: fall through to a fresh join
    }
  }
  return join();
}

type Optional<T> = undefined extends T ? [payload?: T] : [payload: T];

/** Sends a message of the room's protocol; the server validates it against the same contract. */
export function send<P extends TableProtocol, K extends keyof P["client"] & string>(room: TableRoom<P>, type: K, ...payload: Optional<P["client"][K]>): void {
  room.send(type, payload[0] ?? {});
}

function toView<S>(state: unknown): S | null {
  const s = state as { toJSON?: () => unknown } | null | undefined;
  if (!s) return null;
  return (typeof s.toJSON === "function" ? s.toJSON() : s) as S;
}

interface ViewStore {
  subscribe(onChange: () => void): () => void;
  snapshot(): unknown;
}

const stores = new WeakMap<Room, ViewStore>();
const noRoom: ViewStore = { subscribe: () => () => undefined, snapshot: () => null };

/** One plain-data view per room, refreshed on every patch (shared by every component that reads the room). */
function storeOf(room: Room | null): ViewStore {
  if (!room) return noRoom;
  let store = stores.get(room);
  if (!store) {
    let view = toView(room.state);
    const listeners = new Set<() => void>();
    room.onStateChange((state: unknown) => {
      view = toView(state);
      for (const l of listeners) l();
    });
    store = {
      subscribe(onChange) {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
      snapshot: () => view,
    };
    stores.set(room, store);
  }
  return store;
}

/**
 * The room's state as plain data, re-rendered on every patch. Raw: the first snapshot after a join can lack parts
 * of the schema; the game completes it (Ludo: completeView).
 */
export function useTableState<P extends TableProtocol>(room: TableRoom<P> | null): P["state"] | null {
  const store = storeOf(room);
  return useSyncExternalStore(store.subscribe, store.snapshot) as P["state"] | null;
}

/**
 * Calls `onChange(view, previous)` on every patch while mounted, with views completed by `complete` (the first view
 * it sees is where it starts): how a page learns of actions, which travel in the state (one frame per action).
 */
export function useStateChanges<P extends TableProtocol>(
  room: TableRoom<P> | null,
  complete: (raw: P["state"] | null) => P["state"] | null,
  onChange: (view: P["state"], previous: P["state"] | null) => void,
): void {
  const latest = useRef({ complete, onChange });
  useLayoutEffect(() => {
    latest.current = { complete, onChange };
  });
  useEffect(() => {
    const store = storeOf(room);
    const read = () => latest.current.complete(store.snapshot() as P["state"] | null);
    let previous = read();
    return store.subscribe(() => {
      const view = read();
      if (view) latest.current.onChange(view, previous);
      previous = view;
    });
  }, [room]);
}

/**
 * Listens to one server message type while mounted; the payload's type comes from the contract's map. The handler
 * always sees the latest render's values.
 */
export function useRoomEvent<P extends TableProtocol, K extends keyof P["server"] & string>(
  room: TableRoom<P> | null,
  type: K,
  handler: (payload: P["server"][K]) => void,
): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!room) return;
    const off = room.onMessage(type, (payload: P["server"][K]) => latest.current(payload));
    return () => off();
  }, [room, type]);
}
