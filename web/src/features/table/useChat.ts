import { useState } from "react";
import type { TableServerPayload } from "@arena/contracts";
import { useRoomEvent, type TableRoom } from "./realtime";

/** One chat message as the server relays it: who (and their seat, e.g. a colour), what, when. */
export type ChatLine = TableServerPayload<"send:message">;

/** The last messages kept on screen. */
export const CHAT_KEEP = 100;

/** The table's chat as the server relays it ("send:message"), oldest first. */
export function useChat(room: TableRoom): ChatLine[] {
  const [lines, setLines] = useState<ChatLine[]>([]);
  useRoomEvent(room, "send:message", (line) => setLines((all) => [...all, line].slice(-CHAT_KEEP)));
  return lines;
}
