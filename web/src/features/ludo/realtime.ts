/**
 * The Ludo screens' realtime: the table's core (table/realtime.ts) bound to the "ludo" room's protocol, the room the
 * player is in (kept across the menu → game navigation), and how a Ludo table is created, joined, resumed, and its
 * lobby joined. The server decides everything; this module only asks and listens.
 */
import { atom } from "jotai";
import {
  LUDO_LOBBY_ROOM,
  LUDO_ROOM,
  type LudoCreateOptions,
  type LudoJoinOptions,
  type LudoPlayerView,
  type LudoRoomView,
  type ludoClientMessages,
  type ludoServerMessages,
} from "@arena/contracts";
import type { Room } from "@colyseus/sdk";
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

/** The room's state as plain data: the type is shared with the server (LudoRoomView in @arena/contracts). */
export type { LudoPlayerView, LudoRoomView };

/** What the "ludo" room speaks: its state and both message maps of the contracts. */
export interface LudoProtocol {
  state: LudoRoomView;
  server: ServerPayloads<typeof ludoServerMessages>;
  client: ClientPayloads<typeof ludoClientMessages>;
}
export type LudoRoom = TableRoom<LudoProtocol>;

export { forgetRoom, rememberRoom, send } from "../table/realtime";

/** The room the player is in, kept across the menu → game navigation. */
export const ludoRoomAtom = atom<LudoRoom | null>(null);

/** localStorage: the player's own part of the dice seed (provably fair); empty = a random one per game. */
export const CLIENT_SEED_KEY = "ludoClientSeed";

export const createLudoRoom = async (input: LudoCreateOptions): Promise<LudoRoom> => {
  const c = tableClient();
  const options = withClientSeed(input, CLIENT_SEED_KEY);
  // Quick Play tables are made by the quickplay queue (table/quickPlaySearch.ts), never by a client.
  const room = await c.create(LUDO_ROOM, options);
  rememberRoom(room);
  return room;
};

export const joinLudoRoom = async (roomId: string, options: LudoJoinOptions): Promise<LudoRoom> => {
  const room = await tableClient().joinById(roomId, withClientSeed(options, CLIENT_SEED_KEY));
  rememberRoom(room);
  return room;
};

/**
 * Gets back into a room (table/realtime.ts resumeRoom); a fresh join is made in the given coins (a freeplay table
 * refuses COIN joins).
 */
export const resumeLudoRoom = (
  roomId: string,
  current: LudoRoom | null,
  playerName: string,
  currency: LudoJoinOptions["currency"] = "COIN",
): Promise<LudoRoom> => resumeRoom(roomId, current, () => joinLudoRoom(roomId, { playerName, currency }));

/** The room's state as plain data, re-rendered on every patch. */
export const useLudoState = (room: LudoRoom | null): LudoRoomView | null => useTableState(room);

/** The lobby room: real-time list of public rooms and private-room lookups. */
export const joinLudoLobby = (): Promise<Room> => tableClient().joinOrCreate(LUDO_LOBBY_ROOM, {});
