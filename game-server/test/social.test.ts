import { authNonces, identities, users } from "@arena/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { hashPassword } from "../src/services/auth/passwords.js";
import { finishSocialLogin } from "../src/services/social/finishSocialLogin.js";
import { oidcProviderFromConfig } from "../src/services/social/oidcProvider.js";
import { startSocialLogin } from "../src/services/social/startSocialLogin.js";
import { adminId, identitiesOf, makePlayer, uniqueId, userById } from "./directAccounts.js";
import { signInAt, startOidcProvider, type TestAccount, type TestOidcProvider } from "./oidcProvider.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/** The platform's public address differs from where it listens: every URL it builds must use this one. */
const PUBLIC_URL = "http://play.arena.test";
const CALLBACK = `${PUBLIC_URL}/api/v1/user/social/oidc/callback`;

let idp: TestOidcProvider;
let t: TestPlatform;
beforeAll(async () => {
  idp = await startOidcProvider(CALLBACK);
  t = await startTestPlatform({
    PUBLIC_URL,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_NAME: "TestID",
  });
});
afterAll(async () => {
  await t?.platform.close();
  await idp?.close();
});

/** What the browser does: GET on the platform without following the redirect. */
async function navigate(path: string): Promise<URL> {
  const res = await fetch(t.url + path, { redirect: "manual" });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!, t.url);
}

const newAccount = (overrides: TestAccount = {}) => {
  const id = uniqueId();
  const subject = `sub-${id}`;
  idp.accounts.set(subject, {
    email: `Social.${id}@Example.com`,
    email_verified: true,
    name: "Mira Okafor",
    picture: `https://pictures.example.com/${id}.png`,
    ...overrides,
  });
  return { ...idp.accounts.get(subject), subject, email: `social.${id}@example.com` };
};

/** Start → provider sign-in and consent → callback; returns where the platform sent the browser. */
async function throughProvider(subject: string, query = "", options: { abort?: boolean } = {}) {
  const authorize = await navigate(`/api/v1/user/social/oidc/start${query}`);
  expect(authorize.origin).toBe(idp.issuer);
  const back = await signInAt(authorize.href, subject, CALLBACK, options);
  return navigate(back.pathname + back.search);
}

async function ticketFor(subject: string, query = ""): Promise<string> {
  const landing = await throughProvider(subject, query);
  expect(landing.pathname).toBe("/");
  const ticket = landing.searchParams.get("social");
  expect(ticket, `socialError: ${landing.searchParams.get("socialError")}`).toMatch(/^[\w-]{40,}$/);
  return ticket!;
}

const socialLogin = (json: Record<string, unknown>) => t.api("/api/v1/user/socialLogin", { method: "POST", json });

describe("social login providers", () => {
  it("lists the configured provider", async () => {
    const res = await t.api("/api/v1/user/social/providers");
    expect(res.body.result).toEqual({ providers: [{ id: "oidc", name: "TestID" }] });
  });

  it("lists none when no issuer is configured", () => {
    expect(oidcProviderFromConfig(loadConfig({}))).toBeNull();
    expect(oidcProviderFromConfig(loadConfig({ OIDC_ISSUER: "https://id.example.com" }))).toBeNull();
  });
});

describe("OpenID Connect sign-in, end to end", () => {
  it("sends the browser to the provider with PKCE, state and nonce, and keeps them server-side", async () => {
    const url = await navigate("/api/v1/user/social/oidc/start?referralCode=ABCDEF12");
    expect(url.pathname).toBe("/auth");
    const q = url.searchParams;
    expect(q.get("client_id")).toBe(idp.clientId);
    expect(q.get("redirect_uri")).toBe(CALLBACK);
    expect(q.get("response_type")).toBe("code");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("scope")).toBe("openid email profile");
    for (const p of ["code_challenge", "state", "nonce"]) expect(q.get(p)).toBeTruthy();
    const [row] = await t.platform.database.db
      .select()
      .from(authNonces)
      .where(eq(authNonces.nonce, q.get("state")!));
    expect(row!.purpose).toBe("oidc-state");
    expect(JSON.parse(row!.payload!)).toMatchObject({ nonce: q.get("nonce"), referral: { referralCode: "ABCDEF12" } });
    expect(JSON.parse(row!.payload!).codeVerifier).not.toBe(q.get("code_challenge"));
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(9.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it("creates an account from the verified claims, and signs the same account in the next time", async () => {
    const account = newAccount();
    const ticket = await ticketFor(account.subject);
    const [held] = await t.platform.database.db.select().from(authNonces).where(eq(authNonces.nonce, ticket));
    expect(held!.expiresAt.getTime() - held!.createdAt.getTime()).toBeLessThanOrEqual(2 * 60_000 + 1000);

    // This provider keeps profile claims out of the ID token: they came from userinfo, bound to the subject.
    expect(idp.requests).toContain("/me");

    const first = await socialLogin({ ticket });
    expect(first.status).toBe(200);
    expect(first.body.responseMessage).toBe("log in successfully.");
    expect(first.body.result).toEqual({ token: expect.any(String), otpVerification: true, _id: expect.any(String) });

    const profile = await t.api("/api/v1/user/view-profile", { token: first.body.result.token });
    expect(profile.status).toBe(200);
    expect(profile.body.result).toMatchObject({
      _id: first.body.result._id,
      email: account.email,
      fullName: "Mira Okafor",
      profilePic: account.picture,
      refferalCodeCheck: true,
    });
    const user = await userById(t, first.body.result._id);
    expect(user).toMatchObject({ emailVerified: true, passwordHash: null, referredBy: await adminId(t) });
    expect(await identitiesOf(t, user!.id)).toEqual([
      expect.objectContaining({ kind: "oidc", provider: idp.issuer, subject: account.subject }),
    ]);

    const second = await socialLogin({ ticket: await ticketFor(account.subject) });
    expect(second.status).toBe(200);
    expect(second.body.result._id).toBe(first.body.result._id);
    expect(second.body.result.token).not.toBe(first.body.result.token);
    expect(await identitiesOf(t, user!.id)).toHaveLength(1);
  });

  it("makes one account when two first logins of one identity are redeemed at the same moment", async () => {
    const account = newAccount();
    const tickets = [await ticketFor(account.subject), await ticketFor(account.subject)];
    const [a, b] = await Promise.all(tickets.map((ticket) => socialLogin({ ticket })));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.body.result._id).toBe(b!.body.result._id);
    expect(await identitiesOf(t, a!.body.result._id)).toHaveLength(1);
  });

  it("redeems a ticket once only", async () => {
    const ticket = await ticketFor(newAccount().subject);
    const results = await Promise.all([socialLogin({ ticket }), socialLogin({ ticket })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const replay = await socialLogin({ ticket });
    expect(replay.status).toBe(400);
    expect(replay.body.responseMessage).toBe("Social login expired, please try again.");
    expect((await socialLogin({ ticket: "made-up-ticket" })).body.responseMessage).toBe(
      "Social login expired, please try again.",
    );
  });

  it("refuses a callback with an unknown state, and the same callback twice", async () => {
    const forged = await navigate("/api/v1/user/social/oidc/callback?code=abc&state=not-a-state");
    expect(forged.pathname).toBe("/");
    expect(forged.searchParams.get("socialError")).toBe("Social login expired, please try again.");
    expect(forged.searchParams.get("social")).toBeNull();

    const account = newAccount();
    const authorize = await navigate("/api/v1/user/social/oidc/start");
    const back = await signInAt(authorize.href, account.subject, CALLBACK);
    const once = await navigate(back.pathname + back.search);
    expect(once.searchParams.get("social")).toBeTruthy();
    const twice = await navigate(back.pathname + back.search);
    expect(twice.searchParams.get("socialError")).toBe("Social login expired, please try again.");
  });

  it("applies the referral code brought to start, or the one sent with the ticket", async () => {
    const { user: fromStart } = await makePlayer(t);
    const viaStart = await socialLogin({
      ticket: await ticketFor(newAccount().subject, `?referralCode=${fromStart.referralCode}&referralCountry=India`),
    });
    expect(viaStart.status).toBe(200);
    expect(await userById(t, viaStart.body.result._id)).toMatchObject({
      referredBy: fromStart.id,
      refferalCodeCheck: false,
    });

    const { user: fromBody } = await makePlayer(t);
    const ticket = await ticketFor(newAccount().subject);
    // An unknown code is refused before the ticket is used up, so the player can correct it.
    const bad = await socialLogin({ ticket, referralCode: "NOPE999" });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe("Please enter valid referral code.");
    const good = await socialLogin({ ticket, referralCode: fromBody.referralCode!.toLowerCase() });
    expect(good.status).toBe(200);
    expect(await userById(t, good.body.result._id)).toMatchObject({
      referredBy: fromBody.id,
      refferalCodeCheck: false,
    });

    // A bad code brought to start is replaced by the one sent now; "" means none, so the default applies.
    const stuck = await ticketFor(newAccount().subject, "?referralCode=NOPE9999");
    expect((await socialLogin({ ticket: stuck })).body.responseMessage).toBe("Please enter valid referral code.");
    const cleared = await socialLogin({ ticket: stuck, referralCode: "" });
    expect(cleared.status).toBe(200);
    expect(await userById(t, cleared.body.result._id)).toMatchObject({
      referredBy: await adminId(t),
      refferalCodeCheck: true,
    });
  });

  it("links the identity to the account that has the same email", async () => {
    const account = newAccount();
    const { user } = await makePlayer(t, { email: account.email, passwordHash: await hashPassword("Keep#Pass1") });
    const res = await socialLogin({ ticket: await ticketFor(account.subject) });
    expect(res.status).toBe(200);
    expect(res.body.result._id).toBe(user.id);
    expect(await identitiesOf(t, user.id)).toEqual([
      expect.objectContaining({ kind: "oidc", subject: account.subject }),
    ]);
    // A verified account keeps its password and its name.
    expect(await userById(t, user.id)).toMatchObject({ fullName: "Test Player", passwordHash: user.passwordHash });
  });

  it("takes over an unverified sign-up with the same email and drops its password", async () => {
    const account = newAccount();
    const { user } = await makePlayer(t, {
      email: account.email,
      emailVerified: false,
      passwordHash: await hashPassword("Squat#Pass1"),
    });
    const res = await socialLogin({ ticket: await ticketFor(account.subject) });
    expect(res.body.result._id).toBe(user.id);
    expect(await userById(t, user.id)).toMatchObject({ emailVerified: true, passwordHash: null });
  });

  it("refuses a callback whose ID token nonce or PKCE verifier does not match the attempt", async () => {
    for (const field of ["nonce", "codeVerifier"]) {
      const account = newAccount();
      const authorize = await navigate("/api/v1/user/social/oidc/start");
      const state = authorize.searchParams.get("state")!;
      const back = await signInAt(authorize.href, account.subject, CALLBACK);
      const [row] = await t.platform.database.db.select().from(authNonces).where(eq(authNonces.nonce, state));
      const attempt = JSON.parse(row!.payload!);
      attempt[field] = field === "nonce" ? "another-nonce" : "x".repeat(64);
      await t.platform.database.db
        .update(authNonces)
        .set({ payload: JSON.stringify(attempt) })
        .where(eq(authNonces.nonce, state));
      const landing = await navigate(back.pathname + back.search);
      expect(landing.searchParams.get("socialError")).toBe("Social login failed, please try again.");
      expect(landing.searchParams.get("social")).toBeNull();
    }
  });

  it("refuses an account whose email the provider has not verified", async () => {
    const account = newAccount({ email_verified: false });
    const landing = await throughProvider(account.subject);
    expect(landing.searchParams.get("socialError")).toBe("Your social account has no verified email address.");
    const [row] = await t.platform.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row).toBeUndefined();
  });

  it("reports a login cancelled at the provider", async () => {
    const landing = await throughProvider(newAccount().subject, "", { abort: true });
    expect(landing.searchParams.get("socialError")).toBe("Social login was cancelled.");
  });

  it("refuses a blocked account", async () => {
    const account = newAccount();
    const first = await socialLogin({ ticket: await ticketFor(account.subject) });
    await t.platform.database.db.update(users).set({ status: "BLOCKED" }).where(eq(users.id, first.body.result._id));
    const res = await socialLogin({ ticket: await ticketFor(account.subject) });
    expect(res.status).toBe(403);
    expect(res.body.responseMessage).toBe("Your account has been blocked.");
  });

  it("sends an unknown provider back to the app with a message", async () => {
    const landing = await navigate("/api/v1/user/social/github/start");
    expect(landing.searchParams.get("socialError")).toBe("Social login is not available.");
    const [none] = await t.platform.database.db
      .select()
      .from(identities)
      .where(and(eq(identities.kind, "oidc"), eq(identities.provider, "github")));
    expect(none).toBeUndefined();
  });

  it("validates the socialLogin body", async () => {
    const res = await socialLogin({});
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe("Ticket is required.");
  });
});

describe("a provider that puts the claims in the ID token", () => {
  it("reads them from the verified ID token without calling userinfo", async () => {
    const google = await startOidcProvider(CALLBACK, { claimsInIdToken: true });
    try {
      const provider = oidcProviderFromConfig(
        loadConfig({
          PUBLIC_URL,
          OIDC_ISSUER: google.issuer,
          OIDC_CLIENT_ID: google.clientId,
          OIDC_CLIENT_SECRET: google.clientSecret,
        }),
      )!;
      const id = uniqueId();
      google.accounts.set(`g-${id}`, { email: `g.${id}@example.com`, email_verified: true, name: "Ana Lima" });
      const authorize = await startSocialLogin(t.platform.ctx, provider, {}, "127.0.0.1");
      const back = await signInAt(authorize.href, `g-${id}`, CALLBACK);
      const ticket = await finishSocialLogin(t.platform.database.db, provider, back.search.slice(1));
      expect(google.requests).toContain("/token");
      expect(google.requests).not.toContain("/me");

      const res = await socialLogin({ ticket });
      expect(res.status).toBe(200);
      expect(await userById(t, res.body.result._id)).toMatchObject({
        email: `g.${id}@example.com`,
        fullName: "Ana Lima",
      });
      expect(await identitiesOf(t, res.body.result._id)).toEqual([
        expect.objectContaining({ provider: google.issuer, subject: `g-${id}` }),
      ]);
    } finally {
      await google.close();
    }
  });
});
