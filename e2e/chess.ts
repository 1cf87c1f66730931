/**
 * Helpers of the chess tests: the chess menu, the private room page (create under a code, join by the code), and the
 * table of /chess/game/{id} played as a player plays it — by dragging a piece on the board's canvas, or by typing the
 * move into the board's keyboard form — with the position read from what the page shows (the board's name, the status
 * line, the move list). Labels are the English ones (web/src/features/chess/locales/chess.en.json,
 * web/src/features/chess/board/locales/chess-board.en.json, features/table/locales/table.en.json).
 */
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { dialog } from "./ludo.js";

export type Colour = "white" | "black";

/** Waits for a condition on the page (a table redraws its board, so reads are polled rather than slept on). */
const POLL = { timeout: 15_000, interval: 100 } as const;

/* ----------------------------------------------------------------- menu */

/** /chess/menu with its three ways to play. */
export async function openChessMenu(page: Page): Promise<void> {
  await page.goto("/chess/menu");
  await page.getByRole("heading", { level: 1, name: "Chess" }).waitFor();
  await page.getByRole("list", { name: "Ways to play" }).waitFor({ timeout: 15_000 });
}

/** One of the menu's ways to play (its name starts with the title): Play online, Private room, Play the computer. */
export const wayToPlay = (page: Page, title: "Play online" | "Private room" | "Play the computer") =>
  page.getByRole("list", { name: "Ways to play" }).getByRole(title === "Private room" ? "link" : "button", { name: new RegExp(`^${title}\\b`) });

/** Menu → Private room: the page with the Create and Join forms. */
export async function openPrivateRoomPage(page: Page): Promise<void> {
  await openChessMenu(page);
  await wayToPlay(page, "Private room").click();
  await page.waitForURL((u) => u.pathname === "/chess/privateRoom");
  await page.getByRole("heading", { level: 1, name: "Private room" }).waitFor();
}

/** The private room page's sections by their headings: Create a room, Join a room, Waiting for your friend. */
export const privateCard = (page: Page, title: "Create a room" | "Join a room" | "Waiting for your friend") =>
  page.getByRole("region", { name: title, exact: true });

/**
 * On the private room page: types the entry fee into Create a room and creates it. Returns the code the waiting room
 * shows (6 digits) once the room is made.
 */
export async function createPrivateRoom(page: Page, fee: number): Promise<string> {
  const create = privateCard(page, "Create a room");
  await create.getByRole("textbox", { name: /^Entry fee/ }).fill(String(fee));
  await create.getByRole("button", { name: "Create room", exact: true }).click();
  const waiting = privateCard(page, "Waiting for your friend");
  await waiting.waitFor({ timeout: 15_000 });
  await waiting.getByRole("list", { name: "Table" }).getByText(`Entry ${fee} COIN`).waitFor();
  const code = (await waiting.locator("code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Menu → Private room → Join a room: types the code and joins. */
export async function joinPrivateRoom(page: Page, code: string): Promise<void> {
  await openPrivateRoomPage(page);
  const join = privateCard(page, "Join a room");
  await join.getByRole("textbox", { name: "Room code" }).fill(code);
  await join.getByRole("button", { name: "Join", exact: true }).click();
}

/** Waits for the table of a game (/chess/game/{id}) and returns the game id of its address. */
export async function waitForTable(page: Page): Promise<string> {
  await page.waitForURL((u) => /^\/chess\/game\/[^/]+$/.test(u.pathname), { timeout: 20_000 });
  await board(page).waitFor({ timeout: 20_000 });
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Menu → Play the computer: its dialog (level, your colour, the clock). */
export async function openComputerDialog(page: Page): Promise<Locator> {
  await openChessMenu(page);
  await wayToPlay(page, "Play the computer").click();
  const setup = dialog(page, "Play the computer");
  await setup.waitFor();
  return setup;
}

/** In the Play the computer dialog: picks the level and colour, then Start game; waits for the table. */
export async function startComputerGame(setup: Locator, level: number, colour: "White" | "Black" | "Random" = "Random"): Promise<string> {
  await setup.getByRole("group", { name: "Level" }).getByRole("radio", { name: String(level), exact: true }).check();
  await setup.getByRole("group", { name: "Your colour" }).getByRole("radio", { name: colour, exact: true }).check();
  await setup.getByRole("button", { name: "Start game", exact: true }).click();
  return waitForTable(setup.page());
}

/* ---------------------------------------------------------------- table */

/** The board picture: its name says your side, the last move and whose move it is ("Chess board. You play White. …"). */
export const board = (page: Page) => page.getByRole("img", { name: /^Chess board\./ });

/** Your colour as the board's name says it. */
export async function myColour(page: Page): Promise<Colour> {
  let colour: Colour | undefined;
  await expect
    .poll(async () => {
      const name = (await board(page).getAttribute("aria-label")) ?? "";
      colour = /You play (White|Black)\./.exec(name)?.[1]?.toLowerCase() as Colour | undefined;
      return colour;
    }, POLL)
    .toBeDefined();
  return colour!;
}

/** The line under the board while it is your turn: "Your move." (or "Check! Your move."), maybe with a time limit. */
const yourTurnLine = (page: Page) => page.locator(".chess-game__status").filter({ hasText: /^(Check! )?Your move\./ });

/** Waits until it is your move (the board takes your pieces only then). */
export const waitForYourMove = (page: Page, timeout = 20_000) => yourTurnLine(page).waitFor({ timeout });

/** The moves so far as the move list shows them, in SAN. */
export const shownMoves = (page: Page): Promise<string[]> =>
  page.locator(".move-list .move-list__ply").allTextContents().then((plies) => plies.map((p) => p.trim()));

/** Waits until the move list shows at least `count` moves and returns them. */
export async function waitForMoves(page: Page, count: number, timeout = 15_000): Promise<string[]> {
  let moves: string[] = [];
  await expect
    .poll(async () => (moves = await shownMoves(page)).length, { timeout, interval: 100 })
    .toBeGreaterThanOrEqual(count);
  return moves;
}

/** The centre of a square in page coordinates, from the board's box and which side is at the bottom. */
async function squareCentre(page: Page, square: string, bottom: Colour): Promise<{ x: number; y: number }> {
  const box = await board(page).boundingBox();
  if (!box) throw new Error("the board is not on screen");
  const file = square.charCodeAt(0) - "a".charCodeAt(0);
  const rank = Number(square[1]) - 1;
  const col = bottom === "white" ? file : 7 - file;
  const row = bottom === "white" ? 7 - rank : rank;
  const cell = box.width / 8;
  return { x: box.x + (col + 0.5) * cell, y: box.y + (row + 0.5) * cell };
}

/**
 * Plays a move by dragging the piece on the canvas from its square to the target (e.g. "f2f3"), your side at the
 * bottom, once it is your move; waits for the move list to show it. The canvas starts drawing a moment after the page
 * shows the table: a drag that found no board yet changes nothing and is made again (a second drag after a move that
 * did go out finds the board closed to you and changes nothing either).
 */
export async function dragMove(page: Page, uci: string, me: Colour): Promise<void> {
  await waitForYourMove(page);
  await board(page).locator("canvas").waitFor();
  const before = (await shownMoves(page)).length;
  for (let attempt = 1; ; attempt++) {
    await board(page).scrollIntoViewIfNeeded();
    const from = await squareCentre(page, uci.slice(0, 2), me);
    const to = await squareCentre(page, uci.slice(2, 4), me);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    // Several steps: a real drag, past the few pixels of wobble a click may have.
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    try {
      await waitForMoves(page, before + 1, 5_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`chess: the drag ${uci} showed no move (attempt ${attempt}); dragging again`);
    }
  }
}

/** The board's keyboard form (shown while it has the focus) and its parts. */
export const keyboardForm = (page: Page) => page.getByRole("form", { name: "Move by keyboard" });
const moveField = (page: Page) => keyboardForm(page).getByRole("textbox", { name: "Your move (e.g. e2e4 or Nf3)" });
/** The form's answer to a move it cannot play ("Nf6 is not a legal move here."); empty when there is none. */
const formProblem = (page: Page) => keyboardForm(page).getByRole("alert", { includeHidden: true });

/**
 * Types a move into the keyboard form (Tab-reachable under the board) and presses Enter, once it is your move. The
 * form checks it against the server's legal moves: "illegal" when it says the move is not legal here (nothing is
 * sent), "played" once the move list shows it. Any other answer of the form is a failure.
 */
export async function typeMove(page: Page, move: string): Promise<"played" | "illegal"> {
  await waitForYourMove(page);
  const before = (await shownMoves(page)).length;
  const field = moveField(page);
  await field.fill(move);
  await field.press("Enter");
  let problem = "";
  await expect
    .poll(async () => {
      problem = (await formProblem(page).textContent({ timeout: 1_000 }))?.trim() ?? "";
      return problem !== "" || (await shownMoves(page)).length > before;
    }, POLL)
    .toBe(true);
  if (!problem) return "played";
  if (problem === `${move} is not a legal move here.`) return "illegal";
  throw new Error(`the keyboard form refused ${move}: ${problem}`);
}

/**
 * Plays the first of `candidates` the page accepts as legal (the keyboard form checks each against the server's
 * legal moves and refuses the others), and returns it. A computer's replies are its own, so the test offers a few
 * quiet moves and lets the page say which one the position allows.
 */
export async function typeFirstLegal(page: Page, candidates: readonly string[]): Promise<string> {
  for (const move of candidates) if ((await typeMove(page, move)) === "played") return move;
  throw new Error(`none of ${candidates.join(", ")} is legal here (moves so far: ${(await shownMoves(page)).join(" ")})`);
}

/** Whether the keyboard form is open on screen (closed, it is a 1-pixel box that only the keyboard reaches). */
export const keyboardFormOpen = (page: Page): Promise<boolean> => keyboardForm(page).evaluate((form) => form.getBoundingClientRect().height > 1);

/** Whether the keyboard form's move field has the focus. */
export const moveFieldFocused = (page: Page): Promise<boolean> => moveField(page).evaluate((field) => field === document.activeElement);

/** A button of the table's game actions (Abort, Takeback, Offer draw, Resign). */
export const gameAction = (page: Page, name: string) =>
  page.getByRole("group", { name: "Game actions" }).getByRole("button", { name, exact: true });

/** The kit's Result dialog at the end of a game. */
export const resultDialog = (page: Page): Locator => dialog(page, "Result");

/** Result → Download PGN: the file the browser saves, and its text. */
export async function downloadPgn(page: Page): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    resultDialog(page).getByRole("button", { name: "Download PGN", exact: true }).click(),
  ]);
  const file = await download.path();
  return { fileName: download.suggestedFilename(), text: await readFile(file, "utf8") };
}
