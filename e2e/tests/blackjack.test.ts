/**
 * Black Jack in a real browser: a visitor reads the published rules at /black-jack; a funded player opens their table
 * (the address carries their user id), reads the rules before the first bet, and plays rounds of the smallest bet —
 * every shoe is a fresh random one, so rounds go on until a pair has been split and a hand doubled (at most 60) —
 * with each move's extra stake shown as the server prices it; the wallet ends at its start plus every round's net. The
 * back button, during a round, ends it standing (after asking) and says what it paid. The leaderboard then lists the
 * player, /fairness deals the split round again and finds it fair, and the admin changes the bet steps on
 * /blackjack-management, which a newly opened table offers. Every screen is saved at 390 and 1440 px and checked by
 * axe-core (WCAG 2.1 A/AA) like every other screen.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { profileByApi, storedToken, tokenByApi, waitForToast } from "../accounts.js";
import { adminOn, checkScreen as checkAdminScreen } from "../admin.js";
import { atLeast, axeFindings, describeFindings, settleMotion } from "../axe.js";
import {
  betChips,
  chipLabels,
  coinsOf,
  dealButton,
  fairValue,
  move,
  moves,
  movesBar,
  openTable,
  resultHands,
  resultNet,
  roundResult,
  rulesPanel,
  tableStatus,
  until,
} from "../blackjack.js";
import { useBrowser } from "../browser.js";
import { dialog } from "../ludo.js";
import { ADMIN, expectTopBarBalance, fundedPlayerOn } from "../wallet.js";

const { newPage } = useBrowser();
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");
mkdirSync(artifacts, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const START = 200;
const MAX_ROUNDS = 60;
const DEFAULT_STEPS = [1, 5, 10, 25, 50, 100];

const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * The screen as it is now at 390 and at 1440 px: saved as blackjack-{name}-{width}.png in e2e/artifacts, nothing wider
 * than the screen, and clean under axe (soft: every screen that fails is reported). Back to the phone after.
 */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settleMotion(page);
    expect.soft(describeFindings(atLeast(await axeFindings(page), "moderate")), `${name} at ${viewport.width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} at ${viewport.width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(artifacts, `blackjack-${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** Deals a round of the chosen bet (by the keyboard when asked) and waits until it is on the table (its own seed hash). */
async function deal(page: Page, { keyboard = false } = {}): Promise<string> {
  const before = squash(await fairValue(page, "Server seed hash").textContent());
  await until(async () => dealButton(page).isEnabled());
  if (keyboard) {
    await page.locator("body").click({ position: { x: 2, y: 2 } });
    await page.keyboard.press("b");
  } else {
    await dealButton(page).click();
  }
  // The round's commitment comes with its cards (the game id is set a moment before, while the last round still shows).
  await until(async () => {
    const hash = squash(await fairValue(page, "Server seed hash").textContent());
    return hash !== before && /^[0-9a-f]{64}$/.test(hash);
  });
  return squash(await fairValue(page, "Game id").textContent());
}

/** Whether the round on the table is settled and the next bet may be placed. */
const settled = async (page: Page) => (await roundResult(page).count()) > 0 && (await dealButton(page).count()) > 0;

describe("Black Jack", () => {
  it("shows a visitor the published rules, the leaderboard and a login prompt", async () => {
    const page = await newPage(PHONE);
    await page.goto("/black-jack");
    await page.getByRole("heading", { level: 1, name: "Black Jack" }).waitFor();
    const rules = rulesPanel(page);
    await rules.getByText("6 decks, shuffled fresh for every round.").waitFor();
    expect(await rules.getAttribute("open")).not.toBeNull();
    for (const rule of [
      "The dealer stands on every 17, soft 17 included.",
      "Blackjack pays 3:2.",
      "Insurance pays 2:1: half your bet, offered when the dealer shows an ace.",
      "Double on any first two cards, also after a split.",
      "Split two cards of the same value, up to 3 hands.",
      "Aces are split once and take one card each; 21 after a split is not a blackjack.",
      "No surrender.",
    ]) {
      await rules.getByText(rule, { exact: true }).waitFor();
    }
    await rules.getByText("99.64% with basic strategy").waitFor();
    await page.getByRole("main").getByRole("button", { name: "Log in to play" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Leaderboard" }).waitFor();
    await checkScreen(page, "visitor");
  });

  it(
    "plays rounds until a split and a double, squares the wallet, ends a round by Back, ranks the player, proves a round and takes the admin's new bet steps",
    { timeout: 420_000 },
    async () => {
      const page = await newPage(PHONE);
      const player = await fundedPlayerOn(page, "bjack", START);
      const token = (await storedToken(page))!;
      const me = (await profileByApi(page.request, token)).body.result;

      // The table, at the spec's address: /black-jack#{userId}. The rules are open before the first bet.
      await openTable(page);
      await until(async () => new URL(page.url()).hash === `#${me._id}`);
      expect(await rulesPanel(page).getAttribute("open")).not.toBeNull();
      await rulesPanel(page).getByText("6 decks, shuffled fresh for every round.").waitFor();
      expect(await tableStatus(page)).toBe("Place your bet.");
      expect(await chipLabels(page)).toEqual(DEFAULT_STEPS.map((s) => s.toFixed(2)));
      await betChips(page).getByRole("radio", { name: "1.00" }).check();
      await expect.poll(async () => squash(await dealButton(page).textContent())).toContain("Deal · bet 1.00 COIN");
      await checkScreen(page, "table-bet");

      let total = 0;
      let rounds = 0;
      let splitRound: string | null = null;
      let doubled = false;
      let midRoundShot = false;
      while ((!splitRound || !doubled) && rounds < MAX_ROUNDS) {
        const gameId = await deal(page, { keyboard: rounds === 0 });
        rounds += 1;
        // The first bet folds the rules away (they stay one click off).
        if (rounds === 1) expect(await rulesPanel(page).getAttribute("open")).toBeNull();
        let acted = 0;
        const deadline = Date.now() + 60_000;
        while (!(await settled(page))) {
          if (Date.now() > deadline) throw new Error(`round ${gameId} did not settle`);
          const shown = await moves(page);
          if (shown.length === 0) {
            await page.waitForTimeout(100);
            continue;
          }
          const labels = shown.map((m) => m.label);
          // Only the server's legal moves, each with the coins it adds: a double or a split stakes the bet again.
          for (const m of shown) expect(m.extra, m.label).toBe(m.label === "Double" || m.label === "Split" ? 1 : m.label === "Insurance" ? 0.5 : 0);
          if (!midRoundShot && labels.includes("Hit")) {
            midRoundShot = true;
            await movesBar(page).getByText("Keys: H hit, S stand, D double, P split, I insurance, N no insurance.").waitFor();
            await checkScreen(page, "table-round");
            // A reload comes back into the same round, with the same decision waiting.
            const cards = squash(await page.getByRole("list", { name: "Cards on the table" }).textContent());
            await page.reload();
            await movesBar(page).getByRole("button", { name: /^Hit\b/ }).waitFor({ timeout: 20_000 });
            expect(squash(await fairValue(page, "Game id").textContent())).toBe(gameId);
            expect(squash(await page.getByRole("list", { name: "Cards on the table" }).textContent())).toBe(cards);
            continue;
          }
          if (labels.includes("No insurance")) await move(page, "No insurance").click();
          else if (!splitRound && labels.includes("Split")) {
            await move(page, "Split").click();
            splitRound = gameId;
          } else if (!doubled && labels.includes("Double")) {
            await move(page, "Double").click();
            doubled = true;
          } else if (acted % 2 === 0) {
            await page.locator("body").click({ position: { x: 2, y: 2 } });
            await page.keyboard.press("s");
          } else await move(page, "Stand").click();
          acted += 1;
          // The bar waits for the server, then moves on (the next hand, or the end).
          await until(async () => (await movesBar(page).count()) === 0 || (await movesBar(page).getAttribute("aria-busy")) !== "true");
        }
        total = Math.round((total + (await resultNet(page))) * 100) / 100;
        if (splitRound === gameId) expect((await resultHands(page)).filter((h) => h.startsWith("Hand ")).length).toBeGreaterThanOrEqual(2);
      }
      expect(splitRound, `no pair to split in ${rounds} rounds`).not.toBeNull();
      expect(doubled, `no double in ${rounds} rounds`).toBe(true);
      // The seed of the last round is revealed on the table's fairness card.
      await until(async () => /^[0-9a-f]{64}$/.test(squash(await fairValue(page, "Server seed").textContent())));
      await checkScreen(page, "table-result");

      // The wallet: the start plus every round's net, on the page and in the top bar.
      const afterRounds = Math.round((START + total) * 100) / 100;
      await page.getByText(`Your coins: ${afterRounds.toFixed(2)} COIN`).waitFor({ timeout: 15_000 });
      await expectTopBarBalance(page, afterRounds.toFixed(2));

      // Back during a round: the page asks, then the round is played out standing and its result told.
      let final = afterRounds;
      for (let tries = 0; tries < 10; tries++) {
        await deal(page);
        await until(async () => (await settled(page)) || (await moves(page)).length > 0);
        if (await settled(page)) {
          final = Math.round((final + (await resultNet(page))) * 100) / 100;
          continue;
        }
        await page.getByText("Back ends this round: you stand on every hand, the dealer plays and the round is settled.").waitFor();
        await page.getByRole("banner").getByRole("button", { name: "End round and leave" }).click();
        const confirm = dialog(page, "End this round?");
        await confirm.getByRole("button", { name: "Stand and leave" }).click();
        const told = page.getByRole("status").filter({ hasText: /^Round played out \(you stood\): / }).first();
        await told.waitFor({ timeout: 15_000 });
        final = Math.round((final + coinsOf(/: (.*) COIN\.$/.exec(squash(await told.textContent()))?.[1] ?? "NaN")) * 100) / 100;
        await page.waitForURL((u) => u.pathname !== "/black-jack");
        break;
      }
      await expectTopBarBalance(page, final.toFixed(2));

      // The leaderboard lists the player today and all time.
      await page.goto("/blackjack-leaderboard");
      await page.getByRole("heading", { level: 1, name: "Black Jack Leaderboard" }).waitFor();
      const board = page.getByRole("tabpanel");
      // On a phone the cells stack as cards whose label (CSS generated content) joins the cell's accessible name.
      await board.getByText(player.userName, { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByRole("tab", { name: "All time" }).click();
      await page.getByRole("radio", { name: "Biggest win" }).check();
      await page.waitForURL((u) => u.searchParams.get("period") === "all" && u.searchParams.get("sort") === "best");
      // On a phone the cells stack as cards whose label (CSS generated content) joins the cell's accessible name.
      await board.getByText(player.userName, { exact: true }).waitFor({ timeout: 15_000 });
      await checkScreen(page, "leaderboard");

      // /fairness deals the split round again from its seeds and replays it: fair, hand by hand.
      await page.goto(`/fairness?game=blackjack&id=${splitRound}`);
      await page.getByRole("status").filter({ hasText: /Fair\. The revealed seed/ }).waitFor({ timeout: 15_000 });
      const lines = page.getByRole("table").getByRole("row");
      await lines.filter({ has: page.getByRole("rowheader", { name: "Hand 2" }) }).waitFor();
      expect(await page.locator(".fair-rolls .fair-mark--bad").count()).toBe(0);
      await checkScreen(page, "fairness");

      // The admin sets new bet steps (the form refuses what the server would refuse, in the same words).
      const admin = await adminOn(await newPage(DESKTOP));
      await admin.goto("/blackjack-management");
      await admin.getByRole("heading", { level: 1, name: "Black Jack Management" }).waitFor();
      const summary = admin.getByRole("region", { name: "Tables" });
      await summary.getByText("Published return to player: 99.64% (basic strategy under the table's rules).").waitFor({ timeout: 15_000 });
      const steps = admin.getByRole("region", { name: "Bet steps" });
      await steps.getByLabel("Step 1", { exact: true }).fill("0.05");
      await steps.getByRole("button", { name: "Save steps" }).click();
      await steps.getByText("A bet is at least 0.1 coins.").waitFor();
      await steps.getByLabel("Step 1", { exact: true }).fill("5");
      await steps.getByRole("button", { name: "Save steps" }).click();
      await steps.getByText("Each bet once.").waitFor();
      await steps.getByLabel("Step 1", { exact: true }).fill("2");
      await steps.getByLabel("Step 3", { exact: true }).fill("20");
      for (const n of [6, 5, 4]) await steps.getByRole("button", { name: `Remove step ${n}` }).click();
      await steps.getByRole("button", { name: "Save steps" }).click();
      await waitForToast(admin, "Bet amounts saved.");
      await checkAdminScreen(admin, "blackjack", () => admin.getByRole("region", { name: "Bet steps" }));

      // A table opened now offers the new steps.
      await openTable(page);
      await until(async () => (await chipLabels(page)).join(" ") === "2.00 5.00 20.00");

      // The default steps again, for whatever runs next on this stack.
      const adminToken = await tokenByApi(page.request, ADMIN.email, ADMIN.password);
      const restored = await page.request.post("/api/v1/admin/blackjack/betAmounts", { data: { betAmountList: DEFAULT_STEPS }, headers: { token: adminToken } });
      expect(restored.status()).toBe(200);
    },
  );
});
