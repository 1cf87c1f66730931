/**
 * The Derby's admin screen, /derby-management, in a real browser: the admin schedules a race of 4 horses through the
 * form (each horse's win chance following its strength, a post time in the past refused inline), sees it listed there
 * and on /derby; a player's bet on it, placed by API, shows in the list and comes back to the player's balance when the
 * admin cancels the race through the confirmation dialog (the race then under the recent races, cancelled). Virtual
 * races turned on (every 5 minutes) show as set after a reload, then off. Every screen at 390 and 1440 px, axe-clean.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tokenByApi, waitForToast } from "../accounts.js";
import { adminOn, checkScreen } from "../admin.js";
import { useBrowser } from "../browser.js";
import { ADMIN, fundedPlayerOn } from "../wallet.js";

const { newPage } = useBrowser();

async function api<T>(page: Page, method: "GET" | "POST", path: string, token: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api/v1/${path}`, { method, headers: { token }, data });
  const body = (await res.json()) as { responseCode: number; responseMessage: string; result: T };
  if (body.responseCode !== 200) throw new Error(`${method} ${path}: ${body.responseMessage}`);
  return body.result;
}
const balance = async (page: Page, token: string) => Number((await api<{ balance: number | string }>(page, "GET", "user/view-wallet?currency=COIN", token)).balance);

/** A datetime-local value `minutes` from now in the browser's own zone (what the admin would type). */
const localIn = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const at = new Date(Date.now() + m * 60_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, minutes);

describe("/derby-management", () => {
  it("schedules a race through the form, cancels it with every bet returned, and sets the virtual races", { timeout: 240_000 }, async () => {
    const admin = await newPage({ width: 1440, height: 900 });
    const adminToken = await tokenByApi(admin.request, ADMIN.email, ADMIN.password);
    const playerPage = await newPage({ width: 390, height: 844 });
    const player = await fundedPlayerOn(playerPage, "dbyadm", 20);
    const playerToken = await tokenByApi(playerPage.request, player.email, player.password);

    await adminOn(admin);
    await admin.goto("/derby-management");
    await admin.getByRole("heading", { level: 1, name: "Derby Management" }).waitFor();
    const form = admin.getByRole("form", { name: "Schedule a race" });
    await form.waitFor();
    const tag = Date.now().toString(36);
    const title = `Admin Cup ${tag}`;
    await checkScreen(admin, "derby-management-empty-form", () => form);

    // Four horses: three rows to start with, one added; equal strengths share the chance, then it follows them.
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByRole("button", { name: "Add a horse" }).click();
    const chances = form.getByTestId("win-chance").locator("strong");
    await expect.poll(() => chances.allTextContents()).toEqual(["25%", "25%", "25%", "25%"]);
    const horses = ["Ace", "Bolt", "Comet", "Dash"].map((h) => `${h} ${tag}`);
    for (const [i, name] of horses.entries()) {
      await form.getByLabel(`Name of horse ${i + 1}`, { exact: true }).fill(name);
      await form.getByLabel(`Strength of horse ${i + 1}`, { exact: true }).fill(String(40 - i * 10));
    }
    await expect.poll(() => chances.allTextContents()).toEqual(["40%", "30%", "20%", "10%"]);

    // A post time already past is refused on its field; in ten minutes it goes through.
    const postTime = form.getByLabel("Post time", { exact: true });
    await postTime.fill(await localIn(admin, -5));
    await form.getByRole("button", { name: "Schedule race" }).click();
    await form.getByText("Post time must be in the future.").waitFor();
    expect(await postTime.getAttribute("aria-invalid")).toBe("true");
    await postTime.fill(await localIn(admin, 10));
    await form.getByRole("button", { name: "Schedule race" }).click();
    await waitForToast(admin, "Race scheduled.");

    const upcoming = admin.getByRole("region", { name: "Upcoming races" });
    const item = upcoming.locator("li[data-event]").filter({ hasText: title });
    await item.waitFor();
    const eventId = (await item.getAttribute("data-event"))!;
    expect(await item.textContent()).toContain(`${horses[0]} (40%)`);
    // The form starts again for the next race.
    expect(await form.getByLabel("Title", { exact: true }).inputValue()).toBe("");

    // On /derby for the players; one bets 5 coins on it (by API) and the admin's list shows the bet and the pool.
    await playerPage.goto("/derby");
    await playerPage.locator(`article[data-event="${eventId}"]`).getByRole("heading", { name: title }).waitFor();
    await api(playerPage, "POST", "derby/joinEvent", playerToken, { eventId, pool: "win", horse: 1, amount: 5 });
    expect(await balance(playerPage, playerToken)).toBe(15);
    await expect.poll(() => item.textContent(), { timeout: 15_000 }).toContain("5.00 COIN");
    await checkScreen(admin, "derby-management", () => item);

    // Cancel: the dialog says every bet goes back; the player has the 5 coins back.
    await item.getByRole("button", { name: "Cancel race" }).click();
    const dialog = admin.getByRole("dialog", { name: "Cancel this race?" });
    await dialog.getByText("Every bet on it is returned to its player's balance: 5.00 COIN in 1 bet(s).").waitFor();
    await checkScreen(admin, "derby-management-cancel", () => dialog);
    // The dialog is outside <main> (checkScreen's cut-off check): on a phone it fits the screen too.
    await admin.setViewportSize({ width: 390, height: 844 });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `dialog at ${JSON.stringify(box)}`).toBe(true);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole("button", { name: "Cancel race and refund" }).click();
    await waitForToast(admin, "Race cancelled: every bet is returned.");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => balance(playerPage, playerToken), { timeout: 15_000 }).toBe(20);
    await item.waitFor({ state: "detached", timeout: 15_000 });
    const past = admin.getByRole("region", { name: "Recent races" }).locator(`li[data-event="${eventId}"]`);
    await past.getByText("Cancelled", { exact: true }).waitFor({ timeout: 20_000 });

    // Virtual races: on, every 5 minutes, still so after a reload; then off.
    const virtual = admin.getByRole("region", { name: "Virtual races" });
    await virtual.getByRole("checkbox", { name: "Run virtual races" }).check();
    await virtual.getByLabel("Every (minutes)").fill("5");
    await virtual.getByRole("button", { name: "Save" }).click();
    await waitForToast(admin, "Virtual races on: one every 5 min.");
    await admin.reload();
    await virtual.getByText("Now: a race every 5 min.").waitFor();
    expect(await virtual.getByRole("checkbox", { name: "Run virtual races" }).isChecked()).toBe(true);
    expect(await virtual.getByLabel("Every (minutes)").inputValue()).toBe("5");
    await checkScreen(admin, "derby-management-virtual", () => virtual);
    await virtual.getByRole("checkbox", { name: "Run virtual races" }).uncheck();
    await virtual.getByRole("button", { name: "Save" }).click();
    await waitForToast(admin, "Virtual races off.");
    await admin.reload();
    await virtual.getByText("Now: off.").waitFor();
    expect(await api<{ everyMinutes: number | null }>(admin, "GET", "admin/derby/virtual", adminToken)).toEqual({ everyMinutes: null });

    // Whatever virtual race the platform opened meanwhile is cancelled, leaving the board as it was.
    const open = await api<{ docs: { _id: string; virtual: boolean }[] }>(admin, "GET", "derby/events", adminToken);
    for (const e of open.docs.filter((d) => d.virtual)) await api(admin, "POST", `admin/derby/events/${e._id}/cancel`, adminToken);
  });
});
