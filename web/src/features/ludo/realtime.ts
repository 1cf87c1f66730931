/**
 * The one realtime connection of the Ludo screens: a Colyseus client on this origin that sends the session
 * token, the room the player is in (kept across the menu → game navigation), and a plain snapshot of its
 * synchronised state for React. The server decides everything; this module only asks and listens.
 */
import { Client, type Room } from "@colyseus/sdk";
import { atom, useAtomValue } from "jotai";
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import {
  LUDO_LOBBY_ROOM,
  LUDO_ROOM,
  type LudoClientMessage,
  type LudoCreateOptions,
  type LudoJoinOptions,
  type LudoPlayerView,
  type LudoRoomView,
  type LudoServerMessage,
  type LudoServerPayload,
} from "@arena/contracts";
import { STORAGE, readLocal, readSession, removeSession, writeSession } from "../../lib/storage";
import { completeView } from "./game/players";

/** The room's state as plain data: the type is shared with the server (LudoRoomView in @arena/contracts). */
export type { LudoPlayerView, LudoRoomView };

const RECONNECT_KEY = "ludoReconnect";

let client: Client | null = null;
/** The Colyseus client for this origin, carrying the session token (read fresh on every call). */
export function ludoClient(): Client {
  if (!client) {
    const url = new URL(window.location.href);
    client = new Client(`${url.protocol}//${url.host}`);
  }
  client.auth.token = readLocal(STORAGE.token) ?? "";
  return client;
}

export const ludoRoomAtom = atom<Room | null>(null);
export const useLudoRoom = () => useAtomValue(ludoRoomAtom);

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

/** localStorage: the player's own part of the dice seed (provably fair); empty = a random one per game. */
export const CLIENT_SEED_KEY = "ludoClientSeed";
const withSeed = <T extends { clientSeed?: string }>(options: T): T => {
  const seed = readLocal(CLIENT_SEED_KEY)?.trim();
  return seed && !options.clientSeed ? { ...options, clientSeed: seed.slice(0, 64) } : options;
};

export const createLudoRoom = async (input: LudoCreateOptions): Promise<Room> => {
  const c = ludoClient();
  const options = withSeed(input);
  const room = options.gameType === "Quick Play" ? await c.joinOrCreate(LUDO_ROOM, options) : await c.create(LUDO_ROOM, options);
  rememberRoom(room);
  return room;
};

export const joinLudoRoom = async (roomId: string, options: LudoJoinOptions): Promise<Room> => {
  const room = await ludoClient().joinById(roomId, withSeed(options));
  rememberRoom(room);
  return room;
};

/**
 * Gets back into a room: the live one if it is this room, else the stored reconnection token, else a fresh
 * join (the server recognises the account and gives its seat back: resume on another device) in the given
 * coins (a freeplay table refuses COIN joins).
 */
export async function resumeLudoRoom(
  roomId: string,
  current: Room | null,
  playerName: string,
  currency: LudoJoinOptions["currency"] = "COIN",
): Promise<Room> {
  if (current && current.roomId === roomId && current.connection.isOpen) return current;
  const stored = readSession(RECONNECT_KEY);
  if (stored) {
    try {
      const { roomId: storedId, token } = JSON.parse(stored) as { roomId: string; token: string };
      if (storedId === roomId && token) {
        const room = await ludoClient().reconnect(token);
        rememberRoom(room);
        return room;
      }
    } catch {
      // stale token: fall through to a fresh join
    }
  }
  return joinLudoRoom(roomId, { playerName, currency });
}

/** Sends a validated message type; payload shapes are ludoClientMessages in @arena/contracts. */
export function send(room: Room, type: LudoClientMessage, payload?: unknown): void {
  room.send(type, payload ?? {});
}

function toView(state: unknown): LudoRoomView | null {
  const s = state as { toJSON?: () => unknown } | null | undefined;
  if (!s) return null;
  return (typeof s.toJSON === "function" ? s.toJSON() : s) as LudoRoomView;
}

interface ViewStore {
  subscribe(onChange: () => void): () => void;
  snapshot(): LudoRoomView | null;
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

/** The room's state as plain data, re-rendered on every patch. */
export function useLudoState(room: Room | null): LudoRoomView | null {
  const store = storeOf(room);
  return useSyncExternalStore(store.subscribe, store.snapshot);
}

/**
 * Calls `onChange(view, previous)` on every patch while mounted (the first view it sees is where it starts): how the
 * page learns of rolls and moves, which travel in the state (one frame per action), not as messages.
 */
export function useStateChanges(room: Room | null, onChange: (view: LudoRoomView, previous: LudoRoomView | null) => void): void {
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const store = storeOf(room);
    let previous = completeView(store.snapshot());
    return store.subscribe(() => {
      const view = completeView(store.snapshot());
      if (view) latest.current(view, previous);
      previous = view;
    });
  }, [room]);
}

/** Listens to one server message type while mounted; the payload's type comes from the contract's map. */
export function useRoomMessage<K extends LudoServerMessage>(room: Room | null, type: K, handler: (payload: LudoServerPayload<K>) => void): void {
  useEffect(() => {
    if (!room) return;
    const off = room.onMessage(type, handler as (payload: unknown) => void);
    return () => off();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room, type]);
}

/** The lobby room: real-time list of public rooms and private-room lookups. */
export const joinLudoLobby = (): Promise<Room> => ludoClient().joinOrCreate(LUDO_LOBBY_ROOM, {});

