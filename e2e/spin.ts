/**
 * Helpers of the spin wheel's browser tests: today's free-spin dialog (marked seen through the API for tests about
 * something else), a spin's answer as the server gave it, and where the wheel came to rest, read from the page: the
 * segment the wheel says it shows, and the colour drawn under the pointer against the odds list's swatch of the prize
 * the server answered.
 */
import type { APIRequestContext, Locator, Page, Response } from "playwright-core";
import { expect } from "vitest";
import type { SpinOutcome, WheelPrize } from "@arena/contracts";
import { tokenByApi } from "./accounts.js";

/**
 * Today's free-spin dialog opens by itself on the home page of a player who has not seen it today (spec 4). A test
 * about something else says it was seen first (POST spin/updateSpinStatus), so it never covers that test's page.
 */
export async function markFreeSpinSeen(request: APIRequestContext, email: string, password: string): Promise<void> {
  const token = await tokenByApi(request, email, password);
  const res = await request.post("/api/v1/spin/updateSpinStatus", { headers: { token } });
  if (res.status() !== 200) throw new Error(`spin/updateSpinStatus answered ${res.status()}`);
}

export const freeSpinDialog = (page: Page) => page.getByRole("dialog", { name: "Your free spin", exact: true });
export const resultDialog = (page: Page) => page.getByRole("dialog", { name: "Spin result", exact: true });
export const purchaseDialog = (page: Page) => page.getByRole("dialog", { name: "Buy spins", exact: true });

/** "Later" on the free-spin dialog: it closes and does not open again today. */
export async function closeFreeSpinDialog(page: Page): Promise<void> {
  const dialog = freeSpinDialog(page);
  await dialog.getByRole("button", { name: "Later" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The next answer of POST spin/spinResult (start waiting before the click). */
export const nextSpinAnswer = (page: Page): Promise<Response> => page.waitForResponse((r) => r.url().endsWith("/api/v1/spin/spinResult"));

export async function spinOutcome(answer: Promise<Response>): Promise<SpinOutcome> {
  const res = await answer;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: SpinOutcome }).result;
}

/** A prize as the odds list and the result dialog name it. */
export const prizeText = (prize: WheelPrize): string =>
  prize.kind === "coins" ? `${Number((prize.multiplier / 100).toFixed(2))}× the stake` : prize.kind === "jackpot" ? "The jackpot" : "No prize";

const coins = (n: number) => n.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The result dialog's headline for a spin. */
export const headlineOf = (o: SpinOutcome): string =>
  o.jackpot > 0 ? `Jackpot! You win ${coins(o.coins + o.jackpot)} COIN` : o.coins > 0 ? `You win ${coins(o.coins)} COIN` : "No win this time";

/** The wheel as a screen reader meets it (the canvas's role="img"). */
export const wheelImage = (page: Page): Locator => page.getByRole("img", { name: /^Prize wheel with \d+ equal segments/ });

type Rgb = [number, number, number];

/** The colour of one pixel of the page at (x, y), from a screenshot decoded in the page. */
async function pixelAt(page: Page, x: number, y: number): Promise<Rgb> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(image, 0, 0);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as Rgb;
  }, png.toString("base64"));
}

const rgbOf = (css: string): Rgb => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number) as Rgb;

/**
 * The wheel rests on the server's segment: the page says so (the wheel's name and its data attributes, read from the
 * wheel's own rotation), the rotation is the server's angle, and the wedge drawn just under the pointer has the colour
 * of that prize's swatch in the odds list.
 */
export async function expectWheelRestsOn(page: Page, outcome: SpinOutcome): Promise<void> {
  const stage = page.locator(".jp-stage__wheel");
  await expect.poll(() => stage.getAttribute("data-segment"), { timeout: 15_000 }).toBe(String(outcome.segment));
  const rotation = Number(await stage.getAttribute("data-rotation"));
  expect(Math.abs(rotation - outcome.angle)).toBeLessThan(1e-6);
  await wheelImage(page).and(page.getByRole("img", { name: `stopped on segment ${outcome.segment}: ${prizeText(outcome.prize)}` })).waitFor();

  const canvas = stage.locator("canvas");
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  // The painter's wheel: radius 0.42 of the square; 0.9 of the radius is inside the wedge, clear of its label.
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2 - box.width * 0.42 * 0.9;
  const drawn = await pixelAt(page, x, y);
  const swatch = page.getByRole("rowheader", { name: prizeText(outcome.prize), exact: true }).locator(".jp-swatch");
  const legend = rgbOf(await swatch.evaluate((el) => getComputedStyle(el).backgroundColor));
  drawn.forEach((channel, i) => expect(Math.abs(channel - legend[i]!), `colour under the pointer ${drawn} vs the swatch ${legend}`).toBeLessThanOrEqual(8));
}
