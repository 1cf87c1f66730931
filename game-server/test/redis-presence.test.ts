import { Client } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./platform.js";

const redisUrl = process.env.REDIS_URL;

// Runs where a Redis is configured (CI's second pass sets REDIS_URL).
describe.skipIf(!redisUrl)("with REDIS_URL: Redis presence and driver", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await t?.platform.close();
  });

  it("reports redis presence in health", async () => {
    const { body } = await t.api("/api/v1/health");
    expect(body.result.presence).toBe("redis");
  });

  it("matchmakes through Redis", async () => {
    const room = await new Client(t.url).joinOrCreate("lobby");
    expect(room.roomId).toEqual(expect.any(String));
    await room.leave();
  });
});
