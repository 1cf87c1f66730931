import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newPlayer, signUpByApi, type Player } from "../accounts.js";
import { atLeast, axeFindings, describeFindings } from "../axe.js";
import { useBrowser } from "../browser.js";
import {
  backHome,
  boardColours,
  createPrivateTable,
  fairValue,
  joinPrivateByCode,
  playUntilResult,
  resultDialog,
  resultRows,
  saveDiceSeed,
  startComputerGame,
  yourMoves,
} from "../ludo.js";
import { LUDO_SERVER_SEED } from "../stack.js";
import { expectTopBarBalance, fundedPlayerOn, logInThroughUi } from "../wallet.js";

const { newPage } = useBrowser();
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");
mkdirSync(artifacts, { recursive: true });

/** A player signed up and funded through the API, then logged in through the top bar. */
async function fundedPlayer(tag: string, coins: number, viewport?: { width: number; height: number }) {
  const page = await newPage(viewport);
  return { player: await fundedPlayerOn(page, tag, coins), page };
}

const onTable = (page: Page) =>
  page.waitForURL((u) => u.pathname === "/ludo/game" && u.searchParams.get("started") === "true", { timeout: 20_000 });

/**
 * The stack's server seed is fixed (LUDO_FIXED_SERVER_SEED, see stack.ts) and each player saves a dice seed in
 * the menu's Profile panel, so the game's dice are known: green "e2e-green-seed" and blue "e2e-blue-seed", each
 * always moving the lowest-numbered legal token under Quick rules, give 17 rolls (34 actions) and green wins.
 */
describe("a private table of two with real fees, played to the end in two browsers", () => {
  it("creates, joins by code, starts, plays by the table's controls and settles the pot", { timeout: 240_000 }, async () => {
    // Two phones: both boards are drawn by software WebGL on the test machine, and small boards draw faster
    // (the game at 1280 px takes about twice as long).
    const phone = { width: 390, height: 844 };
    const [{ player: a, page: pa }, { player: b, page: pb }] = await Promise.all([
      fundedPlayer("ludoa", 100, phone),
      fundedPlayer("ludob", 100, phone),
    ]);
    // The dice seeds go in through the UI (Profile → 'Your dice seed' → Save seed), before creating or joining.
    await Promise.all([saveDiceSeed(pa, "e2e-green-seed"), saveDiceSeed(pb, "e2e-blue-seed")]);

    // A: Private → Create Room (green, 2 players, fee 10, Quick) → Themes → Create: the room modal shows code and password.
    const table = { color: "green", players: 2, fee: 10, rules: "quick", board: "default" } as const;
    const { room: roomA, code, password } = await createPrivateTable(pa, table);
    expect(code).toMatch(/^\d{6}$/);
    expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
    await roomA.getByText("1 of 2 joined").waitFor();

    // B: Private → Join with code: the same room, waiting for the host.
    const roomB = await joinPrivateByCode(pb, code);
    await roomB.getByText("The host starts the game once everyone has joined.").waitFor();
    await expect(roomB.getByRole("button", { name: "Start", exact: true }).count()).resolves.toBe(0);
    await roomB.getByText("2 of 2 joined").waitFor();
    await roomA.getByText("2 of 2 joined").waitFor();

    await roomA.getByRole("button", { name: "Start", exact: true }).click();
    await Promise.all([onTable(pa), onTable(pb)]);
    for (const page of [pa, pb]) {
      await yourMoves(page).waitFor();
      await page.getByRole("list", { name: "Table" }).getByText("Private room").waitFor();
      await page.getByRole("list", { name: "Table" }).getByText("Quick", { exact: true }).waitFor();
      // Both seeds made it into the game's client seed, in seat order.
      await expect
        .poll(() => fairValue(page, "Client seed").textContent(), { timeout: 10_000 })
        .toBe("green:e2e-green-seed|blue:e2e-blue-seed");
    }

    // A clicks the die and the token buttons; B plays by the keyboard (R, then 1–4).
    const started = Date.now();
    const sent = await playUntilResult([{ page: pa }, { page: pb, keys: true }], 150_000);
    console.log(`ludo private game: ${sent.rolls} rolls and ${sent.moves} moves sent in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    for (const page of [pa, pb]) {
      const result = resultDialog(page);
      // The ranked list: green (A) first with the pot less 10% (20 − 2 = 18), then B with nothing.
      const rows = await resultRows(page);
      expect(rows.map((r) => r.rank)).toEqual(["1", "2"]);
      expect(rows[0]!.name).toContain(a.userName);
      expect(rows[0]!.amount).toMatch(/^\+18\.00\s*COIN$/);
      expect(rows[1]!.name).toContain(b.userName);
      expect(rows[1]!.amount).toMatch(/^0\.00\s*COIN$/);
      await result.getByRole("button", { name: "Menu", exact: true }).waitFor();
      await result.getByRole("button", { name: "Rematch", exact: true }).waitFor();
      // Every action was a player's own: the turn clock never ran out (it would have moved another token).
      await expect(page.getByRole("list", { name: "Players" }).getByText(/Missed turns/).count()).resolves.toBe(0);
      // The dice were the fixed ones: 17 rolls, and the revealed server seed is the stack's.
      await expect.poll(() => fairValue(page, "Rolls so far").textContent()).toBe("17");
      await expect.poll(() => fairValue(page, "Server seed").textContent()).toBe(LUDO_SERVER_SEED);
    }
    await resultDialog(pa).getByText("You won!").waitFor();
    await resultDialog(pb).getByText("Better luck next time.").waitFor();
    // The Result dialog of a paid game, with Rematch offered, is as clean under axe as every other screen.
    for (const page of [pa, pb]) expect(describeFindings(atLeast(await axeFindings(page), "moderate"))).toEqual([]);

    // Menu → the Ludo menu → the back arrow home (the game frame has no wallet chip): the top bars show the
    // settled balances, winner 100 − 10 + 18 and loser 100 − 10.
    for (const page of [pa, pb]) {
      await resultDialog(page).getByRole("button", { name: "Menu", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/ludo/menu");
      await backHome(page);
    }
    await expectTopBarBalance(pa, "108.00");
    await expectTopBarBalance(pb, "90.00");
  });
});

describe("a game against the computer", () => {
  it("plays Free Play against 1 bot with Quick rules to its result, and no coins move", { timeout: 240_000 }, async () => {
    // A phone, like the private game: a small board draws faster in software WebGL (the game runs about 1.5× faster).
    const { page } = await fundedPlayer("ludobot", 20, { width: 390, height: 844 });
    // Fixed dice (the bot still chooses its own moves) keep the game's length in a known range.
    await saveDiceSeed(page, "e2e-computer-seed");
    await startComputerGame(page, { bots: 1, rules: "quick", board: "default" });
    const tags = page.getByRole("list", { name: "Table" });
    await tags.getByText("Free play vs computer").waitFor();
    await tags.getByText("Quick", { exact: true }).waitFor();
    // Two seats: you (green by default) and the bot opposite (its "Computer" tag only shows on wider screens).
    const seats = page.getByRole("list", { name: "Players" }).getByRole("listitem");
    await expect.poll(() => seats.count()).toBe(2);
    await seats.getByText("Bot blue", { exact: true }).waitFor();

    const started = Date.now();
    const sent = await playUntilResult([{ page }], 180_000);
    console.log(`ludo computer game: ${sent.rolls} rolls and ${sent.moves} moves sent in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const result = resultDialog(page);
    const rows = await resultRows(page);
    expect(rows.map((r) => r.rank)).toEqual(["1", "2"]);
    expect(rows.filter((r) => r.name.includes("Computer"))).toHaveLength(1);
    for (const row of rows) expect(row.amount).toMatch(/^0\.00\s*FREE$/);
    await result.getByText(/^(You won!|Better luck next time\.)$/).waitFor();
    await result.getByRole("button", { name: "Menu", exact: true }).waitFor();
    // Rematch is for online games only.
    await expect(result.getByRole("button", { name: "Rematch" }).count()).resolves.toBe(0);
    expect(describeFindings(atLeast(await axeFindings(page), "moderate"))).toEqual([]);

    await result.getByRole("button", { name: "Menu", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/ludo/menu");
    await backHome(page);
    await expectTopBarBalance(page, "20.00");
  });
});

describe("the board in both themes on a phone and a desktop", () => {
  let player: Player;
  beforeAll(async () => {
    player = newPlayer("ludoshot");
    const page = await newPage();
    await signUpByApi(page.request, player);
    await page.context().close();
  });

  for (const [width, viewport] of [
    [390, { width: 390, height: 844 }],
    [1440, { width: 1440, height: 900 }],
  ] as const) {
    it(`saves ludo-default-${width}.png and ludo-nature-${width}.png of a computer game in progress`, { timeout: 120_000 }, async () => {
      const page = await newPage(viewport);
      await logInThroughUi(page, player.email, player.password);
      await startComputerGame(page, { bots: 1, rules: "classic", board: "default" });
      const themes = page.getByRole("group", { name: "Board theme" });
      const boards: Buffer[] = [];
      for (const theme of ["Default", "Nature"] as const) {
        const button = themes.getByRole("button", { name: theme, exact: true });
        await button.click();
        await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
        const canvas = page.getByRole("region", { name: "Board" }).locator("canvas");
        await canvas.waitFor();
        const box = await canvas.boundingBox();
        expect(box!.width).toBeGreaterThan(200);
        expect(box!.height).toBeGreaterThan(200);
        // Drawn: a board has its four seat colours, the track and tokens (well over a handful of colours).
        await expect.poll(() => boardColours(page), { timeout: 10_000 }).toBeGreaterThan(8);
        boards.push(await page.getByRole("region", { name: "Board" }).screenshot());
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(artifacts, `ludo-${theme.toLowerCase()}-${width}.png`), fullPage: true });
      }
      // The theme switch repainted the board.
      expect(boards[0]!.equals(boards[1]!)).toBe(false);
      await page.context().close();
    });
  }
});
