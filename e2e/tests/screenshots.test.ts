import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../browser.js";

const { newPage } = useBrowser();
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");
mkdirSync(artifacts, { recursive: true });

describe("home page on a phone and a desktop", () => {
  for (const [name, viewport] of [
    ["home-390", { width: 390, height: 844 }],
    ["home-1440", { width: 1440, height: 900 }],
  ] as const) {
    it(`saves ${name}.png with nothing wider than the screen`, async () => {
      const page = await newPage(viewport);
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
      await page.context().close();
    });
  }
});
