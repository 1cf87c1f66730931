import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tokenByApi, type Player } from "../accounts.js";
import { useBrowser } from "../browser.js";
import { dialog, modeCard, openLudoMenu } from "../ludo.js";
import { fundedPlayerOn } from "../wallet.js";

const { newPage } = useBrowser();

async function fundedPlayer(tag: string, coins: number) {
  const page = await newPage({ width: 390, height: 844 });
  return { player: await fundedPlayerOn(page, tag, coins), page };
}

/** The wallet's COIN balance as the API tells it (the Ludo screens have no top bar). */
async function balanceByApi(page: Page, player: Player): Promise<number> {
  const token = await tokenByApi(page.request, player.email, player.password);
  const res = await page.request.get("/api/v1/user/view-wallet?currency=COIN", { headers: { token } });
  return ((await res.json()) as { result: { balance: number } }).result.balance;
}

/** Multiplayer → Select Game: Quick Play → Select Price at this fee (from the default 1, by the raise button). */
async function openSelectPrice(page: Page, fee: number) {
  await openLudoMenu(page);
  await modeCard(page, "Multiplayer").click();
  const select = dialog(page, "Select Game");
  await select.getByRole("radio", { name: /^Quick Play\b/ }).check();
  await select.getByRole("button", { name: "Play" }).click();
  const price = dialog(page, "Select Price");
  for (const step of [1, 5, 10, 20, 25, 50, 100]) {
    if (step >= fee) break;
    await price.getByRole("button", { name: "Raise the entry fee" }).click();
  }
  return price;
}

describe("Quick Play in the browser", () => {
  it("shows the server's countdown, gives the fee back on Cancel, and seats two players at one game", { timeout: 120_000 }, async () => {
    const [{ player: a, page: pa }, { player: b, page: pb }] = await Promise.all([fundedPlayer("quicka", 30), fundedPlayer("quickb", 30)]);

    // Alone in the queue: the fee is held, the countdown runs, Cancel gives it back.
    const priceA = await openSelectPrice(pa, 20);
    await priceA.getByRole("button", { name: "Play", exact: true }).click();
    await priceA.getByRole("timer", { name: "Time left to find players" }).waitFor();
    await priceA.getByText("1 of 2 players found").waitFor();
    expect(await balanceByApi(pa, a)).toBe(10);
    await priceA.getByRole("button", { name: "Cancel", exact: true }).click();
    await priceA.getByRole("button", { name: "Play", exact: true }).waitFor();
    expect(await balanceByApi(pa, a)).toBe(30);

    // Both ask at fee 20: one table, both taken to the game.
    await priceA.getByRole("button", { name: "Play", exact: true }).click();
    await priceA.getByText("1 of 2 players found").waitFor();
    const priceB = await openSelectPrice(pb, 20);
    await priceB.getByRole("button", { name: "Play", exact: true }).click();
    const onGame = (page: Page) =>
      page.waitForURL((u) => u.pathname === "/ludo/game" && u.searchParams.get("started") === "true", { timeout: 20_000 });
    await Promise.all([onGame(pa), onGame(pb)]);
    const room = (page: Page) => new URL(page.url()).searchParams.get("roomName");
    expect(room(pa)).toBeTruthy();
    expect(room(pb)).toBe(room(pa));
    // One fee each.
    expect([await balanceByApi(pa, a), await balanceByApi(pb, b)]).toEqual([10, 10]);
  });

  it("ends the search at zero with the fee back, and offers to search again", { timeout: 60_000 }, async () => {
    const { player, page } = await fundedPlayer("quickc", 50);
    const price = await openSelectPrice(page, 50);
    await price.getByRole("button", { name: "Play", exact: true }).click();
    await price.getByRole("timer", { name: "Time left to find players" }).waitFor();
    expect(await balanceByApi(page, player)).toBe(0);
    await price.getByText("Nobody else joined in time: your entry fee is back.").waitFor({ timeout: 15_000 });
    expect(await balanceByApi(page, player)).toBe(50);
    await price.getByRole("button", { name: "Keep searching" }).click();
    await price.getByText("1 of 2 players found").waitFor();
    expect(await balanceByApi(page, player)).toBe(0);
    await price.getByRole("button", { name: "Cancel", exact: true }).click();
    await price.getByRole("button", { name: "Play", exact: true }).waitFor();
    expect(await balanceByApi(page, player)).toBe(50);
  });
});
