/**
 * Runs the browser suite against the built platform: starts `game-server/dist/main.js` on a free port with a
 * fresh embedded database (unless E2E_BASE_URL points at a running one), then runs vitest on tests/.
 * Without Chromium the suite is skipped with a loud notice, unless E2E_REQUIRED=1 (CI), where it fails.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "./chromium.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

async function waitForHealth(url: string, server: ChildProcess, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

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
  let server: ChildProcess | undefined;
  if (!baseUrl) {
    const main = path.join(root, "game-server/dist/main.js");
    if (!existsSync(main)) {
      console.error("e2e: the platform is not built; run `pnpm build` first");
      return 1;
    }
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _ignored, ...env } = process.env;
    server = spawn(process.execPath, [main], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "arena-e2e-")),
        ADMIN_PASSWORD: "Admin#e2e-2026",
        LOG_LEVEL: "warn",
        REDIS_URL: "",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    await waitForHealth(baseUrl, server);
  }

  const vitest = spawn(process.execPath, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--config", path.join(here, "vitest.config.ts")], {
    cwd: here,
    env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium },
    stdio: "inherit",
  });
  const code = await new Promise<number>((resolve) => vitest.on("exit", (c) => resolve(c ?? 1)));
  if (server) {
    server.kill("SIGTERM");
    await new Promise((r) => server!.once("exit", r));
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
