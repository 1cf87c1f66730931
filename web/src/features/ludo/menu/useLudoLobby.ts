import { useCallback, useEffect, useRef, useState } from "react";
import type { Room } from "@colyseus/sdk";
import { messages, type ListedRoom } from "@arena/contracts";
import { joinLudoLobby } from "../realtime";

export interface GameFeeReply {
  success: boolean;
  gameFees?: number;
  maxPlayers?: number;
}
export interface FindPrivateReply {
  success: boolean;
  roomId?: string;
  gameFees?: number;
}

export type LobbyStatus = "idle" | "connecting" | "open" | "failed";

const REPLY_TIMEOUT_MS = 8_000;

/** Sends one lobby message and waits for the reply of the same type (or the lobby's "error"). */
function ask<T>(room: Room, type: string, payload: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      offReply();
      offError();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(messages.somethingWentWrong));
    }, REPLY_TIMEOUT_MS);
    const offReply = room.onMessage(type, (reply: T) => {
      done();
      resolve(reply);
    });
    const offError = room.onMessage("error", (error: { message?: string; type?: string }) => {
      if (error.type && error.type !== type) return;
      done();
      reject(new Error(error.message || messages.somethingWentWrong));
    });
    room.send(type, payload ?? {});
  });
}

/**
 * The "ludo_lobby" connection of the menu, opened when a mode is chosen (spec 4) and closed with the page:
 * the live list of public rooms and the private-room lookups.
 */
export function useLudoLobby(active: boolean) {
  const [rooms, setRooms] = useState<ListedRoom[] | null>(null);
  const [status, setStatus] = useState<LobbyStatus>("idle");
  const [attempt, setAttempt] = useState(0);
  const connection = useRef<Promise<Room> | null>(null);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let lobby: Room | null = null;
    const pending = joinLudoLobby();
    connection.current = pending;
    // Connecting is shown from the first render after a mode is chosen (see `shownStatus`).
    pending.then(
      (room) => {
        if (cancelled) {
          void room.leave();
          return;
        }
        lobby = room;
        room.onMessage("room-list", (payload: { rooms?: ListedRoom[] }) => setRooms(payload.rooms ?? []));
        room.onLeave(() => {
          if (!cancelled) setStatus("failed");
        });
        setStatus("open");
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error("ludo lobby connection failed", error);
        setStatus("failed");
      },
    );
    return () => {
      cancelled = true;
      connection.current = null;
      void lobby?.leave();
    };
  }, [active, attempt]);

  const lobbyRoom = useCallback(async (): Promise<Room> => {
    if (!connection.current) throw new Error(messages.somethingWentWrong);
    return connection.current;
  }, []);

  /** Asks the server for the list again (the answer also refreshes `rooms`). */
  const requestRooms = useCallback(async () => (await ask<{ rooms: ListedRoom[] }>(await lobbyRoom(), "room-list", {})).rooms, [lobbyRoom]);

  const getGameFee = useCallback(async (roomId: string) => ask<GameFeeReply>(await lobbyRoom(), "get-game-fee", { roomId }), [lobbyRoom]);

  const findPrivate = useCallback(
    async (roomPassword: string) => ask<FindPrivateReply>(await lobbyRoom(), "find-private", { roomPassword }),
    [lobbyRoom],
  );

  /** After a failed connection: try again. */
  const reconnect = useCallback(() => {
    setStatus("connecting");
    setRooms(null);
    setAttempt((n) => n + 1);
  }, []);

  const shownStatus: LobbyStatus = active && status === "idle" ? "connecting" : status;
  return { rooms, status: shownStatus, requestRooms, getGameFee, findPrivate, reconnect };
}
