/**
 * Helpers of the Flash tests: the lobby (/teenpatti) with its tiers and dialogs, a private table made under a code and
 * joined by it, the table of /teenpatti/game — its seats, its Sit buttons, the action bar the server's choices fill,
 * the last hand's result, the hand history — all read as a player reads them. Labels are the English ones
 * (web/src/features/flash/locales/flash.en.json, features/table/locales/table.en.json).
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { dialog } from "./ludo.js";

/** Waits on the page as a player does (a table changes state by itself: reads are polled, never slept on). */
const POLL = { timeout: 20_000, interval: 150 } as const;

const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/* ---------------------------------------------------------------- lobby */

/** /teenpatti with its tiers shown. */
export async function openFlashLobby(page: Page): Promise<void> {
  await page.goto("/teenpatti");
  await page.getByRole("heading", { level: 1, name: "Flash" }).waitFor();
  await page.getByRole("list", { name: "Table tiers" }).waitFor({ timeout: 15_000 });
}

/** A tier's card of the lobby (its heading: "Boot 1.00 COIN"). */
export const tierCard = (page: Page, boot: number, currency = "COIN") =>
  page.getByRole("list", { name: "Table tiers" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Boot ${boot.toFixed(2)} ${currency}` }) });

/** The terms a tier's card shows, as { term: value } ("Chaal limit": "128.00"). */
export async function tierTerms(page: Page, boot: number): Promise<Record<string, string>> {
  const card = tierCard(page, boot);
  const terms: Record<string, string> = {};
  for (const row of await card.locator("dl > div").all()) terms[squash(await row.locator("dt").textContent())] = squash(await row.locator("dd").textContent());
  return terms;
}

/** Sets a buy-in field (the amount box of the open dialog). */
export async function typeBuyIn(scope: Locator, amount: number): Promise<void> {
  await scope.getByRole("textbox", { name: /^(Buy-in|Chips to add)/ }).fill(String(amount));
}

/** Lobby → Create a private table: tier, where A-2-3 ranks, buy-in; returns the code the table shows (6 digits). */
export async function createPrivateFlashTable(page: Page, { boot, buyIn, a23 = "Second best run" }: { boot: number; buyIn: number; a23?: string }): Promise<string> {
  await openFlashLobby(page);
  await page.getByRole("button", { name: "Create a private table" }).click();
  const create = dialog(page, "Private table");
  await create.waitFor();
  await create.getByRole("group", { name: "Table (boot, COIN)" }).getByRole("radio", { name: `${boot} COIN`, exact: true }).check();
  await create.getByRole("group", { name: "Where A-2-3 ranks" }).getByRole("radio", { name: a23, exact: true }).check();
  await typeBuyIn(create, buyIn);
  await create.getByRole("button", { name: "Create table" }).click();
  await waitForFlashTable(page);
  const code = squash(await page.getByRole("region", { name: "Private table" }).locator("code").textContent());
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Lobby → Join a private table by its code: you come in watching. */
export async function joinFlashTableByCode(page: Page, code: string): Promise<void> {
  await openFlashLobby(page);
  const card = page.getByRole("region", { name: "Private table" });
  await card.getByRole("textbox", { name: "Table code" }).fill(code);
  await card.getByRole("button", { name: "Join", exact: true }).click();
  await waitForFlashTable(page);
}

/* ---------------------------------------------------------------- table */

/** Waits for the table of /teenpatti/game?room={id} and returns the room id of its address. */
export async function waitForFlashTable(page: Page): Promise<string> {
  await page.waitForURL((u) => u.pathname === "/teenpatti/game" && u.searchParams.has("room"), { timeout: 20_000 });
  await page.getByRole("list", { name: "Seats" }).waitFor({ timeout: 20_000 });
  return new URL(page.url()).searchParams.get("room")!;
}

/** The seats' list of the table (each seat a listitem whose text starts with "Seat n: "). */
export const seats = (page: Page) => page.getByRole("list", { name: "Seats" });

/** The first free seat's Sit button (people watching only). */
export const sitButtons = (page: Page) => seats(page).getByRole("button", { name: /^Sit at seat \d$/ });

/** Watching → a free seat's Sit (that seat, or the first free one) → the buy-in dialog → Sit down; waits for your chips. */
export async function sitDown(page: Page, buyIn: number, seat?: number): Promise<void> {
  await (seat ? seats(page).getByRole("button", { name: `Sit at seat ${seat}`, exact: true }) : sitButtons(page).first()).click();
  const sit = page.getByRole("dialog", { name: /^Take seat \d$/ });
  await sit.waitFor();
  await typeBuyIn(sit, buyIn);
  await sit.getByRole("button", { name: "Sit down" }).click();
  await sit.waitFor({ state: "detached" });
  await yourChips(page, buyIn);
}

/** Waits until "Your chips: … COIN" under the table says this amount. */
export const yourChips = (page: Page, amount: number, currency = "COIN") =>
  page.getByRole("group", { name: "Your seat" }).getByText(`Your chips: ${amount.toFixed(2)} ${currency}`).waitFor({ timeout: 20_000 });

/** The action bar's group (only the server's choices as buttons, or a line saying why there is nothing to do). */
export const actionBar = (page: Page) => page.getByRole("group", { name: "Your actions" });

/** An action bar button by its label's start (Blind, Chaal, Raise ×2, See cards, Show, Sideshow…, Pack). */
export const action = (page: Page, label: string) => actionBar(page).getByRole("button", { name: new RegExp(`^${label.replace(/[×()]/g, (c) => `\\${c}`)}\\b`) });

/** The labels of the buttons the bar shows now (without their prices and keys). */
export const actionLabels = async (page: Page): Promise<string[]> =>
  Promise.all((await actionBar(page).getByRole("button").all()).map(async (b) => squash(await b.locator(".flash-action__label").textContent())));

/** The table's status line under the table ("Your turn.", "Ann to act.", "Next hand in 3 seconds", …). */
export const tableStatus = async (page: Page): Promise<string> => squash(await page.locator(".flash-game__status").textContent());

/** Whether it is your turn now: the bar shows buttons. */
export const isMyTurn = async (page: Page): Promise<boolean> => (await actionBar(page).getByRole("button").count()) > 0;

/** The last hand's card (its heading "Last hand"). */
export const lastHand = (page: Page) => page.getByRole("region", { name: "Last hand" });

/** The last hand's lines: who, their outcome, the cards shown, their net. */
export async function lastHandRows(page: Page): Promise<{ name: string; sub: string; cards: string; net: string }[]> {
  const rows = await lastHand(page).locator(".flash-result__row").all();
  return Promise.all(
    rows.map(async (row) => ({
      name: squash(await row.locator(".flash-result__name").textContent()),
      sub: squash(await row.locator(".flash-result__sub").textContent()),
      cards: squash(await row.locator(".flash-cardline [aria-hidden='true']").allTextContents().then((c) => c.join(" "))),
      net: squash(await row.locator(".flash-result__net").textContent()),
    })),
  );
}

/** Your hands on the history card: each line's net (the number the page shows, signed) and its check link. */
export async function historyNets(page: Page): Promise<number[]> {
  const card = page.getByRole("region", { name: "Your hands" });
  await card.locator('[aria-busy="true"]').waitFor({ state: "detached", timeout: 10_000 }).catch(() => undefined);
  const nets = await card.locator(".flash-history__net").allTextContents();
  return nets.map((text) => Number(squash(text).replace("\u2212", "-").replace(/[^\d.+-]/g, "")));
}

/** Waits for a condition on a page, polled. */
export const until = (read: () => Promise<boolean>, timeout: number = POLL.timeout) => expect.poll(read, { timeout, interval: POLL.interval }).toBe(true);
