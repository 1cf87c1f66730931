/**
 * Helpers of the Black Jack test: the player's table at /black-jack — its rules panel, the bet chips and Deal, the
 * moves the server's `legal` fills, the round's result, the fairness card — read as a player reads them. Labels are the
 * English ones (web/src/features/blackjack/locales/blackjack.en.json, features/table/locales/table.en.json).
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

const POLL = { timeout: 20_000, interval: 120 } as const;
export const until = (read: () => Promise<boolean>, timeout: number = POLL.timeout) => expect.poll(read, { timeout, interval: POLL.interval }).toBe(true);

const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
/** "+1.50 COIN" / "−2.00" → 1.5 / -2. */
export const coinsOf = (text: string) => Number(text.replace("\u2212", "-").replace(/[^\d.-]/g, ""));

export const rulesPanel = (page: Page) => page.locator("details.bj-rules");
export const movesBar = (page: Page) => page.getByRole("group", { name: "Your moves" });
export const betChips = (page: Page) => page.getByRole("group", { name: "Bet (COIN)" });
export const dealButton = (page: Page) => page.getByRole("button", { name: /^Deal\b/ });
export const roundResult = (page: Page) => page.getByRole("region", { name: "Round result" });
export const tableStatus = async (page: Page) => squash(await page.locator(".bj-screen__status").textContent());

/** The Provably fair card's value for a term (Game id, Server seed hash, Client seed, Cards dealt, Server seed). */
export const fairValue = (page: Page, term: string) =>
  page.locator(".fair-info__list > div", { has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) }).locator("dd");

/** /black-jack as a player: the table opened (the bet chips or a round's moves shown). */
export async function openTable(page: Page): Promise<void> {
  await page.goto("/black-jack");
  await page.getByRole("heading", { level: 1, name: "Black Jack" }).waitFor();
  await page.locator(".bj-bet, .bj-moves").first().waitFor({ timeout: 20_000 });
}

/** The bet steps the chips offer, as shown ("1.00", "5.00"…). */
export const chipLabels = async (page: Page): Promise<string[]> => (await betChips(page).locator(".choice-chip__face").allTextContents()).map(squash);

/** The moves shown now, by their label ("Hit", "Double"…), with the coins each adds (0 for none). */
export async function moves(page: Page): Promise<{ label: string; extra: number }[]> {
  if ((await movesBar(page).getAttribute("aria-busy")) === "true") return [];
  const out: { label: string; extra: number }[] = [];
  for (const button of await movesBar(page).getByRole("button").all()) {
    if (await button.isDisabled()) return [];
    const label = squash(await button.locator(".bj-move__label").textContent());
    const price = button.locator(".bj-move__price");
    out.push({ label, extra: (await price.count()) > 0 ? coinsOf(squash(await price.textContent())) : 0 });
  }
  return out;
}

export const move = (page: Page, label: string): Locator => movesBar(page).getByRole("button", { name: new RegExp(`^${label}\\b`) });

/** The settled round's net as the result panel shows it (coins, signed). */
export async function resultNet(page: Page): Promise<number> {
  const net = roundResult(page).locator(".bj-result__totals > div", { has: page.locator("dt", { hasText: /^Net$/ }) }).locator("dd");
  return coinsOf(squash(await net.textContent()));
}

/** The hands of the settled round as the result lists them: "Hand 1" | "Your hand" lines, without the dealer's. */
export const resultHands = async (page: Page): Promise<string[]> =>
  (await roundResult(page).locator(".bj-result__line").allTextContents()).map(squash).filter((line) => !line.startsWith("Dealer") && !line.startsWith("Insurance"));
