/**
 * The admin's content in a browser (issue 17): a static page written in Portuguese on /edit-static, read by a visitor
 * who switched the site to Portuguese while an English visitor keeps the English page, the edit in the page's version
 * history and the audit log; an FAQ added on /add-faq, listed on /faq-management and read on the home page's FAQ (the
 * one place players read FAQs); a game-play reminder scheduled on /add-game-play for two chosen players, "Now": the job
 * (every 15 s) mails it to the one with reminders on and puts it under their top bar bell (unread count, panel, mark
 * all read), while the one who turned reminders off in Settings gets neither.
 *
 * The e2e database is shared by every file of a run and by reruns on one stack: each test asserts on its own players,
 * texts and ids only (a run's unique tag is in every title it writes).
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newPlayer, signUpByApi, waitForToast, type Player } from "../accounts.js";
import { adminOn, checkScreen, expectAuditRows, expectNewestAuditRows, openAuditLogFor, waitForMail } from "../admin.js";
import { useBrowser } from "../browser.js";
import { mailsTo } from "../mailbox.js";
import { ADMIN, logInThroughUi } from "../wallet.js";

const { newPage } = useBrowser();

/** This run's tag, in every title and question it writes (reruns on one stack write new ones). */
const RUN = Date.now().toString(36);
const BY_ADMIN = `${ADMIN.email} from 127.0.0.1`;

/** The top bar's bell: "Notifications" or "Notifications, N unread". */
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications\b/ });

/** The JSON answer of the next API call to this path and method, once the UI made it. */
async function answerOf<T>(page: Page, method: string, path: RegExp, act: () => Promise<unknown>): Promise<T> {
  const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname)), act()]);
  expect(res.status(), `${method} ${path}`).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

describe("the admin's content", () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await adminOn(await newPage({ width: 1440, height: 900 }));
  });

  it("saves About Us in Portuguese on /edit-static: a Portuguese visitor reads it, an English one keeps the English page, history and audit log show the edit", async () => {
    const title = `Sobre a Coin Arena ${RUN}`;
    const paragraph = `Somos uma plataforma de jogos com moedas, feita para jogar com amigos (${RUN}).`;
    const listItem = `Ludo, xadrez e cartas ${RUN}`;

    // From the list of pages, the Portuguese About Us.
    await admin.goto("/static-management");
    await admin.getByRole("heading", { level: 1, name: "Static Content" }).waitFor();
    const pages = admin.getByRole("table", { name: "Static pages by language" });
    await pages.getByRole("link", { name: /^(Edit|Write) About Us in Português$/ }).click();
    await admin.waitForURL((u) => u.pathname === "/edit-static" && u.searchParams.get("slug") === "about" && u.searchParams.get("lang") === "pt");
    await admin.getByText("About Us · Português").waitFor();
    const form = admin.getByRole("form", { name: "Page text" });
    const history = admin.getByRole("region", { name: /^History: / });
    // "History: N versions" (the list shows the newest six until "Show all").
    const versionsBefore = Number(/^History: (\d+) version/.exec((await history.getByRole("heading", { level: 2 }).textContent()) ?? "")?.[1]);
    expect(versionsBefore).toBeGreaterThanOrEqual(1);

    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Text", { exact: true }).fill(`${paragraph}\n\n## O que jogar\n\n- ${listItem}\n- Corridas e loterias`);
    await form.getByText("Changes not saved yet.").waitFor();
    // The preview beside the text is the public page's own rendering.
    const preview = admin.getByRole("region", { name: "Preview" });
    await preview.getByRole("heading", { name: "O que jogar" }).waitFor();
    await preview.getByRole("listitem").filter({ hasText: listItem }).waitFor();

    const saved = await answerOf<{ versions: { _id: string }[] }>(admin, "PUT", /^\/api\/v1\/admin\/static\/about\/pt$/, () =>
      form.getByRole("button", { name: "Save", exact: true }).click(),
    );
    await waitForToast(admin, "Page saved.");
    await form.getByText("Saved: this is the page visitors read.").waitFor();

    // The history has one more version, the newest: this admin's, shown now, titled as saved.
    const number = saved.versions.length;
    expect(number).toBe(versionsBefore + 1);
    await history.getByRole("heading", { name: `History: ${number} version${number === 1 ? "" : "s"}` }).waitFor();
    const newest = history.getByRole("listitem").first();
    await newest.getByRole("heading", { name: `Version ${number}` }).waitFor();
    await newest.getByText("Shown now", { exact: true }).waitFor();
    await newest.getByText(ADMIN.email).waitFor();
    await newest.getByRole("button", { name: `Preview Version ${number}` }).click();
    const versionPreview = admin.getByRole("dialog", { name: new RegExp(`^Version ${number} · `) });
    await versionPreview.getByText(title).waitFor();
    await versionPreview.getByText(paragraph).waitFor();
    await versionPreview.getByRole("button", { name: "Close" }).first().click();
    await versionPreview.waitFor({ state: "detached" });

    // A visitor in English, who then switches the site to Portuguese with the top bar's language switch.
    const visitor = await newPage();
    await visitor.goto("/about");
    await visitor.getByRole("main").locator(".prose").waitFor();
    const englishTitle = (await visitor.getByRole("main").getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(englishTitle).not.toBe(title);
    expect(await visitor.getByRole("main").textContent()).not.toContain(RUN);
    await visitor.getByRole("banner").getByLabel("Language").selectOption({ label: "Português" });
    await visitor.getByRole("main").getByRole("heading", { level: 1, name: title }).waitFor();
    await visitor.getByRole("main").getByText(paragraph).waitFor();
    await visitor.getByRole("main").getByRole("heading", { level: 2, name: "O que jogar" }).waitFor();
    await visitor.getByRole("main").getByRole("listitem").filter({ hasText: listItem }).waitFor();
    // Kept across a reload (the choice is remembered).
    await visitor.reload();
    await visitor.getByRole("main").getByRole("heading", { level: 1, name: title }).waitFor();

    // Another visitor in English still reads the English page.
    const english = await newPage();
    await english.goto("/about");
    await english.getByRole("main").getByRole("heading", { level: 1, name: englishTitle }).waitFor();
    await english.getByRole("main").locator(".prose").waitFor();
    expect(await english.getByRole("main").textContent()).not.toContain(RUN);

    // The audit log: this admin edited the static page about/pt, the title after.
    await openAuditLogFor(admin, "about/pt", "Edited a static page");
    await expectNewestAuditRows(admin, [{ admin: BY_ADMIN, action: "Edited a static page content.edit", target: "static page about/pt" }]);
    const [newestRow] = await admin.getByRole("table", { name: "Admin actions, newest first" }).getByRole("row").nth(1).allTextContents();
    expect(newestRow).toContain(title);
    await visitor.context().close();
    await english.context().close();
  });

  it("adds an FAQ on /add-faq: listed on /faq-management, read on the home page's FAQ, on the audit log", async () => {
    const question = `Can I play Ludo with free coins? (${RUN})`;
    const answer = `Yes: switch to freeplay in the top bar and every table uses free coins. (${RUN})`;

    await admin.goto("/faq-management?lang=en");
    await admin.getByRole("heading", { level: 1, name: "FAQ Management" }).waitFor();
    await admin.getByRole("link", { name: "Add FAQ" }).first().click();
    await admin.waitForURL((u) => u.pathname === "/add-faq");
    const form = admin.getByRole("form", { name: "Add FAQ" });
    await expect.poll(() => form.getByLabel("Language").inputValue()).toBe("en");
    await form.getByLabel("Question").fill(question);
    await form.getByLabel("Answer").fill(answer);
    // Shown, at the end of the English list (the form's own next position).
    await expect.poll(() => form.getByRole("checkbox", { name: "Shown on the public FAQ in English" }).isChecked()).toBe(true);
    const position = Number(await form.getByLabel("Position").inputValue());
    const added = await answerOf<{ _id: string }>(admin, "POST", /^\/api\/v1\/admin\/faq$/, () => form.getByRole("button", { name: "Add FAQ" }).click());
    await waitForToast(admin, "FAQ added.");

    // Back on the English list, shown at its position.
    await admin.waitForURL((u) => u.pathname === "/faq-management" && u.searchParams.get("lang") === "en");
    const row = admin.getByRole("table", { name: "FAQs in English, by position" }).getByRole("row").filter({ hasText: question });
    await row.getByText("Shown", { exact: true }).waitFor();
    expect(await row.getByRole("cell").first().textContent()).toContain(String(position));

    // A visitor's home page: the question in the FAQ, its answer opened by it.
    const visitor = await newPage();
    await visitor.goto("/");
    const faq = visitor.getByRole("main").getByRole("heading", { level: 3, name: question });
    await faq.scrollIntoViewIfNeeded({ timeout: 15_000 });
    const toggle = faq.getByRole("button", { name: question });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await visitor.getByRole("main").getByText(answer).waitFor();
    await visitor.context().close();

    await openAuditLogFor(admin, added._id);
    await expectAuditRows(admin, [{ admin: BY_ADMIN, action: "Added an FAQ faq.create", target: `FAQ ${added._id}` }]);
  });

  describe("a game-play reminder sent now to two chosen players", () => {
    let listener: Player;
    let optedOut: Player;
    let listenerPage: Page;
    let optedOutPage: Page;

    beforeAll(async () => {
      listener = newPlayer("remind");
      optedOut = newPlayer("nomail");
      listenerPage = await newPage();
      optedOutPage = await newPage();
      await signUpByApi(listenerPage.request, listener);
      await signUpByApi(optedOutPage.request, optedOut);
      await logInThroughUi(listenerPage, listener.email, listener.password);
      await logInThroughUi(optedOutPage, optedOut.email, optedOut.password);
    });

    it("the opted-out player turns reminders off in Settings", async () => {
      const page = optedOutPage;
      await bell(page).waitFor();
      await page.getByRole("banner").getByRole("button", { name: "Settings" }).click();
      const settings = page.getByRole("dialog", { name: "Settings" });
      const reminders = settings.getByRole("switch", { name: "Game-play reminders" });
      await expect.poll(() => reminders.getAttribute("aria-checked")).toBe("true");
      await expect.poll(() => reminders.getAttribute("aria-disabled")).toBe("false");
      await reminders.click();
      await waitForToast(page, "Game-play reminders are off: you will get neither the mail nor the notification.");
      await expect.poll(() => reminders.getAttribute("aria-checked")).toBe("false");
      await settings.getByRole("button", { name: "Close" }).first().click();
      await settings.waitFor({ state: "detached" });
      // Kept on the server: a fresh page reads it back off.
      await page.reload();
      await page.getByRole("banner").getByRole("button", { name: "Settings" }).click();
      await expect.poll(() => settings.getByRole("switch", { name: "Game-play reminders" }).getAttribute("aria-checked")).toBe("false");
      await settings.getByRole("button", { name: "Close" }).first().click();
    });

    it("is scheduled on /add-game-play: mailed to the other player and under their bell (unread, panel, mark all read); the opted-out one gets nothing", { timeout: 120_000 }, async () => {
      const title = `Your Ludo table is waiting ${RUN}`;
      const text = `Two friends are online now: roll the dice before midnight. (${RUN})`;

      await admin.goto("/game-play-reminders");
      await admin.getByRole("heading", { level: 1, name: "Game Play Reminders" }).waitFor();
      await admin.getByRole("link", { name: "Schedule a reminder" }).first().click();
      await admin.waitForURL((u) => u.pathname === "/add-game-play");
      const form = admin.getByRole("form", { name: "Add Game Play" });
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Text", { exact: true }).fill(text);
      await form.getByLabel("Game", { exact: true }).selectOption({ label: "Ludo" });
      await form.getByRole("radio", { name: "Players I choose" }).check();
      for (const player of [listener, optedOut]) await choosePlayer(form, player);
      await form.getByRole("list", { name: "2 players chosen" }).waitFor();
      await form.getByRole("button", { name: "Now", exact: true }).click();
      await form.getByText("This time has come: the reminder goes out within about 15 seconds of saving.").waitFor();
      await expect.poll(() => form.getByRole("radio", { name: "Once" }).isChecked()).toBe(true);
      // The preview is what the player will read.
      const preview = form.getByRole("region", { name: "How players see it" });
      await preview.getByText(title).waitFor();
      await preview.getByText("Play Ludo").waitFor();

      const scheduled = await answerOf<{ _id: string }>(admin, "POST", /^\/api\/v1\/admin\/reminders$/, () =>
        form.getByRole("button", { name: "Schedule reminder" }).click(),
      );
      await waitForToast(admin, "Reminder scheduled.");
      await admin.waitForURL((u) => u.pathname === "/game-play-reminders");
      const row = admin.getByRole("table", { name: "Game-play reminders, active first by next time" }).getByRole("row").filter({ hasText: title });
      await row.getByText("2 chosen players").waitFor();

      // The job's next pass (every 15 s) sends it: one mail, to the player with reminders on.
      const mail = await waitForMail(listenerPage.request, listener.email, new RegExp(`^Your Ludo table is waiting ${RUN}$`), 45_000);
      expect(mail.text).toContain(text);
      expect(mail.text).toContain("/ludo");
      expect(mail.text).toContain("You can turn reminders off in your settings.");

      // The list shows it sent, delivered once (the run is over: the opted-out player was skipped, not pending).
      await expect
        .poll(
          async () => {
            await admin.reload();
            await row.waitFor();
            return (await row.getByRole("cell").allTextContents()).map((cell) => cell.replace(/\s+/g, " ").trim());
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toEqual(expect.arrayContaining(["Sent", "1"]));
      expect((await mailsTo(optedOutPage.request, optedOut.email)).filter((m) => m.subject.includes(RUN))).toEqual([]);

      // The bell: the count on it (a fresh page asks at once; an open page asks every minute and on focus).
      const page = listenerPage;
      await page.reload();
      await expect.poll(() => bell(page).getAttribute("aria-label"), { timeout: 15_000 }).toBe("Notifications, 1 unread");
      await bell(page).click();
      const panel = page.getByRole("dialog", { name: "Notifications" });
      const item = panel.getByRole("list", { name: "Your notifications, newest first" }).getByRole("listitem").filter({ hasText: title });
      await item.getByText(`Unread: ${title}`).waitFor();
      await item.getByText(text).waitFor();
      // The link to the game's section, named with the reminder's title for a screen reader (its hidden ": title").
      await item.getByRole("link", { name: new RegExp(`^Play Ludo ?: ${title}$`) }).waitFor();
      // The panel with a notice in it, on a phone and a desktop (screenshots, overflow, axe).
      await checkScreen(page, "bell-panel-unread", () => item);
      await page.setViewportSize({ width: 1280, height: 800 });
      await panel.getByRole("button", { name: "Mark all read" }).click();
      await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Notifications");
      await expect.poll(() => item.getByText("Unread:").count()).toBe(0);
      await expect.poll(() => panel.getByRole("button", { name: "Mark all read" }).isDisabled()).toBe(true);
      // Read stays read.
      await page.reload();
      await expect.poll(() => bell(page).getAttribute("aria-label"), { timeout: 15_000 }).toBe("Notifications");

      // The opted-out player: no count, and the panel has nothing.
      await optedOutPage.reload();
      await expect.poll(() => bell(optedOutPage).getAttribute("aria-label"), { timeout: 15_000 }).toBe("Notifications");
      await bell(optedOutPage).click();
      await optedOutPage.getByRole("dialog", { name: "Notifications" }).getByText("No notifications yet.").waitFor();

      await openAuditLogFor(admin, scheduled._id);
      await expectAuditRows(admin, [{ admin: BY_ADMIN, action: "Scheduled a game-play reminder reminder.create", target: `reminder ${scheduled._id}` }]);
    });
  });
});

/** The reminder form's player picker: searches a player by username and adds them. */
async function choosePlayer(form: Locator, player: Player) {
  await form.getByLabel("Find players").fill(player.userName);
  const results = form.getByRole("list", { name: "Search results" });
  await results.getByRole("button", { name: `Add ${player.fullName}` }).click();
  await results.getByRole("button", { name: `Added ${player.fullName}` }).waitFor();
}
