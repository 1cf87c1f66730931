/**
 * Flash (teen patti) in three real browsers at a PAID private table: the lobby's tiers with their terms, a table made
 * under a code and joined by it (the two friends come in watching and take a free seat with a buy-in), a hand played
 * through the action bar to a show — one player looks at their cards and bets seen, one bets blind with the keyboard,
 * one packs — the show's result with both hands, then everyone stands up. Each wallet ends at its start minus the
 * buy-in plus the stack returned, which is also the start plus the sum of the hand history's nets; the hand's
 * fairness check passes. The lobby, the table mid-hand and after the show, and the fairness page are saved as
 * screenshots at 390 and 1440 px and checked by axe-core (WCAG 2.1 A/AA) like every other screen.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { atLeast, axeFindings, describeFindings, settleMotion } from "../axe.js";
import { useBrowser } from "../browser.js";
import {
  action,
  actionBar,
  actionLabels,
  createPrivateFlashTable,
  historyNets,
  isMyTurn,
  joinFlashTableByCode,
  lastHand,
  lastHandRows,
  openFlashLobby,
  sitButtons,
  sitDown,
  tierTerms,
  until,
} from "../flash.js";
import { backHome, dialog } from "../ludo.js";
import { expectTopBarBalance, fundedPlayerOn } from "../wallet.js";

const { newPage } = useBrowser();
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");
mkdirSync(artifacts, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const START = 200;
const BUY_IN = 50;

const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const coins = (text: string) => Number(text.replace("\u2212", "-").replace(/[^\d.-]/g, ""));

/** axe-core's findings of impact moderate or worse on the page as it is now, one line each (empty: clean). */
async function axeProblems(page: Page): Promise<string[]> {
  await settleMotion(page);
  return describeFindings(atLeast(await axeFindings(page), "moderate"));
}

/**
 * The screen as it is now at 390 and at 1440 px: saved as flash-{name}-{width}.png in e2e/artifacts, nothing wider than
 * the screen, and clean under axe (soft: every screen that fails is reported). Back to the phone after.
 */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect.soft(await axeProblems(page), `${name} at ${viewport.width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} at ${viewport.width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(artifacts, `flash-${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

type Role = "seer" | "keyboard" | "packer";

/**
 * Plays one hand through the three action bars until its result shows: the packer packs at its first turn; the seer
 * looks at its cards once (they show face up under the table) and then bets seen; the keyboard player presses C (its
 * bet, blind) with the focus on the page; whoever is offered the show takes it. Returns the labels the first bar showed.
 */
async function playHandToShow(players: { page: Page; role: Role }[]): Promise<string[]> {
  let firstBar: string[] | null = null;
  let seen = false;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await lastHand(players[0]!.page).locator(".flash-result__row").count()) > 0) return firstBar ?? [];
    let acted = false;
    for (const { page, role } of players) {
      if (!(await isMyTurn(page)) || (await actionBar(page).getAttribute("aria-busy")) === "true") continue;
      const labels = await actionLabels(page);
      firstBar ??= labels;
      acted = true;
      if (labels.includes("Show")) {
        await action(page, "Show").click();
      } else if (role === "packer") {
        await action(page, "Pack").click();
      } else if (role === "seer" && !seen && labels.includes("See cards")) {
        await action(page, "See cards").click();
        seen = true;
        // Your own cards, face up, once the server lets you see them: three of them, named for screen readers.
        await until(async () => (await page.locator(".flash-mine .flash-cardline__card:not(.flash-cardline__card--back)").count()) === 3);
        await until(async () => (await actionLabels(page)).includes("Chaal"));
        await action(page, "Chaal").click();
      } else if (role === "keyboard" && labels.includes("Blind")) {
        await page.locator("body").click({ position: { x: 2, y: 2 } });
        await page.keyboard.press("c");
      } else {
        await action(page, labels.includes("Blind") ? "Blind" : "Chaal").click();
      }
      // The bar waits for the server's answer, then moves on (another seat's turn, or the end).
      await until(async () => (await actionBar(page).getAttribute("aria-busy")) !== "true");
    }
    if (!acted) await players[0]!.page.waitForTimeout(200);
  }
  throw new Error("the hand did not reach its result in time");
}

/**
 * Stands up (confirming when a hand has started meanwhile: standing up packs it, and the chips come back when it is
 * over) and returns the coins the toast says went back to the wallet.
 */
async function standUp(page: Page): Promise<number> {
  await page.getByRole("group", { name: "Your seat" }).getByRole("button", { name: "Stand up" }).click();
  const confirm = dialog(page, "Stand up?");
  const toast = page.getByRole("status").filter({ hasText: /COIN went back to your wallet\.$/ }).first();
  const first = await Promise.race([
    confirm.waitFor({ timeout: 5_000 }).then(() => "confirm" as const),
    toast.waitFor({ timeout: 5_000 }).then(() => "toast" as const),
  ]).catch(() => "neither" as const);
  if (first === "confirm") await confirm.getByRole("button", { name: "Stand up" }).click();
  await toast.waitFor({ timeout: 60_000 });
  const returned = coins(/^([\d.,]+) COIN/.exec(squash(await toast.textContent()))?.[1] ?? "NaN");
  expect(returned).toBeGreaterThan(0);
  // Watching now: a Sit button on every free seat, your own included.
  await until(async () => (await sitButtons(page).count()) > 0);
  return returned;
}

describe("a paid private Flash table, three players, played to a show", () => {
  it("shows the tiers, seats three buy-ins, plays a hand to a show and squares every wallet with the hand history", { timeout: 240_000 }, async () => {
    const pages = await Promise.all(["flasha", "flashb", "flashc"].map(async (tag) => {
      const page = await newPage(PHONE);
      return { page, player: await fundedPlayerOn(page, tag, START) };
    }));
    const [a, b, c] = pages.map((p) => p.page) as [Page, Page, Page];

    // The lobby: every tier's terms before anyone sits (boot 1: chaal 128×, pot 1,024×, buy-in 10–500).
    await openFlashLobby(a);
    expect(await tierTerms(a, 1)).toEqual({ Boot: "1.00", "Blind limit": "4 blind bets", "Chaal limit": "128.00", "Pot limit": "1,024.00", "Buy-in": "10.00 – 500.00" });
    expect((await tierTerms(a, 100))["Pot limit"]).toBe("102,400.00");
    await checkScreen(a, "lobby");

    // A opens a private table (boot 1, buy-in 50) and sits; the code is on the table to copy and share.
    const code = await createPrivateFlashTable(a, { boot: 1, buyIn: BUY_IN });
    await a.getByRole("list", { name: "Table terms" }).getByText("A-2-3: second best run").waitFor();

    // B and C join by the code: they watch (a Sit button on each free seat), then each takes a seat with a buy-in.
    for (const page of [b, c]) {
      await joinFlashTableByCode(page, code);
      await until(async () => (await sitButtons(page).count()) === 6);
      await actionBar(page).getByText("You are watching. Pick a free seat on the table to play.").waitFor();
    }
    expect.soft(await axeProblems(b), "the table, watching").toEqual([]);
    await Promise.all([sitDown(b, BUY_IN, 3), sitDown(c, BUY_IN, 5)]);

    // The hand is dealt to all three; mid-hand (the first bet made), A's table at both widths.
    for (const page of [a, b, c]) await page.getByText("Face down: you play blind until you choose See cards.").waitFor({ timeout: 30_000 });
    const players = [
      { page: a, role: "seer" as const },
      { page: b, role: "keyboard" as const },
      { page: c, role: "packer" as const },
    ];
    const firstBar = await playHandToShow(players);
    // Only the server's choices: a blind first player with three in the hand may see, bet blind, raise or pack.
    if (!firstBar.includes("Show")) expect(firstBar).toEqual(["See cards", "Blind", "Raise ×2", "Pack"]);

    // The show's result, the same at every seat: both hands shown with their category, the packed hand hidden.
    const results = await Promise.all([a, b, c].map(async (page) => {
      await lastHand(page).getByText("Show: the two hands were compared.").waitFor({ timeout: 15_000 });
      return lastHandRows(page);
    }));
    for (const rows of results) expect(rows.map((r) => `${r.sub}|${r.cards}|${r.net}`)).toEqual(results[0]!.map((r) => `${r.sub}|${r.cards}|${r.net}`));
    const rows = results[0]!;
    const shown = rows.filter((r) => r.cards !== "");
    expect(shown).toHaveLength(2);
    for (const r of shown) expect(r.cards.split(" ")).toHaveLength(3);
    expect(shown.map((r) => r.sub.split(" · ")[0]).sort()).toEqual(["Lost", "Won"]);
    expect(rows.find((r) => r.sub.startsWith("Packed"))?.cards).toBe("");

    // Everyone stands up (the next hand starts a few seconds after a show): the stack goes back to the wallet.
    const returned = await Promise.all([a, b, c].map(standUp));
    // The result stays on the table after the players stood up.
    await checkScreen(a, "table-result");

    // Each wallet: start − buy-in + stack returned, and start + the sum of the history's nets (after commission).
    for (const [i, page] of [a, b, c].entries()) {
      await openFlashLobby(page);
      const expected = START - BUY_IN + returned[i]!;
      await page.getByText(`Your balance: ${expected.toFixed(2)} COIN`).waitFor({ timeout: 15_000 });
      await until(async () => (await historyNets(page)).length > 0);
      const nets = await historyNets(page);
      expect(Math.round((START + nets.reduce((sum, n) => sum + n, 0)) * 100) / 100).toBe(expected);
      await backHome(page);
      await expectTopBarBalance(page, expected.toFixed(2));
    }

    // The hand's fairness check (linked from the history) passes: seed, deck, every hand and the replayed result.
    await openFlashLobby(a);
    const check = a.getByRole("region", { name: "Your hands" }).getByRole("link", { name: /^Check/ }).last();
    const href = await check.getAttribute("href");
    expect(href).toMatch(/^\/fairness\?game=flash&id=[0-9a-f-]{36}$/);
    await a.goto(href!);
    await a.getByText("Fair.", { exact: true }).waitFor({ timeout: 15_000 });
    await a.getByRole("heading", { name: /^Result, replayed from \d+ actions?$/ }).waitFor();
    await checkScreen(a, "fairness");
  });
});

describe("the table mid-hand", () => {
  it("shows the table with a hand in play at both widths (free play with bots)", { timeout: 90_000 }, async () => {
    const page = await newPage(PHONE);
    await fundedPlayerOn(page, "flashfree", 0);
    await openFlashLobby(page);
    await page.getByRole("button", { name: "Play with bots" }).click();
    const free = dialog(page, "Free Play");
    await free.getByRole("group", { name: "Computer players" }).getByRole("radio", { name: "3", exact: true }).check();
    await free.getByRole("button", { name: "Start" }).click();
    await page.waitForURL((u) => u.pathname === "/teenpatti/game", { timeout: 20_000 });
    // Four seats (you and three bots, marked as computer players), a hand dealt, and it comes to you.
    await until(async () => (await page.getByRole("list", { name: "Seats" }).getByText("(computer player)").count()) === 3, 30_000);
    await until(async () => isMyTurn(page), 60_000);
    await checkScreen(page, "table");
    // The screens took a while: play on when it is your turn again (the clock may have packed you meanwhile).
    await until(async () => isMyTurn(page), 60_000);
    await action(page, "Pack").click();
    // The server took the pack: the bar has nothing for you any more.
    await until(async () => !(await isMyTurn(page)));
  });
});
