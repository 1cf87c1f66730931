import { Socket } from "node:net";
import type { Client } from "@colyseus/core";

/**
 * Runs `send` with every client's socket corked, so the messages and the patch it sends reach each client in one
 * write (one system call) instead of one per frame. Sockets of other transports are left alone.
 */
export function together(clients: Iterable<Client>, send: () => void): void {
  for (const client of clients) socketOf(client)?.cork();
  try {
    send();
  } finally {
    for (const client of clients) socketOf(client)?.uncork();
  }
}

/** The TCP socket under a client's WebSocket, while it is open. */
function socketOf(client: Client): Socket | null {
  const socket = (client as { ref?: { _socket?: unknown } }).ref?._socket;
  return socket instanceof Socket && !socket.destroyed ? socket : null;
}
