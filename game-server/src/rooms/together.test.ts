import type { AddressInfo } from "node:net";
import { WebSocketClient } from "@colyseus/ws-transport";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { framed, together } from "./together.js";

/** Real ws sockets: the server side wrapped as Colyseus clients, the other side collecting what arrives. */
let server: WebSocketServer;
let url: string;
const serverSides: WebSocket[] = [];
const peers: WebSocket[] = [];

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });
  server.on("connection", (ws) => serverSides.push(ws));
  await new Promise((resolve) => server.once("listening", resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const ws of [...serverSides, ...peers]) ws.terminate();
  await new Promise((resolve) => server.close(resolve));
});

interface Peer {
  client: WebSocketClient;
  inbox: Buffer[];
  socket: WebSocket;
}

async function connect(): Promise<Peer> {
  const before = serverSides.length;
  const socket = new WebSocket(url);
  peers.push(socket);
  const inbox: Buffer[] = [];
  socket.on("message", (data) => inbox.push(data as Buffer));
  await new Promise((resolve) => socket.once("open", resolve));
  while (serverSides.length === before) await new Promise((r) => setTimeout(r, 5));
  return { client: new WebSocketClient(`c${before}`, serverSides[before]!), inbox, socket };
}

const bytes = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff));
const arrived = async (peer: Peer, count: number) => {
  for (let i = 0; i < 200 && peer.inbox.length < count; i++) await new Promise((r) => setTimeout(r, 5));
  return peer.inbox.map((b) => Buffer.from(b));
};

describe("frames written together", () => {
  it("are decoded by a WebSocket peer at every length encoding (7-bit, 16-bit and 64-bit lengths)", async () => {
    const peer = await connect();
    const sizes = [0, 1, 125, 126, 65535, 65536, 70000];
    const payloads = sizes.map((n, i) => bytes(n, i));
    (peer.client.ref as unknown as { _socket: { write(b: Buffer): void } })._socket.write(framed(payloads));
    const got = await arrived(peer, payloads.length);
    expect(got.map((b) => b.length)).toEqual(sizes);
    got.forEach((b, i) => expect(b.equals(payloads[i]!)).toBe(true));
    peer.socket.close();
  });

  it("reach every client whole and in the order sent, even when a sent buffer is reused before delivery", async () => {
    const [a, b, c] = [await connect(), await connect(), await connect()];
    const event = bytes(40, 1);
    const patch = Buffer.alloc(30); // like the schema encoder's buffer: the same memory, rewritten for the next patch
    bytes(30, 2).copy(patch);
    const firstPatch = Buffer.from(patch);
    const secondPatch = bytes(30, 3);
    together([a.client, b.client, c.client], () => {
      for (const p of [a, b, c]) p.client.raw(event);
      for (const p of [a, b, c]) p.client.raw(patch);
      secondPatch.copy(patch); // overwritten while still collected
      together([c.client], () => c.client.raw(patch)); // nested: delivered with the outer call, in order
      b.client.raw(bytes(5, 9)); // one client only
    });
    // Sent after the batch, through ws as usual: lands after it.
    a.client.raw(bytes(3, 7));
    const [ga, gb, gc] = await Promise.all([arrived(a, 3), arrived(b, 3), arrived(c, 3)]);
    expect(ga).toEqual([event, firstPatch, bytes(3, 7)]);
    expect(gb).toEqual([event, firstPatch, bytes(5, 9)]);
    expect(gc).toEqual([event, firstPatch, secondPatch]);
    for (const p of [a, b, c]) p.socket.close();
  });

  it("skip a client whose connection is closing, and still deliver to the others", async () => {
    const [a, b] = [await connect(), await connect()];
    b.client.ref.close();
    together([a.client, b.client], () => {
      for (const p of [a, b]) p.client.raw(bytes(8, 4));
      for (const p of [a, b]) p.client.raw(bytes(9, 5));
    });
    expect(await arrived(a, 2)).toEqual([bytes(8, 4), bytes(9, 5)]);
    await new Promise((r) => setTimeout(r, 50));
    expect(b.inbox).toEqual([]);
    a.socket.close();
  });
});
