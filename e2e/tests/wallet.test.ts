import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newPlayer, signUpByApi, waitForToast, type Player } from "../accounts.js";
import { useBrowser } from "../browser.js";
import {
  ADMIN,
  expectTopBarBalance,
  expectTransactionRows,
  logInThroughUi,
  openWalletPanel,
  requestRow,
  sendFromWallet,
  showRequests,
  transactionRows,
  withdrawWithMailedCode,
} from "../wallet.js";

const { newPage } = useBrowser();

/** What the history table shows for a type and a status (en). */
const TYPE_LABEL: Record<string, string> = { DEPOSIT: "Deposit", WITHDRAW: "Withdrawal" };
const STATUS_LABEL: Record<string, string> = { PENDING: "Pending", SUCCESS: "Success", FAILED: "Failed", REJECTED: "Rejected" };

/**
 * One player's money, step by step (each step starts where the one before ended): deposit, a withdrawal confirmed
 * with the code mailed to the player that the admin approves, the history with its filter and export, a withdrawal the admin rejects, and freeplay.
 */
describe("the wallet of a player, reviewed by the admin", () => {
  let player: Player;
  let page: Page;
  let admin: Page;

  beforeAll(async () => {
    player = newPlayer("wallet");
    page = await newPage();
    await signUpByApi(page.request, player);
    await logInThroughUi(page, player.email, player.password);
  });

  async function adminOnWalletManagement(): Promise<Page> {
    if (!admin) {
      admin = await newPage();
      await logInThroughUi(admin, ADMIN.email, ADMIN.password, { skipReferral: false });
    }
    await admin.goto("/wallet-management");
    await admin.getByRole("heading", { level: 1, name: "Wallet Management" }).waitFor();
    return admin;
  }

  it("deposits 100 coins through the Wallet panel and the top bar shows them", async () => {
    await expectTopBarBalance(page, "0.00");
    const wallet = await openWalletPanel(page);
    await sendFromWallet(wallet, "Deposit", "100");
    // The dev payment provider pays at once (through the signed webhook).
    await waitForToast(page, "Deposit successful.");
    await expectTopBarBalance(page, "100.00");
  });

  it("requests a withdrawal of 30, confirms it with the mailed code: a pending note, and 30 coins held", async () => {
    const wallet = await openWalletPanel(page);
    await expectTopBarBalance(page, "100.00");
    await withdrawWithMailedCode(page, wallet, player.email, "30", { tryWrongCodeFirst: true });
    const note = wallet.getByRole("status").filter({ hasText: "Withdrawal of 30.00 COIN requested." });
    await note.getByText(/pending until an admin reviews it/).waitFor();
    await expectTopBarBalance(page, "70.00");
  });

  it("is approved by the admin on /wallet-management, where the ledger is balanced", async () => {
    const a = await adminOnWalletManagement();
    await a.getByRole("heading", { level: 2, name: "Ledger balanced" }).waitFor({ timeout: 15_000 });

    const row = requestRow(a, player.userName);
    await row.getByText("30.00 COIN").waitFor();
    await row.getByText("Pending", { exact: true }).waitFor();
    await row.getByRole("button", { name: `Approve @${player.userName}` }).click();
    const confirm = a.getByRole("dialog", { name: "Approve withdrawal" });
    await confirm.getByText(`Approve the withdrawal of 30.00 COIN for @${player.userName}?`, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Approve", exact: true }).click();
    await waitForToast(a, "Withdrawal approved.");
    await confirm.waitFor({ state: "hidden" });
    // Gone from the pending list; listed as approved.
    await row.waitFor({ state: "detached" });
    await showRequests(a, "Approved");
    await row.getByText("Approved", { exact: true }).waitFor();
    await row.getByText("30.00 COIN").waitFor();
    await a.getByRole("heading", { level: 2, name: "Ledger balanced" }).waitFor();
  });

  it("lists both in the history, filters by type and exports what the filter shows", async () => {
    await page.goto("/transaction");
    await page.getByRole("heading", { level: 1, name: "Transactions" }).waitFor();
    await page.getByText("2 transactions").waitFor();
    await expectTransactionRows(page, [
      { type: "Withdrawal", status: "Success", amount: "\u221230.00 COIN" },
      { type: "Deposit", status: "Success", amount: "+100.00 COIN" },
    ]);

    const filters = page.getByRole("search", { name: "Filter transactions" });
    await filters.getByLabel("Transaction type").selectOption({ label: "Deposit" });
    await filters.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((u) => u.pathname === "/transaction" && u.searchParams.get("transactionType") === "DEPOSIT");
    await page.getByText("1 transaction", { exact: true }).waitFor();
    await expectTransactionRows(page, [{ type: "Deposit", status: "Success", amount: "+100.00 COIN" }]);
    const shown = await transactionRows(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await waitForToast(page, "Your export is downloading.");
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.getWorksheet("Transactions")!;
    expect(sheet).toBeDefined();
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(col("Type")).toBeGreaterThan(0);
    const dataRows: { type: string; status: string; amount: string }[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const type = String(row.getCell(col("Type")).value);
      const amount = Number(row.getCell(col("Amount")).value);
      const sign = type === "DEPOSIT" ? "+" : "\u2212";
      dataRows.push({
        type: TYPE_LABEL[type] ?? type,
        status: STATUS_LABEL[String(row.getCell(col("Status")).value)] ?? "?",
        amount: `${sign}${amount.toFixed(2)} ${String(row.getCell(col("Currency")).value)}`,
      });
    });
    expect(dataRows).toEqual(shown.map(({ type, status, amount }) => ({ type, status, amount })));
  });

  it("gets a rejected withdrawal back, with the admin's reason in the history", async () => {
    const wallet = await openWalletPanel(page);
    await expectTopBarBalance(page, "70.00");
    await withdrawWithMailedCode(page, wallet, player.email, "10");
    await expectTopBarBalance(page, "60.00");

    const a = await adminOnWalletManagement();
    const row = requestRow(a, player.userName);
    await row.getByText("10.00 COIN").waitFor();
    await row.getByRole("button", { name: `Reject @${player.userName}` }).click();
    const dialog = a.getByRole("dialog", { name: "Reject withdrawal" });
    await dialog.getByLabel("Reason").fill("Bank details do not match");
    await dialog.getByRole("button", { name: "Reject", exact: true }).click();
    await waitForToast(a, "Withdrawal rejected.");
    await dialog.waitFor({ state: "hidden" });
    await row.waitFor({ state: "detached" });
    await showRequests(a, "Rejected");
    await row.getByText("Bank details do not match").waitFor();
    await a.getByRole("heading", { level: 2, name: "Ledger balanced" }).waitFor();

    await page.goto("/transaction");
    await page.getByText("3 transactions").waitFor();
    await expectTransactionRows(page, [
      { type: "Withdrawal", status: "Rejected", amount: "\u221210.00 COIN" },
      { type: "Withdrawal", status: "Success", amount: "\u221230.00 COIN" },
      { type: "Deposit", status: "Success", amount: "+100.00 COIN" },
    ]);
    const [rejected] = await transactionRows(page);
    expect(rejected!.description).toContain("Reason: Bank details do not match");
    await expectTopBarBalance(page, "70.00");
  });

  it("switches to freeplay (1,000.00 FREE play money) and back to the real balance", async () => {
    await page.goto("/");
    await expectTopBarBalance(page, "70.00");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Switch to freeplay" }).click();
    await page.getByTestId("freeplay-badge").getByText("Freeplay \u2014 play money").waitFor();
    await expectTopBarBalance(page, "1,000.00", "FREE");
    await banner.getByRole("button", { name: "Switch to real coins" }).click();
    await page.getByTestId("freeplay-badge").waitFor({ state: "detached" });
    await expectTopBarBalance(page, "70.00");
  });
});
