import { useMemo, useState } from "react";
import { useAtomValue } from "jotai";
import useSWR from "swr";
import type { ChessGameRecord } from "@arena/contracts";
import { ApiError, fetchResult } from "../../../lib/api";
import { useGameRoom, type RoomSource } from "../../table/useGameRoom";
import { chessRoomAtom, playedGame, resumeChessRoom, useChessView, type ChessProtocol, type ChessRoom } from "../realtime";

/** GET chess/game/{gameId}: a game as anyone may see it (its room, its status, its moves and PGN). */
export const chessGamePath = (gameId: string): string => `/api/v1/chess/game/${encodeURIComponent(gameId)}`;

export type ChessGame =
  | { status: "loading" }
  | { status: "ready"; room: ChessRoom }
  /** The game is over and its room is gone (or was never this player's): its record. */
  | { status: "finished"; record: ChessGameRecord }
  /** No game by that id. */
  | { status: "missing" }
  | { status: "error"; message: string; retry: () => void };

/**
 * The room of /chess/game/{gameId}: the one the menu or the private room left connected, else this tab's room of that
 * game joined again (the stored reconnection token, else a fresh join: the server gives the seat back), else the room
 * the game's record names. A game that is over, or a room that cannot be joined again, is looked up: a finished game
 * shows its record.
 */
export function useChessGame(gameId: string, playerName: string): ChessGame {
  const live = useAtomValue(chessRoomAtom);
  const liveView = useChessView(live);
  const played = playedGame(gameId);
  // The live room plays this game, or played it (after a rematch the room plays the next one).
  const liveRoom = live && (liveView?.gameId === gameId || played?.roomId === live.roomId) ? live.roomId : null;
  const known = liveRoom ?? played?.roomId ?? null;
  /** A room that could not be joined again: what became of its game says what to show. */
  const [failedRoom, setFailedRoom] = useState<string | null>(null);

  const wanted = known === null || failedRoom === known;
  const lookUp = useSWR<ChessGameRecord>(wanted ? chessGamePath(gameId) : null, fetchResult, { shouldRetryOnError: false, revalidateOnFocus: false });
  const record = lookUp.data;
  const lookUpError = lookUp.error as Error | undefined;

  const roomName = known ?? (record?.status === "active" ? record.roomId : null);
  const currency = played?.currency ?? record?.currency ?? "COIN";
  const source = useMemo<RoomSource<ChessProtocol>>(
    () => ({
      roomAtom: chessRoomAtom,
      resume: (name, current, player) => resumeChessRoom(name, current, player, currency),
      onResumeFailed: () => setFailedRoom(roomName),
    }),
    [currency, roomName],
  );
  const game = useGameRoom(source, roomName, playerName);

  if (roomName !== null && game.status === "ready") return { status: "ready", room: game.room };
  if (record && record.status !== "active") return { status: "finished", record };
  // 404: no such game; 400: not a game id at all (the server's ids are UUIDs).
  if (lookUpError instanceof ApiError && (lookUpError.responseCode === 404 || lookUpError.responseCode === 400)) return { status: "missing" };
  if (roomName !== null && game.status === "error" && (record || lookUpError)) return game;
  if (roomName === null && lookUpError) return { status: "error", message: lookUpError.message, retry: () => void lookUp.mutate() };
  return { status: "loading" };
}
