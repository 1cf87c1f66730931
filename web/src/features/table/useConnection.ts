import { useEffect, useState } from "react";
import type { Room } from "@colyseus/sdk";

/** live; dropped while the SDK reconnects on its own; closed once the room is gone (or we left it). */
export type Connection = "live" | "dropped" | "closed";

export function useConnection(room: Room): Connection {
  const [connection, setConnection] = useState<Connection>(room.connection.isOpen ? "live" : "dropped");
  useEffect(() => {
    const dropped = () => setConnection("dropped");
    const back = () => setConnection("live");
    const closed = () => setConnection("closed");
    room.onDrop(dropped);
    room.onReconnect(back);
    room.onLeave(closed);
    return () => {
      room.onDrop.remove(dropped);
      room.onReconnect.remove(back);
      room.onLeave.remove(closed);
    };
  }, [room]);
  return connection;
}
