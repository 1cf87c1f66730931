import { useState } from "react";
import type { Room } from "@colyseus/sdk";
import type { PawnColour } from "@arena/contracts";
import { useRoomEvent } from "./useRoomEvent";

export interface ChatLine {
  uid: string;
  userName: string;
  color: PawnColour;
  message: string;
  at: number;
}

/** The last messages kept on screen. */
export const CHAT_KEEP = 100;

/** The table's chat as the server relays it ("send:message"), oldest first. */
export function useChat(room: Room): ChatLine[] {
  const [lines, setLines] = useState<ChatLine[]>([]);
  useRoomEvent(room, "send:message", (line) => setLines((all) => [...all, line].slice(-CHAT_KEEP)));
  return lines;
}
