import type { TestPlatform } from "./platform.js";
import type { startSmtpInbox } from "./smtp.js";

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;

let counter = 0;
/** A fresh, valid sign-up payload (unique email and username). */
export function newPlayer(overrides: Record<string, unknown> = {}) {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullName: "Asha Verma",
    userName: `asha_${id}`.slice(0, 30),
    email: `asha.${id}@example.com`,
    password: "Ludo#2026win",
    confirmPassword: "Ludo#2026win",
    countryCode: "+91",
    mobileNumber: "9876543210",
    ...overrides,
  };
}

/** Signs a player up, reads the OTP from the mail and verifies it; returns the player and a session token. */
export async function signUpVerified(t: TestPlatform, inbox: Inbox, overrides: Record<string, unknown> = {}) {
  const player = newPlayer(overrides);
  const seen = inbox.mails.length;
  const signup = await t.api("/api/v1/user/signup", { method: "POST", json: player });
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const otp = await inbox.nextCode(player.email, seen);
  const verify = await t.api("/api/v1/user/verify-otp", { method: "POST", json: { email: player.email, otp } });
  if (verify.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verify.body)}`);
  const login = await t.api("/api/v1/user/login", {
    method: "POST",
    json: { email: player.email, password: player.password },
  });
  return { player, _id: signup.body.result._id as string, token: login.body.result.token as string };
}

/** The platform with real SMTP into an in-process inbox, and the seeded admin's token. */
export async function startPlatformWithMail() {
  const { startSmtpInbox } = await import("./smtp.js");
  const { startTestPlatform } = await import("./platform.js");
  const inbox = await startSmtpInbox();
  const t = await startTestPlatform({ SMTP_URL: inbox.url });
  const login = await t.api("/api/v1/user/login", {
    method: "POST",
    json: { email: "admin@coinarena.local", password: "Admin#12345" },
  });
  return {
    t,
    inbox,
    adminToken: login.body.result.token as string,
    async close() {
      await t.platform.close();
      await inbox.close();
    },
  };
}
