/**
 * axe-core in the browser tests: injects axe's own source into a page (no network, no extension) and runs the
 * WCAG 2.0/2.1 A and AA rules on what the page shows right now. Each finding comes back with its impact, rule,
 * the elements it hit (CSS selectors) and axe's own summary of what to fix, so a failing assertion names the
 * problem and where it is.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
/** axe.min.js, read once per test file. */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The tags of WCAG 2.1 level A and AA (2.0's rules included). */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

export interface AxeFinding {
  impact: ImpactValue | null;
  rule: string;
  help: string;
  /** One entry per element hit: its selector and axe's summary of what is wrong with it. */
  nodes: { target: string; summary: string }[];
}

/** Runs axe-core's WCAG 2.1 AA rules on the page as it is now (axe is injected once per document). */
export async function axeFindings(page: Page, options: { include?: string } = {}): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === "object");
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy (script-src 'self') does not
  // govern, as addScriptTag's inline script would be.
  if (!loaded) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  const runOptions: RunOptions = { runOnly: { type: "tag", values: [...WCAG_21_AA] }, resultTypes: ["violations"] };
  const results = await page.evaluate(
    ([context, opts]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(context ?? document, opts),
    [options.include ?? null, runOptions] as const,
  );
  return results.violations.map((v) => ({
    impact: v.impact ?? null,
    rule: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => ({
      target: n.target.map((t) => (Array.isArray(t) ? t.join(" >>> ") : String(t))).join(" "),
      summary: (n.failureSummary ?? "").replace(/\s+/g, " ").trim(),
    })),
  }));
}

const RANK: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };

/** Findings at this impact or worse. */
export const atLeast = (findings: AxeFinding[], impact: NonNullable<ImpactValue>) =>
  findings.filter((f) => (RANK[f.impact ?? "minor"] ?? 0) >= RANK[impact]!);

/** One line per element hit: "serious color-contrast: .topbar a — Fix any of the following: …" (for assertions). */
export const describeFindings = (findings: AxeFinding[]): string[] =>
  findings.flatMap((f) => f.nodes.map((n) => `${f.impact} ${f.rule}: ${n.target} — ${n.summary}`));

/** Waits for entrance animations and transitions to end (half way through a fade, colours are not the real ones). */
export const settleMotion = (page: Page): Promise<unknown> =>
  page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .every((a) => a.playState !== "running"),
      undefined,
      // A Ludo die tumbles whenever a computer player rolls: the wait is short, fades last ~0.3 s.
      { timeout: 2_000 },
    )
    .catch(() => undefined);
