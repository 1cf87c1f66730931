/**
 * The admin area in a browser (issue 17): blocking and unblocking a player with its confirmation, both read back on
 * the audit log with their before and after; a visitor's Contact Us message answered from the contact inbox, the
 * reply in the sender's mailbox (the platform sends it over SMTP to the stack's own SMTP server, stack.ts) and the
 * message answered; the live monitor opened from the admin menu in a new tab; a player kept out of the admin pages
 * and their API; both new pages saved at 390 and 1440 px with nothing wider than the screen.
 */
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loginByApi, newPlayer, signUpByApi, storedToken, toast, tokenByApi, waitForToast } from "../accounts.js";
import {
  adminApi,
  adminOn,
  enterAdminMode,
  expectAuditRows,
  messageCard,
  openAuditLogFor,
  sendContactMessage,
  showMessages,
  waitForMail,
} from "../admin.js";
import { useBrowser } from "../browser.js";
import { ADMIN, logInThroughUi } from "../wallet.js";

const { newPage } = useBrowser();
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");
mkdirSync(artifacts, { recursive: true });

describe("the admin area", () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await adminOn(await newPage({ width: 1440, height: 900 }));
  });

  it("blocks and unblocks a player on /user-management, each after a confirmation, and the audit log shows both", async () => {
    const player = newPlayer("blockme");
    const playerId = await signUpByApi(admin.request, player);

    await admin.goto("/user-management");
    await admin.getByRole("heading", { level: 1, name: "User Management" }).waitFor();
    await admin.getByLabel("Search users").fill(player.userName);
    const table = admin.getByRole("table", { name: "Users, newest first" });
    const row = table.getByRole("row").filter({ hasText: `@${player.userName}` });
    await row.getByText("Active", { exact: true }).waitFor();

    // Block: the dialog asks first; Cancel changes nothing.
    await row.getByRole("button", { name: `Block ${player.userName}` }).click();
    const blockDialog = admin.getByRole("dialog", { name: "Block user" });
    await blockDialog.getByText(`Block ${player.fullName}?`, { exact: false }).waitFor();
    await blockDialog.getByRole("button", { name: "Cancel" }).click();
    await blockDialog.waitFor({ state: "detached" });
    await row.getByText("Active", { exact: true }).waitFor();

    await row.getByRole("button", { name: `Block ${player.userName}` }).click();
    await blockDialog.getByRole("button", { name: "Block", exact: true }).click();
    await waitForToast(admin, "User blocked.");
    await row.getByText("Blocked", { exact: true }).waitFor();
    // Blocked for real: the player cannot log in.
    expect((await loginByApi(admin.request, player.email, player.password)).status).not.toBe(200);

    await row.getByRole("button", { name: `Unblock ${player.userName}` }).click();
    const unblockDialog = admin.getByRole("dialog", { name: "Unblock user" });
    await unblockDialog.getByRole("button", { name: "Unblock", exact: true }).click();
    await waitForToast(admin, "User unblocked.");
    await row.getByText("Active", { exact: true }).waitFor();
    expect((await loginByApi(admin.request, player.email, player.password)).status).toBe(200);

    // Newest first: the unblock, then the block, each by this admin with the status before and after.
    await openAuditLogFor(admin, playerId);
    await expectAuditRows(admin, [
      { admin: `${ADMIN.email} from 127.0.0.1`, action: "Unblocked a user user.unblock", target: `user ${playerId}`, change: "Status: Blocked → became Active" },
      { admin: `${ADMIN.email} from 127.0.0.1`, action: "Blocked a user user.block", target: `user ${playerId}`, change: "Status: Active → became Blocked" },
    ]);

    // The CSV export holds what the filter shows, raw values beside the words.
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    await waitForToast(admin, "The audit log is downloading.");
    const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(csv[0]).toBe("When (UTC),Admin,Via,Action,Action in words,Target type,Target id,Changes,Before,After,Note,IP address");
    expect(csv.slice(1).map((line) => line.split(",").slice(1, 8))).toEqual([
      [ADMIN.email, "api", "user.unblock", "Unblocked a user", "user", playerId, "Status: Blocked → Active"],
      [ADMIN.email, "api", "user.block", "Blocked a user", "user", playerId, "Status: Active → Blocked"],
    ]);

    // The action filter narrows it to the block; in Portuguese, the same row in Portuguese words.
    await openAuditLogFor(admin, playerId, "Blocked a user");
    await expectAuditRows(admin, [{ action: "Blocked a user user.block", change: "Status: Active → became Blocked" }]);
    await admin.getByRole("banner").getByLabel("Language").selectOption({ label: "Português" });
    await admin.getByRole("heading", { level: 1, name: "Registro de auditoria" }).waitFor();
    await admin.getByRole("table", { name: "Ações de administradores, mais recentes primeiro" }).getByText("Bloqueou um usuário").waitFor();
    await admin.getByRole("banner").getByLabel("Idioma").selectOption({ label: "English" });
    await admin.getByRole("heading", { level: 1, name: "Audit Log" }).waitFor();
  });

  it("answers a visitor's Contact Us message from /contact-inbox: the reply reaches the sender's mailbox and the message is answered", async () => {
    const visitor = await newPage();
    const email = `e2e.contact.${Date.now().toString(36)}@example.com`;
    const question = "My derby ticket shows the wrong horse. Can you check it?";
    const messageId = await sendContactMessage(visitor, { game: "Derby", email, text: question });

    await admin.goto("/contact-inbox");
    await admin.getByRole("heading", { level: 1, name: "Contact Inbox" }).waitFor();
    await admin.getByLabel("Search").fill(email);
    await admin.waitForURL((u) => u.searchParams.get("search") === email);
    const card = messageCard(admin, email);
    await card.getByText(question).waitFor();
    await card.getByText("Derby", { exact: true }).waitFor();
    await card.getByText("New", { exact: true }).waitFor();

    await card.getByRole("button", { name: `Reply ${email}` }).click();
    const reply = card.getByLabel(`Your reply to ${email}`);
    await expect.poll(() => reply.evaluate((el) => el === document.activeElement)).toBe(true);
    // The contracts' rule, in the spec's words.
    await reply.fill("ok");
    await card.getByRole("button", { name: "Send reply" }).click();
    await card.getByText("Please enter atleast 3 characters.").waitFor();

    const answer = "We checked your ticket: the horse is right, the screen was late. Good luck in the next race!";
    await reply.fill(answer);
    await card.getByRole("button", { name: "Send reply" }).click();
    await waitForToast(admin, "Reply sent.");
    // Gone from New; under Answered with the reply.
    await card.waitFor({ state: "detached" });
    await showMessages(admin, "Answered");
    await card.getByText("Answered", { exact: true }).waitFor();
    await card.getByRole("region", { name: "1 reply" }).getByText(answer).waitFor();
    await card.getByText(new RegExp(`^${ADMIN.email.replace(/\./g, "\\.")} · `)).waitFor();

    const mail = await waitForMail(admin.request, email, /^Re: your message about Derby$/);
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain(`> ${question}`);

    // Closed, then reopened: back under Answered (it had a reply).
    await card.getByRole("button", { name: `Close the message from ${email}` }).click();
    await waitForToast(admin, "Message closed.");
    await card.waitFor({ state: "detached" });
    await showMessages(admin, "Closed");
    await card.getByRole("button", { name: `Reopen the message from ${email}` }).click();
    await waitForToast(admin, "Message reopened.");
    await showMessages(admin, "Answered");
    await card.getByText("Answered", { exact: true }).waitFor();

    // The reply is on the audit log with its text.
    await openAuditLogFor(admin, messageId, "Replied to a contact message");
    await expectAuditRows(admin, [{ action: "Replied to a contact message contact.reply", change: "Status: New → became Answered", note: answer }]);
    await visitor.context().close();
  });

  it("opens the live monitor from the admin menu in a new tab, which loads it", async () => {
    const page = await adminOn(await newPage());
    const menu = await enterAdminMode(page);
    await menu.getByRole("link", { name: "Audit Log" }).waitFor();
    await menu.getByRole("link", { name: "Contact Inbox" }).waitFor();

    const monitorAnswer = page.context().waitForEvent("response", { predicate: (r) => new URL(r.url()).pathname === "/colyseus/" });
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      menu.getByRole("button", { name: /^Live monitor/ }).click(),
    ]);
    await tab.waitForLoadState("domcontentloaded");
    expect(new URL(tab.url()).pathname).toBe("/colyseus/");
    expect((await monitorAnswer).status()).toBe(200);
    expect(await tab.title()).toBe("Colyseus Stats");
    // The monitor's own calls pass with the cookie too (its room list).
    const api = await tab.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/colyseus/api"), { timeout: 15_000 });
    expect(api.status()).toBe(200);

    // Without the pass the monitor stays shut.
    const stranger = await newPage();
    const shut = await stranger.goto("/colyseus/");
    expect(shut?.status()).toBe(401);
    await stranger.context().close();
    await page.context().close();
  });

  it("sends a player away from /audit-log and /contact-inbox, and the API refuses them", async () => {
    const page = await newPage();
    const player = newPlayer("notadmin");
    await signUpByApi(page.request, player);
    await logInThroughUi(page, player.email, player.password);
    for (const address of ["/audit-log", "/contact-inbox"]) {
      await page.goto(address);
      await page.waitForURL((u) => u.pathname === "/");
      await toast(page, "That page is for administrators only.").waitFor();
      await expect(page.getByRole("heading", { level: 1, name: /Audit Log|Contact Inbox/ }).count()).resolves.toBe(0);
    }
    const token = (await storedToken(page)) ?? (await tokenByApi(page.request, player.email, player.password));
    for (const [method, route] of [
      ["GET", "audit"],
      ["GET", "contact"],
      ["POST", "monitor-pass"],
    ] as const) {
      expect(await adminApi(page.request, method, route, token), `${method} ${route} as a player`).toMatchObject({ status: 403 });
      expect(await adminApi(page.request, method, route), `${method} ${route} without a session`).toMatchObject({ status: 401 });
    }
    await page.context().close();
  });

  describe("screenshots of the new pages, with nothing wider than the screen", () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      it(`/audit-log and /contact-inbox at ${viewport.width} px`, async () => {
        await admin.setViewportSize(viewport);
        for (const [name, address, heading, ready] of [
          ["audit-log", "/audit-log", "Audit Log", () => admin.getByRole("table", { name: "Admin actions, newest first" }).getByRole("row").nth(1)],
          ["contact-inbox", "/contact-inbox?status=all", "Contact Inbox", () => admin.getByRole("list", { name: "Contact messages" }).getByRole("article").first()],
        ] as const) {
          await admin.goto(address);
          await admin.getByRole("heading", { level: 1, name: heading }).waitFor();
          await ready().waitFor();
          await admin.waitForLoadState("networkidle");
          const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${address} at ${viewport.width} px`).toBeLessThanOrEqual(0);
          // Nothing shown is cut off either (the layout clips what is wider than the screen); a phone's table header
          // and the texts for screen readers are clipped to nothing on purpose.
          const cut = await admin.evaluate(() =>
            Array.from(document.querySelectorAll("main *"))
              .filter((el) => !el.closest("thead, .visually-hidden") && el.getBoundingClientRect().right > window.innerWidth + 0.5)
              .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
          );
          expect(cut, `${address} at ${viewport.width} px`).toEqual([]);
          await admin.screenshot({ path: path.join(artifacts, `admin-${name}-${viewport.width}.png`), fullPage: true });
        }
      });
    }
  });
});
