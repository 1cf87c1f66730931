/**
 * Runs the browser suite against the built platform: starts an OpenID Connect provider, an SMTP server and
 * `game-server/dist/main.js` on free ports (fresh embedded database, social login pointed at that provider, mail
 * sent to that SMTP server), unless E2E_BASE_URL points at a running one (then E2E_MAILBOX_URL must name its
 * inbox, as serve.ts prints), then runs vitest on tests/ with E2E_MAILBOX_URL set to the SMTP server's inbox.
 * Without Chromium the suite is skipped with a loud notice, unless E2E_REQUIRED=1 (CI), where it fails.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "./chromium.js";
import { OIDC_NAME, root, startStack } from "./stack.js";

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<number> {
  const chromium = findChromium();
  if (!chromium) {
    const msg = "e2e: no Chromium found (install Debian's `chromium` or set CHROMIUM_PATH)";
    if (process.env.E2E_REQUIRED === "1") {
      console.error(`${msg}: failing because E2E_REQUIRED=1`);
      return 1;
    }
    console.warn(`\n*** ${msg}: browser tests SKIPPED ***\n`);
    return 0;
  }

  let baseUrl = process.env.E2E_BASE_URL;
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  const env: Record<string, string> = {};
  if (!baseUrl) {
    try {
      stack = await startStack();
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      return 1;
    }
    baseUrl = stack.baseUrl;
    // This platform has social login: its test must run, not skip.
    env.E2E_OIDC_NAME = OIDC_NAME;
    // Where the tests read the mail the platform sent (e2e/mailbox.ts).
    env.E2E_MAILBOX_URL = stack.mailboxUrl;
  } else if (!process.env.E2E_MAILBOX_URL) {
    console.error("e2e: E2E_BASE_URL is set but E2E_MAILBOX_URL is not: start the stack with serve.ts and pass the variables it prints");
    return 1;
  }

  const vitest = spawn(
    process.execPath,
    [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--config", path.join(here, "vitest.config.ts")],
    {
      cwd: here,
      env: { ...process.env, ...env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium },
      stdio: "inherit",
    },
  );
  const code = await new Promise<number>((resolve) => vitest.on("exit", (c) => resolve(c ?? 1)));
  await stack?.stop();
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
