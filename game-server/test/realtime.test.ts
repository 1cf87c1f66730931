import { Client } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

describe("realtime on the same port as the API", () => {
  it("lets a client join the lobby room over WebSocket", async () => {
    const client = new Client(t.url);
    const room = await client.joinOrCreate("lobby");
    expect(room.roomId).toEqual(expect.any(String));
    const rooms = await new Promise<unknown[]>((resolve) => room.onMessage("rooms", resolve));
    expect(Array.isArray(rooms)).toBe(true);
    await room.leave();
  });
});
