/**
 * Helpers of the Ludo tests: coins for a player (API setup), the Ludo menu and its dialogs, and the table of
 * /ludo/game played through its own controls (the die button or R, then the token buttons or 1–4), all as a
 * player sees them. Labels are the English ones (web/src/features/ludo/locales/*.en.json, features/table/locales/table.en.json).
 */
import type { APIRequestContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { PawnColour } from "@arena/contracts";
import { tokenByApi, waitForToast, type Player } from "./accounts.js";

export type BoardTheme = "default" | "nature";
export type Rules = "classic" | "quick";

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/* ------------------------------------------------------------------ API */

/** Deposits coins through the dev payment provider, which pays at once (test setup: POST user/deposit). */
export async function depositByApi(request: APIRequestContext, player: Player, amount: number): Promise<void> {
  const token = await tokenByApi(request, player.email, player.password);
  const res = await request.post("/api/v1/user/deposit", { data: { amount }, headers: { token } });
  const body = (await res.json()) as { responseMessage: string; result?: { transactionStatus?: string } };
  if (res.status() !== 200 || body.result?.transactionStatus !== "SUCCESS") {
    throw new Error(`deposit of ${amount} failed (${res.status()}): ${body.responseMessage}`);
  }
}

/* ----------------------------------------------------------------- menu */

/** /ludo/menu with its mode cards shown (they appear after a short pause). */
export async function openLudoMenu(page: Page): Promise<void> {
  await page.goto("/ludo/menu");
  await page.getByRole("heading", { level: 1, name: "Ludo" }).waitFor();
  await page.getByRole("list", { name: "Game modes" }).waitFor({ timeout: 15_000 });
}

/** One of the menu's mode cards: Private, Multiplayer or Free Play (its name starts with the title). */
export const modeCard = (page: Page, title: "Private" | "Multiplayer" | "Free Play") =>
  page.getByRole("list", { name: "Game modes" }).getByRole("button", { name: new RegExp(`^${title}\\b`) });

/** A dialog of the menu or the table by its title. */
export const dialog = (page: Page, title: string) => page.getByRole("dialog", { name: title, exact: true });

/** One of the big buttons of a choice dialog (Create Room, Join with code, …), named by its label. */
export const choice = (scope: Locator, label: string) => scope.getByRole("button", { name: new RegExp(`^${label}\\b`) });

/**
 * Saves the player's dice seed the way a player does: Ludo menu → Profile → 'Your dice seed' → Save seed (the web
 * app keeps it in localStorage `ludoClientSeed` and sends it as clientSeed when creating or joining a table).
 */
export async function saveDiceSeed(page: Page, seed: string): Promise<void> {
  await openLudoMenu(page);
  await page.getByRole("group", { name: "Ludo menu tools" }).getByRole("button", { name: "Profile" }).click();
  const profile = dialog(page, "Profile");
  const field = profile.getByLabel("Your dice seed");
  await field.waitFor();
  await field.fill(seed);
  await profile.getByRole("button", { name: "Save seed" }).click();
  await waitForToast(page, "Dice seed saved.");
  expect(await page.evaluate(() => window.localStorage.getItem("ludoClientSeed"))).toBe(seed);
  await profile.getByRole("button", { name: "Close" }).click();
  await profile.waitFor({ state: "detached" });
}

export interface PrivateTable {
  color: PawnColour;
  players: 2 | 3 | 4;
  fee: number;
  rules: Rules;
  board: BoardTheme;
}

/**
 * Private → Create Room → pawn, players, typed fee and rules → Next → Themes → Create. Returns the private room
 * modal (left open) with the code and password it shows.
 */
export async function createPrivateTable(
  page: Page,
  table: PrivateTable,
): Promise<{ room: Locator; code: string; password: string }> {
  await openLudoMenu(page);
  await modeCard(page, "Private").click();
  await choice(dialog(page, "Private"), "Create Room").click();

  const create = dialog(page, "Select Game");
  await create.getByRole("radio", { name: capital(table.color), exact: true }).check();
  await create.getByRole("radio", { name: `${table.players} Players`, exact: true }).check();
  await create.getByRole("textbox", { name: "Entry fee" }).fill(String(table.fee));
  await create.getByRole("radio", { name: new RegExp(`^${capital(table.rules)}\\b`) }).check();
  await create.getByRole("button", { name: "Next" }).click();

  const themes = dialog(page, "Themes");
  await themes.getByRole("radio", { name: capital(table.board), exact: true }).check();
  await themes.getByRole("button", { name: "Create", exact: true }).click();

  const room = dialog(page, "Private Room");
  await room.waitFor({ timeout: 15_000 });
  // The room code (6 digits), then the password (8 letters or digits), each shown as code beside its copy button.
  const [code, password] = (await room.locator("code").allTextContents()).map((text) => text.trim());
  if (!code || !password) throw new Error("the private room modal shows no code or no password");
  await room.getByText(`Entry fee: ${table.fee} COIN`).waitFor();
  return { room, code, password };
}

/** Private → Join with code → types the code → Join; returns the private room modal the joiner waits in. */
export async function joinPrivateByCode(page: Page, code: string): Promise<Locator> {
  await openLudoMenu(page);
  await modeCard(page, "Private").click();
  await choice(dialog(page, "Private"), "Join with code").click();
  const join = dialog(page, "Join");
  await join.getByRole("textbox", { name: "Room code" }).fill(code);
  await join.getByRole("button", { name: "Join", exact: true }).click();
  const room = dialog(page, "Private Room");
  await room.waitFor({ timeout: 15_000 });
  await room.getByText(code, { exact: true }).waitFor();
  return room;
}

export interface ComputerGame {
  bots: 1 | 2 | 3;
  rules: Rules;
  board: BoardTheme;
}

/** Free Play → computer players, rules and board → Start; waits for the table at /ludo/game?started=false. */
export async function startComputerGame(page: Page, game: ComputerGame): Promise<void> {
  await openLudoMenu(page);
  await modeCard(page, "Free Play").click();
  const setup = dialog(page, "Free Play");
  await setup.getByRole("group", { name: "Computer players" }).getByRole("radio", { name: String(game.bots), exact: true }).check();
  await setup.getByRole("radio", { name: new RegExp(`^${capital(game.rules)}\\b`) }).check();
  await setup.getByRole("group", { name: "Board" }).getByRole("radio", { name: capital(game.board), exact: true }).check();
  await setup.getByRole("button", { name: "Start", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/ludo/game" && u.searchParams.get("started") === "false", { timeout: 15_000 });
  await yourMoves(page).waitFor({ timeout: 20_000 });
}

/**
 * The Ludo screens sit in the full-screen game frame, whose bar has only the back arrow and the logo (no wallet
 * chip): its back arrow goes home, where the top bar shows the balance.
 */
export async function backHome(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("link", { name: "Back to home" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByTestId("wallet-balance").waitFor();
}

/* ---------------------------------------------------------------- table */

/** The table's "Your moves" region: the die, the turn line and your four token buttons. */
export const yourMoves = (page: Page) => page.getByRole("region", { name: "Your moves" });

/** The die while it may be rolled (its name is 'Roll the dice' only then). */
export const rollButton = (page: Page) => yourMoves(page).getByRole("button", { name: "Roll the dice", exact: true });

/** Your token button n (1–4) while it may move: 'Move token 1 (Step 3)' (otherwise it is 'Token 1: Step 3'). */
export const movableToken = (page: Page, n: number) => yourMoves(page).getByRole("button", { name: new RegExp(`^Move token ${n}\\b`) });

/** The Result dialog at the end of a game. */
export const resultDialog = (page: Page) => dialog(page, "Result");

/** The Provably fair card's value for a term (Game id, Client seed, Rolls so far, Server seed). */
export const fairValue = (page: Page, term: string) =>
  page.locator(".fair-info__list > div", { has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) }).locator("dd");

export interface Seat {
  page: Page;
  /** Play by the keyboard (R, then the digit of the token) instead of clicking the die and the token buttons. */
  keys?: boolean;
}

/** What a table shows its player right now: the Result dialog, a die to roll, the tokens that may move (1–4). */
interface TableNow {
  result: boolean;
  canRoll: boolean;
  movable: number[];
}

/**
 * Reads the table in one round trip (the page is busy drawing the board, so every call to it costs): the same
 * names and states the locators above use — the enabled 'Roll the dice' and 'Move token N (…)' buttons of the
 * "Your moves" region, and a dialog titled Result.
 */
const readTable = (page: Page): Promise<TableNow> =>
  page.evaluate(() => {
    const region = document.querySelector('section[aria-label="Your moves"]');
    const enabled = region ? Array.from(region.querySelectorAll("button")).filter((b) => !b.disabled) : [];
    const labels = enabled.map((b) => b.getAttribute("aria-label") ?? "");
    const titled = (d: Element) => document.getElementById(d.getAttribute("aria-labelledby") ?? "")?.textContent?.trim();
    return {
      result: Array.from(document.querySelectorAll('[role="dialog"]')).some((d) => titled(d) === "Result"),
      canRoll: labels.includes("Roll the dice"),
      movable: labels.flatMap((label) => /^Move token ([1-4])\b/.exec(label)?.[1] ?? []).map(Number),
    };
  });

/** A click or key press lands while the page renders the board: generous, and a miss is only retried. */
const ACTION_TIMEOUT_MS = 10_000;

/** If this seat may act now: rolls, or moves its lowest-numbered legal token. */
async function act({ page, keys }: Seat, now: TableNow): Promise<"roll" | "move" | null> {
  if (now.canRoll) {
    if (keys) await page.keyboard.press("r");
    // The die pulses while it may be rolled (an endless CSS animation), so it is never "stable" for Playwright's
    // actionability check: it is clicked as it is (it was just seen enabled).
    else await rollButton(page).click({ force: true, timeout: ACTION_TIMEOUT_MS });
    return "roll";
  }
  const lowest = Math.min(...now.movable);
  if (!Number.isFinite(lowest)) return null;
  if (keys) await page.keyboard.press(String(lowest));
  else await movableToken(page, lowest).click({ timeout: ACTION_TIMEOUT_MS });
  return "move";
}

/**
 * Plays every seat by the table's controls until each page shows the Result dialog: whenever a page may roll it
 * rolls, and whenever it may move it moves its lowest-numbered legal token. Returns how many rolls and moves the
 * test sent (a send the server refuses, e.g. one that raced the state, changes nothing and is not retried).
 */
export async function playUntilResult(seats: Seat[], timeoutMs: number): Promise<{ rolls: number; moves: number }> {
  const deadline = Date.now() + timeoutMs;
  const sent = { rolls: 0, moves: 0 };
  for (;;) {
    const tables = await Promise.all(seats.map(({ page }) => readTable(page)));
    if (tables.every((t) => t.result)) return sent;
    if (Date.now() > deadline) throw new Error(`no result after ${timeoutMs} ms (${sent.rolls} rolls, ${sent.moves} moves sent)`);
    let acted = false;
    for (const [i, seat] of seats.entries()) {
      // The state may move on between the read and the action (the button goes): the next pass reads it again.
      const action = await act(seat, tables[i]!).catch(() => null);
      if (action === "roll") sent.rolls++;
      if (action === "move") sent.moves++;
      acted ||= action !== null;
    }
    if (!acted) await new Promise((r) => setTimeout(r, 100));
  }
}

/** The ranked rows of the Result dialog as shown: rank, name (with 'You' when it is yours) and amount won. */
export async function resultRows(page: Page): Promise<{ rank: string; name: string; amount: string }[]> {
  const rows = await resultDialog(page).getByRole("listitem").all();
  const squash = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
  return Promise.all(
    rows.map(async (row) => ({
      rank: squash(await row.locator(".game-result__rank").textContent()),
      name: squash(await row.locator(".game-result__name").textContent()),
      amount: squash(await row.locator(".game-result__amount").textContent()),
    })),
  );
}

/* ---------------------------------------------------------------- board */

/**
 * How many distinct colours the board shows, counted from a screenshot of the board element (a WebGL canvas
 * cannot be read back once drawn, a screenshot can): 0 or 1 means nothing was drawn.
 */
export async function boardColours(page: Page): Promise<number> {
  const board = page.locator(".ludo-board");
  const png = await board.screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set<number>();
    // Every 7th pixel is plenty to tell a drawn board from an empty one.
    for (let i = 0; i < data.length; i += 4 * 7) seen.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
    return seen.size;
  }, png.toString("base64"));
}
