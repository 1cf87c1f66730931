/**
 * The admin's dashboard and country rules in a browser (issue 17), and every new admin page checked as a whole.
 *
 * - /admin-dashboard after a player signed up and deposited: the key figures are the server's (the page's own
 *   GET admin/dashboard answer, formatted), the players' and coins' charts are drawn (their series' colours are on the
 *   canvas, not only the axes), each chart has its numbers as a named table (the canvas is hidden from assistive
 *   technology), "Show as table" swaps them, and 7/30/90 days re-render the figures, the tables and the canvases.
 * - /jurisdictions: the admin sets Iceland to play money only, then blocks it (after a confirmation), then allows it
 *   again (the page's way of lifting a rule: there is no delete); each change is on the audit log. A player whose
 *   requests come through the platform's loopback proxy from an Icelandic address (X-Forwarded-For, which the server
 *   trusts from loopback only, as behind its own reverse proxy; the same way accounts.ts gives each test player an
 *   address) sees the notice on the deposit form and the Ludo menu, is refused a deposit, then the blocked notice,
 *   then nothing.
 * - Each new page (static content, the editor, FAQs, the FAQ form, reminders, the reminder form, the dashboard,
 *   jurisdictions, and the player's bell panel and notice) at 390 and 1440 px: a screenshot in e2e/artifacts, nothing
 *   wider than the screen, and no axe-core finding of impact moderate or worse.
 *
 * The e2e database is shared by every file of a run: figures are compared with the server's answer or as "at least".
 */
import type { AdminDashboard } from "@arena/contracts";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPlayer, signUpByApi, waitForToast, type Player } from "../accounts.js";
import { adminOn, auditRows, checkScreen, expectNewestAuditRows, openAuditLogFor } from "../admin.js";
import { useBrowser } from "../browser.js";
import { depositByApi, openLudoMenu } from "../ludo.js";
import { ADMIN, logInThroughUi, openWalletPanel, sendFromWallet } from "../wallet.js";

const { newPage } = useBrowser();
const BY_ADMIN = `${ADMIN.email} from 127.0.0.1`;
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const coins = (n: number) => `${new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(n * 100) / 100)} COIN`;
const count = (n: number) => new Intl.NumberFormat("en").format(n);

/* ----------------------------------------------------------------- dashboard */

/** The dashboard of `days` days as the page asked for it, while `act` makes it ask. */
async function dashboardAnswer(page: Page, days: number, act: () => Promise<unknown>): Promise<AdminDashboard> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/admin/dashboard" && new URL(r.url()).searchParams.get("days") === String(days)),
    act(),
  ]);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: AdminDashboard }).result;
}

/** A key figure's card by its label: its value as shown. */
const kpiValue = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Key figures" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator(".dash-kpi__value");

/** A chart's card (a region named by its title). */
const chartCard = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/**
 * How many of the canvas' pixels are each of these colours (±12 per channel, fully opaque): a series drawn puts its
 * colour on the canvas; axes and grid lines are other colours.
 */
const colouredPixels = (canvas: Locator, colours: string[]) =>
  canvas.evaluate((element, hexes) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
    const rgb = hexes.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
    const found = rgb.map(() => 0);
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 250) continue;
      rgb.forEach((want, k) => {
        if (Math.abs(data[i]! - want[0]!) <= 12 && Math.abs(data[i + 1]! - want[1]!) <= 12 && Math.abs(data[i + 2]! - want[2]!) <= 12) found[k]!++;
      });
    }
    return found;
  }, colours);

/** The canvas' picture once Chart.js' animation has ended (two reads 200 ms apart agree). */
async function settledPicture(canvas: Locator): Promise<string> {
  let last = "";
  for (let i = 0; i < 30; i++) {
    const now = await canvas.evaluate((c) => (c as HTMLCanvasElement).toDataURL());
    if (now === last) return now;
    last = now;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the chart never stopped changing");
}

/** The chart table's rows as read: day rows and the total row (the header row left out). */
const tableRows = async (table: Locator) => {
  const rows = await table.getByRole("row").all();
  return Promise.all(rows.slice(1).map(async (row) => (await row.locator("th, td").allTextContents()).map(squash).join(" ")));
};

describe("the admin dashboard", () => {
  let admin: Page;
  let player: Player;
  beforeAll(async () => {
    admin = await adminOn(await newPage({ width: 1440, height: 900 }));
    // Activity of the period: a new player who deposited.
    player = newPlayer("dash");
    await signUpByApi(admin.request, player);
    await depositByApi(admin.request, player, 250);
  });

  it("shows the server's key figures and draws its charts, each with its numbers as a table; 7, 30 and 90 days re-render them", { timeout: 90_000 }, async () => {
    const thirty = await dashboardAnswer(admin, 30, () => admin.goto("/admin-dashboard"));
    await admin.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(thirty.totals.players).toBeGreaterThanOrEqual(1);
    expect(thirty.totals.deposits).toBeGreaterThanOrEqual(250);

    // The cards say what the server counted.
    const cards = admin.getByRole("list", { name: "Key figures" }).getByRole("listitem");
    await expect.poll(() => cards.count()).toBe(8);
    const expectFigures = async (d: AdminDashboard) => {
      const figures: [string, string][] = [
        ["New players", count(d.totals.players)],
        ["Games played", count(d.totals.games)],
        ["Commission", coins(d.totals.commission.COIN)],
        ["Deposits", coins(d.totals.deposits)],
        ["Withdrawals", coins(d.totals.withdrawals)],
        ["Pending withdrawals", count(d.pendingWithdrawals.count)],
        ["Most active in a day", count(Math.max(0, ...d.players.map((p) => p.active)))],
        ["Ledger", d.ledger.ok ? "Balanced" : "Needs attention"],
      ];
      for (const [label, value] of figures) await expect.poll(() => kpiValue(admin, label).textContent().then(squash), { message: label }).toBe(value);
    };
    await expectFigures(thirty);
    await admin.getByRole("status").filter({ hasText: /^From .+ to today \(UTC\)/ }).waitFor();

    // The players' chart (lines: new gold, active cyan) and the coins' chart (deposits green bars) are drawn.
    const players = chartCard(admin, "Players per day");
    const money = chartCard(admin, "Coins per day");
    for (const card of [players, money]) {
      const canvas = card.locator("canvas");
      await canvas.waitFor({ timeout: 15_000 });
      // The picture is for the eye only: its numbers are the table beside it.
      expect(await canvas.getAttribute("aria-hidden")).toBe("true");
      await settledPicture(canvas);
    }
    const [gold, cyan] = await colouredPixels(players.locator("canvas"), ["#ffc53d", "#4fd1ff"]);
    expect(gold, "new players' line").toBeGreaterThan(20);
    expect(cyan, "active players' line").toBeGreaterThan(20);
    const [green] = await colouredPixels(money.locator("canvas"), ["#2fd38a"]);
    expect(green, "deposits' bars").toBeGreaterThan(20);
    // The games' chart: drawn when a game of the period finished (another file's games), else it says there was none.
    const games = chartCard(admin, "Games per day, by game");
    if (thirty.games.length > 0) await games.locator("canvas").waitFor();
    else await games.getByText("No game was finished in this period.").waitFor();

    // Each chart's numbers as a table named by its caption: one row per day of the period and the total.
    const playersTable = players.getByRole("table", { name: "New and active players per day" });
    const moneyTable = money.getByRole("table", { name: "Deposits, withdrawals paid and commission per day, in real coins (COIN)" });
    expect(await playersTable.getByRole("columnheader").allTextContents()).toEqual(["Day (UTC)", "New players", "Active players"]);
    expect((await tableRows(playersTable)).length).toBe(thirty.players.length + 1);
    expect((await tableRows(moneyTable)).at(-1)).toBe(`Total ${coins(thirty.totals.deposits)} ${coins(thirty.totals.withdrawals)} ${coins(thirty.totals.commission.COIN)}`);

    // "Show as table" puts the table on screen in the chart's place, and back.
    await money.getByRole("button", { name: "Show as table" }).click();
    await money.locator("canvas").waitFor({ state: "detached" });
    const shownTable = money.getByRole("region", { name: "Deposits, withdrawals paid and commission per day, in real coins (COIN)" });
    expect(await shownTable.getByRole("table").isVisible()).toBe(true);
    await money.getByRole("button", { name: "Show as chart" }).click();
    await money.locator("canvas").waitFor();
    await settledPicture(money.locator("canvas"));

    // 7 and 90 days: the address, the pressed button, the figures, the tables and the pictures change with the period.
    const period = admin.getByRole("group", { name: "Period" });
    let picture = await settledPicture(players.locator("canvas"));
    for (const days of [7, 90, 30] as const) {
      const answer = await dashboardAnswer(admin, days, () => period.getByRole("button", { name: `${days} days` }).click());
      await admin.waitForURL((u) => u.pathname === "/admin-dashboard" && (days === 30 ? !u.searchParams.has("days") : u.searchParams.get("days") === String(days)));
      expect(await period.getByRole("button", { name: `${days} days` }).getAttribute("aria-pressed")).toBe("true");
      expect(answer.players.length).toBeGreaterThanOrEqual(days);
      await expectFigures(answer);
      await expect.poll(async () => (await tableRows(playersTable)).length).toBe(answer.players.length + 1);
      await expect.poll(async () => (await tableRows(moneyTable)).at(-1)).toBe(`Total ${coins(answer.totals.deposits)} ${coins(answer.totals.withdrawals)} ${coins(answer.totals.commission.COIN)}`);
      const next = await settledPicture(players.locator("canvas"));
      expect(next, `the players' chart redrawn for ${days} days`).not.toBe(picture);
      picture = next;
      expect((await colouredPixels(money.locator("canvas"), ["#2fd38a"]))[0], `deposits drawn for ${days} days`).toBeGreaterThan(20);
    }
  });
});

describe("country rules on /jurisdictions and the player's notice", () => {
  /** An address in Reykjavik in the shipped GeoIP data (DB-IP Lite), for Iceland. */
  const ICELAND_ADDRESS = "130.208.1.1";
  let admin: Page;
  let player: Player;
  let playerPage: Page;

  beforeAll(async () => {
    admin = await adminOn(await newPage({ width: 1440, height: 900 }));
    player = newPlayer("iceland");
    await signUpByApi(admin.request, player);
    // Every request of this player's browser comes through the loopback proxy from Iceland.
    playerPage = await newPage();
    await playerPage.context().setExtraHTTPHeaders({ "X-Forwarded-For": ICELAND_ADDRESS });
  });

  let lifted = false;
  afterAll(async () => {
    // A test that failed half way leaves Iceland allowed again for the other files of the run.
    if (!lifted) await setRule(admin, "allowed", "").catch(() => undefined);
  });

  /** The rule form: a country, its rule and a note, saved (blocking asks first). */
  async function setRule(page: Page, status: "allowed" | "play_money" | "blocked", note: string) {
    if (new URL(page.url()).pathname !== "/jurisdictions") await page.goto("/jurisdictions");
    const form = page.getByRole("form", { name: "Set a country's rule" });
    await form.getByLabel("Country").selectOption("IS");
    const label = { allowed: "Allowed", play_money: "Play money only", blocked: "Blocked" }[status];
    await form.getByRole("radio", { name: new RegExp(`^${label}\\b`) }).check();
    await form.getByLabel("Note").fill(note);
    await form.getByRole("button", { name: "Save rule" }).click();
    if (status === "blocked") {
      const confirm = page.getByRole("dialog", { name: "Block a country" });
      await confirm.getByText("Block Iceland? Nobody connecting from there will be able to sign up or sit at a table, with coins or free coins.").waitFor();
      await confirm.getByRole("button", { name: "Block Iceland" }).click();
    }
    await waitForToast(page, "Rule saved.");
  }

  const rulesRow = (page: Page) => page.getByRole("table", { name: "Country rules, by country code" }).getByRole("row").filter({ hasText: "Iceland" });
  const notice = (page: Page) => page.getByRole("main").getByRole("region", { name: "Where you are playing from" });

  it("the player from Iceland sees nothing while Iceland has no rule", async () => {
    const where = await playerPage.request.get("/api/v1/user/jurisdiction");
    // Not known yet to this test: any earlier run's rule was lifted (afterAll), so Iceland is allowed.
    expect(((await where.json()) as { result: { countryCode: string; status: string } }).result).toMatchObject({ countryCode: "IS", status: "allowed" });
    await logInThroughUi(playerPage, player.email, player.password);
    const wallet = await openWalletPanel(playerPage);
    await wallet.getByRole("tab", { name: "Deposit" }).click();
    await wallet.getByRole("tabpanel", { name: "Deposit" }).getByLabel("Amount", { exact: true }).waitFor();
    expect(await notice(playerPage).count()).toBe(0);
  });

  it("play money only: the notice on the deposit form and the Ludo menu, and a deposit refused; the change on the audit log", { timeout: 90_000 }, async () => {
    await admin.goto("/jurisdictions");
    await admin.getByRole("heading", { level: 1, name: "Jurisdictions" }).waitFor();
    const form = admin.getByRole("form", { name: "Set a country's rule" });
    await form.getByLabel("Country").selectOption("IS");
    await form.getByText(/^Now: /).waitFor();
    await setRule(admin, "play_money", "E2E: money games are not licensed here.");
    await rulesRow(admin).getByText("Play money only", { exact: true }).waitFor();
    await rulesRow(admin).getByText("E2E: money games are not licensed here.").waitFor();
    await rulesRow(admin).getByText("By an admin").waitFor();
    // The filter shows it among the play money rules.
    await admin.getByRole("group", { name: "Show rules" }).getByRole("button", { name: /^Play money only \(\d+\)$/ }).click();
    await rulesRow(admin).waitFor();
    await admin.getByRole("group", { name: "Show rules" }).getByRole("button", { name: /^All \(\d+\)$/ }).click();

    // The player (a new page load reads the rule again: it is kept for the life of a page).
    const wallet = await openWalletPanel(playerPage);
    await wallet.getByRole("tab", { name: "Deposit" }).click();
    const deposit = wallet.getByRole("tabpanel", { name: "Deposit" });
    await notice(playerPage)
      .getByText("Deposits are not available in Iceland, where games for real coins are not allowed: you can play with free coins.")
      .waitFor({ timeout: 15_000 });
    // The server refuses the deposit from there anyway, in the same words.
    const [refusal] = await Promise.all([
      playerPage.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/user/deposit"),
      sendFromWallet(wallet, "Deposit", "50"),
    ]);
    expect(refusal.status()).toBe(403);
    await waitForToast(playerPage, "Games for real coins are not available in Iceland: you can play with free coins.");
    await deposit.getByLabel("Amount", { exact: true }).waitFor();
    await checkScreen(playerPage, "jurisdiction-notice-deposit", () => notice(playerPage));

    await openLudoMenu(playerPage);
    const menuNotice = notice(playerPage);
    await menuNotice.getByText("Games for real coins are not available in Iceland: you can play with free coins.").waitFor({ timeout: 15_000 });
    // Its button turns the site to free coins, where the menu's tables are free ones: the notice goes.
    await menuNotice.getByRole("button", { name: "Play with free coins" }).click();
    await menuNotice.waitFor({ state: "detached" });
    // The whole site is in free coins now (the top bar's switch says so); the player switches back to real coins.
    await playerPage.goto("/");
    await playerPage.getByRole("banner").getByRole("button", { name: "Switch to real coins" }).click();
    await playerPage.getByRole("banner").getByRole("button", { name: "Switch to freeplay" }).waitFor();

    await openAuditLogFor(admin, "IS");
    await expectNewestAuditRows(admin, [
      {
        admin: BY_ADMIN,
        action: "Changed a country's rule jurisdiction.set",
        target: "country IS",
        change: expect.stringContaining("Status: Allowed → became Play money only"),
      },
    ]);
  });

  it("blocked after a confirmation, then allowed again: the player's notice follows, each change on the audit log", { timeout: 90_000 }, async () => {
    await admin.goto("/jurisdictions");
    await rulesRow(admin).getByRole("button", { name: "Edit the rule of Iceland" }).click();
    const form = admin.getByRole("form", { name: "Set a country's rule" });
    await expect.poll(() => form.getByLabel("Country").inputValue()).toBe("IS");
    await form.getByText("Now: Play money only").waitFor();
    // Cancel on the confirmation changes nothing.
    await form.getByRole("radio", { name: /^Blocked\b/ }).check();
    await form.getByRole("button", { name: "Save rule" }).click();
    const confirm = admin.getByRole("dialog", { name: "Block a country" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await rulesRow(admin).getByText("Play money only", { exact: true }).waitFor();

    await setRule(admin, "blocked", "E2E: not served.");
    await rulesRow(admin).getByText("Blocked", { exact: true }).waitFor();

    await openLudoMenu(playerPage);
    const blocked = notice(playerPage);
    await blocked.getByText("Coin Arena is not available in Iceland").waitFor({ timeout: 15_000 });
    await blocked.getByText("From there you cannot sign up, deposit or take a seat at any table, with coins or free coins.").waitFor();
    await checkScreen(playerPage, "jurisdiction-notice-blocked", () => notice(playerPage));

    // Allowed again: the rule stays listed as allowed, and the player is told nothing.
    await setRule(admin, "allowed", "E2E: licensed again.");
    lifted = true;
    await rulesRow(admin).getByText("Allowed", { exact: true }).waitFor();
    await openLudoMenu(playerPage);
    await playerPage.getByRole("list", { name: "Game modes" }).waitFor();
    expect(await notice(playerPage).count()).toBe(0);
    const wallet = await openWalletPanel(playerPage);
    await wallet.getByRole("tab", { name: "Deposit" }).click();
    await wallet.getByRole("tabpanel", { name: "Deposit" }).getByLabel("Amount", { exact: true }).waitFor();
    expect(await notice(playerPage).count()).toBe(0);

    await openAuditLogFor(admin, "IS");
    // Newest first: allowed again, blocked, play money only (the previous test), each with its before and after.
    const change = (text: string) => expect.stringContaining(text);
    await expectNewestAuditRows(admin, [
      { admin: BY_ADMIN, target: "country IS", change: change("Status: Blocked → became Allowed") },
      { admin: BY_ADMIN, target: "country IS", change: change("Status: Play money only → became Blocked") },
      { admin: BY_ADMIN, target: "country IS", change: change("Status: Allowed → became Play money only") },
    ]);
    const [newest] = await auditRows(admin);
    expect(newest!.change).toContain("Note: E2E: not served. → became E2E: licensed again.");
  });
});

describe("the new admin pages at 390 and 1440 px: screenshots, nothing wider than the screen, no axe finding", () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await adminOn(await newPage({ width: 1440, height: 900 }));
  });

  const table = (name: string) => () => admin.getByRole("table", { name }).getByRole("row").nth(1);
  for (const [name, address, heading, ready] of [
    ["static-management", "/static-management", "Static Content", table("Static pages by language")],
    ["edit-static", "/edit-static?slug=about&lang=pt", "Edit Static Page", () => admin.getByRole("region", { name: /^History: / })],
    ["faq-management", "/faq-management?lang=en", "FAQ Management", table("FAQs in English, by position")],
    ["add-faq", "/add-faq?lang=en", "Add FAQ", () => admin.getByRole("form", { name: "Add FAQ" })],
    ["game-play-reminders", "/game-play-reminders", "Game Play Reminders", () => admin.getByRole("main").locator(".list-frame")],
    ["add-game-play", "/add-game-play", "Add Game Play", () => admin.getByRole("form", { name: "Add Game Play" })],
    ["dashboard", "/admin-dashboard", "Dashboard", () => chartCard(admin, "Players per day").locator("canvas")],
    ["jurisdictions", "/jurisdictions", "Jurisdictions", () => admin.getByRole("form", { name: "Set a country's rule" })],
  ] as const) {
    it(address, async () => {
      await admin.goto(address);
      await admin.getByRole("heading", { level: 1, name: heading }).waitFor();
      await checkScreen(admin, name, ready);
    });
  }

  it("/add-game-play choosing players, and /edit-static on a phone with its Write and Preview tabs", async () => {
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.goto("/add-game-play");
    const form = admin.getByRole("form", { name: "Add Game Play" });
    await form.getByRole("radio", { name: "Players I choose" }).check();
    await form.getByLabel("Find players").fill("e2e");
    await checkScreen(admin, "add-game-play-players", () => form.getByRole("list", { name: "Search results" }));

    await admin.goto("/edit-static?slug=about&lang=pt");
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByRole("tab", { name: "Preview" }).click();
    await admin.getByRole("tabpanel", { name: "Preview" }).waitFor();
    // At 1440 px the text and its preview are side by side again.
    await checkScreen(admin, "edit-static-preview", () => admin.locator(".static-preview"));
  });

  it("a player's bell panel", async () => {
    const page = await newPage();
    const player = newPlayer("bell");
    await signUpByApi(page.request, player);
    await logInThroughUi(page, player.email, player.password);
    await page.getByRole("banner").getByRole("button", { name: /^Notifications\b/ }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await checkScreen(page, "bell-panel", () => panel.getByText("No notifications yet."));
    await page.context().close();
  });
});
