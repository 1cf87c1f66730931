/**
 * One live support conversation's room ("support", docs/realtime.md), for the player's chat and the admin's inbox
 * alike: the history on join, each line as it comes, the other side's typing and read marks, the status, the "nobody
 * is online" notice and errors. The server keeps every line before anyone sees it; this hook only asks and listens.
 */
import type { Room } from "@colyseus/sdk";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  SUPPORT_ROOM,
  type SupportConversation,
  type SupportMessage,
  type SupportServerMessages,
  type SupportSide,
  type SupportStatus,
  type supportClientMessages,
} from "@arena/contracts";
import type { ClientPayloads } from "../../table/realtime";
import { tableClient } from "../../table/realtime";

type Sends = ClientPayloads<typeof supportClientMessages>;

export interface SupportChat {
  phase: "connecting" | "live" | "closed" | "failed";
  /** The server's reason when the join was refused or the connection lost (null: the generic text). */
  failure: { status: number; message: string } | null;
  conversation: SupportConversation | null;
  messages: SupportMessage[];
  status: SupportStatus;
  assignedAdminName: string | null;
  adminOnline: boolean;
  /** The server said nobody from support is online after a message (the player's side). */
  noticed: boolean;
  otherTyping: boolean;
  /** The other side has read everything up to this time. */
  otherReadAt: string | null;
  /** The last refusal of a message (rate, length, closed), in the server's words. */
  refusal: string | null;
}

const initial: SupportChat = {
  phase: "connecting",
  failure: null,
  conversation: null,
  messages: [],
  status: "waiting",
  assignedAdminName: null,
  adminOnline: true,
  noticed: false,
  otherTyping: false,
  otherReadAt: null,
  refusal: null,
};

/** Joins the conversation's room with these options (the player's join token, or an admin's session alone). */
export function joinSupport(options: { conversationId: string; joinToken?: string }): Promise<Room> {
  return tableClient().joinOrCreate(SUPPORT_ROOM, options);
}

const failureOf = (err: unknown) => {
  const e = err as { code?: unknown; message?: unknown };
  return { status: typeof e?.code === "number" ? e.code : 0, message: typeof e?.message === "string" ? e.message : "" };
};

/**
 * The live chat of one conversation as `side`. `join` (memoised by the caller) is called once, and again on
 * `reconnect`; the room is left on unmount. A screen for another conversation is another component (keyed by it).
 */
export function useSupportRoom(join: () => Promise<Room>, side: SupportSide) {
  const [chat, setChat] = useState<SupportChat>(initial);
  const room = useRef<Room | null>(null);
  const typingOn = useRef(false);
  const readSent = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    let joined: Room | null = null;
    readSent.current = null;
    join().then(
      (r) => {
        if (!live) return void r.leave();
        joined = room.current = r;
        const on = <K extends keyof SupportServerMessages>(type: K, handle: (payload: SupportServerMessages[K]) => void) =>
          r.onMessage(type, (payload: SupportServerMessages[K]) => handle(payload));
        on("history", ({ conversation, adminOnline }) =>
          setChat((c) => ({
            ...c,
            phase: conversation.status === "closed" ? "closed" : "live",
            conversation,
            messages: conversation.messages,
            status: conversation.status,
            assignedAdminName: conversation.assignedAdminName,
            adminOnline,
            otherReadAt: side === "player" ? conversation.adminReadAt : conversation.playerReadAt,
          })),
        );
        on("message", (m) =>
          setChat((c) => ({ ...c, refusal: null, messages: c.messages.some((x) => x.id === m.id) ? c.messages : [...c.messages, m], otherTyping: m.side === side ? c.otherTyping : false })),
        );
        on("typing", ({ side: who, typing }) => who !== side && setChat((c) => ({ ...c, otherTyping: typing })));
        on("read", ({ side: who, at }) => who !== side && setChat((c) => ({ ...c, otherReadAt: at })));
        on("status", ({ status, assignedAdminName }) =>
          setChat((c) => ({
            ...c,
            status,
            assignedAdminName,
            adminOnline: c.adminOnline || status === "open",
            noticed: status === "open" ? false : c.noticed,
            phase: status === "closed" ? "closed" : c.phase,
          })),
        );
        on("notice", () => setChat((c) => ({ ...c, noticed: true, adminOnline: false })));
        on("error", ({ message }) => setChat((c) => ({ ...c, refusal: message })));
        r.onLeave(() => {
          if (room.current === r) room.current = null;
          if (live) setChat((c) => (c.phase === "closed" ? c : { ...c, phase: "failed", failure: null, otherTyping: false }));
        });
      },
      (err: unknown) => {
        if (live) setChat({ ...initial, phase: "failed", failure: failureOf(err) });
      },
    );
    return () => {
      live = false;
      typingOn.current = false;
      if (joined) {
        if (room.current === joined) room.current = null;
        void joined.leave();
      }
    };
  }, [join, attempt, side]);

  // What the other side wrote and this screen shows is read: the server moves this side's mark (never back).
  useEffect(() => {
    const last = [...chat.messages].reverse().find((m) => m.side !== side);
    if (!last || readSent.current === last.id || chat.phase !== "live") return;
    const markRead = () => {
      if (document.visibilityState !== "visible" || readSent.current === last.id) return;
      readSent.current = last.id;
      send(room.current, "read", { messageId: last.id });
    };
    markRead();
    document.addEventListener("visibilitychange", markRead);
    return () => document.removeEventListener("visibilitychange", markRead);
  }, [chat.messages, chat.phase, side]);

  const sendText = useCallback((text: string) => {
    typingOn.current = false;
    return send(room.current, "send", { text });
  }, []);
  const typing = useCallback((on: boolean) => {
    if (typingOn.current === on) return;
    typingOn.current = on;
    send(room.current, "typing", { typing: on });
  }, []);
  const reconnect = useCallback(() => {
    setChat(initial);
    setAttempt((n) => n + 1);
  }, []);
  return { chat, sendText, typing, reconnect };
}

function send<K extends keyof Sends>(room: Room | null, type: K, payload: Sends[K]): boolean {
  if (!room?.connection.isOpen) return false;
  room.send(type, payload);
  return true;
}
