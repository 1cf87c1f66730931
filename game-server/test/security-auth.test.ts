/**
 * Issue 13 (accounts and auth), as an attacker or a new player meets it over HTTP: password reset by user id
 * alone (3), lockout of an account's owner by a stranger (10), an unlimited anonymous contact form (11), a
 * generated admin password the login refuses (13), and a sign-up password the login refuses (14).
 */
import { createHash, randomInt } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { loginPasswordField, loginSchema } from "@arena/contracts";
import { authNonces, contactMessages, users } from "@arena/db";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { createPlatform, type Platform } from "../src/platform.js";
import { hashPassword } from "../src/services/auth/passwords.js";
import { generateAdminPassword } from "../src/services/users/ensureAdmin.js";
import { newPlayer, signUpVerified } from "./accounts.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";
import { startSmtpInbox, type Inbox } from "./smtp.js";

const TOO_MANY = "Too many requests, please try again later.";
const VERIFY_FIRST = "Please verify the OTP first.";

/** A made-up client address (the platform trusts a proxy on loopback), so each actor has its own. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

// First, before anything else touches this file's database (its own on Postgres): the first boot of a
// platform without ADMIN_PASSWORD.
describe("13: the admin password generated at first boot", () => {
  let platform: Platform | undefined;
  const logLines: string[] = [];
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_DIST: (() => {
        const dir = mkdtempSync(path.join(tmpdir(), "arena-web-"));
        writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Coin Arena</title>");
        return dir;
      })(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "arena-data-")),
      SEED_DEMO: "false",
      ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
    });
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    // The operator's console: every log line, as printed.
    const console = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    platform = await createPlatform(config, pino({ level: "warn" }, console));
  });
  afterAll(async () => {
    await platform?.close();
  });

  it("prints a password that logs in through the real login endpoint", async () => {
    const port = await platform!.listen();
    const printed = logLines.map((l) => JSON.parse(l) as { msg: string; password?: string }).find((l) => l.password);
    expect(printed?.msg).toMatch(/generated password/);
    const password = printed!.password!;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@coinarena.local", password }),
    });
    const body = (await res.json()) as { responseMessage: string; result: Record<string, unknown> };
    expect(res.status).toBe(200);
    expect(body.responseMessage).toBe("log in successfully.");
    expect(body.result).toEqual({ token: expect.any(String), otpVerification: true });
  });

  it("generates only passwords every login rule accepts (the boot that printed b24dyhfKHACYI2Ou would fail this)", () => {
    // No special character: the login rule refuses it (the login form and API would take it only as an older
    // account's password, asking at once for a new one).
    expect(loginPasswordField.safeParse("b24dyhfKHACYI2Ou").success).toBe(false);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const password = generateAdminPassword();
      seen.add(password);
      expect(loginPasswordField.safeParse(password).success, password).toBe(true);
      expect(loginSchema.safeParse({ email: "admin@coinarena.local", password }).success, password).toBe(true);
    }
    expect(seen.size).toBe(2000);
  });
});

let t: TestPlatform;
let inbox: Inbox;
describe("with a running platform", () => {
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestPlatform({ SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await t?.platform.close();
    await inbox?.close();
  });

  const post = (route: string, json: unknown, ip: string, token?: string) =>
    t.api(`/api/v1/${route}`, { method: "POST", json, headers: { "x-forwarded-for": ip }, ...(token && { token }) });

  /** The victim asks for a reset and verifies the mailed code from their own address. */
  async function verifiedReset(email: string, ip: string) {
    const seen = inbox.mails.length;
    expect((await post("user/forgot-password", { email }, ip)).status).toBe(200);
    const otp = await inbox.nextCode(email, seen);
    const verify = await post("user/verify-otp", { email, otp }, ip);
    expect(verify.status).toBe(200);
    return verify.body.result as { _id: string; purpose: string; resetToken?: string };
  }

  describe("sign-ups per address", () => {
    it("lets one client address sign up 30 accounts an hour, then refuses the next with the spec's envelope; another address goes on", async () => {
      const ip = newIp();
      for (let i = 0; i < 30; i++) expect((await post("user/signup", newPlayer(), ip)).status, `sign-up ${i + 1}`).toBe(200);
      const refused = await post("user/signup", newPlayer(), ip);
      expect(refused.status).toBe(429);
      expect(refused.body.responseMessage).toBe(TOO_MANY);
      expect((await post("user/signup", newPlayer(), newIp())).status).toBe(200);
    }, 60_000);
  });

  describe("3: password reset needs the reset token, not just the user id", () => {
    it("refuses the stranger who knows only the victim's user id, and rate limits them", async () => {
      const victim = await signUpVerified(t, inbox);
      const victimIp = newIp();
      const verified = await verifiedReset(victim.player.email, victimIp);
      expect(verified.purpose).toBe("reset");
      expect(verified.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Within the 10 minutes, from elsewhere: the spec's payload with the public user id, no token.
      const attacker = newIp();
      const bare = { userId: victim._id, password: "Hacked#2026x", confirmPassword: "Hacked#2026x" };
      const noToken = await post("user/reset-password", bare, attacker);
      expect(noToken.status).toBe(400);
      expect(noToken.body.responseMessage).toBe(VERIFY_FIRST);
      const statuses: number[] = [];
      for (let i = 0; i < 300; i++) {
        statuses.push((await post("user/reset-password", { ...bare, resetToken: `guess${i}xyz` }, attacker)).status);
      }
      // Ten tries per address in 15 minutes, then 429 whatever the token.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual(Array(290).fill(429));
      const limited = await post("user/reset-password", { ...bare, resetToken: verified.resetToken }, attacker);
      expect(limited.body.responseMessage).toBe(TOO_MANY);

      // The stranger changed nothing: the old password still logs in, the victim's session lives.
      expect((await post("user/login", { email: victim.player.email, password: "Hacked#2026x" }, newIp())).status).toBe(401);
      expect((await t.api("/api/v1/user/view-profile", { token: victim.token })).status).toBe(200);

      // The victim's own reset goes through, once, and ends every session of the account.
      const own = { ...bare, password: "Mine#2026new", confirmPassword: "Mine#2026new", resetToken: verified.resetToken };
      const done = await post("user/reset-password", own, victimIp);
      expect(done.status).toBe(200);
      expect(done.body.responseMessage).toBe("password reset successfully.");
      expect((await t.api("/api/v1/user/view-profile", { token: victim.token })).status).toBe(401);
      const replay = await post("user/reset-password", { ...own, password: "Again#2026x", confirmPassword: "Again#2026x" }, victimIp);
      expect(replay.status).toBe(400);
      expect(replay.body.responseMessage).toBe(VERIFY_FIRST);
      const login = await post("user/login", { email: victim.player.email, password: "Mine#2026new" }, victimIp);
      expect(login.status).toBe(200);
    });

    it("binds the token to its account, keeps only its hash, and lets it expire after 10 minutes", async () => {
      const alice = await signUpVerified(t, inbox);
      const mallory = await signUpVerified(t, inbox);
      const ip = newIp();
      const malloryToken = (await verifiedReset(mallory.player.email, ip)).resetToken!;
      // Mallory's own valid token does not reset Alice's password.
      const crossed = await post(
        "user/reset-password",
        { userId: alice._id, resetToken: malloryToken, password: "Taken#2026x", confirmPassword: "Taken#2026x" },
        ip,
      );
      expect(crossed.status).toBe(400);
      expect((await post("user/login", { email: alice.player.email, password: alice.player.password }, ip)).status).toBe(200);

      // Stored hashed: the database has no row keyed by the token itself.
      const { db } = t.platform.database;
      expect(await db.select().from(authNonces).where(eq(authNonces.nonce, malloryToken))).toEqual([]);
      const hashed = createHash("sha256").update(malloryToken).digest("hex");
      const [row] = await db.select().from(authNonces).where(eq(authNonces.nonce, hashed));
      expect(row!.purpose).toBe("password-reset");
      const ttl = row!.expiresAt.getTime() - Date.now();
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);

      // Ten minutes later (the clock of the row moved back) it is refused.
      await db.update(authNonces).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authNonces.nonce, hashed));
      const late = await post(
        "user/reset-password",
        { userId: mallory._id, resetToken: malloryToken, password: "Late#2026xx", confirmPassword: "Late#2026xx" },
        ip,
      );
      expect(late.status).toBe(400);
      expect(late.body.responseMessage).toBe(VERIFY_FIRST);
    });

    it("kills an older reset token when a newer code is verified", async () => {
      const player = await signUpVerified(t, inbox);
      const ip = newIp();
      const first = (await verifiedReset(player.player.email, ip)).resetToken!;
      const second = (await verifiedReset(player.player.email, ip)).resetToken!;
      const body = (resetToken: string) => ({ userId: player._id, resetToken, password: "Fresh#2026x", confirmPassword: "Fresh#2026x" });
      expect((await post("user/reset-password", body(first), ip)).status).toBe(400);
      expect((await post("user/reset-password", body(second), ip)).status).toBe(200);
    });
  });

  describe("10: a stranger's failures do not lock out the owner", () => {
    it("login: ten wrong passwords lock the stranger out, not the owner with the right password", async () => {
      const owner = await signUpVerified(t, inbox);
      const stranger = newIp();
      for (let i = 0; i < 10; i++) {
        expect((await post("user/login", { email: owner.player.email, password: `Wrong#pass${i}` }, stranger)).status).toBe(401);
      }
      const blocked = await post("user/login", { email: owner.player.email, password: owner.player.password }, stranger);
      expect(blocked.status).toBe(429);
      expect(blocked.body.responseMessage).toBe(TOO_MANY);

      const mine = await post("user/login", { email: owner.player.email, password: owner.player.password }, newIp());
      expect(mine.status).toBe(200);
      expect(mine.body.result.token).toEqual(expect.any(String));
    });

    it("login: a per-account ceiling still stops guessing spread over many addresses", async () => {
      const owner = await signUpVerified(t, inbox);
      // 10 addresses × 10 failures = the account's ceiling of 100 in 15 minutes.
      for (let a = 0; a < 10; a++) {
        const ip = newIp();
        const tries = Array.from({ length: 10 }, (_, i) =>
          post("user/login", { email: owner.player.email, password: `Wrong#pass${i}` }, ip),
        );
        for (const res of await Promise.all(tries)) expect(res.status).toBe(401);
      }
      expect((await post("user/login", { email: owner.player.email, password: owner.player.password }, newIp())).status).toBe(429);
    });

    it("OTP: fifteen wrong codes lock the stranger out, not the owner with the mailed code", async () => {
      const owner = await signUpVerified(t, inbox);
      const stranger = newIp();
      // A code dies after five wrong tries, so the stranger has three codes mailed to the owner and burns each.
      for (let round = 0; round < 3; round++) {
        const seen = inbox.mails.length;
        await post("user/forgot-password", { email: owner.player.email }, stranger);
        const code = await inbox.nextCode(owner.player.email, seen);
        const wrong = code === "000000" ? "111111" : "000000";
        for (let i = 0; i < 5; i++) {
          const res = await post("user/verify-otp", { email: owner.player.email, otp: wrong }, stranger);
          expect(res.body.responseMessage).toBe("Invalid OTP.");
        }
      }
      const blocked = await post("user/verify-otp", { email: owner.player.email, otp: "123456" }, stranger);
      expect(blocked.status).toBe(429);

      const ownerIp = newIp();
      const verified = await verifiedReset(owner.player.email, ownerIp);
      expect(verified.resetToken).toEqual(expect.any(String));
    });
  });

  describe("11: the contact form is rate limited per client address", () => {
    it("accepts ten messages an hour from one address and refuses the rest; another address still gets through", async () => {
      const email = `flood.${Date.now()}@example.com`;
      const spammer = newIp();
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        const res = await post("contact/contactUs", { gameType: "Derby", email, message: `Message number ${i}` }, spammer);
        statuses.push(res.status);
        if (res.status === 429) expect(res.body.responseMessage).toBe(TOO_MANY);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual(Array(90).fill(429));
      const stored = await t.platform.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
      expect(stored).toHaveLength(10);

      const other = await post("contact/contactUs", { gameType: "Lottery", email, message: "Another player" }, newIp());
      expect(other.status).toBe(200);
    });
  });

  describe("14: every account that signs up can log in", () => {
    it("refuses a sign-up password that meets the spec's criteria but not the login rule", async () => {
      const player = newPlayer({ password: "Abcdefg12", confirmPassword: "Abcdefg12" });
      const res = await post("user/signup", player, newIp());
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe("Password must meet the criteria.");
      expect(res.body.result.errors.password).toBe("Password must meet the criteria.");
      expect(await t.platform.database.db.select().from(users).where(eq(users.email, player.email))).toEqual([]);
    });

    it("signs up, verifies and logs in with a password that meets both rules", async () => {
      const { player, token } = await signUpVerified(t, inbox, { password: "Abcdefg1!x", confirmPassword: "Abcdefg1!x" });
      expect(token).toEqual(expect.any(String));
      const again = await post("user/login", { email: player.email, password: "Abcdefg1!x" }, newIp());
      expect(again.status).toBe(200);
      expect(again.body.result).toEqual({ token: expect.any(String), otpVerification: true });
    });

    it("lets an older account with such a password log in, asks for a new one, and stops asking after the reset", async () => {
      const { player, _id } = await signUpVerified(t, inbox);
      // An account created before sign-up applied the login rule.
      await t.platform.database.db.update(users).set({ passwordHash: await hashPassword("Abcdefg12") }).where(eq(users.id, _id));
      const ip = newIp();
      const old = await post("user/login", { email: player.email, password: "Abcdefg12" }, ip);
      expect(old.status).toBe(200);
      expect(old.body.result).toEqual({ token: expect.any(String), otpVerification: true, passwordChangeRequired: true });
      expect((await t.api("/api/v1/user/view-profile", { token: old.body.result.token })).status).toBe(200);

      // A password that fails both rules still gets the spec's login message.
      const weak = await post("user/login", { email: player.email, password: "abcdefgh1" }, ip);
      expect(weak.status).toBe(400);
      expect(weak.body.result.errors.password).toBe(
        "Password must contain 8 characters, one uppercase, one lowercase, one number and one special case character.",
      );

      const { resetToken } = await verifiedReset(player.email, ip);
      const reset = await post(
        "user/reset-password",
        { userId: _id, resetToken, password: "Abcdefg12!", confirmPassword: "Abcdefg12!" },
        ip,
      );
      expect(reset.status).toBe(200);
      const now = await post("user/login", { email: player.email, password: "Abcdefg12!" }, ip);
      expect(now.body.result).toEqual({ token: expect.any(String), otpVerification: true });
    });
  });
});
