import { useEffect, useState } from "react";
import { useAtom, useAtomValue, type PrimitiveAtom } from "jotai";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { WalletCurrency } from "@arena/contracts";
import { walletModeAtom } from "../../platform/walletMode";
import type { TableProtocol, TableRoom } from "./realtime";

export type GameRoom<P extends TableProtocol = TableProtocol> =
  | { status: "ready"; room: TableRoom<P> }
  | { status: "loading" }
  | { status: "error"; message: string; retry: () => void }
  /** No room in memory and none named in the address. */
  | { status: "none" };

/** Where a game's table page gets its room. */
export interface RoomSource<P extends TableProtocol> {
  /** The room the player sits at, as the menu leaves it for the table page. */
  roomAtom: PrimitiveAtom<TableRoom<P> | null>;
  /** Gets back into the named room (the server gives the seat back); a fresh join is made in `currency`. */
  resume(roomName: string, current: TableRoom<P> | null, playerName: string, currency: WalletCurrency): Promise<TableRoom<P>>;
  /** A game the address alone asks for (Ludo: /ludo/game?started=false starts one against the computer). */
  startFresh?(playerName: string): Promise<TableRoom<P>>;
  /** After a failed resume: what became of the game (its server may have restarted), told in the player's words. */
  onResumeFailed?(t: TFunction): void;
}

/** One resume per room name at a time (React's strict mode runs effects twice; a second join would kick the first). */
const inflight = new Map<string, Promise<unknown>>();

function resumeOnce<P extends TableProtocol>(
  source: RoomSource<P>,
  roomName: string,
  current: TableRoom<P> | null,
  playerName: string,
  currency: WalletCurrency,
): Promise<TableRoom<P>> {
  const running = inflight.get(roomName) as Promise<TableRoom<P>> | undefined;
  if (running) return running;
  const attempt = source.resume(roomName, current, playerName, currency).finally(() => inflight.delete(roomName));
  inflight.set(roomName, attempt);
  return attempt;
}

/** One fresh game per page visit (strict mode runs effects twice; two games would be started). */
let freshStart: Promise<unknown> | null = null;

/**
 * The room of a table page: the one the menu left in the source's atom, or, after a reload or on another device,
 * the room named in the address (?roomName=), joined again; the server gives the seat back. An address that names no
 * room may ask for a fresh game (`startFresh`), when the game has one.
 */
export function useGameRoom<P extends TableProtocol>(source: RoomSource<P>, roomName: string | null, playerName: string, startFresh = false): GameRoom<P> {
  const { t } = useTranslation();
  const [room, setRoom] = useAtom(source.roomAtom);
  // A seat is given back whatever the coins; a fresh join must match the table's (freeplay tables play FREE).
  const currency = useAtomValue(walletModeAtom);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const needsResume = roomName !== null && roomName !== "" && (!room || room.roomId !== roomName);
  const needsFresh = startFresh && !!source.startFresh && !roomName && !room;
  const key = `${roomName}#${attempt}`;

  useEffect(() => {
    if (!needsFresh || !source.startFresh) return;
    let current = true;
    const starting = (freshStart ??= source.startFresh(playerName).finally(() => {
      freshStart = null;
    })) as Promise<TableRoom<P>>;
    starting.then(
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
  }, [needsFresh, key]);

  useEffect(() => {
    if (!needsResume || !roomName) return;
    let current = true;
    resumeOnce(source, roomName, room, playerName, currency).then(
      (joined) => {
        if (current) setRoom(joined);
      },
      (error: unknown) => {
        if (!current) return;
        setFailure({ key, message: error instanceof Error ? error.message : String(error) });
        source.onResumeFailed?.(t);
      },
    );
    return () => {
      current = false;
    };
    // playerName and currency only matter for a fresh join; a profile arriving later must not start a second one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsResume, roomName, key]);

  if (needsResume || needsFresh) {
    if (failure?.key === key) return { status: "error", message: failure.message, retry: () => setAttempt((n) => n + 1) };
    return { status: "loading" };
  }
  return room ? { status: "ready", room } : { status: "none" };
}
