import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SpinOutcome } from "@arena/contracts";
import { newPlayer, signUpByApi, tokenByApi, waitForToast } from "../accounts.js";
import { adminOn, checkScreen } from "../admin.js";
import { useBrowser } from "../browser.js";
import { depositByApi } from "../ludo.js";
import {
  expectWheelRestsOn,
  freeSpinDialog,
  headlineOf,
  nextSpinAnswer,
  prizeText,
  purchaseDialog,
  resultDialog,
  spinOutcome,
} from "../spin.js";
import { expectTopBarBalance, logInThroughUi } from "../wallet.js";

const { newPage } = useBrowser();

const coins = (n: number) => n.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const potOnPage = (page: Page) => page.getByTestId("jackpot-pot");
const spinButton = (page: Page) => page.getByRole("main").getByRole("button", { name: /^Spin( for free)?$/ });

/** The result dialog shows the server's answer; closed, the wheel's page is back. */
async function expectResult(page: Page, outcome: SpinOutcome): Promise<void> {
  const result = resultDialog(page);
  await result.waitFor({ timeout: 15_000 });
  await result.getByText(headlineOf(outcome), { exact: true }).waitFor();
  await result.getByText(prizeText(outcome.prize), { exact: true }).waitFor();
  await result.getByText(`${outcome.segment} of ${outcome.segments}`, { exact: true }).waitFor();
  await result.getByText(`${coins(outcome.coins)} COIN`, { exact: true }).first().waitFor();
}

/**
 * Issue 19's wheel as a player lives it: the free-spin dialog on the first login of the day spins the free spin on
 * /jackpot (the wheel rests on the server's segment, the result is the server's), bought spins are spun one by one,
 * the pot and the leaderboard follow, every spin's proof is in the history and, once a new client seed reveals the
 * server seed, /fairness redraws the spin from it. Then the admin publishes a new table version on /admin-spin.
 * Every screen at 390 and 1440 px, axe-clean.
 */
describe("the spin wheel", () => {
  it("offers the free spin, sells and spins bought spins, proves them on /fairness", { timeout: 300_000 }, async () => {
    const page = await newPage({ width: 1440, height: 900 });
    const player = newPlayer("spin");
    await signUpByApi(page.request, player);
    await depositByApi(page.request, player, 20);

    // First login today: after the referral offer, the free spin is offered by itself.
    await logInThroughUi(page, player.email, player.password, { freeSpinOffer: true });
    const offer = freeSpinDialog(page);
    await offer.getByText("Spin the wheel once a day for free", { exact: false }).waitFor();
    await checkScreen(page, "spin-free-offer", () => offer);

    // Spin now: the wheel's page spins it at once, and the wheel rests on the segment the server drew.
    const freeAnswer = nextSpinAnswer(page);
    await offer.getByRole("button", { name: "Spin now" }).click();
    await page.waitForURL((u) => u.pathname === "/jackpot");
    const free = await spinOutcome(freeAnswer);
    expect(free).toMatchObject({ kind: "free", spinsLeft: 0, isFreeSpin: false });
    await expectResult(page, free);
    await checkScreen(page, "spin-result", () => resultDialog(page));
    await resultDialog(page).getByRole("button", { name: "Back to the wheel" }).click();
    await expectWheelRestsOn(page, free);

    // The dialog was marked seen: the home page does not offer it again today.
    const token = await tokenByApi(page.request, player.email, player.password);
    const status = await page.request.get("/api/v1/spin/getSpinStatus", { headers: { token } });
    expect(((await status.json()) as { result: { isSpinView: boolean; isFreeSpin: boolean } }).result).toMatchObject({ isSpinView: true, isFreeSpin: false });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await offer.count()).toBe(0);

    // From here the player asks for reduced motion: the floating icon stops turning, and the wheel goes straight to
    // where it rests instead of turning laps. The icon opens the wheel; no spin left, so Spin offers to buy.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("link", { name: "Spin the wheel", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/jackpot");
    await page.getByRole("rowheader", { name: "The jackpot", exact: true }).waitFor();
    await spinButton(page).click();
    const buy = purchaseDialog(page);
    await buy.getByText("You have no spin left. Buy spins to play.").waitFor();
    await buy.getByLabel("Number of spins").fill("3");
    await buy.getByText("3.00 COIN", { exact: true }).waitFor();
    await checkScreen(page, "spin-purchase", () => buy);
    await buy.getByRole("button", { name: "Buy 3 spins" }).click();
    await waitForToast(page, "3 spins bought.");
    await buy.waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("spins-left").textContent()).toBe("3");
    await expectTopBarBalance(page, coins(20 - 3 + free.coins + free.jackpot));

    // A bought spin: the pot moves by its share (or drops to it), and the page shows the pot the server answered.
    const boughtAnswer = nextSpinAnswer(page);
    await spinButton(page).click();
    const bought = await spinOutcome(boughtAnswer);
    expect(bought).toMatchObject({ kind: "purchased", stake: 1, spinsLeft: 2 });
    await expectResult(page, bought);
    await resultDialog(page).getByRole("button", { name: "Back to the wheel" }).click();
    await expectWheelRestsOn(page, bought);
    await expect.poll(() => potOnPage(page).textContent()).toBe(`${coins(bought.potAmount)} COIN`);
    await expect.poll(() => page.getByTestId("spins-left").textContent()).toBe("2");

    // The leaderboard of today has the player: two spins, won less paid.
    await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "Today" }).click();
    const board = page.getByRole("table", { name: "Players by net winnings on the wheel: Today" });
    const cells = board.getByRole("row").filter({ hasText: player.userName }).getByRole("cell");
    const net = free.coins + free.jackpot + bought.coins + bought.jackpot - 1;
    await expect.poll(() => cells.nth(2).textContent()).toBe(`${net > 0 ? "+" : net < 0 ? "\u2212" : ""}${coins(Math.abs(net))}`);
    expect(await cells.nth(5).textContent()).toBe("2");

    // History: both spins, newest first, each with its proof; the server seed still secret.
    const history = page.getByRole("table", { name: "Your spins, newest first, each with its proof" });
    await expect.poll(() => history.getByRole("row").count()).toBe(3);
    const newest = history.getByRole("row").nth(1);
    await newest.getByText(`Proof (nonce ${bought.proof.nonce})`).click();
    await newest.getByText(bought.proof.serverSeedHash, { exact: true }).waitFor();
    await newest.getByText("Secret until you change your client seed").waitFor();
    await checkScreen(page, "jackpot", () => history);

    // A new client seed reveals the server seed both spins were drawn from.
    const seeds = page.getByRole("region", { name: "Your seeds" });
    await seeds.getByLabel("New client seed").fill("e2e-lucky-seed");
    await seeds.getByRole("button", { name: "Use this client seed" }).click();
    await seeds.getByRole("status").filter({ hasText: "Server seed revealed. Your 2 spins made with it can be checked now" }).waitFor();
    await seeds.getByText("e2e-lucky-seed", { exact: true }).waitFor();

    // The bought spin's proof links to /fairness, which draws the same segment again from the revealed seed.
    await newest.getByText(`Proof (nonce ${bought.proof.nonce}, seed revealed)`).waitFor();
    const check = newest.getByRole("link", { name: "Check this spin" });
    if (!(await check.isVisible())) await newest.getByText(`Proof (nonce ${bought.proof.nonce}, seed revealed)`).click();
    await check.click();
    await page.waitForURL((u) => u.pathname === "/fairness" && u.searchParams.get("game") === "spin");
    const verdict = page.getByRole("status").filter({ hasText: "Fair." });
    await verdict.getByText(`the seeds draw segment ${bought.segment} of ${bought.segments}`, { exact: false }).waitFor();
    await page.getByText(bought.proof.serverSeedHash, { exact: true }).first().waitFor();
    await checkScreen(page, "spin-fairness", () => verdict);

    // A segment that is not the one the seeds draw fails the check.
    const form = page.getByRole("form", { name: "The spin's proof" });
    await form.getByLabel("Recorded segment").fill(String((bought.segment + 1) % bought.segments));
    await form.getByRole("button", { name: "Check" }).click();
    await page.getByRole("alert").filter({ hasText: "Check failed." }).getByText(`The seeds draw segment ${bought.segment}`, { exact: false }).waitFor();
  });

  it("lets the admin publish a new table version, with the RTP worked out as it is typed", { timeout: 120_000 }, async () => {
    const page = await adminOn(await newPage({ width: 1440, height: 900 }));
    await page.goto("/admin-spin");
    await page.getByRole("heading", { level: 1, name: "Spin Management" }).waitFor();
    const versions = page.getByRole("table", { name: "Published wheel tables, newest first" });
    const inForce = versions.getByRole("row").filter({ hasText: "In force" });
    const version = Number(/Version (\d+)/.exec((await inForce.textContent()) ?? "")?.[1]);
    expect(version).toBeGreaterThanOrEqual(1);
    const editor = page.getByRole("region", { name: `New table: version ${version + 1}` });
    await editor.waitFor();
    const rtp = editor.getByTestId("draft-rtp");
    const before = Number((await rtp.textContent())!.replace("%", ""));

    // One point less (or more, once a rerun has taken it to 0) of each purchase into the pot: the RTP moves by as much.
    const share = editor.getByLabel("Pot's share of each bought spin");
    const sharePercent = Number(await share.inputValue());
    const newShare = sharePercent >= 1 ? sharePercent - 1 : sharePercent + 1;
    await share.fill(String(newShare));
    await expect.poll(async () => Number((await rtp.textContent())!.replace("%", ""))).toBeCloseTo(before + newShare - sharePercent, 2);
    await editor.getByText("The rules accept this table.").waitFor();

    // A table the rules refuse cannot be published: the second prize (10× on the default table) paying 50×.
    const multiplier = editor.getByRole("group", { name: "Prize 2" }).getByLabel("Multiplier (× the stake)");
    const was = await multiplier.inputValue();
    await multiplier.fill("50");
    await editor.getByText(/^The table returns [\d.]+%: at most 98%\.$/).waitFor();
    expect(await editor.getByRole("button", { name: `Publish version ${version + 1}` }).isDisabled()).toBe(true);
    await multiplier.fill(was);
    await editor.getByText("The rules accept this table.").waitFor();
    await checkScreen(page, "spin", () => editor);

    await editor.getByRole("button", { name: `Publish version ${version + 1}` }).click();
    const confirm = page.getByRole("dialog", { name: `Publish version ${version + 1}` });
    await confirm.getByRole("button", { name: "Publish", exact: true }).click();
    await waitForToast(page, `Table version ${version + 1} published.`);
    await versions.getByRole("row").filter({ hasText: "In force" }).getByRole("button", { name: `Edit a copy of version ${version + 1}` }).waitFor();

    // Players see the new table before they spin (the public odds call): its share is in its pot's rules.
    const table = await page.request.get("/api/v1/spin/probability");
    expect(((await table.json()) as { result: { version: number; jackpot: { sharePercent: number } } }).result).toMatchObject({
      version: version + 1,
      jackpot: { sharePercent: newShare },
    });
  });
});

describe("?spin", () => {
  it("opens the wheel for a signed-in player", async () => {
    const page = await newPage();
    const player = newPlayer("spinq");
    await signUpByApi(page.request, player);
    await logInThroughUi(page, player.email, player.password);
    await page.goto("/?spin");
    await page.waitForURL((u) => u.pathname === "/jackpot");
    await page.getByRole("heading", { level: 1, name: "Spin the wheel" }).waitFor();
    await spinButton(page).and(page.getByRole("button", { name: "Spin for free" })).waitFor();
  });
});
