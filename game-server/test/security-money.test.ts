import { withdrawalCodes } from "@arena/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdEntryFee } from "../src/services/coins/gameMoney.js";
import { startPlatformWithMail } from "./accounts.js";
import { makePlayer } from "./directAccounts.js";
import type { TestPlatform } from "./platform.js";
import type { Inbox } from "./smtp.js";

/**
 * Money that an attacker (or an impatient player) could take out or push in past the rules: the daily deposit
 * limit under parallel requests, and a withdrawal that only takes effect with the code mailed to its owner.
 * Runs on PGlite and on real Postgres (DATABASE_URL set, as CI's second pass does); only real Postgres runs the
 * parallel deposits in parallel transactions, so that pass is the one that proves the limit holds under a race.
 */
let t: TestPlatform;
let inbox: Inbox;
let adminToken: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, inbox, adminToken, close } = await startPlatformWithMail());
}, 60_000);
afterAll(async () => {
  await close?.();
});

const api = (path: string, init?: Parameters<TestPlatform["api"]>[1]) => t.api(`/api/v1${path}`, init);
const post = (path: string, json: unknown, token: string) => api(path, { method: "POST", json, token });
const balance = async (token: string) => (await api("/user/view-wallet?currency=COIN", { token })).body.result.balance as number;

/** A player (straight through the services) with a real mailbox address and `coins` deposited through the API. */
async function player(coins = 0) {
  const { user, token } = await makePlayer(t);
  if (coins > 0) expect((await post("/user/deposit", { amount: coins }, token)).status).toBe(200);
  return { id: user.id, email: user.email, token };
}

/** Requests a withdrawal and reads the code mailed for it. */
async function requestWithdrawal(who: { email: string; token: string }, amount: number) {
  const seen = inbox.mails.length;
  const res = await post("/user/withdraw", { amount }, who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.result._id as string, body: res.body, code: await inbox.nextCode(who.email, seen) };
}

/** The ids the admin's review list shows (any status, or one). */
async function adminList(status?: string) {
  const res = await api(`/admin/withdrawList?limit=100${status ? `&status=${status}` : ""}`, { token: adminToken });
  expect(res.status).toBe(200);
  return (res.body.result.docs as { _id: string }[]).map((d) => d._id);
}

const status = async (token: string, id: string) =>
  (await api(`/user/viewTransactons?_id=${id}`, { token })).body.result.transactionStatus as string;

/** A 6-digit code that is certainly not `code`. */
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");

/**
 * Without the limits row lock, real Postgres let 40 through a limit of 30 and 100 through 50. PGlite runs one
 * transaction at a time, so there this checks only that the limit is reached exactly and refusals are clear.
 */
describe("daily deposit limit under parallel deposits", () => {
  for (const limit of [30, 50, 100]) {
    it(`lets 30 simultaneous deposits of 10 through only up to a limit of ${limit}`, async () => {
      const p = await player();
      const set = await api("/user/limits", { method: "PUT", json: { dailyDepositLimit: limit }, token: p.token });
      expect(set.body.result.dailyDepositLimit).toBe(limit);

      const answers = await Promise.all(Array.from({ length: 30 }, () => post("/user/deposit", { amount: 10 }, p.token)));
      const accepted = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status !== 200);
      // Never above the limit, and the limit itself is reachable (the lock does not refuse what fits).
      expect(accepted.length * 10).toBe(limit);
      for (const r of refused) {
        expect(r.status).toBe(400);
        expect(r.body.responseMessage).toBe(`This deposit would pass your daily limit of ${limit} coins.`);
      }
      expect(await balance(p.token)).toBe(limit);
      const deposited = await api("/user/getDepositBalence", { token: p.token });
      expect(deposited.body.result).toMatchObject({ depositedToday: limit, totalDeposited: limit, remainingToday: 0 });
    }, 60_000);
  }
});

describe("withdrawal confirmed by the mailed code", () => {
  it("holds nothing and never reaches the admin until the owner's code confirms it; then the admin can pay it", async () => {
    const owner = await player(100);
    const other = await player(100);
    const w = await requestWithdrawal(owner, 30);
    expect(w.body).toMatchObject({
      responseCode: 200,
      responseMessage: "Enter the code we emailed you to confirm this withdrawal.",
      result: { transactionType: "WITHDRAW", transactionStatus: "AWAITING_CONFIRMATION", amount: 30 },
    });
    const minutesLeft = (Date.parse(w.body.result.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    expect(await balance(owner.token)).toBe(100);
    expect(await adminList()).not.toContain(w.id);
    expect(await adminList("AWAITING_CONFIRMATION")).not.toContain(w.id);
    // The admin cannot pay out (or reject) what the player has not confirmed.
    for (const [path, json] of [
      ["/admin/approveWithdraw", { _id: w.id }],
      ["/admin/rejectWithdraw", { _id: w.id, reason: "Looks fine to me" }],
    ] as const) {
      const early = await post(path, json, adminToken);
      expect(early.status).toBe(409);
      expect(early.body.responseMessage).toBe("This withdrawal was not confirmed by the player.");
    }

    // Another player holding the code (and the id) cannot confirm it, and costs the owner none of the five tries.
    for (let i = 0; i < 6; i++) {
      const stolen = await post("/user/verifyWithdrawRequest", { _id: w.id, otp: w.code }, other.token);
      expect(stolen.status).toBe(404);
      expect(stolen.body.responseMessage).toBe("Withdrawal not found.");
    }
    expect(await balance(other.token)).toBe(100);

    const bad = await post("/user/verifyWithdrawRequest", { _id: w.id, otp: "12345" }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe("Please enter the 6-digit code.");

    const ok = await post("/user/verifyWithdrawRequest", { _id: w.id, otp: w.code }, owner.token);
    expect(ok.body).toMatchObject({ responseCode: 200, responseMessage: "Withdrawal requested.", result: { _id: w.id, transactionStatus: "PENDING" } });
    expect(await balance(owner.token)).toBe(70);
    expect(await adminList("PENDING")).toContain(w.id);
    const coin = await api("/user/getCoin", { token: owner.token });
    expect(coin.body.result.coins[0]).toMatchObject({ currency: "COIN", balance: 70, heldForWithdrawals: 30 });

    // Single use: the same code again holds nothing more.
    const again = await post("/user/verifyWithdrawRequest", { _id: w.id, otp: w.code }, owner.token);
    expect(again.status).toBe(409);
    expect(await balance(owner.token)).toBe(70);

    const approve = await post("/admin/approveWithdraw", { _id: w.id }, adminToken);
    expect(approve.body.result.transactionStatus).toBe("SUCCESS");
    expect(await balance(owner.token)).toBe(70);
    const recon = await api("/admin/ledger/reconcile", { token: adminToken });
    expect(recon.body.result.driftedAccounts).toEqual([]);
    expect(recon.body.result.orphanedEscrows.filter((o: { ref: string }) => o.ref === `withdraw:${w.id}`)).toEqual([]);
  });

  it("refuses wrong codes, and after five the right one no longer works", async () => {
    const p = await player(50);
    const w = await requestWithdrawal(p, 20);
    for (let i = 1; i <= 5; i++) {
      const res = await post("/user/verifyWithdrawRequest", { _id: w.id, otp: wrong(w.code, i) }, p.token);
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe("Invalid OTP.");
    }
    const late = await post("/user/verifyWithdrawRequest", { _id: w.id, otp: w.code }, p.token);
    expect(late.status).toBe(400);
    expect(late.body.responseMessage).toBe("Too many wrong codes. Please request the withdrawal again.");
    expect(await status(p.token, w.id)).toBe("EXPIRED");
    expect(await balance(p.token)).toBe(50);
    expect(await adminList()).not.toContain(w.id);
  });

  it("gives parallel guesses no more than five tries between them", async () => {
    const p = await player(50);
    const w = await requestWithdrawal(p, 20);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post("/user/verifyWithdrawRequest", { _id: w.id, otp: wrong(w.code, i + 1) }, p.token)),
    );
    expect(guesses.filter((g) => g.body.responseMessage === "Invalid OTP.").length).toBeLessThanOrEqual(5);
    expect(guesses.every((g) => g.status === 400 || g.status === 429)).toBe(true);
    expect((await post("/user/verifyWithdrawRequest", { _id: w.id, otp: w.code }, p.token)).status).toBe(400);
    expect(await balance(p.token)).toBe(50);
  });

  it("expires an unconfirmed withdrawal after 10 minutes, and a newer request replaces an older one", async () => {
    const p = await player(60);
    const first = await requestWithdrawal(p, 10);
    const second = await requestWithdrawal(p, 15);
    expect(first.code).not.toBe(undefined);
    const replaced = await post("/user/verifyWithdrawRequest", { _id: first.id, otp: first.code }, p.token);
    expect(replaced.status).toBe(400);
    expect(replaced.body.responseMessage).toBe("This withdrawal request has expired. Please request it again.");

    // Ten minutes pass (the code's expiry is moved back instead of waiting).
    await t.platform.database.db
      .update(withdrawalCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(withdrawalCodes.withdrawalId, second.id));
    const history = await api("/user/transactionHistory?transactionType=WITHDRAW", { token: p.token });
    expect(history.body.result.docs.map((d: { transactionStatus: string; reason: string }) => [d.transactionStatus, d.reason])).toEqual([
      ["EXPIRED", "Not confirmed in time."],
      ["EXPIRED", "Replaced by a newer withdrawal request."],
    ]);
    const late = await post("/user/verifyWithdrawRequest", { _id: second.id, otp: second.code }, p.token);
    expect(late.status).toBe(400);
    expect(late.body.responseMessage).toBe("This withdrawal request has expired. Please request it again.");
    expect(await balance(p.token)).toBe(60);
    const listed = await adminList();
    expect(listed).not.toContain(first.id);
    expect(listed).not.toContain(second.id);
  });

  it("checks the balance again at confirmation: coins spent meanwhile cannot be withdrawn", async () => {
    const p = await player(100);
    const w = await requestWithdrawal(p, 80);
    await holdEntryFee(t.platform.ctx, { gameId: `sec-${w.id}`, game: "ludo", currency: "COIN", fee: 5000 }, p.id, t.platform.ctx.processId);
    expect(await balance(p.token)).toBe(50);
    const res = await post("/user/verifyWithdrawRequest", { _id: w.id, otp: w.code }, p.token);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe("Insufficient balance for this withdrawal.");
    expect(await balance(p.token)).toBe(50);
    expect(await adminList()).not.toContain(w.id);
    // Asking for more than the balance is refused before any code is mailed.
    const seen = inbox.mails.length;
    const tooMuch = await post("/user/withdraw", { amount: 60 }, p.token);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.responseMessage).toBe("Insufficient balance for this withdrawal.");
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.mails.slice(seen).filter((m) => m.to.includes(p.email.toLowerCase()))).toEqual([]);
  });
});

describe("wallet look-ups of the spec", () => {
  it("answers getMinimumDeposite, getDepositBalence and getCoin in the envelope", async () => {
    const minimums = await api("/user/getMinimumDeposite");
    expect(minimums.body).toMatchObject({ responseCode: 200, result: { minimumDeposit: 10, minimumWithdraw: expect.any(Number) } });

    const p = await player(40);
    await api("/user/limits", { method: "PUT", json: { dailyDepositLimit: 100 }, token: p.token });
    const deposited = await api("/user/getDepositBalence", { token: p.token });
    expect(deposited.body).toEqual({
      responseCode: 200,
      responseMessage: expect.any(String),
      result: { currency: "COIN", depositedToday: 40, dailyDepositLimit: 100, remainingToday: 60, totalDeposited: 40, pendingDeposits: 0 },
    });

    const coin = await api("/user/getCoin", { token: p.token });
    expect(coin.body).toEqual({
      responseCode: 200,
      responseMessage: expect.any(String),
      result: {
        coins: [
          { currency: "COIN", name: "Coin", realMoney: true, decimals: 2, minorUnitsPerCoin: 100, balance: 40, heldForWithdrawals: 0 },
          { currency: "FREE", name: "Freeplay coin", realMoney: false, decimals: 2, minorUnitsPerCoin: 100, balance: 1000, heldForWithdrawals: 0 },
        ],
        minimumDeposit: 10,
        minimumWithdraw: minimums.body.result.minimumWithdraw,
      },
    });

    for (const path of ["/user/getDepositBalence", "/user/getCoin"]) {
      const anonymous = await api(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ responseCode: 401 });
    }
  });
});
