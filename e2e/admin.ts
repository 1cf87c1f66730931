/**
 * Helpers of the admin area's browser tests: the admin signed in (and in admin mode), the audit log's rows as read,
 * a Contact Us message sent as a visitor, the mail the platform sent (received by the e2e stack's SMTP server), the
 * admin API as a player would call it, and a screen checked at a phone's and a desktop's width (screenshot, overflow,
 * axe).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { waitForToast } from "./accounts.js";
import { atLeast, axeFindings, describeFindings, settleMotion } from "./axe.js";
import { mailsTo, type Mail } from "./mailbox.js";
import { ADMIN, logInThroughUi } from "./wallet.js";

const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** The seeded admin signed in through the top bar (the admin has a friend's code: no referral offer). */
export async function adminOn(page: Page): Promise<Page> {
  await logInThroughUi(page, ADMIN.email, ADMIN.password, { skipReferral: false });
  return page;
}

/** The top bar's Admin mode: the side menu becomes the admin list and the dashboard opens. */
export async function enterAdminMode(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: "Admin mode" }).click();
  await page.waitForURL((u) => u.pathname === "/admin-dashboard");
  const menu = page.getByRole("navigation", { name: "Administration" });
  await menu.waitFor();
  return menu;
}

/* ------------------------------------------------------------- audit log */

export interface AuditRow {
  admin: string;
  action: string;
  target: string;
  change: string;
  note: string;
}

/** /audit-log filtered by a target id through its filter bar (as an admin would paste it). */
export async function openAuditLogFor(page: Page, targetId: string, action?: string): Promise<void> {
  await page.goto("/audit-log");
  await page.getByRole("heading", { level: 1, name: "Audit Log" }).waitFor();
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Target id").fill(targetId);
  if (action) await filters.getByLabel("Action").selectOption({ label: action });
  await filters.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((u) => u.pathname === "/audit-log" && u.searchParams.get("targetId") === targetId);
}

/** The audit table's rows as shown, newest first (skeleton rows are aria-hidden, so not listed). */
export async function auditRows(page: Page): Promise<AuditRow[]> {
  const table = page.getByRole("table", { name: "Admin actions, newest first" });
  const rows = await table.getByRole("row").all();
  const out: AuditRow[] = [];
  for (const row of rows.slice(1)) {
    const cells = (await row.getByRole("cell").allTextContents()).map(squash);
    out.push({ admin: cells[1]!, action: cells[2]!, target: cells[3]!, change: cells[4]!, note: cells[5]! });
  }
  return out;
}

/** Waits until the audit table (no longer loading) shows rows matching these, in this order. */
export async function expectAuditRows(page: Page, expected: Partial<AuditRow>[]) {
  await expect
    .poll(
      async () => {
        if ((await page.locator(".list-frame").getAttribute("aria-busy")) === "true") return "busy";
        const rows = await auditRows(page);
        return rows.map((row, i) => Object.fromEntries(Object.keys(expected[i] ?? {}).map((key) => [key, row[key as keyof AuditRow]])));
      },
      { timeout: 15_000, interval: 200 },
    )
    .toEqual(expected);
}

/**
 * Waits until the audit table's newest rows (as many as `expected`) match these: for targets a rerun on the same
 * stack acts on again (a static page, a country), where older rows of earlier runs follow.
 */
export async function expectNewestAuditRows(page: Page, expected: Partial<AuditRow>[]) {
  await expect
    .poll(
      async () => {
        if ((await page.locator(".list-frame").getAttribute("aria-busy")) === "true") return "busy";
        const rows = (await auditRows(page)).slice(0, expected.length);
        return rows.map((row, i) => Object.fromEntries(Object.keys(expected[i] ?? {}).map((key) => [key, row[key as keyof AuditRow]])));
      },
      { timeout: 15_000, interval: 200 },
    )
    .toEqual(expected);
}

/* --------------------------------------------------------- contact inbox */

/** Contact Us as a visitor: the message's id, from the API's answer. */
export async function sendContactMessage(page: Page, message: { game: "Lottery" | "Derby" | "H2H"; email: string; text: string }): Promise<string> {
  await page.goto("/");
  await page.getByRole("button", { name: "Contact Us" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await dialog.getByLabel("Game").selectOption({ label: message.game });
  await dialog.getByLabel("Email").fill(message.email);
  await dialog.getByLabel("Message").fill(message.text);
  const answer = page.waitForResponse((r) => r.url().includes("/api/v1/contact/contactUs"));
  await dialog.getByRole("button", { name: "Send message" }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { responseMessage: string; result: { _id: string } };
  await waitForToast(page, body.responseMessage);
  await dialog.waitFor({ state: "hidden" });
  return body.result._id;
}

/** The inbox's status tab (New, Answered, Closed, All). */
export async function showMessages(page: Page, tab: "New" | "Answered" | "Closed" | "All") {
  const button = page.getByRole("group", { name: "Show messages" }).getByRole("button", { name: tab, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
}

/** A message's card in the inbox, by its sender (its heading). */
export const messageCard = (page: Page, email: string) => page.getByRole("article", { name: email, exact: true });

/* --------------------------------------------------------------- mail, API */

export type { Mail };

/**
 * The newest mail to an address whose subject matches, once the e2e stack's SMTP server received it (within
 * `timeoutMs`).
 */
export async function waitForMail(request: APIRequestContext, email: string, subject: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(request, email)).find((doc) => subject.test(doc.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" for ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** An admin API call as a given session (or none): the HTTP status and the envelope's code. */
export async function adminApi(request: APIRequestContext, method: "GET" | "POST", path: string, token?: string) {
  const res = await request.fetch(`/api/v1/admin/${path}`, { method, headers: token ? { token } : {}, data: method === "POST" ? {} : undefined });
  const body = (await res.json().catch(() => null)) as { responseCode?: number } | null;
  return { status: res.status(), responseCode: body?.responseCode };
}

/* ------------------------------------------------ a screen at both widths */

/** A phone and a desktop. */
export const SCREEN_WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** Where the browser tests save their screenshots (e2e/artifacts). */
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts");

/**
 * The screen as it is now, at 390 and at 1440 px (the page resized in place): nothing wider than the screen or cut
 * off at its right (a phone's table header and the texts for screen readers are clipped on purpose), no axe-core
 * finding of impact moderate or worse, and a full-page screenshot `admin-<name>-<width>.png` in e2e/artifacts. Soft
 * assertions: every width and finding is reported. `ready` is what must show before the checks.
 */
export async function checkScreen(page: Page, name: string, ready: () => Locator): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const viewport of SCREEN_WIDTHS) {
    await page.setViewportSize(viewport);
    await ready().waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    await page.locator('main [aria-busy="true"]').first().waitFor({ state: "detached", timeout: 5_000 }).catch(() => undefined);
    await settleMotion(page);
    const what = `${name} at ${viewport.width} px`;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${what}: the page is wider than the screen`).toBeLessThanOrEqual(0);
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main *"))
        .filter((el) => !el.closest("thead, .visually-hidden") && el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
    expect.soft(cut, `${what}: cut off at the right`).toEqual([]);
    expect.soft(describeFindings(atLeast(await axeFindings(page), "moderate")), `${what}: axe`).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, `admin-${name}-${viewport.width}.png`), fullPage: true });
  }
}
