/**
 * Helpers of the wallet tests: the top-bar balance, the Wallet panel of /my-profile, the transaction history
 * table and the admin's withdrawal review (/wallet-management), all as a person sees them.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { authPanel, errorOf, mailCount, newPlayer, nextOtp, referralModal, signUpByApi, topBarLogin, waitForToast, type Player } from "./accounts.js";
import { depositByApi } from "./ludo.js";
import { markFreeSpinSeen } from "./spin.js";

/** The seeded admin (the stack passes ADMIN_PASSWORD, see stack.ts). */
export const ADMIN = { email: "admin@coinarena.local", password: "Admin#e2e-2026" };

const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** The top bar's balance chip as read out: "Wallet balance: 100.00 COIN" ("..." while loading). */
export const topBarBalance = async (page: Page): Promise<string> =>
  squash(
    await page
      .getByTestId("wallet-balance")
      .evaluate((el) => Array.from(el.querySelectorAll("span"), (s) => s.textContent ?? "").join(" ")),
  );

/** Waits until the top bar shows this amount in this currency ("100.00", "COIN"). */
export const expectTopBarBalance = (page: Page, amount: string, currency = "COIN") =>
  expect
    .poll(() => topBarBalance(page), { timeout: 15_000, interval: 150 })
    .toMatch(new RegExp(`: ${amount.replace(/[.,]/g, "\\$&")} ${currency}$`));

/**
 * Logs in through the top bar's login panel; a player without a friend's code then skips the referral offer. Today's
 * free-spin dialog, which would open by itself on the home page, is marked seen first unless `freeSpinOffer` (the spin
 * wheel's own test wants it).
 */
export async function logInThroughUi(page: Page, email: string, password: string, { skipReferral = true, freeSpinOffer = false } = {}) {
  if (!freeSpinOffer) await markFreeSpinSeen(page.request, email, password);
  await page.goto("/?login");
  const login = authPanel(page, "Login");
  await login.waitFor();
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password", { exact: true }).fill(password);
  await login.getByRole("button", { name: "Log in", exact: true }).click();
  await waitForToast(page, "log in successfully.");
  await topBarLogin(page).waitFor({ state: "hidden" });
  if (skipReferral) {
    const referral = referralModal(page);
    await referral.getByRole("button", { name: "Skip" }).click();
    await referral.waitFor({ state: "hidden" });
  }
}

/** The Wallet section of /my-profile (opened by address). */
export async function openWalletPanel(page: Page): Promise<Locator> {
  await page.goto("/my-profile");
  await page.getByRole("heading", { level: 1, name: "My Profile" }).waitFor();
  const wallet = page.getByRole("main").getByRole("region", { name: "Wallet", exact: true });
  await wallet.waitFor();
  return wallet;
}

/** Deposit or Withdraw tab of the Wallet panel: types the amount and sends it. */
export async function sendFromWallet(wallet: Locator, tab: "Deposit" | "Withdraw", amount: string) {
  await wallet.getByRole("tab", { name: tab }).click();
  const panel = wallet.getByRole("tabpanel", { name: tab });
  await panel.getByLabel("Amount", { exact: true }).fill(amount);
  await panel.getByRole("button", { name: tab, exact: true }).click();
}

/**
 * Withdraw tab: requests `amount`, reads the code mailed for it (received by the stack's SMTP server) and confirms
 * it (after one wrong code when `tryWrongCodeFirst`, whose refusal shows under the field).
 */
export async function withdrawWithMailedCode(page: Page, wallet: Locator, email: string, amount: string, { tryWrongCodeFirst = false } = {}) {
  const seen = await mailCount(page.request, email);
  await sendFromWallet(wallet, "Withdraw", amount);
  await waitForToast(page, "Enter the code we emailed you to confirm this withdrawal.");
  const panel = wallet.getByRole("tabpanel", { name: "Withdraw" });
  await panel.getByRole("status").filter({ hasText: `We emailed you a code to confirm the withdrawal of ${amount}` }).waitFor();
  const code = await nextOtp(page.request, email, seen);
  const field = panel.getByLabel("Code from the email");
  if (tryWrongCodeFirst) {
    await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
    await panel.getByRole("button", { name: "Confirm withdrawal" }).click();
    await expect.poll(() => errorOf(field), { timeout: 15_000 }).toBe("Invalid OTP.");
  }
  await field.fill(code);
  await panel.getByRole("button", { name: "Confirm withdrawal" }).click();
  await waitForToast(page, "Withdrawal requested.");
}

/* ------------------------------------------------------- transaction history */

export interface TxRow {
  type: string;
  status: string;
  amount: string;
  description: string;
}

/** The transaction table's rows as shown (skeleton rows are aria-hidden, so not listed). */
export async function transactionRows(page: Page): Promise<TxRow[]> {
  const table = page.getByRole("main").getByRole("table");
  const rows = await table.getByRole("row").all();
  const out: TxRow[] = [];
  for (const row of rows.slice(1)) {
    const cells = (await row.getByRole("cell").allTextContents()).map(squash);
    out.push({ type: cells[1]!, status: cells[2]!, amount: cells[3]!, description: cells[4]! });
  }
  return out;
}

/** Waits until the table (no longer busy) shows exactly these rows, compared without the description. */
export async function expectTransactionRows(page: Page, expected: Omit<TxRow, "description">[]) {
  await expect
    .poll(
      async () => {
        const busy = await page.locator(".data-table__wrap").getAttribute("aria-busy");
        if (busy === "true") return "busy";
        return (await transactionRows(page)).map(({ type, status, amount }) => ({ type, status, amount }));
      },
      { timeout: 15_000, interval: 200 },
    )
    .toEqual(expected);
}

/* ----------------------------------------------------------- admin review */

/** The admin's withdrawal request row of a player (by @userName) on /wallet-management. */
export const requestRow = (page: Page, userName: string) =>
  page.getByRole("region", { name: "Withdrawal requests" }).getByRole("row").filter({ hasText: `@${userName}` });

/** The status filter tab (Pending, Approved, Rejected, All) of the withdrawal requests. */
export async function showRequests(page: Page, tab: "Pending" | "Approved" | "Rejected" | "All") {
  const button = page.getByRole("group", { name: "Show requests" }).getByRole("button", { name: tab, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
}

/** A new player signed up (and funded with `coins`, if any) through the API, then logged in through `page`'s top bar. */
export async function fundedPlayerOn(page: Page, tag: string, coins: number): Promise<Player> {
  const player = newPlayer(tag);
  await signUpByApi(page.request, player);
  if (coins > 0) await depositByApi(page.request, player, coins);
  await logInThroughUi(page, player.email, player.password);
  await expectTopBarBalance(page, coins.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  return player;
}
