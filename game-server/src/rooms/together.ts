import type { Client } from "@colyseus/core";
import { WebSocketClient } from "@colyseus/ws-transport";

/**
 * Runs `send` and delivers what it sent to each client (an action's messages, then its patch) as one write of
 * ready-made WebSocket frames, instead of one `ws.send` per frame. Clients get their frames in the order of
 * `clients` (the room's join order), then any other client that was sent something.
 *
 * Why: a Ludo action sends every player the spec's event and the state patch, the same bytes to everyone. Framing
 * them once per action and writing one buffer per socket costs a fraction of framing each message for each socket
 * (a header allocation, a send-options object, two buffered writes and a writev per frame).
 *
 * How: while `send` runs, every `WebSocketClient.raw` call (where Colyseus hands a client its encoded messages and
 * patches) is collected in order, per client, instead of sent. Afterwards each client's frames go out as one buffer
 * written to its socket, built once and shared with the next client when its frames are the same bytes. A single
 * frame, or a socket ws is not idle on (closing, still busy with an earlier frame, or compressing: the transport
 * never negotiates permessage-deflate), goes through ws as usual, so every socket keeps its frames in order.
 */
export function together(clients: Iterable<Client>, send: () => void): void {
  if (collecting) return send(); // nested: the outer call delivers
  const batch: Batch = { frames: new Map(), copies: new Map() };
  collecting = batch;
  try {
    send();
  } finally {
    collecting = null;
    deliver(clients, batch.frames);
  }
}

interface Batch {
  /** What each client was sent, in order. */
  frames: Map<WebSocketClient, Uint8Array[]>;
  /**
   * Each payload copied once: a patch is a view of the schema encoder's buffer (which the next patch overwrites),
   * and every client of a room is handed the same view. A payload handed over again with other bytes in it gets a
   * copy of its own.
   */
  copies: Map<Uint8Array, Uint8Array>;
}

let collecting: Batch | null = null;

const raw = WebSocketClient.prototype.raw;
WebSocketClient.prototype.raw = function rawOrCollect(this: WebSocketClient, data, options, cb) {
  const batch = collecting;
  if (batch === null || cb !== undefined) return raw.call(this, data, options, cb);
  let copy = batch.copies.get(data);
  if (copy === undefined || Buffer.compare(copy, data) !== 0) batch.copies.set(data, (copy = Uint8Array.prototype.slice.call(data)));
  const mine = batch.frames.get(this);
  if (mine) mine.push(copy);
  else batch.frames.set(this, [copy]);
};

/** The parts of ws's WebSocket that say whether a frame written past it lands whole and in order (ws/lib/sender.js). */
interface WsInternals {
  readyState: number;
  _socket?: { write(chunk: Uint8Array): boolean; destroyed: boolean };
  _sender?: { _state: number; _queue: unknown[] };
  _extensions?: Record<string, unknown>;
}
const OPEN = 1;
const SENDER_IDLE = 0;

function deliver(clients: Iterable<Client>, frames: Map<WebSocketClient, Uint8Array[]>): void {
  if (frames.size === 0) return;
  const shared = { frames: null as Uint8Array[] | null, buffer: null as Buffer | null };
  for (const client of clients) {
    const mine = frames.get(client as WebSocketClient);
    if (!mine) continue;
    frames.delete(client as WebSocketClient);
    deliverTo(client as WebSocketClient, mine, shared);
  }
  for (const [client, mine] of frames) deliverTo(client, mine, shared);
}

function deliverTo(client: WebSocketClient, frames: Uint8Array[], shared: { frames: Uint8Array[] | null; buffer: Buffer | null }): void {
  const ws = client.ref as unknown as WsInternals;
  const socket = ws._socket;
  const direct =
    frames.length > 1 &&
    ws.readyState === OPEN &&
    socket !== undefined &&
    !socket.destroyed &&
    ws._sender?._state === SENDER_IDLE &&
    ws._sender._queue.length === 0 &&
    !ws._extensions?.["permessage-deflate"];
  if (!direct) {
    for (const frame of frames) raw.call(client, frame);
    return;
  }
  if (!shared.frames || !sameFrames(frames, shared.frames)) {
    shared.buffer = framed(frames);
    shared.frames = frames;
  }
  socket.write(shared.buffer!);
}

const sameFrames = (a: Uint8Array[], b: Uint8Array[]): boolean => a.length === b.length && a.every((f, i) => f === b[i]);

/** Unmasked, final, binary WebSocket frames (RFC 6455 §5.2) of each payload, back to back in one buffer. */
export function framed(payloads: Uint8Array[]): Buffer {
  let size = 0;
  for (const p of payloads) size += headerSize(p.length) + p.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const p of payloads) {
    out[at++] = 0x82; // FIN + binary
    if (p.length < 126) out[at++] = p.length;
    else if (p.length < 65536) {
      out[at++] = 126;
      out.writeUInt16BE(p.length, at);
      at += 2;
    } else {
      out[at++] = 127;
      out.writeBigUInt64BE(BigInt(p.length), at);
      at += 8;
    }
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const headerSize = (n: number): number => (n < 126 ? 2 : n < 65536 ? 4 : 10);
