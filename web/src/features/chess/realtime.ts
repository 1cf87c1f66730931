/**
 * The chess screens' realtime: the table's core (table/realtime.ts) bound to the "chess" room's protocol, the room the
 * player sits at (kept across the menu → game navigation), how a table is created, joined and resumed, and which game
 * of which room this tab plays (the game page's address names the game, the reconnection names the room). The server
 * decides everything; this module only asks and listens.
 */
import { useMemo } from "react";
import { atom } from "jotai";
import type { z } from "zod";
import {
  CHESS_ROOM,
  type ChessJoinOptions,
  type ChessRoomView,
  type WalletCurrency,
  type chessClientMessages,
  type chessCreateOptionsSchema,
  type chessServerMessages,
  type tableClientMessages,
} from "@arena/contracts";
import { readSession, removeSession, writeSession } from "../../lib/storage";
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
import { completeChessView } from "./view";

/** What the "chess" room speaks: its state and both message maps of the contracts. */
export interface ChessProtocol {
  state: ChessRoomView;
  server: ServerPayloads<typeof chessServerMessages>;
  /** Chess's own messages, and the kit's that every table takes (the chess contract restates all but game-start). */
  client: Omit<ClientPayloads<typeof tableClientMessages>, keyof typeof chessClientMessages> & ClientPayloads<typeof chessClientMessages>;
}
export type ChessRoom = TableRoom<ChessProtocol>;

export { forgetRoom, send } from "../table/realtime";

/** The options of a table a client makes (Private, Computer); Quick Play tables come from the quickplay queue. */
export type ChessCreateInput = Exclude<z.input<typeof chessCreateOptionsSchema>, { gameType: "Quick Play" }>;

/** The room the player sits at, kept across the menu → game navigation. */
export const chessRoomAtom = atom<ChessRoom | null>(null);

/** localStorage: the player's own part of the seed (provably fair: the colour draw); empty = a random one per game. */
export const CLIENT_SEED_KEY = "chessClientSeed";

export async function createChessRoom(input: ChessCreateInput): Promise<ChessRoom> {
  const room: ChessRoom = await tableClient().create(CHESS_ROOM, withClientSeed(input, CLIENT_SEED_KEY));
  rememberRoom(room);
  return room;
}

export async function joinChessRoom(roomId: string, options: ChessJoinOptions): Promise<ChessRoom> {
  const room: ChessRoom = await tableClient().joinById(roomId, withClientSeed(options, CLIENT_SEED_KEY));
  rememberRoom(room);
  return room;
}

/**
 * Gets back into a room (table/realtime.ts resumeRoom: the live one, else the stored reconnection token, else a fresh
 * join in the table's coins, and the server gives the seat back).
 */
export const resumeChessRoom = (roomId: string, current: ChessRoom | null, playerName: string, currency: WalletCurrency): Promise<ChessRoom> =>
  resumeRoom(roomId, current, () => joinChessRoom(roomId, { playerName, currency }));

/** The room's state as plain data, complete, re-rendered on every patch. */
export function useChessView(room: ChessRoom | null): ChessRoomView | null {
  const raw = useTableState(room);
  // One view per patch: effects that depend on it run when the state changes, not on every render.
  return useMemo(() => completeChessView(raw), [raw]);
}

/** sessionStorage: the game this tab plays and its room (the game page's address names only the game). */
const GAME_KEY = "chessGame";

export interface PlayedGame {
  gameId: string;
  roomId: string;
  /** The table's coins: a fresh join must match them (a computer table plays FREE). */
  currency: WalletCurrency;
}

export function rememberGame(game: PlayedGame): void {
  writeSession(GAME_KEY, JSON.stringify(game));
}

export function forgetGame(): void {
  removeSession(GAME_KEY);
}

/** The room of this game, if this tab played it. */
export function playedGame(gameId: string): PlayedGame | null {
  try {
    const stored = JSON.parse(readSession(GAME_KEY) ?? "null") as Partial<PlayedGame> | null;
    if (!stored || stored.gameId !== gameId || typeof stored.roomId !== "string" || !stored.roomId) return null;
    return { gameId, roomId: stored.roomId, currency: stored.currency === "FREE" ? "FREE" : "COIN" };
  } catch {
    return null;
  }
}

/** The game page of a game. */
export const gamePath = (gameId: string): string => `/chess/game/${encodeURIComponent(gameId)}`;
