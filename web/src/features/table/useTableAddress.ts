import { useEffect } from "react";
import type { useSearchParams } from "react-router-dom";
import type { TableRoomView } from "@arena/contracts";

/**
 * Keeps the address able to bring the player back after a reload: the room name and user id, started=true once
 * the game runs (a rematch in progress sets started=false&rematch=true until the new game starts).
 */
export function useTableAddress(
  view: TableRoomView | null,
  myId: string | null,
  params: URLSearchParams,
  setParams: ReturnType<typeof useSearchParams>[1],
): void {
  const roomId = view?.roomId ?? "";
  const active = view?.gameStatus === "active";
  useEffect(() => {
    const next = new URLSearchParams(params);
    if (roomId && next.get("roomName") !== roomId) next.set("roomName", roomId);
    if (myId && next.get("uid") !== myId) next.set("uid", myId);
    if (active && (next.get("started") !== "true" || next.has("rematch"))) {
      next.set("started", "true");
      next.delete("rematch");
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [roomId, myId, active, params, setParams]);
}
