import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPlayer } from "./accounts.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform(); // no SMTP_URL: mail goes to the outbox
});
afterAll(async () => {
  await t.platform.close();
});

describe("dev mailbox (no SMTP configured)", () => {
  it("keeps the OTP mail, readable by address, newest first", async () => {
    const player = newPlayer();
    expect((await t.api("/api/v1/user/signup", { method: "POST", json: player })).status).toBe(200);
    const box = await t.api(`/api/v1/dev/mailbox?to=${encodeURIComponent(player.email.toUpperCase())}`);
    expect(box.status).toBe(200);
    expect(box.body.result.docs).toHaveLength(1);
    const code = /code is (\d{6})/.exec(box.body.result.docs[0].text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verify = await t.api("/api/v1/user/verify-otp", { method: "POST", json: { email: player.email, otp: code } });
    expect(verify.status).toBe(200);
  });

  it("is announced by health, so the web can link to it", async () => {
    expect((await t.api("/api/v1/health")).body.result.devMailbox).toBe(true);
  });

  it("asks for a valid address", async () => {
    expect((await t.api("/api/v1/dev/mailbox?to=nope")).status).toBe(400);
  });
});
