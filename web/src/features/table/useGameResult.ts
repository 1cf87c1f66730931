/**
 * The end of a game: the ranked result ("game:result"), the win or lose sound, confetti when you won, a wallet
 * refresh, and the rematch requests of the other players. The stored winners (localStorage `winners`) let a
 * reload show the result again without replaying the celebration.
 */
import { useEffect, useState } from "react";
import confetti from "canvas-confetti";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { TableRoomView } from "@arena/contracts";
import { readLocal, removeLocal, writeLocal } from "../../lib/storage";
import { useRefreshWallet } from "../coins/useWallet";
import { playResult } from "./audio";
import { send, useRoomEvent, type TableProtocol, type TableRoom } from "./realtime";

export const WINNERS_KEY = "winners";
export const PLAYER_LEFT_KEY = "playerLeft";
/** Spec 9: confetti of 500 pieces. */
export const CONFETTI_PIECES = 500;
/** With the game over and no result yet (a reload), ask the server for it after this pause. */
const ASK_AFTER_MS = 1200;

/** The ranked result as the server sends it ("game:result"): the game decides what a winner entry holds. */
export type GameResult<P extends TableProtocol = TableProtocol> = P["server"]["game:result"];

/** You at the table: your user id (none yet while the profile loads) and the name you play under. */
export interface Me {
  id: string | null;
  name: string;
}

function storedResult(): GameResult | null {
  try {
    const value = JSON.parse(readLocal(WINNERS_KEY) ?? "null") as GameResult | null;
    return value && typeof value.gameId === "string" && Array.isArray(value.winners) ? value : null;
  } catch {
    return null;
  }
}

/** The Menu button's clean-up (spec): the stored winners and player-left values go. */
export const clearStoredResult = (): void => removeLocal(WINNERS_KEY, PLAYER_LEFT_KEY);

/**
 * The result of the game at this table, when it has one: `won` says, by the game's rule, whether you won it (the
 * sound and the confetti follow).
 */
export function useGameResult<P extends TableProtocol>(room: TableRoom<P>, view: TableRoomView | null, won: (result: GameResult<P>) => boolean) {
  const refreshWallet = useRefreshWallet();
  const [result, setResult] = useState<(GameResult<P> & { won: boolean }) | null>(null);
  const [open, setOpen] = useState(false);

  useRoomEvent(room, "game:result", (m) => {
    // Asked for too early the server may answer before it has ranked everyone: wait for the real one.
    if (m.winners.length === 0) return;
    const replay = storedResult()?.gameId === m.gameId;
    writeLocal(WINNERS_KEY, JSON.stringify({ gameId: m.gameId, winners: m.winners }));
    const iWon = won(m);
    setResult({ ...m, won: iWon });
    setOpen(true);
    refreshWallet();
    if (replay) return;
    playResult(iWon);
    if (iWon) void confetti({ particleCount: CONFETTI_PIECES, spread: 110, startVelocity: 45, origin: { y: 0.6 }, zIndex: 120, disableForReducedMotion: true });
  });

  const finished = view?.gameStatus === "finished";
  const current = result && view && result.gameId === view.gameId ? result : null;
  useEffect(() => {
    if (!finished || current) return;
    const table: TableRoom = room;
    const id = window.setTimeout(() => send(table, "get:winners"), ASK_AFTER_MS);
    return () => window.clearTimeout(id);
  }, [room, finished, current]);

  return { result: current, open: open && current !== null, setOpen };
}

export interface RematchRequest {
  gameId: string;
  uid: string;
  userName: string;
}

/** Rematch requests for the game just finished; someone else's request opens the rematch modal. */
export function useRematch(room: TableRoom, view: TableRoomView | null, me: Me) {
  const { t } = useTranslation();
  const [requests, setRequests] = useState<RematchRequest[]>([]);
  const [open, setOpen] = useState(false);

  useRoomEvent(room, "rematch:request", (m) => {
    if (!view) return;
    setRequests((all) => [...all.filter((r) => r.uid !== m.uid || r.gameId !== view.gameId), { ...m, gameId: view.gameId }]);
    if (m.uid !== me.id) {
      toast(t("table.rematch.asked", { name: m.userName }));
      setOpen(true);
    }
  });

  // Who accepted is in the room state (isAccept); the message only needs a listener so it is not reported as unhandled.
  useRoomEvent(room, "rematch:accept", () => undefined);

  const request = () => {
    if (!view) return;
    send(room, "rematch:request", {
      roomId: view.roomId,
      CustomData: { roomName: view.roomId, sendingUser: me.id, userName: me.name, uid: me.id },
    });
  };
  const accept = () => send(room, "rematch:accept", {});

  const pending = view ? requests.filter((r) => r.gameId === view.gameId) : [];
  return { pending, open: open && view?.gameStatus === "finished", setOpen, request, accept };
}
