/**
 * H2H's admin screens in a real browser, every step through their forms: the admin adds a category on /add-category
 * (a one-letter name refused inline, nothing sent; a good one added with the server's toast and listed on
 * /category-management), a match to it on /h2h-management (then set live there) and a question with two options
 * closing ~45 s ahead on /add-question ("Question created."). Two players funded with 1,500 coins stake 1,000 coins each on opposite
 * options on /h2h: a matched pool of 2,000 coins, above H2H_CONFIRM_ABOVE (1,000), so one admin's answer is only
 * proposed. The platform's job closes the question; the admin answers it on /question-management ("Proposed: another
 * admin must confirm this answer.", the card waiting for a second admin), cannot confirm it alone (the server's
 * refusal as an error toast), and a second admin confirms the same answer: the winner ends at 1,500 − 1,000 + 1,950
 * (its 1,000 back, the loser's 1,000, less 5% of the 1,000 won) = 2,450, the loser at 500. /add-category,
 * /h2h-management and /add-question at 390 and 1440 px under axe.
 *
 * A second admin: no screen or API of the platform makes one (/user-management only blocks and unblocks; the operator
 * promotes with the `user:promote` command line or the ADMIN_EMAIL setting at boot, which makes an existing account an
 * admin), and the shared stack keeps its database in memory inside its process. So this file runs its own platform
 * (the same build, its own SMTP server) on a database kept on disk: booted once, the second admin-to-be signs up,
 * then booted again with ADMIN_EMAIL naming that account. The seeded admin stays an admin.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, request, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, newPlayer, signUpByApi, waitForToast, type Player } from "../accounts.js";
import { adminOn, checkScreen } from "../admin.js";
import { CHROMIUM_ARGS, findChromium } from "../chromium.js";
import { freePort, startMailServer, startPlatform, type MailStack, type PlatformStack } from "../stack.js";
import { expectTopBarBalance, fundedPlayerOn, logInThroughUi } from "../wallet.js";

let mail: MailStack | undefined;
let platform: PlatformStack | undefined;
let dataDir: string | undefined;
let browser: Browser | undefined;
let baseUrl = "";
const contexts: BrowserContext[] = [];
const mailboxBefore = process.env.E2E_MAILBOX_URL;
const secondAdmin: Player = newPlayer("h2hadm2");

beforeAll(async () => {
  mail = await startMailServer();
  // The tests' mailbox helpers read this: the sign-up's code comes to this file's own SMTP server.
  process.env.E2E_MAILBOX_URL = mail.mailboxUrl;
  dataDir = mkdtempSync(path.join(tmpdir(), "arena-h2h-admins-"));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // "development": a test server would keep its database in memory, lost at the restart.
  const env = { NODE_ENV: "development", DATA_DIR: dataDir, PUBLIC_URL: baseUrl, SMTP_URL: mail.smtpUrl };
  const first = await startPlatform(port, env);
  const api = await request.newContext({ baseURL: baseUrl });
  try {
    await signUpByApi(api, secondAdmin);
  } finally {
    await api.dispose();
    await first.stop();
  }
  platform = await startPlatform(port, { ...env, ADMIN_EMAIL: secondAdmin.email });
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium: run through `pnpm e2e`");
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await platform?.stop();
  await mail?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (mailboxBefore === undefined) delete process.env.E2E_MAILBOX_URL;
  else process.env.E2E_MAILBOX_URL = mailboxBefore;
});

async function newPage(viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser!.newContext({ viewport, baseURL: baseUrl });
  contexts.push(context);
  return context.newPage();
}

/** A datetime-local value `seconds` from now in the browser's own zone, to the second (never on :00, which the input would shorten). */
const localIn = (page: Page, seconds: number) =>
  page.evaluate((s) => {
    let at = new Date(Date.now() + s * 1000);
    if (at.getSeconds() === 0) at = new Date(at.getTime() + 1000);
    return { value: new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19), at: Math.floor(at.getTime() / 1000) * 1000 };
  }, seconds);

describe("H2H admin screens", () => {
  it("adds a category, a match and a question through the forms, and a large pool is paid once a second admin confirms", { timeout: 300_000 }, async () => {
    const admin = await newPage();
    await adminOn(admin);
    const tag = Date.now().toString(36);
    const category = `Cricket ${tag}`;
    const title = `Lions v Tigers ${tag}`;
    const text = `Will the Lions score 300 runs? ${tag}`;
    const categoryPosts: string[] = [];
    admin.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/v1/h2h/categories") categoryPosts.push(r.postData() ?? "");
    });

    // 1. /add-category: a one-letter name is refused on the form (nothing sent); a good one is added.
    await admin.goto("/add-category");
    await admin.getByRole("heading", { level: 1, name: "Add category" }).waitFor();
    const name = admin.getByLabel("Name", { exact: true });
    await name.fill("A");
    await admin.getByRole("button", { name: "Save" }).click();
    await expectError(name, "Name the category.");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await checkScreen(admin, "h2h-add-category", () => admin.getByRole("alert").filter({ hasText: "Name the category." }));
    expect(categoryPosts).toEqual([]);
    expect(new URL(admin.url()).pathname).toBe("/add-category");
    await name.fill(category);
    const added = admin.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/v1/h2h/categories");
    await admin.getByRole("button", { name: "Save" }).click();
    const addedBody = (await (await added).json()) as { responseCode: number; responseMessage: string };
    expect(addedBody.responseCode).toBe(200);
    await waitForToast(admin, addedBody.responseMessage);
    expect(addedBody.responseMessage).toBe("Category added.");
    expect(categoryPosts).toHaveLength(1);
    await admin.waitForURL((u) => u.pathname === "/category-management");
    await admin.getByRole("heading", { level: 1, name: "Categories" }).waitFor();
    await admin.getByRole("main").getByRole("listitem").filter({ hasText: category }).waitFor();
    expect(await admin.getByRole("main").getByRole("listitem").filter({ hasText: /^A$/ }).count()).toBe(0);

    // 2. /h2h-management: a match of that category, starting in an hour, then set live.
    await admin.goto("/h2h-management");
    await admin.getByRole("heading", { level: 1, name: "H2H matches" }).waitFor();
    const matchForm = admin.getByRole("region", { name: "Add a match" });
    await matchForm.getByLabel("Category", { exact: true }).selectOption({ label: category });
    await matchForm.getByLabel("Title", { exact: true }).fill(title);
    await matchForm.getByLabel("Starts at", { exact: true }).fill((await localIn(admin, 3600)).value);
    await matchForm.getByRole("button", { name: "Save" }).click();
    await waitForToast(admin, "Match added.");
    expect(await matchForm.getByLabel("Title", { exact: true }).inputValue()).toBe("");
    const row = admin.getByRole("row").filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain(category);
    const states = row.getByRole("group", { name: `State of ${title}` });
    await states.getByRole("button", { name: "Live", exact: true }).click();
    await waitForToast(admin, `${title}: Live.`);
    await expect.poll(() => states.getByRole("button", { name: "Live", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await checkScreen(admin, "h2h-management", () => row);

    // Two players, funded beforehand so that both can stake before the question closes.
    const yes = await newPage({ width: 390, height: 844 });
    await fundedPlayerOn(yes, "h2hadmY", 1500);
    const no = await newPage({ width: 390, height: 844 });
    await fundedPlayerOn(no, "h2hadmN", 1500);

    // 3. /add-question: the question with two options, closing ~45 s ahead.
    await admin.goto("/add-question");
    await admin.getByRole("heading", { level: 1, name: "Add question" }).waitFor();
    const matchPick = admin.getByLabel("Match", { exact: true });
    await expect.poll(() => matchPick.locator("option", { hasText: title }).count()).toBe(1);
    await checkScreen(admin, "h2h-add-question", () => matchPick);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await matchPick.selectOption({ label: `${title} (${category})` });
    await admin.getByLabel("Question", { exact: true }).fill(text);
    await admin.getByLabel("Option 1", { exact: true }).fill("Yes");
    await admin.getByLabel("Option 2", { exact: true }).fill("No");
    const close = await localIn(admin, 45);
    await admin.getByLabel("Closes at", { exact: true }).fill(close.value);
    await admin.getByRole("button", { name: "Create question" }).click();
    await waitForToast(admin, "Question created.");
    // The form starts again for the next question of the same match.
    expect(await admin.getByLabel("Question", { exact: true }).inputValue()).toBe("");
    expect(await matchPick.inputValue()).not.toBe("");

    // 4. The players stake 1,000 each on opposite options on /h2h.
    const stake = async (page: Page, option: string) => {
      await page.goto("/h2h");
      await page.getByRole("navigation", { name: "Categories" }).getByRole("button", { name: category }).click();
      await page.getByRole("button", { name: new RegExp(title) }).click();
      const card = page.getByRole("article", { name: text });
      await card.getByRole("radio", { name: option }).check();
      await card.getByLabel("Stake (coins)").fill("1000");
      await card.getByRole("button", { name: "Place stake" }).click();
      await waitForToast(page, "Stake placed.");
      await expectTopBarBalance(page, "500.00");
    };
    await stake(yes, "Yes");
    await stake(no, "No");
    expect(Date.now(), "both stakes before the close").toBeLessThan(close.at);

    // 5. The job closes it; the admin's answer is only proposed, and the same admin cannot confirm it.
    await new Promise((r) => setTimeout(r, Math.max(0, close.at - Date.now())));
    const openCard = async (page: Page) => {
      await page.goto("/question-management");
      await page.getByLabel("Match", { exact: true }).selectOption({ label: `${title} (Live)` });
      return page.getByRole("article", { name: text });
    };
    const resolveAs = async (page: Page, card: Locator, option: string) => {
      await card.getByRole("button", { name: `Wins: ${option}` }).click();
      const dialog = page.getByRole("dialog", { name: "Resolve the question" });
      await dialog.getByRole("button", { name: "Resolve" }).click();
      return dialog;
    };
    const card = await openCard(admin);
    await card.getByText("Closed: waiting for the answer").waitFor({ timeout: 20_000 });
    await resolveAs(admin, card, "Yes");
    await waitForToast(admin, "Proposed: another admin must confirm this answer.");
    await card.getByText("Answer waiting for a second admin").waitFor();
    const dialog = await resolveAs(admin, card, "Yes");
    await waitForToast(admin, "Another admin must confirm this resolution.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await card.getByText("Answer waiting for a second admin").waitFor();
    await checkScreen(admin, "h2h-questions-pending", () => card);
    // Nothing paid yet: both matched in full, nothing returned at the close.
    await expectTopBarBalance(yes, "500.00");
    await expectTopBarBalance(no, "500.00");

    // 6. The second admin confirms the same answer: the winner is paid.
    const second = await newPage();
    await logInThroughUi(second, secondAdmin.email, secondAdmin.password);
    const secondCard = await openCard(second);
    await secondCard.getByText("Answer waiting for a second admin").waitFor({ timeout: 15_000 });
    await resolveAs(second, secondCard, "Yes");
    await waitForToast(second, "Question resolved and paid.");
    await secondCard.getByText("Resolved", { exact: true }).waitFor();
    await card.getByText("Resolved", { exact: true }).waitFor({ timeout: 15_000 });

    await expectTopBarBalance(yes, "2,450.00");
    await expectTopBarBalance(no, "500.00");
  });
});
