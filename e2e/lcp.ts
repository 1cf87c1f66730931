/**
 * How fast the home page paints for a phone on a slow network: the built platform (`pnpm build` first) opened at "/"
 * in headless Chromium with Lighthouse's mobile profile — 4× CPU slowdown, 1.6 Mbit/s down, 750 Kbit/s up, 150 ms
 * round trip — a 390×844 phone viewport and a cold cache (a fresh browser context each run). Prints each run's
 * Largest Contentful Paint and bytes transferred, then the median of the runs with PASS/MISS against the 2.5 s
 * budget; exits 1 on a MISS.
 *   pnpm bench:lcp                                   (starts the built platform on a free port, fresh database)
 *   LCP_BASE_URL=http://127.0.0.1:2567 pnpm bench:lcp   (measures a platform that is already running)
 *   LCP_RUNS=5 pnpm bench:lcp
 *   LCP_VERBOSE=1 pnpm bench:lcp                      (also prints each run's requests: when each started and ended)
 */
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.js";
import { freePort, startPlatform } from "./stack.js";

/** The "good" Largest Contentful Paint threshold of Core Web Vitals, in ms. */
const BUDGET_MS = 2500;
const RUNS = Math.max(1, Number(process.env.LCP_RUNS ?? 3));
/** Lighthouse's mobile profile (its "simulated" values, applied here by DevTools throttling). */
const PROFILE = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  latencyMs: 150,
};
const VIEWPORT = { width: 390, height: 844 };

interface Run {
  lcpMs: number;
  fcpMs: number;
  lcpElement: string;
  transferredBytes: number;
  scriptBytes: number;
  requests: number;
}

/** Collects the final LCP candidate of the page (the browser reports a new entry each time a larger one paints). */
const observeLcp = () => {
  const w = window as unknown as { __lcp?: { time: number; element: string } };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const el = entry.element;
      const element = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ")[0]}` : ""}` : "?";
      w.__lcp = { time: entry.startTime, element };
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
};

async function measure(browser: Browser, url: string): Promise<Run> {
  // A fresh context has an empty HTTP cache and empty storage: a first visit.
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLcp);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });

    const types = new Map<string, string>();
    const started = new Map<string, { url: string; at: number }>();
    const waterfall: string[] = [];
    let navigationStart: number | undefined;
    cdp.on("Network.requestWillBeSent", (e) => {
      navigationStart ??= e.timestamp;
      started.set(e.requestId, { url: e.request.url, at: e.timestamp });
    });
    let transferredBytes = 0;
    let scriptBytes = 0;
    let requests = 0;
    cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
    cdp.on("Network.loadingFinished", (e) => {
      requests++;
      transferredBytes += e.encodedDataLength;
      if (types.get(e.requestId) === "Script") scriptBytes += e.encodedDataLength;
      const request = started.get(e.requestId);
      if (request && navigationStart !== undefined) {
        const ms = (t: number) => Math.round((t - navigationStart!) * 1000);
        waterfall.push(
          `    ${String(ms(request.at)).padStart(5)}–${String(ms(e.timestamp)).padStart(5)} ms ` +
            `${kb(e.encodedDataLength).padStart(8)} ${(types.get(e.requestId) ?? "").padEnd(10)} ${new URL(request.url).pathname}`,
        );
      }
    });

    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    // Late candidates (a web font swapping in, an image decoding) still count until the user interacts.
    await page.waitForTimeout(1_000);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp?: { time: number; element: string } }).__lcp);
    if (!lcp) throw new Error("the page reported no largest-contentful-paint entry");
    const fcpMs = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
    if (process.env.LCP_VERBOSE) console.log(waterfall.sort().join("\n"));
    return { lcpMs: lcp.time, fcpMs, lcpElement: lcp.element, transferredBytes, scriptBytes, requests };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en")} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<number> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error("bench:lcp: no Chromium found (install Debian's `chromium` or set CHROMIUM_PATH)");
    return 1;
  }
  let baseUrl = process.env.LCP_BASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!baseUrl) {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const platform = await startPlatform(port, { PUBLIC_URL: baseUrl });
    stop = platform.stop;
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    console.log(
      `LCP of ${baseUrl}/ — ${VIEWPORT.width}×${VIEWPORT.height}, ${PROFILE.cpuSlowdown}× CPU, 1.6 Mbit/s down, ` +
        `750 Kbit/s up, ${PROFILE.latencyMs} ms RTT, cold cache, ${RUNS} runs`,
    );
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(browser, `${baseUrl}/`);
      runs.push(run);
      console.log(
        `  run ${i + 1}: LCP ${seconds(run.lcpMs)} (${run.lcpElement}), FCP ${seconds(run.fcpMs)}, ${kb(run.transferredBytes)} transferred ` +
          `(${kb(run.scriptBytes)} of JS) in ${run.requests} requests`,
      );
    }
    const lcp = median(runs.map((r) => r.lcpMs));
    const verdict = lcp <= BUDGET_MS ? "PASS" : "MISS";
    console.log(
      `median LCP ${seconds(lcp)}, ${kb(median(runs.map((r) => r.transferredBytes)))} transferred ` +
        `(${kb(median(runs.map((r) => r.scriptBytes)))} of JS): ${verdict} (budget ${seconds(BUDGET_MS)})`,
    );
    return verdict === "PASS" ? 0 : 1;
  } finally {
    await browser.close();
    await stop?.();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
