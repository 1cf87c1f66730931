/**
 * Chess in two real browsers: a paid private game (fee 10) created and joined through the private room page and
 * played to Fool's mate on the board — one player drags the pieces on the canvas, the other types into the board's
 * keyboard form — then the result dialog, the PGN it downloads and both top bars' balances; a free game against
 * the computer played a few moves and resigned; and the menu, the private room and the table mid-game saved as
 * screenshots at 390 and 1440 px and checked by axe-core (WCAG 2.1 A/AA) like every other screen.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPlayer, signUpByApi } from "../accounts.js";
import { atLeast, axeFindings, describeFindings, settleMotion } from "../axe.js";
import { useBrowser } from "../browser.js";
import {
  createPrivateRoom,
  downloadPgn,
  dragMove,
  gameAction,
  joinPrivateRoom,
  keyboardFormOpen,
  moveFieldFocused,
  myColour,
  openChessMenu,
  openComputerDialog,
  openPrivateRoomPage,
  privateCard,
  resultDialog,
  startComputerGame,
  typeFirstLegal,
  typeMove,
  waitForMoves,
  waitForTable,
  waitForYourMove,
  type Colour,
} from "../chess.js";
import { backHome, depositByApi, dialog, resultRows } from "../ludo.js";
import { expectTopBarBalance, logInThroughUi, fundedPlayerOn } from "../wallet.js";

const { newPage } = useBrowser();
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");
mkdirSync(artifacts, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A player signed up and funded through the API, then logged in through the top bar, on a phone. */
async function fundedPlayer(tag: string, coins: number) {
  const page = await newPage(PHONE);
  return { player: await fundedPlayerOn(page, tag, coins), page };
}


/** axe-core's findings of impact moderate or worse on the page as it is now, one line each (empty: clean). */
async function axeProblems(page: Page): Promise<string[]> {
  await settleMotion(page);
  return describeFindings(atLeast(await axeFindings(page), "moderate"));
}

/**
 * The screen as it is now at 390 and at 1440 px: saved as chess-{name}-{width}.png in e2e/artifacts, nothing wider
 * than the screen, and clean under axe (a soft assertion: every screen that fails is reported). Back to the phone after.
 */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect.soft(await axeProblems(page), `${name} at ${viewport.width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} at ${viewport.width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(artifacts, `chess-${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** Fool's mate, the shortest game: White weakens the king's diagonal, Black mates with the queen. */
const FOOLS_MATE = ["f2f3", "e7e5", "g2g4", "d8h4"] as const;
const FOOLS_MATE_SAN = ["f3", "e5", "g4", "Qh4#"];

describe("a private chess game with real fees, played to checkmate in two browsers", () => {
  it("creates a room, joins by its code, mates in two, settles the pot and downloads the PGN", { timeout: 120_000 }, async () => {
    const [{ player: a, page: pa }, { player: b, page: pb }] = await Promise.all([fundedPlayer("chessa", 100), fundedPlayer("chessb", 100)]);

    // A: the menu, then Private room → Create a room (fee 10): the waiting room shows the code.
    await openChessMenu(pa);
    await checkScreen(pa, "menu");
    await openPrivateRoomPage(pa);
    await privateCard(pa, "Create a room").waitFor();
    expect.soft(await axeProblems(pa), "the private room page's forms").toEqual([]);
    const code = await createPrivateRoom(pa, 10);
    await checkScreen(pa, "private-room");

    // B: Private room → Join a room with the code. Both land on the same game's table.
    await joinPrivateRoom(pb, code);
    const [gameA, gameB] = await Promise.all([waitForTable(pa), waitForTable(pb)]);
    expect(gameA).toBe(gameB);
    for (const page of [pa, pb]) await page.getByRole("list", { name: "Table" }).getByText("Entry 10 COIN").waitFor();

    // Who plays White was drawn by the server: each board says its player's side, and the two differ.
    const colours = { a: await myColour(pa), b: await myColour(pb) };
    expect(new Set([colours.a, colours.b])).toEqual(new Set<Colour>(["white", "black"]));
    const [white, black] = colours.a === "white" ? [pa, pb] : [pb, pa];
    const [whitePlayer, blackPlayer] = colours.a === "white" ? [a, b] : [b, a];
    // A plays by dragging on the canvas, B through the keyboard form: both ways of moving reach the server.
    const play = async (page: Page, uci: string) => {
      if (page === pa) await dragMove(pa, uci, colours.a);
      else expect(await typeMove(pb, uci), uci).toBe("played");
    };

    await play(white, FOOLS_MATE[0]);
    await play(black, FOOLS_MATE[1]);
    for (const page of [pa, pb]) await waitForMoves(page, 2);
    // Mid-game (both sides have moved): A's table at both widths.
    await waitForYourMove(white);
    await checkScreen(pa, "table");
    await play(white, FOOLS_MATE[2]);
    await play(black, FOOLS_MATE[3]);

    for (const page of [pa, pb]) {
      expect(await waitForMoves(page, 4)).toEqual(FOOLS_MATE_SAN);
      const result = resultDialog(page);
      await result.waitFor({ timeout: 15_000 });
      await result.getByText("Black wins by checkmate.", { exact: true }).waitFor();
      // Black takes the pot less 10% commission (2 × 10 − 2 = 18); White gets nothing.
      const rows = await resultRows(page);
      expect(rows.map((r) => r.rank)).toEqual(["1", "2"]);
      expect(rows[0]!.name).toContain(blackPlayer.userName);
      expect(rows[0]!.name).toContain("Black");
      expect(rows[0]!.amount).toMatch(/^\+18\.00\s*COIN$/);
      expect(rows[1]!.name).toContain(whitePlayer.userName);
      expect(rows[1]!.name).toContain("White");
      expect(rows[1]!.amount).toMatch(/^0\.00\s*COIN$/);
      await result.getByRole("button", { name: "Rematch", exact: true }).waitFor();
      expect.soft(await axeProblems(page), "the result dialog").toEqual([]);
    }
    await resultDialog(black).getByText("You won!").waitFor();
    await resultDialog(white).getByText("Better luck next time.").waitFor();

    // The PGN from the result dialog: the four moves and Black's win, with each side's name.
    const pgn = await downloadPgn(pb);
    expect(pgn.fileName).toBe(`chess-${gameA}.pgn`);
    expect(pgn.text).toContain("1. f3 e5 2. g4 Qh4# 0-1");
    expect(pgn.text).toContain('[Result "0-1"]');
    expect(pgn.text).toContain(`[White "${whitePlayer.userName}"]`);
    expect(pgn.text).toContain(`[Black "${blackPlayer.userName}"]`);
    expect(pgn.text).toContain('[Termination "Normal"]');

    // Menu → the chess menu → home, where the top bar shows the settled balances: winner 100 − 10 + 18, loser 100 − 10.
    for (const page of [pa, pb]) {
      await resultDialog(page).getByRole("button", { name: "Menu", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/chess/menu");
      await backHome(page);
    }
    await expectTopBarBalance(black, "108.00");
    await expectTopBarBalance(white, "90.00");
  });
});

describe("a game against the computer", () => {
  /** Quiet first moves for each side; the keyboard form says which ones the position allows. */
  const QUIET: Record<Colour, string[]> = {
    white: ["Nf3", "Nc3", "e3", "d3", "a3", "h3", "b3", "g3", "c3", "a4", "h4"],
    black: ["Nf6", "Nc6", "e6", "d6", "a6", "h6", "b6", "g6", "c6", "a5", "h5"],
  };

  it("plays three moves at level 1, sees each answer, resigns and shows the result; no coins move", { timeout: 90_000 }, async () => {
    const player = newPlayer("chessbot");
    const page = await newPage(PHONE);
    await signUpByApi(page.request, player);
    await depositByApi(page.request, player, 20);
    await logInThroughUi(page, player.email, player.password);

    const setup = await openComputerDialog(page);
    expect.soft(await axeProblems(page), "the Play the computer dialog").toEqual([]);
    await startComputerGame(setup, 1);
    const tags = page.getByRole("list", { name: "Table" });
    await tags.getByText("Against the computer").waitFor();
    await tags.getByText("Level 1").waitFor();
    await tags.getByText("No entry fee").waitFor();
    await page.getByText("Computer level 1").first().waitFor();

    const me = await myColour(page);
    // As Black, the computer opens: its move is on the board before yours.
    let plies = me === "black" ? (await waitForMoves(page, 1)).length : 0;
    for (let i = 0; i < 3; i++) {
      await typeFirstLegal(page, QUIET[me]);
      // The computer answers: the move list grows by its move, and it is your move again.
      plies = (await waitForMoves(page, plies + 2, 20_000)).length;
      await waitForYourMove(page);
    }
    expect(plies).toBe(me === "white" ? 6 : 7);

    // Straight after typing a move (the keyboard form is open and has the focus), a click on Resign lands on Resign:
    // the form keeps its place until the click is over, and closes once the focus has gone elsewhere.
    expect(await moveFieldFocused(page)).toBe(true);
    expect(await keyboardFormOpen(page)).toBe(true);
    await gameAction(page, "Resign").click();
    const confirm = dialog(page, "Resign this game?");
    await confirm.waitFor({ timeout: 5_000 }).catch(() => {
      throw new Error("the click on Resign right after a typed move did not register (the layout moved under it?)");
    });
    await expect.poll(() => keyboardFormOpen(page), { timeout: 5_000 }).toBe(false);
    expect.soft(await axeProblems(page), "the resign confirmation").toEqual([]);
    await confirm.getByRole("button", { name: "Resign", exact: true }).click();

    const result = resultDialog(page);
    await result.waitFor({ timeout: 15_000 });
    await result.getByText("Better luck next time.").waitFor();
    await result.getByText(`${me === "white" ? "Black" : "White"} wins: the other side resigned.`, { exact: true }).waitFor();
    const rows = await resultRows(page);
    expect(rows.map((r) => r.rank)).toEqual(["1", "2"]);
    expect(rows[0]!.name).toContain("Computer level 1");
    expect(rows[1]!.name).toContain(player.userName);
    for (const row of rows) expect(row.amount).toMatch(/^0\.00\s*FREE$/);
    expect(await axeProblems(page)).toEqual([]);

    await result.getByRole("button", { name: "Menu", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/chess/menu");
    await backHome(page);
    await expectTopBarBalance(page, "20.00");
  });
});
