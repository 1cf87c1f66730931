import { SUPPORTED_CHAIN_IDS } from "@arena/contracts";
import { authNonces, users } from "@arena/db";
import { eq } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSiweMessage } from "../src/services/wallet/checkSiweMessage.js";
import { adminId, identitiesOf, makePlayer, userById } from "./directAccounts.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

const PUBLIC_URL = "http://play.arena.test";
const DOMAIN = "play.arena.test";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ PUBLIC_URL });
});
afterAll(async () => {
  await t.platform.close();
});

const nonce = async (): Promise<string> => {
  const res = await t.api("/api/v1/user/wallet/nonce");
  expect(res.status).toBe(200);
  return res.body.result.nonce;
};

type MessageFields = Partial<Parameters<typeof createSiweMessage>[0]>;

/** A wallet signs a message for a fresh nonce, as a browser wallet would. */
async function signIn(account: PrivateKeyAccount, fields: MessageFields = {}) {
  const message = createSiweMessage({
    domain: DOMAIN,
    address: account.address,
    statement: "Sign in to Coin Arena.",
    uri: PUBLIC_URL,
    version: "1",
    chainId: 56,
    nonce: await nonce(),
    issuedAt: new Date(),
    ...fields,
  });
  return { message, signature: await account.signMessage({ message }) };
}

const connect = (json: Record<string, unknown>, token?: string) =>
  t.api("/api/v1/user/connectWallet", { method: "POST", json, ...(token && { token }) });
const newWallet = () => privateKeyToAccount(generatePrivateKey());

describe("GET /api/v1/user/wallet/nonce", () => {
  it("hands out fresh nonces with our domain, URI and the spec's chains", async () => {
    const a = await t.api("/api/v1/user/wallet/nonce");
    const b = await t.api("/api/v1/user/wallet/nonce");
    expect(a.body.result).toEqual({
      nonce: expect.stringMatching(/^[a-zA-Z0-9]{8,}$/),
      domain: DOMAIN,
      uri: PUBLIC_URL,
      chainIds: [...SUPPORTED_CHAIN_IDS],
    });
    expect(b.body.result.nonce).not.toBe(a.body.result.nonce);
    const [row] = await t.platform.database.db
      .select()
      .from(authNonces)
      .where(eq(authNonces.nonce, a.body.result.nonce));
    expect(row!.purpose).toBe("siwe");
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(4.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 1000);
  });
});

describe("POST /api/v1/user/connectWallet", () => {
  it("creates an account on first sign-in and signs the same account in afterwards", async () => {
    const wallet = newWallet();
    const first = await connect(await signIn(wallet));
    expect(first.status).toBe(200);
    expect(first.body.responseMessage).toBe("log in successfully.");
    expect(first.body.result).toEqual({
      token: expect.any(String),
      otpVerification: true,
      _id: expect.any(String),
      address: wallet.address,
    });

    const user = await userById(t, first.body.result._id);
    const hex = wallet.address.slice(2).toLowerCase();
    expect(user).toMatchObject({
      email: `0x${hex}@wallet.coinarena.local`,
      fullName: `Wallet ${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`,
      emailVerified: true,
      refferalCodeCheck: true,
      referredBy: await adminId(t),
      passwordHash: null,
    });
    expect(user!.userName.toLowerCase()).toMatch(new RegExp(`^wallet${hex.slice(-6)}`));
    expect(await identitiesOf(t, user!.id)).toEqual([
      expect.objectContaining({ kind: "wallet", provider: "eip155", subject: wallet.address, chainId: 56 }),
    ]);

    const profile = await t.api("/api/v1/user/view-profile", { token: first.body.result.token });
    expect(profile.status).toBe(200);
    expect(profile.body.result).toMatchObject({ _id: user!.id, walletAddress: wallet.address });

    const second = await connect(await signIn(wallet, { chainId: 137 }));
    expect(second.status).toBe(200);
    expect(second.body.result._id).toBe(first.body.result._id);
    expect(second.body.result.token).not.toBe(first.body.result.token);
    expect(await identitiesOf(t, user!.id)).toHaveLength(1);
  });

  it("refuses a nonce used twice, one never issued, and one past its five minutes", async () => {
    const wallet = newWallet();
    const signed = await signIn(wallet);
    expect((await connect(signed)).status).toBe(200);
    const replay = await connect(signed);
    expect(replay.status).toBe(400);
    expect(replay.body.responseMessage).toBe("Nonce expired or already used.");

    const forged = await signIn(wallet, { nonce: "abcdef0123456789" });
    expect((await connect(forged)).body.responseMessage).toBe("Nonce expired or already used.");

    const late = await signIn(wallet);
    const lateNonce = /Nonce: (\w+)/.exec(late.message)![1]!;
    await t.platform.database.db
      .update(authNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authNonces.nonce, lateNonce));
    const expired = await connect(late);
    expect(expired.status).toBe(400);
    expect(expired.body.responseMessage).toBe("Nonce expired or already used.");
  });

  it("lets only one of two simultaneous uses of a nonce through", async () => {
    const signed = await signIn(newWallet());
    const results = await Promise.all([connect(signed), connect(signed), connect(signed)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it("makes one account when a new wallet signs in twice at the same moment", async () => {
    const wallet = newWallet();
    const [a, b] = await Promise.all([connect(await signIn(wallet)), connect(await signIn(wallet))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.result._id).toBe(b.body.result._id);
    expect(await identitiesOf(t, a.body.result._id)).toHaveLength(1);
  });

  it("refuses a message for another domain or an unsupported chain", async () => {
    const wallet = newWallet();
    const foreign = await connect(await signIn(wallet, { domain: "evil.example" }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.responseMessage).toBe("Wrong domain.");

    const chain = await connect(await signIn(wallet, { chainId: 10 }));
    expect(chain.status).toBe(400);
    expect(chain.body.responseMessage).toBe("Unsupported chain.");
  });

  it("refuses a tampered signature, a signature by another wallet and an edited message", async () => {
    const wallet = newWallet();
    const signed = await signIn(wallet);
    const flipped =
      signed.signature.slice(0, 10) + (signed.signature[10] === "a" ? "b" : "a") + signed.signature.slice(11);
    for (const attempt of [
      { ...signed, signature: flipped },
      { ...signed, signature: await newWallet().signMessage({ message: signed.message }) },
      { ...signed, message: signed.message.replace("Sign in to Coin Arena.", "Sign in to Coin Arena!") },
      { ...signed, signature: "0x1234" },
    ]) {
      const res = await connect(attempt);
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe("Invalid wallet signature.");
    }
    // None of them used the nonce up: the genuine message still works.
    expect((await connect(signed)).status).toBe(200);
  });

  it("refuses a message out of its validity window, malformed, or with an unchecksummed address", async () => {
    const wallet = newWallet();
    const cases: [MessageFields, string][] = [
      [{ expirationTime: new Date(Date.now() - 60_000) }, "Sign-in message has expired."],
      [{ issuedAt: new Date(Date.now() + 10 * 60_000) }, "Sign-in message is not valid yet."],
      [{ notBefore: new Date(Date.now() + 10 * 60_000) }, "Sign-in message is not valid yet."],
    ];
    for (const [fields, message] of cases) {
      const res = await connect(await signIn(wallet, fields));
      expect(res.body.responseMessage).toBe(message);
    }
    const signed = await signIn(wallet);
    const lower = signed.message.replace(wallet.address, wallet.address.toLowerCase());
    const res = await connect({ message: lower, signature: await wallet.signMessage({ message: lower }) });
    expect(res.body.responseMessage).toBe("Invalid sign-in message.");
    expect((await connect({ message: "hello", signature: signed.signature })).body.responseMessage).toBe(
      "Invalid sign-in message.",
    );
    expect((await connect({ message: signed.message })).body.responseMessage).toBe("Signature is required.");
  });

  it("applies a referral code to a new account, and refuses an unknown one without using the nonce", async () => {
    const { user: referrer } = await makePlayer(t);
    const wallet = newWallet();
    const signed = await signIn(wallet);
    const bad = await connect({ ...signed, referralCode: "NOPE999" });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe("Please enter valid referral code.");

    const good = await connect({ ...signed, referralCode: referrer.referralCode!.toLowerCase() });
    expect(good.status).toBe(200);
    expect(await userById(t, good.body.result._id)).toMatchObject({
      referredBy: referrer.id,
      refferalCodeCheck: false,
    });

    // An existing wallet account signs in whatever code comes along.
    const again = await connect({ ...(await signIn(wallet)), referralCode: "NOPE999" });
    expect(again.status).toBe(200);
    expect(again.body.result._id).toBe(good.body.result._id);
  });

  it("links a wallet to the signed-in account, once, and never to a second account", async () => {
    const { user, token } = await makePlayer(t);
    const wallet = newWallet();
    const linked = await connect(await signIn(wallet), token);
    expect(linked.status).toBe(200);
    expect(linked.body.result).toEqual({ token, otpVerification: true, _id: user.id, address: wallet.address });
    expect(await identitiesOf(t, user.id)).toEqual([
      expect.objectContaining({ kind: "wallet", subject: wallet.address }),
    ]);

    // Linking again is harmless; signing in with the wallet now opens that account.
    expect((await connect(await signIn(wallet), token)).status).toBe(200);
    const alone = await connect(await signIn(wallet));
    expect(alone.body.result._id).toBe(user.id);

    const other = await makePlayer(t);
    const taken = await connect(await signIn(wallet), other.token);
    expect(taken.status).toBe(409);
    expect(taken.body.responseMessage).toBe("Wallet already linked to another account.");
    expect(await identitiesOf(t, other.user.id)).toEqual([]);
  });

  it("refuses a blocked account", async () => {
    const wallet = newWallet();
    const first = await connect(await signIn(wallet));
    await t.platform.database.db.update(users).set({ status: "BLOCKED" }).where(eq(users.id, first.body.result._id));
    const res = await connect(await signIn(wallet));
    expect(res.status).toBe(403);
    expect(res.body.responseMessage).toBe("Your account has been blocked.");
  });
});

describe("checkSiweMessage", () => {
  it("accepts a small clock skew but not a message issued minutes ahead", async () => {
    const wallet = newWallet();
    const now = Date.now();
    const message = (issuedAt: Date) =>
      createSiweMessage({
        domain: DOMAIN,
        address: wallet.address,
        uri: PUBLIC_URL,
        version: "1",
        chainId: 1,
        nonce: "abcdefgh12",
        issuedAt,
      });
    const skewed = message(new Date(now + 30_000));
    await expect(
      checkSiweMessage(skewed, await wallet.signMessage({ message: skewed }), { domain: DOMAIN, now }),
    ).resolves.toEqual({ address: wallet.address, chainId: 1, nonce: "abcdefgh12" });
    const ahead = message(new Date(now + 5 * 60_000));
    await expect(
      checkSiweMessage(ahead, await wallet.signMessage({ message: ahead }), { domain: DOMAIN, now }),
    ).rejects.toThrow("Sign-in message is not valid yet.");
  });
});
