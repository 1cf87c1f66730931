import { users } from "@arena/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPlayer, signUpVerified } from "./accounts.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";
import { startSmtpInbox } from "./smtp.js";

let t: TestPlatform;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestPlatform({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await t.platform.close();
  await inbox.close();
});

const post = (path: string, json: unknown, token?: string) =>
  t.api(`/api/v1/${path}`, { method: "POST", json, ...(token && { token }) });

describe("sign up, verify, log in, log out", () => {
  it("walks the spec's flow and never shows a hash or a code", async () => {
    const player = newPlayer();
    const signup = await post("user/signup", player);
    expect(signup.status).toBe(200);
    expect(signup.body.responseMessage).toBe("OTP has been sent.");

    // Unverified: login mails a new code (the sign-up one dies) instead of a token.
    const seen = inbox.mails.length;
    const early = await post("user/login", { email: player.email, password: player.password });
    expect(early.body.result).toEqual({ otpVerification: false });

    const otp = await inbox.nextCode(player.email, seen);
    const verify = await post("user/verify-otp", { email: player.email, otp });
    expect(verify.status).toBe(200);
    expect(verify.body.responseMessage).toBe("OTP has been verified.");
    expect(verify.body.result._id).toBe(signup.body.result._id);

    const login = await post("user/login", { email: player.email.toUpperCase(), password: player.password });
    expect(login.status).toBe(200);
    expect(login.body.responseMessage).toBe("log in successfully.");
    expect(login.body.result.otpVerification).toBe(true);
    const token = login.body.result.token as string;

    const profile = await t.api("/api/v1/user/view-profile", { token });
    expect(profile.body.result).toMatchObject({
      _id: signup.body.result._id,
      fullName: player.fullName,
      userName: player.userName,
      email: player.email,
      userType: "USER",
    });
    // Bearer works too.
    const bearer = await t.api("/api/v1/user/view-profile", { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(200);

    const everything = JSON.stringify([signup.body, early.body, verify.body, login.body, profile.body]);
    expect(everything).not.toMatch(/argon2|passwordHash|password_hash|codeHash/);
    expect(everything).not.toContain(otp);

    expect((await post("user/logout", {}, token)).status).toBe(200);
    const after = await t.api("/api/v1/user/view-profile", { token });
    expect(after.status).toBe(401);
  });

  it("answers a wrong password and an unknown email alike, in about the same time", async () => {
    const { player } = await signUpVerified(t, inbox);
    const time = async (email: string) => {
      const t0 = performance.now();
      const res = await post("user/login", { email, password: "Wrong#pass1" });
      return { ms: performance.now() - t0, res };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await time(player.email);
      const b = await time(`nobody.${i}.${Date.now()}@example.com`);
      expect(a.res.status).toBe(401);
      expect(b.res.body).toEqual(a.res.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("refuses a taken email or username, in any case", async () => {
    const { player } = await signUpVerified(t, inbox);
    const again = await post("user/signup", newPlayer({ email: player.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe("Email already exists");
    const name = await post("user/signup", newPlayer({ userName: player.userName.toUpperCase() }));
    expect(name.status).toBe(409);
    expect(name.body.responseMessage).toBe("Username already exists");
    const check = await t.api(`/api/v1/user/getUsername?userName=${player.userName.toUpperCase()}`);
    expect(check.status).toBe(409);
    expect(check.body.responseMessage).toBe("Username already exists");
    const free = await t.api(`/api/v1/user/getUsername?userName=free_${Date.now()}`);
    expect(free.status).toBe(200);
  });
});

describe("OTP", () => {
  it("dies after five wrong tries: the sixth fails even with the right code", async () => {
    const player = newPlayer();
    const seen = inbox.mails.length;
    await post("user/signup", player);
    const otp = await inbox.nextCode(player.email, seen);
    const wrong = otp === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await post("user/verify-otp", { email: player.email, otp: wrong });
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe("Invalid OTP.");
    }
    const right = await post("user/verify-otp", { email: player.email, otp });
    expect(right.status).toBe(400);
    expect(right.body.responseMessage).toBe("Too many wrong attempts. Please request a new OTP.");
    const [row] = await t.platform.database.db.select().from(users).where(eq(users.email, player.email));
    expect(row?.emailVerified).toBe(false);
  });

  it("resends only after the current code has expired", async () => {
    const player = newPlayer();
    await post("user/signup", player);
    const res = await post("user/resendOTP", { email: player.email });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe("Please wait until the current OTP expires.");
  });

  it("answers the spec's OTP messages", async () => {
    const email = newPlayer().email;
    const cases: [unknown, string][] = [
      [undefined, "OTP is required."],
      ["12a456", "Must be a valid OTP."],
      ["1234567", "Should not exceeds 6 digits."],
      ["12345", "Must be only 6 digits."],
    ];
    for (const [otp, message] of cases) {
      const res = await post("user/verify-otp", { email, otp });
      expect(res.status).toBe(400);
      expect(res.body.result.errors.otp).toBe(message);
    }
  });
});

describe("forgot and reset password", () => {
  it("resets with a verified code, once, and ends every session", async () => {
    const { player, token } = await signUpVerified(t, inbox);
    const seen = inbox.mails.length;
    const forgot = await post("user/forgot-password", { email: player.email });
    expect(forgot.body.responseMessage).toBe("OTP has been sent.");
    const otp = await inbox.nextCode(player.email, seen);
    const verify = await post("user/verify-otp", { email: player.email, otp });
    expect(verify.body.result.purpose).toBe("reset");
    const userId = verify.body.result._id;
    const resetToken = verify.body.result.resetToken;
    expect(resetToken).toEqual(expect.any(String));
    const reset = await post("user/reset-password", { userId, resetToken, password: "New#pass2026", confirmPassword: "New#pass2026" });
    expect(reset.status).toBe(200);
    expect(reset.body.responseMessage).toBe("password reset successfully.");
    expect((await t.api("/api/v1/user/view-profile", { token })).status).toBe(401);
    const replay = await post("user/reset-password", { userId, resetToken, password: "Other#pass26", confirmPassword: "Other#pass26" });
    expect(replay.status).toBe(400);
    expect((await post("user/login", { email: player.email, password: player.password })).status).toBe(401);
    expect((await post("user/login", { email: player.email, password: "New#pass2026" })).status).toBe(200);
  });

  it("refuses a reset without a verified code, and answers forgot alike for unknown emails", async () => {
    const { _id } = await signUpVerified(t, inbox);
    const res = await post("user/reset-password", { userId: _id, password: "New#pass2026", confirmPassword: "New#pass2026" });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe("Please verify the OTP first.");
    const made = await post("user/reset-password", { userId: _id, resetToken: "made-up", password: "New#pass2026", confirmPassword: "New#pass2026" });
    expect(made.status).toBe(400);
    expect(made.body.responseMessage).toBe("Please verify the OTP first.");
    const unknown = await post("user/forgot-password", { email: `ghost.${Date.now()}@example.com` });
    expect(unknown.status).toBe(200);
    expect(unknown.body.responseMessage).toBe("OTP has been sent.");
  });
});

describe("validation from the server, in the spec's words", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["email missing", { email: undefined }, "email", "Email is required."],
    ["email too long", { email: `${"a".repeat(50)}@example.com` }, "email", "Should not exceeds 60 characters."],
    ["email malformed", { email: "asha@" }, "email", "Please enter a valid email address."],
    ["full name missing", { fullName: "" }, "fullName", "Full name is required."],
    ["full name with digits", { fullName: "Asha 2" }, "fullName", "Please enter a valid name."],
    ["full name short", { fullName: "As" }, "fullName", "Please enter atleast 3 characters."],
    ["full name long", { fullName: "A".repeat(33) }, "fullName", "You can enter only 32 characters."],
    ["username missing", { userName: "" }, "userName", "Username is required."],
    ["username long", { userName: "a".repeat(31) }, "userName", "You can enter only 30 characters."],
    ["username double separator", { userName: "asha__v" }, "userName", "Enter valid username."],
    ["password missing", { password: "" }, "password", "Please enter a password."],
    ["password weak", { password: "abcdefgh", confirmPassword: "abcdefgh" }, "password", "Password must meet the criteria."],
    ["confirm missing", { confirmPassword: "" }, "confirmPassword", "Please enter confirm password."],
    ["confirm different", { confirmPassword: "Other#2026x" }, "confirmPassword", "Password must match."],
    ["phone missing", { mobileNumber: "" }, "mobileNumber", "Phone number is required."],
    ["phone long", { mobileNumber: "12345678901234" }, "mobileNumber", "Enter a valid phone number."],
    ["phone short", { mobileNumber: "123456" }, "mobileNumber", "Must be only 7 digits."],
    ["phone repeated", { mobileNumber: "9999999" }, "mobileNumber", "Phone number cannot have all repeated digits."],
    ["referral short", { referralCode: "ABC" }, "referralCode", "Please enter valid referral code."],
  ];
  it.each(cases)("sign-up: %s", async (_name, patch, field, message) => {
    const res = await post("user/signup", newPlayer(patch));
    expect(res.status).toBe(400);
    expect(res.body.result.errors[field]).toBe(message);
  });

  it("login: the password rule's message", async () => {
    const res = await post("user/login", { email: "a@example.com", password: "abcdefgh" });
    expect(res.body.result.errors.password).toBe(
      "Password must contain 8 characters, one uppercase, one lowercase, one number and one special case character.",
    );
    const missing = await post("user/login", { email: "a@example.com" });
    expect(missing.body.result.errors.password).toBe("Please enter password.");
  });

  it("refuses an unknown referral code and stores nothing", async () => {
    const player = newPlayer({ referralCode: "ZZZZ9999" });
    const res = await post("user/signup", player);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe("Please enter valid referral code.");
    expect(await t.platform.database.db.select().from(users).where(eq(users.email, player.email))).toEqual([]);
  });
});

describe("with SMTP configured", () => {
  it("has no dev mailbox", async () => {
    expect((await t.api("/api/v1/dev/mailbox?to=a@example.com")).status).toBe(404);
  });
});

describe("rate limits", () => {
  it("stops password guessing on one email from one address after ten failures, even with the right password", async () => {
    const { player } = await signUpVerified(t, inbox);
    for (let i = 0; i < 10; i++) {
      expect((await post("user/login", { email: player.email, password: `Wrong#pass${i}` })).status).toBe(401);
    }
    const blocked = await post("user/login", { email: player.email, password: player.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.responseMessage).toBe("Too many requests, please try again later.");
  });
});
