/**
 * The pool games' live figures (the "pools" room, docs/realtime.md): joins a topic, hands every push to `apply`
 * (which writes it into SWR's cache under the REST key it mirrors, so the screen keeps one source) and says whether
 * pushes are flowing. While they are not (joining, a drop, a refusal) the caller keeps polling REST; after a drop or
 * a join that could not reach the server it tries again every RETRY_MS (a refused topic is not asked for again). The server sends whole figures; this hook never computes any.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { POOLS_ROOM, poolsMessageOf, type PoolsServerMessage, type PoolsServerPayload } from "@arena/contracts";
import { tableClient } from "../table/realtime";

export type LiveKind = Exclude<PoolsServerMessage, "error">;
const RETRY_MS = 10_000;

export function useLiveFigures<K extends LiveKind>(topic: string | null, apply: (payload: PoolsServerPayload<K>) => void): boolean {
  const [live, setLive] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(apply);
  useLayoutEffect(() => {
    latest.current = apply;
  });

  useEffect(() => {
    if (!topic) return;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let leave: (() => void) | undefined;
    const again = () => {
      setLive(false);
      if (active) retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    };
    tableClient()
      .joinOrCreate(POOLS_ROOM, { topic })
      .then(
        (room) => {
          if (!active) return void room.leave();
          leave = () => void room.leave();
          room.onMessage(poolsMessageOf(topic), (payload: PoolsServerPayload<K>) => {
            setLive(true);
            latest.current(payload);
          });
          // The room takes no messages: an `error` could only answer a bug here; nothing to show.
          room.onMessage("error", () => undefined);
          room.onLeave(() => {
            leave = undefined;
            again();
          });
        },
        (err: { code?: unknown }) => {
          // Refused (no such race or question): polling alone shows what REST says; a lost connection is tried again.
          if (typeof err?.code === "number" && err.code >= 400 && err.code < 500) return;
          again();
        },
      );
    return () => {
      active = false;
      clearTimeout(retry);
      leave?.();
      setLive(false);
    };
  }, [topic, attempt]);

  return live;
}
