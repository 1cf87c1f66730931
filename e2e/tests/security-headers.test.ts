import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPlayer, signUpByApi } from "../accounts.js";
import { BASE_URL, useBrowser } from "../browser.js";
import { boardColours, startComputerGame, yourMoves } from "../ludo.js";
import { logInThroughUi } from "../wallet.js";

const { newPage } = useBrowser();

/**
 * A page that records every Content-Security-Policy violation it sees, both as the DOM event (the browser fires
 * `securitypolicyviolation` for each blocked script, style, connection, worker or eval) and as the browser's own
 * console report ("Refused to ... because it violates the following Content Security Policy directive").
 */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await newPage();
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return {
    page,
    violations: async () => [
      ...reported,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ],
  };
}

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

describe("security headers and the Content-Security-Policy, in Chromium", () => {
  it("serves the app with a strict CSP, nosniff, no framing and no referrer", async () => {
    const { page, violations } = await watchedPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    const csp = directives(headers["content-security-policy"] ?? "");
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["script-src-attr"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toContain("'self'");
    expect(headers["content-security-policy"]).not.toMatch(/unsafe-eval/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    // The e2e platform runs on plain http: no HSTS (it is sent only when PUBLIC_URL is https).
    expect(headers["strict-transport-security"]).toBeUndefined();

    // The app's own bundle is served with nosniff too, and the app renders under the policy without a violation.
    const script = await page.request.get(await page.locator("script[type=module]").first().getAttribute("src").then((s) => s!));
    expect(script.headers()["x-content-type-options"]).toBe("nosniff");
    await page.locator("main h1").first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it("blocks a script injected into the page, and says so", async () => {
    const { page, violations } = await watchedPage();
    await page.goto("/");
    await page.locator("main h1").first().waitFor();
    // What an XSS would try: an inline <script> and an inline event handler. Neither may run.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = 'script ran'";
      document.body.append(script);
      const img = document.createElement("img");
      img.setAttribute("onerror", "window.__injected = 'handler ran'");
      img.src = "data:,not-an-image";
      document.body.append(img);
    });
    await expect.poll(async () => (await violations()).filter((v) => !v.startsWith("console:")).length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    const seen = (await violations()).join("\n");
    expect(seen).toMatch(/script-src-elem blocked inline/);
    expect(seen).toMatch(/script-src-attr blocked inline/);
  });

  it("cannot be framed by another site", async () => {
    const page = await newPage();
    // Another origin (about:blank here) embedding the app: the server answers, and the browser leaves the frame empty
    // because of frame-ancestors 'none' (and X-Frame-Options: DENY).
    const served = page.waitForResponse((r) => r.url() === `${BASE_URL}/` && r.request().resourceType() === "document");
    await page.setContent(`<iframe id="app" src="${BASE_URL}/" width="600" height="400"></iframe>`);
    const response = await served;
    expect(response.status()).toBe(200);
    expect(directives(response.headers()["content-security-policy"] ?? "")["frame-ancestors"]).toEqual(["'none'"]);
    const frame = await (await page.locator("#app").elementHandle())!.contentFrame();
    await page.waitForTimeout(1500);
    const rendered = await frame!
      .evaluate(() => Boolean(document.querySelector("#root")?.childElementCount))
      .catch(() => false);
    expect(rendered).toBe(false);
  });

  it("draws the Ludo board (Pixi, WebGL, its workers) and plays with no CSP violation", { timeout: 120_000 }, async () => {
    const { page, violations } = await watchedPage();
    const player = newPlayer("csp");
    await signUpByApi(page.request, player);
    await logInThroughUi(page, player.email, player.password);
    await startComputerGame(page, { bots: 1, rules: "quick", board: "default" });
    await yourMoves(page).waitFor();
    await expect.poll(() => boardColours(page), { timeout: 20_000 }).toBeGreaterThan(8);
    expect(await violations()).toEqual([]);
  });
});
