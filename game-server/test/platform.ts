import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config.js";
import { createLogger, type Logger } from "../src/logger.js";
import { createPlatform, type Platform } from "../src/platform.js";

export interface TestPlatform {
  platform: Platform;
  url: string;
  api(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<{ status: number; body: any }>;
}

/**
 * The whole platform on a free port: real database (PGlite in memory, or Postgres when DATABASE_URL is set),
 * real HTTP and WebSocket. A tiny built web app stands in for web/dist so the SPA fallback can be checked.
 * `logger` replaces the silent one (to read what the server logs).
 */
export async function startTestPlatform(env: Record<string, string> = {}, logger?: Logger): Promise<TestPlatform> {
  const webDist = mkdtempSync(path.join(tmpdir(), "arena-web-"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Coin Arena</title><div id=root></div>");
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: "Admin#12345",
    WEB_DIST: webDist,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "arena-data-")),
    ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
    ...env,
  });
  const platform = await createPlatform(config, logger ?? createLogger(config.LOG_LEVEL));
  const port = await platform.listen();
  const url = `http://127.0.0.1:${port}`;
  return {
    platform,
    url,
    async api(p, init = {}) {
      const { json, token, ...rest } = init;
      const res = await fetch(url + p, {
        ...rest,
        headers: {
          ...(json !== undefined && { "content-type": "application/json" }),
          ...(token && { token }),
          ...rest.headers,
        },
        ...(json !== undefined && { body: typeof json === "string" ? json : JSON.stringify(json) }),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: the caller inspects the text
      }
      return { status: res.status, body };
    },
  };
}
