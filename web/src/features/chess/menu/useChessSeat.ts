import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { WalletCurrency } from "@arena/contracts";
import { setReloadOnVisible } from "../../table/audio";
import { useRoomEvent } from "../../table/realtime";
import { roomErrorText } from "../errors";
import { chessRoomAtom, forgetRoom, gamePath, rememberGame, useChessView, type ChessRoom } from "../realtime";

/**
 * The table the player sits at from the menu (a Quick Play seat, a computer game) or the private room page, until
 * its game starts. The room is shared through chessRoomAtom so the game page takes it over, connected; the game
 * starts by itself once both seats are taken ("game-start", or the state says active: the message can come before
 * anyone listens), and the player is sent to /chess/game/{gameId}. Leaving the page any other way leaves the room,
 * which gives a held entry fee back.
 */
export function useChessSeat() {
  const { t } = useTranslation();
  const setShared = useSetAtom(chessRoomAtom);
  const navigate = useNavigate();
  const [room, setRoom] = useState<ChessRoom | null>(null);
  const view = useChessView(room);
  const current = useRef<ChessRoom | null>(null);
  /** Set once the room is handed to the game page: it must stay connected. */
  const handedOver = useRef(false);
  const currency = useRef<WalletCurrency>("COIN");
  useLayoutEffect(() => {
    if (view) currency.current = view.currency;
  });

  const take = useCallback(
    (next: ChessRoom) => {
      current.current = next;
      handedOver.current = false;
      setRoom(next);
      setShared(next);
    },
    [setShared],
  );

  /** Leaves the table (before the start the server gives the held fee back at once). */
  const leave = useCallback(async () => {
    const leaving = current.current;
    current.current = null;
    setRoom(null);
    setShared(null);
    forgetRoom();
    if (leaving) await leaving.leave().catch((error: unknown) => console.error("chess leave failed", error));
  }, [setShared]);

  const toGame = useCallback(
    (gameId: string) => {
      const seated = current.current;
      if (!seated || handedOver.current || !gameId) return;
      handedOver.current = true;
      rememberGame({ gameId, roomId: seated.roomId, currency: currency.current });
      // The waiting screen is over: Back from the game goes to the menu, not to it.
      navigate(gamePath(gameId), { replace: true });
    },
    [navigate],
  );

  useRoomEvent(room, "game-start", (m) => toGame(m.gameId));
  useRoomEvent(room, "error", (m) => toast.error(roomErrorText(m, t)));
  const started = view?.gameStatus === "active" ? view.gameId : "";
  useEffect(() => {
    if (started) toGame(started);
  }, [started, toGame]);

  // The server closed the table or the connection is gone for good: nothing to wait for any more.
  useEffect(() => {
    if (!room) return;
    const onLeave = () => {
      if (current.current !== room || handedOver.current) return;
      current.current = null;
      setRoom(null);
      setShared(null);
      toast.error(t("chess.errors.tableClosed"));
    };
    room.onLeave(onLeave);
    return () => room.onLeave.remove(onLeave);
  }, [room, setShared, t]);

  // No reload when the page becomes visible again while a seat is held (table/audio.ts).
  useEffect(() => (room ? setReloadOnVisible(false) : undefined), [room]);

  // Leaving the page (back arrow, logo, another route) leaves the table. The check waits a tick because StrictMode
  // unmounts and mounts again at once in development.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        const seated = current.current;
        if (mounted.current || handedOver.current || !seated) return;
        current.current = null;
        setShared(null);
        forgetRoom();
        void seated.leave().catch(() => undefined);
      }, 0);
    };
  }, [setShared]);

  return { room, view, take, leave };
}
