/**
 * The Lottery and the Derby in a real browser (issue 20). The admin opens a lottery draw and schedules a race through
 * the API (times a few seconds ahead: the platform's jobs close and settle them once their times pass). A funded
 * player picks numbers and a quick pick on /lottery, buys them and sees them under the draw; two players bet on the
 * race on /derby and the first one's page shows the live win odds move with the second one's bet (pushed by the pools
 * room, not asked for). Once the race is
 * raced and the draw drawn, each bet's payout and each ticket's prize are the wallet's difference, and the draw checks
 * out in the browser. Every screen at 390 and 1440 px, axe-clean.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tokenByApi, waitForToast } from "../accounts.js";
import { checkScreen } from "../admin.js";
import { useBrowser } from "../browser.js";
import { ADMIN, fundedPlayerOn } from "../wallet.js";

const { newPage } = useBrowser();

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const cents = (n: number) => Math.round(n * 100);

async function api<T>(page: Page, method: "GET" | "POST", path: string, token: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api/v1/${path}`, { method, headers: { token }, data });
  const body = (await res.json()) as { responseCode: number; responseMessage: string; result: T };
  if (body.responseCode !== 200) throw new Error(`${method} ${path}: ${body.responseMessage}`);
  return body.result;
}
const balance = async (page: Page, token: string) => Number((await api<{ balance: number | string }>(page, "GET", "user/view-wallet?currency=COIN", token)).balance);

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

describe("the lottery and the derby", () => {
  it("sells tickets, takes bets with live odds, and pays what the draw and the race settle", { timeout: 400_000 }, async () => {
    const page = await newPage({ width: 1440, height: 900 });
    const admin = await tokenByApi(page.request, ADMIN.email, ADMIN.password);
    const tag = Date.now().toString(36);
    const draw = await api<{ _id: string }>(page, "POST", "admin/lottery/draws", admin, {
      title: `E2E draw ${tag}`,
      pick: 3,
      of: 10,
      ticketPrice: 1,
      houseSharePercent: 10,
      ranks: [
        { matches: 3, sharePercent: 60 },
        { matches: 2, sharePercent: 40 },
      ],
      minTickets: 1,
      ticketLimit: 1000,
      salesCloseAt: inSeconds(70),
      drawAt: inSeconds(75),
    });
    const race = await api<{ _id: string }>(page, "POST", "derby/scheduleEvent", admin, {
      title: `E2E race ${tag}`,
      horses: [
        { name: `Alpha ${tag}`, strength: 50 },
        { name: `Bravo ${tag}`, strength: 30 },
        { name: `Charlie ${tag}`, strength: 20 },
      ],
      postTime: inSeconds(90),
      takeoutPercent: 10,
    });

    // The lottery: three numbers picked, one quick pick, bought and listed under the draw.
    const player = await fundedPlayerOn(page, "lotto", 50);
    const token = await tokenByApi(page.request, player.email, player.password);
    await page.goto("/lottery");
    const card = page.locator(`article[data-draw="${draw._id}"]`);
    await card.waitFor();
    for (const n of [2, 5, 7]) await card.getByRole("button", { name: `Number ${n}`, exact: true }).click();
    await card.getByRole("button", { name: "Add ticket" }).click();
    await card.getByRole("button", { name: "Quick pick" }).click();
    await card.getByRole("button", { name: "Buy 2 tickets" }).click();
    await waitForToast(page, "2 ticket(s) bought.");
    const mine = card.getByTestId("my-tickets").getByRole("listitem");
    await expect.poll(() => mine.count()).toBe(2);
    expect(await mine.allTextContents()).toContain("2 · 5 · 7");
    await expect.poll(async () => card.getByTestId("tickets-sold").textContent()).toBe("2");
    await checkScreen(page, "lottery", () => card);

    // The derby: a win bet from this player, then another player's bet moves the odds on this player's page.
    await page.goto("/derby");
    const raceCard = page.locator(`article[data-event="${race._id}"]`);
    await raceCard.waitFor();
    await raceCard.getByLabel("Horse").selectOption({ label: `1. Alpha ${tag}` });
    await raceCard.getByLabel("Stake (COIN)").fill("5");
    await raceCard.getByRole("button", { name: "Place bet" }).click();
    await waitForToast(page, "Bet placed.");
    const odds = raceCard.getByTestId("win-odds");
    await expect.poll(() => odds.first().textContent(), { timeout: 10_000 }).toMatch(/to 1/);
    const before = await odds.first().textContent();
    // From here the page asks REST for the races no more: the figures come pushed by the pools room.
    let asked = 0;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/v1/derby/events") asked += 1;
    });

    const other = await newPage({ width: 390, height: 844 });
    const second = await fundedPlayerOn(other, "derby", 30);
    const secondToken = await tokenByApi(other.request, second.email, second.password);
    await other.goto("/derby");
    const otherCard = other.locator(`article[data-event="${race._id}"]`);
    await otherCard.waitFor();
    await otherCard.getByLabel("Horse").selectOption({ label: `2. Bravo ${tag}` });
    await otherCard.getByLabel("Stake (COIN)").fill("10");
    await otherCard.getByRole("button", { name: "Place bet" }).click();
    await waitForToast(other, "Bet placed.");
    // Pushed live: the first player's page shows Alpha's odds lengthen with Bravo's money, without asking (polling
    // every 2 s would have asked several times by now).
    await expect.poll(() => odds.first().textContent(), { timeout: 10_000 }).not.toBe(before);
    await page.waitForTimeout(4_000);
    expect(asked).toBe(0);
    await checkScreen(page, "derby", () => raceCard);
    await page.goto("/leaderboard?days=7");
    await page.getByRole("tab", { name: "This week" }).waitFor();
    await checkScreen(page, "derby-leaderboard", () => page.getByRole("tabpanel"));

    // The race runs at post time and the tote settles; each bet's payout is in its wallet.
    await until("the race", async () => (await api<{ status: string }>(page, "GET", `derby/events/${race._id}`, token)).status === "raced");
    const bets = await api<{ docs: { payout: number | null; amount: number }[] }>(page, "GET", `derby/myBets?eventId=${race._id}`, token);
    const otherBets = await api<{ docs: { payout: number | null; amount: number }[] }>(other, "GET", `derby/myBets?eventId=${race._id}`, secondToken);
    expect(cents(await balance(other, secondToken))).toBe(cents(30 - 10 + (otherBets.docs[0]!.payout ?? 0)));

    // /race-view shows the server's finishing order (reduced motion: the result at once) and the bet's payout.
    const raced = await api<{ finishOrder: number[]; horses: { name: string }[] }>(page, "GET", `derby/events/${race._id}`, token);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/race-view?eventId=${race._id}`);
    const order = page.getByTestId("finish-order").getByRole("listitem");
    await expect.poll(() => order.allTextContents(), { timeout: 15_000 }).toEqual(raced.finishOrder.map((i) => raced.horses[i]!.name));
    await page.getByTestId("my-bets").getByText("returned", { exact: false }).waitFor();
    await checkScreen(page, "race-view", () => page.getByTestId("race-result"));

    // The draw: drawn after sales close; the tickets' prizes, the payout and the costs are the wallet's difference.
    await until("the draw", async () => (await api<{ status: string }>(page, "GET", `lottery/draws/${draw._id}`, token)).status === "drawn");
    const tickets = await api<{ docs: { prize: number | null }[] }>(page, "GET", `lottery/myTickets?drawId=${draw._id}`, token);
    const prizes = tickets.docs.reduce((a, t) => a + (t.prize ?? 0), 0);
    expect(cents(await balance(page, token))).toBe(cents(50 - 2 - 5 + (bets.docs[0]!.payout ?? 0) + prizes));

    // The past draw checks out in the browser, and the race's result is among the recent results.
    await page.goto("/lottery");
    const past = page.locator(`article[data-draw="${draw._id}"]`);
    await past.getByTestId("winning-numbers").waitFor();
    await past.getByText("Verify this draw").click();
    await past.getByText("Fair: the seed matches its commitment and gives the winning numbers.").waitFor();
    await checkScreen(page, "lottery-past", () => past);
    await page.goto("/derby");
    await page.locator(`li[data-event="${race._id}"]`).getByText("Winner:", { exact: false }).waitFor();
  });
});
