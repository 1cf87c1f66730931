import { useEffect, useState } from "react";
import { useAtom, useAtomValue } from "jotai";
import type { Room } from "@colyseus/sdk";
import { walletModeAtom } from "../../coins/walletMode";
import { useTranslation } from "react-i18next";
import { DEFAULT_COMPUTER_SETUP, startComputerGame } from "../computerGame";
import { showInterruptedGame } from "../interruptedGame";
import { ludoRoomAtom, resumeLudoRoom } from "../realtime";

export type GameRoom =
  | { status: "ready"; room: Room }
  | { status: "loading" }
  | { status: "error"; message: string; retry: () => void }
  /** No room in memory and none named in the address. */
  | { status: "none" };

/** One resume per room name at a time (React's strict mode runs effects twice; a second join would kick the first). */
const inflight = new Map<string, Promise<Room>>();

function resumeOnce(roomName: string, current: Room | null, playerName: string, currency: "COIN" | "FREE"): Promise<Room> {
  const running = inflight.get(roomName);
  if (running) return running;
  const attempt = resumeLudoRoom(roomName, current, playerName, currency).finally(() => inflight.delete(roomName));
  inflight.set(roomName, attempt);
  return attempt;
}

/** One computer game per page visit (strict mode runs effects twice; two games would be started). */
let computerStart: Promise<Room> | null = null;

/**
 * The room of this page: the one the menu left in ludoRoomAtom, or, after a reload or on another device, the room
 * named in the address (?roomName=), joined again; the server gives the seat back. An address that names no room and
 * says started=false (a shared /ludo/game?started=false) starts a game against the computer, as the spec says.
 */
export function useGameRoom(roomName: string | null, playerName: string, startComputer = false): GameRoom {
  const { t } = useTranslation();
  const [room, setRoom] = useAtom(ludoRoomAtom);
  // A seat is given back whatever the coins; a fresh join must match the table's (freeplay tables play FREE).
  const currency = useAtomValue(walletModeAtom);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const needsResume = roomName !== null && roomName !== "" && (!room || room.roomId !== roomName);
  const needsComputer = startComputer && !roomName && !room;
  const key = `${roomName}#${attempt}`;

  useEffect(() => {
    if (!needsComputer) return;
    let current = true;
    computerStart ??= startComputerGame(DEFAULT_COMPUTER_SETUP, playerName).finally(() => {
      computerStart = null;
    });
    computerStart.then(
      (joined) => {
        if (current) setRoom(joined);
      },
      (error: unknown) => {
        if (current) setFailure({ key, message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
    // A profile arriving later must not start a second game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsComputer, key]);

  useEffect(() => {
    if (!needsResume || !roomName) return;
    let current = true;
    resumeOnce(roomName, room, playerName, currency).then(
      (joined) => {
        if (current) setRoom(joined);
      },
      (error: unknown) => {
        if (!current) return;
        setFailure({ key, message: error instanceof Error ? error.message : String(error) });
        // The room may be gone because its game server restarted: tell the player what became of the game.
        void showInterruptedGame(t);
      },
    );
    return () => {
      current = false;
    };
    // playerName and currency only matter for a fresh join; a profile arriving later must not start a second one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsResume, roomName, key]);

  if (needsResume || needsComputer) {
    if (failure?.key === key) return { status: "error", message: failure.message, retry: () => setAttempt((n) => n + 1) };
    return { status: "loading" };
  }
  return room ? { status: "ready", room } : { status: "none" };
}
