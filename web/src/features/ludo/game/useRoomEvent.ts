import { useLayoutEffect, useRef } from "react";
import type { Room } from "@colyseus/sdk";
import type { LudoServerMessage, LudoServerPayload } from "@arena/contracts";
import { useRoomMessage } from "../realtime";

/**
 * useRoomMessage with a handler that always sees the latest render's values (useRoomMessage keeps the first
 * handler for the room's lifetime, which would read stale props and state).
 */
export function useRoomEvent<K extends LudoServerMessage>(room: Room | null, type: K, handler: (payload: LudoServerPayload<K>) => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useRoomMessage(room, type, (payload) => latest.current(payload));
}
