import { describe, expect, it } from "vitest";
import { useBrowser } from "../browser.js";

const { newPage } = useBrowser();

describe("language switch", () => {
  for (const [lang, label, home, contact] of [
    ["pt", "Português", "Início", /Fale conosco|Contato/i],
    ["es", "Español", "Inicio", /Contáctanos|Contacto/i],
  ] as const) {
    it(`turns the shell to ${label} and remembers it`, async () => {
      const page = await newPage();
      await page.goto("/");
      await page.getByLabel("Language").selectOption({ label });
      await page.getByRole("navigation").getByRole("link", { name: home, exact: true }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await page.getByRole("button", { name: contact }).first().waitFor();
      await page.reload();
      await page.getByRole("navigation").getByRole("link", { name: home, exact: true }).first().waitFor();
      await page.context().close();
    });
  }
});
