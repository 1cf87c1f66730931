import { useLayoutEffect, useRef } from "react";
import type { Room } from "@colyseus/sdk";
import { useRoomMessage } from "../realtime";

/**
 * useRoomMessage with a handler that always sees the latest render's values (useRoomMessage keeps the first
 * handler for the room's lifetime, which would read stale props and state).
 */
export function useRoomEvent<T>(room: Room | null, type: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useRoomMessage<T>(room, type, (payload) => latest.current(payload));
}
