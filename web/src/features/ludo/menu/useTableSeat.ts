import { useCallback, useEffect, useRef, useState } from "react";
import { useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import toast from "react-hot-toast";
import type { Room } from "@colyseus/sdk";
import { messages } from "@arena/contracts";
import { useProfile } from "../../../platform/account";
import { setReloadOnVisible } from "../../table/audio";
import { forgetRoom, ludoRoomAtom, useLudoState } from "../realtime";

/** /ludo/game for a started online game (history replaced, spec 4). */
export const startedGamePath = (roomId: string, userId: string): string =>
  `/ludo/game?roomName=${encodeURIComponent(roomId)}&uid=${encodeURIComponent(userId)}&started=true`;

/**
 * The table the player sits at from a menu dialog or the waiting page. The room is shared through
 * ludoRoomAtom so the game page takes it over; when the game starts ("game-start", or the state says active —
 * the message can come before anyone listens) the player is sent to the game. Leaving the page any other way
 * leaves the room, which releases the held entry fee.
 */
export function useTableSeat(initial: Room | null = null) {
  const setShared = useSetAtom(ludoRoomAtom);
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [room, setRoom] = useState<Room | null>(initial);
  const view = useLudoState(room);
  const current = useRef<Room | null>(initial);
  /** Set when the room is handed to another page: it must stay connected. */
  const handedOver = useRef(false);
  const userId = useRef("");

  useEffect(() => {
    userId.current = profile?._id ?? "";
  }, [profile?._id]);

  const take = useCallback(
    (next: Room) => {
      current.current = next;
      handedOver.current = false;
      setRoom(next);
      setShared(next);
    },
    [setShared],
  );

  /** Leaves the table (the server releases the fee at once before the start). */
  const leave = useCallback(async () => {
    const leaving = current.current;
    current.current = null;
    setRoom(null);
    setShared(null);
    forgetRoom();
    if (leaving) await leaving.leave().catch((error: unknown) => console.error("ludo leave failed", error));
  }, [setShared]);

  /** Gives the room to the next page (game or waiting room) without leaving it. */
  const handOver = useCallback(
    (next: Room, path: string, replace = false) => {
      current.current = next;
      handedOver.current = true;
      setShared(next);
      navigate(path, { replace });
    },
    [navigate, setShared],
  );

  const toGame = useCallback(() => {
    const seated = current.current;
    if (!seated || handedOver.current) return;
    handOver(seated, startedGamePath(seated.roomId, userId.current), true);
  }, [handOver]);

  useEffect(() => {
    if (!room) return;
    const offStart = room.onMessage("game-start", () => toGame());
    // The room's refusals ({code, message}), e.g. ROOM_NOT_FULL: "Can't start untill all player joines".
    const offError = room.onMessage("error", (error: { message?: string }) => toast.error(error.message || messages.somethingWentWrong));
    // The server closed the table or the connection is gone for good: nothing to wait for any more.
    const onLeave = () => {
      if (current.current !== room || handedOver.current) return;
      current.current = null;
      setRoom(null);
      setShared(null);
      toast.error(messages.somethingWentWrong);
    };
    room.onLeave(onLeave);
    return () => {
      offStart();
      offError();
      room.onLeave.remove(onLeave);
    };
  }, [room, toGame, setShared]);

  // The menu's music reloads the page when it becomes visible again (spec 4); not while a seat is held.
  useEffect(() => (room ? setReloadOnVisible(false) : undefined), [room]);

  // Spec 4: the player must be in the room they joined; the server guarantees it, the spec's alert stays.
  const checkedRoom = useRef<Room | null>(null);
  const myId = profile?._id;
  useEffect(() => {
    const seated = Object.values(view?.players ?? {});
    if (!room || !myId || view?.roomId !== room.roomId || seated.length === 0 || checkedRoom.current === room) return;
    checkedRoom.current = room;
    if (!seated.some((player) => player.id === myId)) window.alert(messages.somethingWentWrongAlert);
  }, [room, view, myId]);

  const active = view?.gameStatus === "active";
  useEffect(() => {
    if (active) toGame();
  }, [active, toGame]);

  // Leaving the page (back arrow, logo, another route) leaves the table. The check waits a tick because
  // StrictMode unmounts and mounts again at once in development.
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

  return { room, view, take, leave, handOver };
}
