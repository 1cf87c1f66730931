/**
 * Every screen a visitor, a player and an admin can reach, checked by axe-core's WCAG 2.1 A/AA rules on a phone
 * (390 px) and a desktop (1440 px): the spec's route table (ALL_ROUTES), /dev/mailbox (off here: the stack sends
 * mail over SMTP), the auth panel's views, the Contact Us and Settings modals, the Ludo menu with each of its dialogs
 * open, the Ludo table of a Free Play game, and the Flash lobby's dialogs (the Flash tables and a hand's check are in
 * tests/flash.test.ts). A screen fails on any finding of impact moderate or worse (docs/decisions.md, issue 14), and
 * the failure lists each one: impact, rule, the element's selector and what to fix.
 *
 * One Chromium for the file and one page per person, reused from screen to screen: each screen is opened once and
 * checked at both widths by resizing the page.
 */
import { ALL_ROUTES, type SpecRoute } from "@arena/contracts";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { authPanel, fillSignUp, newPlayer, nextOtp, signUpByApi, tokenByApi, type Player } from "../accounts.js";
import { atLeast, axeFindings, describeFindings, settleMotion } from "../axe.js";
import { useBrowser } from "../browser.js";
import { choice, depositByApi, dialog, modeCard, openLudoMenu, startComputerGame } from "../ludo.js";
import { ADMIN, logInThroughUi } from "../wallet.js";

const { newPage } = useBrowser();

/** A phone and a desktop: every screen is checked at both, the page resized in place (one sign-in per person). */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** Waits for loaded data after a navigation or an action (the app polls nothing faster than every few seconds). */
async function settleData(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  // Skeletons and spinners say aria-busy while they wait.
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached", timeout: 5_000 }).catch(() => undefined);
}


/**
 * The screen as it is now, at 390 px and at 1440 px, has no finding of impact moderate or worse. A soft assertion:
 * a test that walks several screens reports every one that fails, each finding on its own line.
 */
async function expectClean(page: Page): Promise<void> {
  await settleData(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settleMotion(page);
    const findings = atLeast(await axeFindings(page), "moderate");
    expect.soft(describeFindings(findings), `${page.url()} at ${viewport.width} px`).toEqual([]);
  }
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("main h1").first().waitFor({ timeout: 15_000 });
}

const visitorRoutes = ALL_ROUTES.filter((r) => r.access === "public");
const playerRoutes = ALL_ROUTES.filter((r) => r.access === "guarded" || r.access === "game");
/** The spec's admin routes and the admin area's own (the audit log, the contact inbox). */
const adminRoutes = ALL_ROUTES.filter((r) => r.access === "admin");
const address = (r: SpecRoute) => r.sample ?? r.path;

describe("a visitor", () => {
  let page: Page;
  let player: Player;
  beforeAll(async () => {
    page = await newPage(VIEWPORTS[0]);
    player = newPlayer("axe");
    await signUpByApi(page.request, player);
  });

  for (const route of visitorRoutes) {
    it(`${address(route)}`, async () => {
      await visit(page, address(route));
      await expectClean(page);
    });
  }

  // The e2e stack sends mail over SMTP (to its own SMTP server), so its dev mailbox is off: the page says so.
  it("/dev/mailbox, off while mail goes over SMTP, with a player's address asked for", async () => {
    await visit(page, "/dev/mailbox");
    await expectClean(page);
    await page.getByRole("main").getByLabel("Email").fill(player.email);
    await page.getByRole("main").getByRole("button", { name: "Show mail" }).click();
    await page.getByRole("main").getByRole("status").getByText("The dev mailbox is off: mail is sent over SMTP").waitFor({ timeout: 15_000 });
    await expectClean(page);
  });

  it("the Contact Us modal", async () => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Contact Us" }).first().click();
    await page.getByRole("dialog", { name: "Contact Us" }).waitFor();
    await expectClean(page);
  });

  it("the auth panel: Login, Sign up and Verify your email", async () => {
    await visit(page, "/?login");
    const login = authPanel(page, "Login");
    await login.waitFor();
    await expectClean(page);
    await login.getByRole("button", { name: "Create an account" }).click();
    const signUp = authPanel(page, "Sign up");
    await signUp.waitFor();
    await expectClean(page);
    await fillSignUp(signUp, newPlayer("axe"));
    await signUp.getByRole("checkbox", { name: /I agree to the terms/ }).check();
    await expectClean(page);
    await signUp.getByRole("button", { name: "Create account" }).click();
    await authPanel(page, "Verify your email").waitFor({ timeout: 15_000 });
    await expectClean(page);
  });

  it("the auth panel: Forgot password, its code and Reset password", async () => {
    await visit(page, "/?login");
    const login = authPanel(page, "Login");
    await login.getByRole("button", { name: "Forgot password?" }).click();
    const forgot = authPanel(page, "Forgot password");
    await forgot.waitFor();
    await expectClean(page);
    await forgot.getByLabel("Email").fill(player.email);
    await forgot.getByRole("button", { name: "Send code" }).click();
    const verify = authPanel(page, "Verify your email");
    await verify.waitFor({ timeout: 15_000 });
    await expectClean(page);
    // The sign-up code was mail 1; the reset code is the next one.
    await verify.getByLabel("OTP").fill(await nextOtp(page.request, player.email, 1));
    await verify.getByRole("button", { name: "Verify", exact: true }).click();
    await authPanel(page, "Reset password").waitFor({ timeout: 15_000 });
    await expectClean(page);
  });
});

describe("a player", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(VIEWPORTS[0]);
    const player = newPlayer("axe");
    await signUpByApi(page.request, player);
    await depositByApi(page.request, player, 50);
    await logInThroughUi(page, player.email, player.password);
  });

  it("/ logged in", async () => {
    await visit(page, "/");
    await expectClean(page);
  });

  for (const route of playerRoutes) {
    it(`${address(route)}`, async () => {
      await visit(page, address(route));
      await expectClean(page);
    });
  }

  it("the account menu and the Settings modal", async () => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "My Profile" }).waitFor();
    await expectClean(page);
    await page.keyboard.press("Escape");
    await visit(page, "/ludo/menu");
    await page.getByRole("group", { name: "Ludo menu tools" }).getByRole("button", { name: "Settings" }).click();
    await page.getByRole("dialog", { name: "Settings" }).waitFor();
    await expectClean(page);
  });

  /** Opens the Ludo menu, then a mode card, and checks the first dialog it opens (titled `title`). */
  async function menuDialog(card: "Private" | "Multiplayer" | "Free Play", title: string): Promise<Locator> {
    await openLudoMenu(page);
    await modeCard(page, card).click();
    const shown = dialog(page, title);
    await shown.waitFor({ timeout: 15_000 });
    await expectClean(page);
    return shown;
  }

  it("the Ludo menu and its Profile panel", async () => {
    await openLudoMenu(page);
    await expectClean(page);
    await page.getByRole("group", { name: "Ludo menu tools" }).getByRole("button", { name: "Profile" }).click();
    await dialog(page, "Profile").getByLabel("Your dice seed").waitFor();
    await expectClean(page);
  });

  it("Multiplayer: Select Game, Classic, Select Game (create) and Rooms", async () => {
    await menuDialog("Multiplayer", "Select Game");
    await dialog(page, "Select Game").getByRole("button", { name: "Play" }).click();
    const classic = dialog(page, "Classic");
    await classic.waitFor();
    await expectClean(page);
    await choice(classic, "Create Room").click();
    await dialog(page, "Select Game").getByRole("button", { name: "Create", exact: true }).waitFor();
    await expectClean(page);

    await menuDialog("Multiplayer", "Select Game");
    await dialog(page, "Select Game").getByRole("button", { name: "Play" }).click();
    await choice(dialog(page, "Classic"), "Join Room").click();
    await dialog(page, "Rooms").waitFor();
    await expectClean(page);
  });

  it("Multiplayer: Quick Play's Select Price", async () => {
    await menuDialog("Multiplayer", "Select Game");
    const select = dialog(page, "Select Game");
    await select.getByRole("radio", { name: /^Quick Play\b/ }).check();
    await select.getByRole("button", { name: "Play" }).click();
    await dialog(page, "Select Price").waitFor();
    await expectClean(page);
  });

  it("Private: the choice, Join with code, Join with password, Themes and the Private Room", async () => {
    await menuDialog("Private", "Private");
    await choice(dialog(page, "Private"), "Join with code").click();
    await dialog(page, "Join").getByRole("textbox", { name: "Room code" }).waitFor();
    await expectClean(page);

    await menuDialog("Private", "Private");
    await choice(dialog(page, "Private"), "Join with password").click();
    await dialog(page, "Join").getByRole("textbox", { name: "Room password" }).waitFor();
    await expectClean(page);

    await menuDialog("Private", "Private");
    await choice(dialog(page, "Private"), "Create Room").click();
    const create = dialog(page, "Select Game");
    await create.getByRole("textbox", { name: "Entry fee" }).fill("10");
    await expectClean(page);
    await create.getByRole("button", { name: "Next" }).click();
    const themes = dialog(page, "Themes");
    await themes.waitFor();
    await expectClean(page);
    await themes.getByRole("button", { name: "Create", exact: true }).click();
    const room = dialog(page, "Private Room");
    await room.waitFor({ timeout: 15_000 });
    await expectClean(page);
    await room.getByRole("button", { name: "Close", exact: true }).click();
    await room.waitFor({ state: "detached", timeout: 15_000 });
  });

  it("the Flash lobby's dialogs: Rules, Quick Play, Private table and Free Play", async () => {
    for (const [button, title] of [
      ["Rules", "How Flash is played"],
      ["Quick Play at the boot 1.00 COIN table", "Quick Play · boot 1 COIN"],
      ["Create a private table", "Private table"],
      ["Play with bots", "Free Play"],
    ] as const) {
      await visit(page, "/teenpatti");
      await page.getByRole("list", { name: "Table tiers" }).waitFor();
      await page.getByRole("button", { name: button, exact: true }).click();
      await dialog(page, title).waitFor();
      await expectClean(page);
    }
  });

  it("the Flash lobby opened from an invite link, and a Flash hand's check that finds nothing", async () => {
    await visit(page, "/teenpatti?code=123456");
    await page.getByRole("heading", { name: "You were invited to table 123456" }).waitFor();
    await expectClean(page);
    await visit(page, "/fairness?game=flash&id=00000000-0000-4000-8000-000000000000");
    await page.getByText("No hand with this id.").waitFor({ timeout: 15_000 });
    await expectClean(page);
  });

  it("Free Play: its setup and the Ludo table", { timeout: 90_000 }, async () => {
    await menuDialog("Free Play", "Free Play");
    await startComputerGame(page, { bots: 3, rules: "quick", board: "default" });
    await expectClean(page);
    await page.getByRole("button", { name: "Sound settings" }).click();
    await page.getByRole("dialog", { name: "Settings" }).waitFor();
    await expectClean(page);
  });
});

describe("an admin", () => {
  let page: Page;
  const sender = `e2e.axe.${Date.now().toString(36)}@example.com`;
  beforeAll(async () => {
    page = await newPage(VIEWPORTS[0]);
    // Something in each list: a Contact Us message answered once (so the inbox and the audit log have rows), and one
    // left new.
    const sent = await page.request.post("/api/v1/contact/contactUs", { data: { gameType: "LOTTERY", email: sender, message: "Where can I see the lottery draw?" } });
    const { result } = (await sent.json()) as { result: { _id: string } };
    const token = await tokenByApi(page.request, ADMIN.email, ADMIN.password);
    await page.request.post(`/api/v1/admin/contact/${result._id}/reply`, { headers: { token }, data: { text: "On the Lottery page, every Sunday." } });
    await page.request.post("/api/v1/contact/contactUs", { data: { gameType: "H2H", email: sender, message: "Is there a minimum bet on H2H?" } });
    await logInThroughUi(page, ADMIN.email, ADMIN.password, { skipReferral: false });
  });

  for (const route of adminRoutes) {
    it(`${address(route)}`, async () => {
      await visit(page, address(route));
      await expectClean(page);
    });
  }

  it("/contact-inbox with every message shown and a reply being written", async () => {
    await visit(page, `/contact-inbox?status=all&search=${encodeURIComponent(sender)}`);
    const card = page.getByRole("article", { name: sender }).filter({ hasText: "minimum bet" });
    await card.getByRole("button", { name: `Reply ${sender}` }).click();
    await card.getByRole("button", { name: "Send reply" }).click();
    await card.getByText("Please enter atleast 3 characters.").waitFor();
    await expectClean(page);
  });

  it("the admin side menu with the live monitor", async () => {
    await visit(page, "/");
    await page.setViewportSize(VIEWPORTS[1]);
    await page.getByRole("banner").getByRole("button", { name: "Admin mode" }).click();
    await page.getByRole("navigation", { name: "Administration" }).getByRole("button", { name: /^Live monitor/ }).waitFor();
    await expectClean(page);
  });
});
