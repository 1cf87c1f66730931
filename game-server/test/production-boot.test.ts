import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signWebhook } from "../src/services/coins/deposits.js";
import { signUpVerified } from "./accounts.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";
import { startSmtpInbox, type Inbox } from "./smtp.js";

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/main.ts");

/** Starts the real entry point (as `pnpm start` does) with exactly this environment; resolves when it exits. */
function boot(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", main], {
      env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("production refuses every dev-only part at boot", () => {
  it("names every missing variable in one message and exits before opening anything", async () => {
    const { code, output } = await boot({ NODE_ENV: "production", LUDO_FIXED_SERVER_SEED: "fixed-seed-for-tests-only" });
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration");
    for (const variable of ["SMTP_URL", "PAYMENT_PROVIDER", "PAYMENT_WEBHOOK_SECRET", "ADMIN_PASSWORD", "LUDO_FIXED_SERVER_SEED"]) {
      expect(output).toContain(`${variable}:`);
    }
    expect(output).not.toContain("is running at");
  });

  it("refuses the dev payment provider even when everything else is set", async () => {
    const { code, output } = await boot({
      NODE_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:2525",
      PAYMENT_PROVIDER: "dev",
      PAYMENT_WEBHOOK_SECRET: "a-secret-the-provider-knows-too",
      ADMIN_PASSWORD: "Operator#2026x",
    });
    expect(code).toBe(1);
    expect(output).toMatch(/PAYMENT_PROVIDER: PAYMENT_PROVIDER=external is required in production/);
    expect(output).not.toContain("SMTP_URL:");
  });

  it("refuses an admin password that the login would refuse", async () => {
    const { code, output } = await boot({ ADMIN_PASSWORD: "b24dyhfKHACYI2Ou", SEED_DEMO: "false" });
    expect(code).toBe(1);
    expect(output).toContain("ADMIN_PASSWORD must be 8 to 18 characters");
  });
});

describe("production with its variables set", () => {
  const webhookSecret = "whsec-production-test-0123456789";
  let t: TestPlatform;
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestPlatform({
      NODE_ENV: "production",
      SMTP_URL: inbox.url,
      PAYMENT_PROVIDER: "external",
      PAYMENT_WEBHOOK_SECRET: webhookSecret,
      ADMIN_PASSWORD: "Operator#2026x",
    });
  });
  afterAll(async () => {
    await t.platform.close();
    await inbox.close();
  });

  it("does not mount the dev routes at all", async () => {
    const box = await t.api(`/api/v1/dev/mailbox?to=${encodeURIComponent("admin@coinarena.local")}`);
    expect(box.status).toBe(404);
    expect(box.body.responseCode).toBe(404);
    const health = await t.api("/api/v1/health");
    expect(health.body.result.devMailbox).toBe(false);
  });

  it("keeps a deposit pending until the provider's signed webhook pays it", async () => {
    const { token } = await signUpVerified(t, inbox);
    const asked = await t.api("/api/v1/user/deposit", { method: "POST", token, json: { amount: 1_000_000 } });
    expect(asked.status).toBe(200);
    expect(asked.body.result.transactionStatus).toBe("PENDING");
    const wallet = async () => (await t.api("/api/v1/user/view-wallet", { token })).body.result.balance as number;
    expect(await wallet()).toBe(0);

    const body = JSON.stringify({ depositId: asked.body.result._id, status: "succeeded", amount: 1_000_000 });
    const forged = await t.api("/api/v1/payments/webhook", {
      method: "POST",
      json: body,
      headers: { "x-signature": signWebhook("a-guessed-secret-0000", body) },
    });
    expect(forged.status).toBe(401);
    expect(await wallet()).toBe(0);

    const paid = await t.api("/api/v1/payments/webhook", {
      method: "POST",
      json: body,
      headers: { "x-signature": signWebhook(webhookSecret, body) },
    });
    expect(paid.status).toBe(200);
    expect(await wallet()).toBe(1_000_000);
  });

  it("lets the operator in with the password they chose", async () => {
    const login = await t.api("/api/v1/user/login", {
      method: "POST",
      json: { email: "admin@coinarena.local", password: "Operator#2026x" },
    });
    expect(login.status).toBe(200);
    expect(login.body.result.token).toEqual(expect.any(String));
  });
});
