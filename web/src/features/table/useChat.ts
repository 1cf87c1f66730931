import { useState } from "react";
import type { TableServerPayload } from "@arena/contracts";
import { useRoomEvent, type TableRoom } from "./realtime";

/** One chat message as the server relays it: who (and their seat, e.g. a colour), what, when. */
export type ChatLine = TableServerPayload<"send:message">;

/** The last messages kept on screen. */
export const CHAT_KEEP = 100;

/**
 * The table's chat as the server relays it, oldest first: "send:message", or the game's own name for it (Flash:
 * send_message, with the same line).
 */
export function useChat(room: TableRoom, messageName: "send:message" | "send_message" = "send:message"): ChatLine[] {
  const [lines, setLines] = useState<ChatLine[]>([]);
  useRoomEvent(room, messageName as "send:message", (line) => setLines((all) => [...all, line].slice(-CHAT_KEEP)));
  return lines;
}
