import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "./chromium.js";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:2567";

/** One Chromium per test file; each test gets a fresh context (empty storage) through `newPage`. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const executablePath = findChromium();
    if (!executablePath) throw new Error("no Chromium: run through `pnpm e2e`");
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    async newPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
      const context = await browser.newContext({ viewport, baseURL: BASE_URL });
      contexts.push(context);
      return context.newPage();
    },
  };
}
