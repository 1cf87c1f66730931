import { existsSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../src/http/security.js";
import { avatarsDir } from "../src/services/users/editProfile.js";
import { makePlayer } from "./directAccounts.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

const PUBLIC_URL = "https://arena.example";
const PARTNER = "https://partner.example";
const EVIL = "https://evil.example";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ PUBLIC_URL, CORS_ORIGINS: `${PARTNER}, http://localhost:5173` });
});
afterAll(async () => {
  await t?.platform.close();
});

const raw = (path: string, init: RequestInit = {}) => fetch(t.url + path, { redirect: "manual", ...init });
const ACAO = "access-control-allow-origin";

/** A 1×1 PNG, a real image by its bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'/api/v1/user/view-profile\')"><script>alert(document.domain)</script></svg>',
);
const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const dataUrl = (label: string, bytes: Buffer) => `data:image/${label};base64,${bytes.toString("base64")}`;

describe("CORS: only the public URL and CORS_ORIGINS may read responses cross-origin", () => {
  it("gives an unknown origin no Access-Control-* header on the API, its preflight included", async () => {
    const get = await raw("/api/v1/health", { headers: { Origin: EVIL } });
    expect(get.status).toBe(200);
    expect(get.headers.get(ACAO)).toBeNull();
    expect(get.headers.get("access-control-allow-credentials")).toBeNull();
    expect(get.headers.get("vary")).toMatch(/Origin/i);

    const preflight = await raw("/api/v1/user/view-profile", {
      method: "OPTIONS",
      headers: { Origin: EVIL, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "token" },
    });
    expect(preflight.headers.get(ACAO)).toBeNull();
    expect(preflight.headers.get("access-control-allow-headers")).toBeNull();

    // A request without Origin (same-origin GET, curl) needs no CORS header and gets none: no "*" either.
    expect((await raw("/api/v1/health")).headers.get(ACAO)).toBeNull();
  });

  it("gives an unknown origin no Access-Control-* header on Colyseus matchmaking", async () => {
    const preflight = await raw("/matchmake/joinOrCreate/lobby", {
      method: "OPTIONS",
      headers: { Origin: EVIL, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(preflight.headers.get(ACAO)).toBeNull();
    const post = await raw("/matchmake/joinOrCreate/lobby", {
      method: "POST",
      headers: { Origin: EVIL, "content-type": "application/json" },
      body: "{}",
    });
    expect(post.headers.get(ACAO)).toBeNull();
    expect(post.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("allows the public URL's origin and each configured origin, with credentials and the token header", async () => {
    for (const origin of [PUBLIC_URL, PARTNER, "http://localhost:5173"]) {
      const get = await raw("/api/v1/health", { headers: { Origin: origin } });
      expect({ origin, acao: get.headers.get(ACAO) }).toEqual({ origin, acao: origin });
      expect(get.headers.get("access-control-allow-credentials")).toBe("true");

      const preflight = await raw("/api/v1/user/view-profile", {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "token" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get(ACAO)).toBe(origin);
      expect(preflight.headers.get("access-control-allow-headers")).toMatch(/\btoken\b/);

      const matchmake = await raw("/matchmake/joinOrCreate/lobby", {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(matchmake.headers.get(ACAO)).toBe(origin);
    }
    // A look-alike of an allowed origin is another origin.
    for (const origin of ["https://partner.example.evil.example", "http://partner.example", "https://arena.example:8443", "null"]) {
      const get = await raw("/api/v1/health", { headers: { Origin: origin } });
      expect({ origin, acao: get.headers.get(ACAO) }).toEqual({ origin, acao: null });
    }
  });
});

function expectSecurityHeaders(res: Response, where: string) {
  const csp = res.headers.get("content-security-policy") ?? "";
  const directive = (name: string) =>
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  expect({ where, scripts: directive("script-src") }).toEqual({ where, scripts: "script-src 'self'" });
  expect({ where, frames: directive("frame-ancestors") }).toEqual({ where, frames: "frame-ancestors 'none'" });
  expect({ where, objects: directive("object-src") }).toEqual({ where, objects: "object-src 'none'" });
  expect({ where, base: directive("base-uri") }).toEqual({ where, base: "base-uri 'self'" });
  expect({ where, forms: directive("form-action") }).toEqual({ where, forms: "form-action 'self'" });
  expect(directive("connect-src")).toBe("connect-src 'self' wss://arena.example");
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(csp).toMatch(/upgrade-insecure-requests/);
  expect({ where, nosniff: res.headers.get("x-content-type-options") }).toEqual({ where, nosniff: "nosniff" });
  expect({ where, xfo: res.headers.get("x-frame-options") }).toEqual({ where, xfo: "DENY" });
  expect({ where, referrer: res.headers.get("referrer-policy") }).toEqual({ where, referrer: "no-referrer" });
  // PUBLIC_URL is https: browsers are told to keep to https for a year.
  expect({ where, hsts: res.headers.get("strict-transport-security") }).toEqual({ where, hsts: "max-age=31536000" });
  expect(res.headers.get("x-powered-by")).toBeNull();
}

describe("security headers", () => {
  it("are on the web app, its SPA fallback, the API, its errors and the API docs", async () => {
    for (const path of ["/", "/ludo/play", "/api/v1/health", "/api/v1/nope", "/api/docs/", "/api/docs/openapi.json"]) {
      const res = await raw(path);
      expect({ path, status: res.status }).toEqual({ path, status: path === "/api/v1/nope" ? 404 : 200 });
      expectSecurityHeaders(res, path);
    }
    // The docs page runs only files of this origin: no inline script for the CSP to block.
    const docs = await (await raw("/api/docs/")).text();
    expect(docs).not.toMatch(/<script>(?!<\/script>)/);
    expect(docs).toMatch(/<script src="\/api\/docs\/init\.js"><\/script>/);
  });

  it("leave out HSTS and upgrade-insecure-requests when the public URL is plain http", async () => {
    const app = express();
    app.use(securityHeaders({ publicUrl: "http://localhost:2567", corsOrigins: [] }));
    app.get("/", (_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.headers.get("strict-transport-security")).toBeNull();
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("connect-src 'self' ws://localhost:2567");
      expect(csp).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("avatars: the bytes decide, not the label", () => {
  const edit = (token: string, profilePic: string) =>
    t.api("/api/v1/user/editProfile", { method: "PUT", token, json: { profilePic } });
  const storedAvatars = () => {
    const dir = avatarsDir(t.platform.ctx.config.dataDir);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it("refuses SVG and HTML labelled as an image, stores nothing and keeps the old avatar", async () => {
    const { token } = await makePlayer(t);
    const before = storedAvatars();
    for (const [label, bytes] of [
      ["png", SVG],
      ["gif", HTML],
      ["webp", SVG],
      ["jpeg", HTML],
      // A type file-type knows, but not an image an avatar may be.
      ["png", Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")],
      ["png", Buffer.from("plain text")],
    ] as const) {
      const res = await edit(token, dataUrl(label, bytes));
      expect({ label, status: res.status, code: res.body.responseCode }).toEqual({ label, status: 400, code: 400 });
      expect(res.body.responseMessage).toBe("Please upload a valid image.");
      expect(res.body.result).toEqual({ errors: { profilePic: "Please upload a valid image." } });
    }
    expect(storedAvatars()).toEqual(before);
    const profile = await t.api("/api/v1/user/view-profile", { token });
    expect(profile.body.result.profilePic).toBeNull();
  });

  it("stores a real PNG and serves it as image/png with nosniff, under its real type whatever the label", async () => {
    const { token } = await makePlayer(t);
    const ok = await edit(token, dataUrl("png", PNG));
    expect(ok.status).toBe(200);
    const url = ok.body.result.profilePic as string;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const pic = await raw(url);
    expect(pic.status).toBe(200);
    expect(pic.headers.get("content-type")).toBe("image/png");
    expectSecurityHeaders(pic, url);
    expect(Buffer.from(await pic.arrayBuffer()).equals(PNG)).toBe(true);

    // Labelled JPEG, but the bytes are a PNG: stored and served as what they are.
    const relabelled = await edit(token, dataUrl("jpeg", PNG));
    expect(relabelled.status).toBe(200);
    expect(relabelled.body.result.profilePic).toMatch(/\.png$/);
    expect((await raw(relabelled.body.result.profilePic)).headers.get("content-type")).toBe("image/png");
  });
});
