import { ALL_ROUTES, loggedOutRedirect } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../browser.js";

const { newPage } = useBrowser();

/** Watches for uncaught page errors, which a finished screen never has. */
async function open(path: string) {
  const page = await newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(path);
  return { page, errors };
}

describe("every route of the spec's table, logged out", () => {
  for (const route of ALL_ROUTES) {
    const visit = route.sample ?? route.path;
    const redirect = loggedOutRedirect(route.access);
    it(`${visit} ${redirect ? `redirects to ${redirect}` : "renders"}`, async () => {
      const { page, errors } = await open(visit);
      // The shell rendered: a main landmark with a heading, and no crash.
      await page.locator("main h1").first().waitFor();
      if (redirect) {
        await page.waitForURL((u) => u.pathname + u.search === redirect, { timeout: 10_000 });
      } else {
        expect(new URL(page.url()).pathname).toBe(route.path);
      }
      await expect(page.locator("main").first().isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe("unknown paths", () => {
  it("lands /nope on /404 with a way home", async () => {
    const { page, errors } = await open("/nope");
    await page.waitForURL((u) => u.pathname === "/404");
    await page.locator("main").getByRole("link", { name: /home/i }).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("lands a deep unknown path on /404 too", async () => {
    const { page } = await open("/ludo/not-a-screen/at-all");
    await page.waitForURL((u) => u.pathname === "/404");
    await page.context().close();
  });
});
