import { createHmac } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdEntryFee } from "../src/services/coins/gameMoney.js";
import { signUpVerified, startPlatformWithMail } from "./accounts.js";
import type { TestPlatform } from "./platform.js";
import type { Inbox } from "./smtp.js";

let t: TestPlatform;
let inbox: Inbox;
let adminToken: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, inbox, adminToken, close } = await startPlatformWithMail());
});
afterAll(async () => {
  await close?.();
});

const wallet = async (token: string, currency = "COIN") =>
  (await t.api(`/api/v1/user/view-wallet?currency=${currency}`, { token })).body.result.balance as number;
const deposit = (token: string, amount: unknown) => t.api("/api/v1/user/deposit", { method: "POST", json: { amount }, token });
/** Requests a withdrawal and confirms it with the mailed code: the answer of the confirmation. */
async function withdraw(token: string, email: string, amount: number) {
  const seen = inbox.mails.length;
  const requested = await t.api("/api/v1/user/withdraw", { method: "POST", json: { amount }, token });
  if (requested.status !== 200) return requested;
  const otp = await inbox.nextCode(email, seen);
  return t.api("/api/v1/user/verifyWithdrawRequest", { method: "POST", json: { _id: requested.body.result._id, otp }, token });
}

describe("wallet", () => {
  it("starts at 0 and credits a deposit through the dev provider's signed webhook", async () => {
    const { token } = await signUpVerified(t, inbox);
    expect(await wallet(token)).toBe(0);
    const dep = await deposit(token, 125.5);
    expect(dep.status).toBe(200);
    expect(dep.body.result).toMatchObject({ transactionType: "DEPOSIT", transactionStatus: "SUCCESS", amount: 125.5 });
    expect(await wallet(token)).toBe(125.5);
  });

  it("refuses bad amounts with clear messages and moves nothing", async () => {
    const { token } = await signUpVerified(t, inbox);
    for (const [amount, message] of [
      [-5, "Amount must be greater than 0."],
      [10.123, "Amount can have at most 2 decimals."],
      ["lots", "Please enter a valid amount."],
      [5, "Minimum deposit is 10 coins."],
    ] as const) {
      const res = await deposit(token, amount);
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
    expect(await wallet(token)).toBe(0);
    expect((await t.api("/api/v1/user/view-wallet")).status).toBe(401);
  });

  it("accepts a provider webhook only with a valid signature, and credits it once", async () => {
    const { token } = await signUpVerified(t, inbox);
    // The dev provider already delivered the signed webhook; a provider delivers again, and a forger tries.
    const dep = await deposit(token, 50);
    const body = JSON.stringify({ depositId: dep.body.result._id, status: "succeeded", amount: 50 });
    const sign = (b: string) => `sha256=${createHmac("sha256", t.platform.ctx.paymentSecret).update(b).digest("hex")}`;
    const post = (b: string, signature: string) =>
      fetch(`${t.url}/api/v1/payments/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-signature": signature }, body: b });
    expect((await post(body, "sha256=00")).status).toBe(401);
    const again = await post(body, sign(body));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { result: unknown }).result).toEqual({ status: "SUCCESS", duplicate: true });
    expect(await wallet(token)).toBe(50);
  });

  it("answers check-eligible with reponseCode 200 only when the fee is affordable", async () => {
    const { token } = await signUpVerified(t, inbox);
    await deposit(token, 10);
    const ok = await t.api("/api/v1/ludo/check-eligible", { method: "POST", json: { gameFees: 10 }, token });
    expect(ok.body).toMatchObject({ responseCode: 200, reponseCode: 200, result: { eligible: true } });
    const no = await t.api("/api/v1/ludo/check-eligible", { method: "POST", json: { gameFees: 20 }, token });
    expect(no.body).toMatchObject({ reponseCode: 400, responseMessage: "You dont have enough amount to play game" });
  });

  it("holds a confirmed withdrawal, and an admin approves one and rejects another with a reason", async () => {
    const { token, player } = await signUpVerified(t, inbox);
    await deposit(token, 100);
    const w1 = await withdraw(token, player.email, 30);
    const w2 = await withdraw(token, player.email, 20);
    expect(w1.body.result.transactionStatus).toBe("PENDING");
    expect(await wallet(token)).toBe(50);
    const tooMuch = await t.api("/api/v1/user/withdraw", { method: "POST", json: { amount: 60 }, token });
    expect(tooMuch.status).toBe(400);

    const list = await t.api("/api/v1/admin/withdrawList?status=PENDING&limit=100", { token: adminToken });
    expect(list.body.result.docs.map((d: { _id: string }) => d._id)).toEqual(expect.arrayContaining([w1.body.result._id, w2.body.result._id]));
    const approve = await t.api("/api/v1/admin/approveWithdraw", { method: "POST", json: { _id: w1.body.result._id }, token: adminToken });
    expect(approve.body.result.transactionStatus).toBe("SUCCESS");
    const reject = await t.api("/api/v1/admin/rejectWithdraw", {
      method: "POST",
      json: { _id: w2.body.result._id, reason: "Bank details do not match" },
      token: adminToken,
    });
    expect(reject.body.result).toMatchObject({ transactionStatus: "REJECTED", reason: "Bank details do not match" });
    expect(await wallet(token)).toBe(70);
    const twice = await t.api("/api/v1/admin/approveWithdraw", { method: "POST", json: { _id: w2.body.result._id }, token: adminToken });
    expect(twice.status).toBe(409);
    // Other test files share this database and may have games in flight, so look at what this test made.
    const recon = await t.api("/api/v1/admin/ledger/reconcile", { token: adminToken });
    expect(Object.values(recon.body.result.sums).every((v) => v === 0)).toBe(true);
    expect(recon.body.result.driftedAccounts).toEqual([]);
    const mine = [w1.body.result._id, w2.body.result._id].map((id) => `withdraw:${id}`);
    expect(recon.body.result.orphanedEscrows.filter((o: { ref: string }) => mine.includes(o.ref))).toEqual([]);
  });

  it("lists, filters, shows and exports the player's transactions", async () => {
    const { token, _id, player } = await signUpVerified(t, inbox);
    await deposit(token, 40);
    await withdraw(token, player.email, 15);
    await holdEntryFee(t.platform.ctx, { gameId: `g-${Date.now()}`, game: "ludo", currency: "COIN", fee: 500 }, _id, t.platform.ctx.processId);

    const all = await t.api("/api/v1/user/transactionHistory?limit=2", { token });
    expect(all.body.result.total).toBe(3);
    expect(all.body.result.docs).toHaveLength(2);
    expect(all.body.result.pages).toBe(2);
    const deposits = await t.api("/api/v1/user/transactionHistory?transactionType=DEPOSIT", { token });
    expect(deposits.body.result.docs.map((d: { amount: number }) => d.amount)).toEqual([40]);
    const pending = await t.api("/api/v1/user/transactionHistory?transactionStatus=PENDING", { token });
    expect(pending.body.result.docs.map((d: { transactionType: string }) => d.transactionType)).toEqual(["WITHDRAW"]);
    const future = await t.api("/api/v1/user/transactionHistory?fromDate=2099-01-01", { token });
    expect(future.body.result.total).toBe(0);
    const search = await t.api("/api/v1/user/transactionHistory?search=ludo", { token });
    expect(search.body.result.docs.map((d: { transactionType: string }) => d.transactionType)).toEqual(["ENTRY_FEE"]);
    const bad = await t.api("/api/v1/user/transactionHistory?transactionType=LOAN", { token });
    expect(bad.status).toBe(400);

    const one = await t.api(`/api/v1/user/viewTransactons?_id=${deposits.body.result.docs[0]._id}`, { token });
    expect(one.body.result.amount).toBe(40);
    const other = await signUpVerified(t, inbox);
    expect((await t.api(`/api/v1/user/viewTransactons?_id=${deposits.body.result.docs[0]._id}`, { token: other.token })).status).toBe(404);

    const file = await fetch(`${t.url}/api/v1/user/transactionExport?transactionType=DEPOSIT`, { headers: { token } });
    expect(file.headers.get("content-type")).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Transactions")!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe("DEPOSIT");
    expect(sheet.getRow(2).getCell(5).value).toBe(40);
  });

  it("tops up a freeplay wallet once a day, apart from real coins", async () => {
    const { token } = await signUpVerified(t, inbox);
    expect(await wallet(token, "FREE")).toBe(1000);
    expect(await wallet(token, "FREE")).toBe(1000);
    expect(await wallet(token, "COIN")).toBe(0);
  });
});

describe("responsible play", () => {
  it("lowers a deposit limit at once, delays a raise, and keeps a self-excluded player out", async () => {
    const { token, _id } = await signUpVerified(t, inbox);
    const set = (json: unknown) => t.api("/api/v1/user/limits", { method: "PUT", json, token });
    expect((await set({ dailyDepositLimit: 50 })).body.result.dailyDepositLimit).toBe(50);
    await deposit(token, 40);
    const over = await deposit(token, 20);
    expect(over.status).toBe(400);
    expect(over.body.responseMessage).toMatch(/daily limit of 50/);
    const raised = await set({ dailyDepositLimit: 500 });
    expect(raised.body.result).toMatchObject({ dailyDepositLimit: 50, pendingDailyDepositLimit: 500 });
    expect((await set({ dailyDepositLimit: 45 })).body.result).toMatchObject({ dailyDepositLimit: 45, pendingDailyDepositLimit: null });

    const excluded = await set({ selfExcludeDays: 7 });
    expect(excluded.body.result.selfExcludedUntil).toEqual(expect.any(String));
    expect((await deposit(token, 10)).status).toBe(403);
    await expect(
      holdEntryFee(t.platform.ctx, { gameId: `x-${Date.now()}`, game: "ludo", currency: "COIN", fee: 100 }, _id, t.platform.ctx.processId),
    ).rejects.toMatchObject({ status: 403 });
    expect((await set({ selfExcludeDays: 0 })).status).toBe(400);
  });
});
