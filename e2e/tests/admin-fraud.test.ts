/**
 * Fraud signals in a browser (issue 17): two new players sign in from one browser (one X-Device-Id); the admin runs
 * the scan with Look now on /fraud-management, filters by kind, finds both players on one "Shared device" signal,
 * holds their withdrawals and reviews the signal with a note, and the audit log shows both in words; a held player's
 * withdrawal is refused; a player is kept out of the page and its API; the page at 390 and 1440 px, nothing wider
 * than the screen and no axe finding.
 *
 * The e2e database is shared by every file of a run (other files sign players in too): the assertions look at this
 * file's players and this signal only.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newPlayer, signUpByApi, storedToken, toast, waitForToast, type Player } from "../accounts.js";
import { adminApi, adminOn, expectAuditRows, openAuditLogFor } from "../admin.js";
import { atLeast, axeFindings, describeFindings, settleMotion } from "../axe.js";
import { useBrowser } from "../browser.js";
import { ADMIN, logInThroughUi } from "../wallet.js";

const { newPage } = useBrowser();
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");
mkdirSync(artifacts, { recursive: true });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const HELD = "Withdrawals are on hold for this account: please contact support.";

/** The signal's card on /fraud-management that names both players. */
const signalCard = (page: Page, a: Player, b: Player): Locator =>
  page.getByRole("list", { name: "Fraud signals" }).getByRole("article").filter({ hasText: `@${a.userName}` }).filter({ hasText: `@${b.userName}` });

/** Look now: runs the scan and waits for its toast (a scan the hourly job is running says so: try once more). */
async function lookNow(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/admin/fraud/run"));
    await page.getByRole("button", { name: "Look now" }).click();
    const res = await answer;
    if (res.status() === 409 && attempt < 3) {
      await toast(page, "A scan is already running: try again in a minute.").waitFor();
      await new Promise((r) => setTimeout(r, 2_000));
      continue;
    }
    expect(res.status()).toBe(200);
    await page.getByRole("status").filter({ hasText: /^\s*The scan is done: \d+ signals? found\.\s*$/ }).first().waitFor();
    return;
  }
}

describe("fraud signals on /fraud-management", () => {
  let admin: Page;
  let device: Page;
  const a = newPlayer("fraud_a");
  const b = newPlayer("fraud_b");
  let ids: Record<"a" | "b", string>;
  let tokenB: string;

  beforeAll(async () => {
    admin = await adminOn(await newPage({ width: 1440, height: 900 }));
    // One browser context: one local storage, so one X-Device-Id for both players.
    device = await newPage();
    ids = { a: await signUpByApi(device.request, a), b: await signUpByApi(device.request, b) };
    await logInThroughUi(device, a.email, a.password);
    const deviceId = await device.evaluate(() => window.localStorage.getItem("deviceId"));
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The second player signs in from the same browser: page.request does not run the app's fetch wrapper, so it
    // sends the browser's id itself, exactly as the wrapper does.
    const login = await device.request.post("/api/v1/user/login", { data: { email: b.email, password: b.password }, headers: { "X-Device-Id": deviceId! } });
    expect(login.status()).toBe(200);
    tokenB = ((await login.json()) as { result: { token: string } }).result.token;
  });

  it("finds both players on one shared-device signal, holds their withdrawals and reviews it; the audit log says so", async () => {
    await admin.goto("/fraud-management");
    await admin.getByRole("heading", { level: 1, name: "Fraud Management" }).waitFor();
    await lookNow(admin);
    await admin.getByText(/^Last scan: /).waitFor();

    await admin.getByLabel("Kind").selectOption({ label: "Shared device" });
    await admin.waitForURL((u) => u.searchParams.get("kind") === "shared_device");
    const card = signalCard(admin, a, b);
    await card.waitFor();
    await expect(card.count()).resolves.toBe(1);
    await card.getByRole("heading", { name: "Shared device" }).waitFor();
    await card.getByText(/^Several accounts signed in from one browser\./).waitFor();
    await card.getByText(/^2 accounts signed in from one browser \(device [A-Za-z0-9_-]+\)\.$/).waitFor();
    await card.getByText("Open", { exact: true }).waitFor();
    // Each account links to User Management, searched by its name.
    for (const p of [a, b]) {
      const link = card.getByRole("link", { name: `Open @${p.userName} in User Management` });
      expect(await link.getAttribute("href")).toBe(`/user-management?search=${p.userName}`);
    }

    // Hold withdrawals: asked first, naming both players.
    await card.getByRole("button", { name: /^Hold withdrawals of / }).click();
    const hold = admin.getByRole("dialog", { name: "Hold withdrawals" });
    await hold.getByText(new RegExp(`@${a.userName}`)).waitFor();
    await hold.getByText(new RegExp(`@${b.userName}`)).waitFor();
    await hold.getByRole("button", { name: "Hold withdrawals", exact: true }).click();
    await waitForToast(admin, "Withdrawals held.");
    await expect.poll(() => card.getByText("Withdrawals held", { exact: true }).count(), { timeout: 15_000 }).toBe(2);
    await card.getByRole("button", { name: /^Release withdrawals of / }).waitFor();

    // A held player cannot ask to withdraw.
    const withdraw = await device.request.post("/api/v1/user/withdraw", { data: { amount: 10 }, headers: { token: tokenB } });
    expect(withdraw.status()).toBe(403);
    expect(((await withdraw.json()) as { responseMessage: string }).responseMessage).toBe(HELD);

    // Review: the contracts' rule on the note, then a note that passes.
    await card.getByRole("button", { name: /^Review the Shared device signal of / }).click();
    const review = admin.getByRole("dialog", { name: "Review this signal" });
    const note = review.getByLabel("What did you find?");
    await note.fill("ok");
    await review.getByRole("button", { name: "Mark reviewed" }).click();
    await review.getByText("Please enter atleast 3 characters.").waitFor();
    const text = "Two test accounts of one tester on one laptop: no money moved, withdrawals held until they explain.";
    await note.fill(text);
    const sent = admin.waitForResponse((r) => /\/api\/v1\/admin\/fraud\/[^/]+\/review$/.test(new URL(r.url()).pathname));
    await review.getByRole("button", { name: "Mark reviewed" }).click();
    const signalId = /\/fraud\/([^/]+)\/review$/.exec(new URL((await sent).url()).pathname)![1]!;
    await waitForToast(admin, "Signal reviewed.");
    // It leaves the open queue; under Reviewed with its note.
    await card.waitFor({ state: "detached" });
    await admin.getByRole("group", { name: "Show signals" }).getByRole("button", { name: "Reviewed", exact: true }).click();
    await card.getByText("Reviewed", { exact: true }).waitFor();
    await card.getByText(text).waitFor();

    // The audit log, in words: the review on the signal, the hold on each player.
    await openAuditLogFor(admin, signalId);
    await expectAuditRows(admin, [
      { admin: `${ADMIN.email} from 127.0.0.1`, action: "Reviewed a fraud signal fraud.review", target: `fraud signal ${signalId}`, change: "Status: Open → became Reviewed", note: text },
    ]);
    for (const id of [ids.a, ids.b]) {
      await openAuditLogFor(admin, id);
      await expectAuditRows(admin, [
        { action: "Held a player's withdrawals user.holdWithdrawals", target: `user ${id}`, change: "Withdrawals held: No → became Yes", note: "fraud signal shared_device" },
      ]);
    }
  });

  it("keeps a player out of /fraud-management and of the fraud API", async () => {
    await device.goto("/fraud-management");
    await device.waitForURL((u) => u.pathname === "/");
    await toast(device, "That page is for administrators only.").waitFor();
    await expect(device.getByRole("heading", { level: 1, name: "Fraud Management" }).count()).resolves.toBe(0);
    const token = (await storedToken(device))!;
    for (const [method, route] of [
      ["GET", "fraud"],
      ["POST", "fraud/run"],
    ] as const) {
      expect(await adminApi(device.request, method, route, token), `${method} ${route} as a player`).toMatchObject({ status: 403 });
      expect(await adminApi(device.request, method, route), `${method} ${route} without a session`).toMatchObject({ status: 401 });
    }
  });

  describe("the page at a phone's and a desktop's width", () => {
    for (const viewport of VIEWPORTS) {
      it(`${viewport.width} px: nothing wider than the screen, no axe finding, a screenshot`, async () => {
        // Opened first, then resized: the resize makes the shell fetch the profile again, and a navigation that cut
        // that fetch short would sign the admin out (a failed profile call ends the session, platform/account.ts).
        await admin.goto("/fraud-management?status=all&kind=shared_device");
        await admin.setViewportSize(viewport);
        await admin.getByRole("heading", { level: 1, name: "Fraud Management" }).waitFor();
        await signalCard(admin, a, b).waitFor();
        await admin.waitForLoadState("networkidle");
        const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `/fraud-management at ${viewport.width} px`).toBeLessThanOrEqual(0);
        const cut = await admin.evaluate(() =>
          Array.from(document.querySelectorAll("main *"))
            .filter((el) => !el.closest(".visually-hidden") && el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
        );
        expect(cut, `/fraud-management at ${viewport.width} px`).toEqual([]);
        await settleMotion(admin);
        expect(describeFindings(atLeast(await axeFindings(admin), "moderate")), `/fraud-management at ${viewport.width} px`).toEqual([]);
        await admin.screenshot({ path: path.join(artifacts, `admin-fraud-management-${viewport.width}.png`), fullPage: true });

        // The release confirmation, checked the same way, then cancelled.
        await signalCard(admin, a, b).getByRole("button", { name: /^Release withdrawals of / }).click();
        const release = admin.getByRole("dialog", { name: "Release withdrawals" });
        await release.waitFor();
        await settleMotion(admin);
        expect(describeFindings(atLeast(await axeFindings(admin), "moderate")), `release dialog at ${viewport.width} px`).toEqual([]);
        await release.getByRole("button", { name: "Cancel" }).click();
        await release.waitFor({ state: "detached" });
      });
    }
  });
});
