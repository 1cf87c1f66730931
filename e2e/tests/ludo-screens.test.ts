/**
 * What a new player tripped on in the Ludo screens (issue 14), on a phone (390 px) and a desktop (1440 px):
 * a toast must never hide an open dialog's title or its close button, and a player's name at the table is shown
 * whole (the 30-character usernames the platform allows), not cut to a few letters. Each test saves a screenshot
 * of what it checked in artifacts/ (issue14-*.png).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPlayer, signUpByApi, toast, type Player } from "../accounts.js";
import { useBrowser } from "../browser.js";
import { createPrivateTable, depositByApi, dialog, openLudoMenu, startComputerGame } from "../ludo.js";
import { expectTopBarBalance, logInThroughUi } from "../wallet.js";

const { newPage } = useBrowser();
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");
mkdirSync(artifacts, { recursive: true });

const VIEWPORTS = [
  [390, { width: 390, height: 844 }],
  [1440, { width: 1440, height: 900 }],
] as const;

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error("element has no box (not visible)");
  return b;
}

/** A player signed up (with this username if given), funded through the API, then logged in through the top bar. */
async function player(tag: string, coins: number, viewport: { width: number; height: number }, userName?: string) {
  const p: Player = { ...newPlayer(tag), ...(userName ? { userName } : {}) };
  const page = await newPage(viewport);
  // 'code coppied!' follows a successful clipboard write, which a page may do only with the permission.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpByApi(page.request, p);
  if (coins > 0) await depositByApi(page.request, p, coins);
  await logInThroughUi(page, p.email, p.password);
  await expectTopBarBalance(page, coins.toFixed(2));
  return { player: p, page };
}

/**
 * Waits for the toast with this text to settle (react-hot-toast slides it in), then checks that its box (the toast
 * bar around the role=status message) covers neither the dialog's title nor its close button.
 */
async function expectToastClearOf(page: Page, text: string, open: Locator, screenshot: string): Promise<void> {
  const message = toast(page, text);
  await message.waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(artifacts, screenshot) });
  const bar = await box(message.locator("xpath=.."));
  const title = await box(open.locator(".dialog__title"));
  const close = await box(open.getByRole("button", { name: "Close", exact: true }));
  expect(overlaps(bar, title), `toast ${JSON.stringify(bar)} over the title ${JSON.stringify(title)}`).toBe(false);
  expect(overlaps(bar, close), `toast ${JSON.stringify(bar)} over the close button ${JSON.stringify(close)}`).toBe(false);
}

describe("toasts over the Ludo dialogs", () => {
  for (const [width, viewport] of VIEWPORTS) {
    it(`at ${width} px 'code coppied!' and 'Dice seed saved.' leave each dialog's title and close button visible`, { timeout: 90_000 }, async () => {
      const { page } = await player("toast", 50, viewport);

      // The private room modal: copy the code.
      const table = { color: "green", players: 4, fee: 10, rules: "quick", board: "default" } as const;
      const { room } = await createPrivateTable(page, table);
      await room.getByRole("button", { name: "Copy room code" }).click();
      await expectToastClearOf(page, "code coppied!", room, `issue14-toast-room-${width}.png`);
      // The title and the close button still work as a player expects: closing leaves the room.
      await room.getByRole("button", { name: "Close", exact: true }).click();
      await room.waitFor({ state: "detached", timeout: 15_000 });

      // Another dialog of the menu: Profile → 'Your dice seed' → Save seed.
      await openLudoMenu(page);
      await page.getByRole("group", { name: "Ludo menu tools" }).getByRole("button", { name: "Profile" }).click();
      const profile = dialog(page, "Profile");
      await profile.getByLabel("Your dice seed").fill("issue-14-seed");
      await profile.getByRole("button", { name: "Save seed" }).click();
      await expectToastClearOf(page, "Dice seed saved.", profile, `issue14-toast-profile-${width}.png`);
      await page.context().close();
    });
  }
});

describe("player names at the Ludo table", () => {
  for (const [width, viewport] of VIEWPORTS) {
    it(`at ${width} px a 30-character username is shown whole in the player strip`, { timeout: 120_000 }, async () => {
      // The longest username sign-up accepts (30), unique in the run's database.
      const userName = `wolfgang_amadeus_${Date.now().toString(36)}xyzxyzxyz`.slice(0, 30);
      expect(userName).toHaveLength(30);
      const { page } = await player("names", 0, viewport, userName);
      await startComputerGame(page, { bots: 3, rules: "quick", board: "default" });

      const strip = page.getByRole("list", { name: "Players" });
      const mine = strip.getByRole("listitem").filter({ hasText: userName });
      await expect(mine.count()).resolves.toBe(1);
      await strip.screenshot({ path: path.join(artifacts, `issue14-players-${width}.png`) });
      await page.screenshot({ path: path.join(artifacts, `issue14-table-${width}.png`) });
      const name = mine.locator(".player-panel__text");
      await expect(name.textContent()).resolves.toBe(userName);
      await expect(name.getAttribute("title")).resolves.toBe(userName);
      // Nothing of it is clipped: the name's own box holds its text, and the card holds the name.
      const fit = await name.evaluate((el) => {
        const card = el.closest("li")!;
        const a = el.getBoundingClientRect();
        const c = card.getBoundingClientRect();
        return {
          textFits: el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
          cardFits: card.scrollWidth <= card.clientWidth,
          inside: a.left >= c.left - 0.5 && a.right <= c.right + 0.5,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(fit).toEqual({ textFits: true, cardFits: true, inside: true, overflow: 0 });
      await page.context().close();
    });
  }
});
