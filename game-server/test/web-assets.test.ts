/**
 * How the built web app and the API travel (issue 14): precompressed files in the encoding the browser asks for,
 * hashed assets cached for a year as immutable, the app's HTML revalidated on every visit, JSON compressed on the fly,
 * and the security headers on all of it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./platform.js";

const INDEX = Buffer.from(`<!doctype html><title>Coin Arena</title><div id=root></div>${"<!-- padding -->".repeat(80)}`);
const ASSET = "/assets/index-Ab12Cd34.js";
const SCRIPT = Buffer.from(`export const board = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ square: i, colour: i % 4 })))};\n`);

/** A built web app as `pnpm --filter @arena/web build` leaves it: each text file with its .br and .gz beside it. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "arena-web-"));
  mkdirSync(path.join(dir, "assets"));
  const write = (file: string, body: Buffer) => {
    writeFileSync(path.join(dir, file), body);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
  };
  write("index.html", INDEX);
  write(ASSET, SCRIPT);
  writeFileSync(path.join(dir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ WEB_DIST: webDist() });
});
afterAll(async () => {
  await t?.platform.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET as a browser sends it, with the bytes exactly as they came over the wire (fetch would decompress them). */
function get(p: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(t.url + p, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const CHROME = "gzip, deflate, br, zstd";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** helmet's headers, which every answer keeps whatever its encoding or cache policy. */
function expectSecurityHeaders(res: Raw) {
  expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("DENY");
}

describe("hashed assets", () => {
  it("go out as brotli to a browser that takes it, with their own type, cached as immutable for a year", async () => {
    const res = await get(ASSET, { "accept-encoding": CHROME });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.body)).toEqual(SCRIPT);
    expectSecurityHeaders(res);
  });

  it("go out as gzip to a client without brotli, and as they are to one that takes no encoding", async () => {
    const gz = await get(ASSET, { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body)).toEqual(SCRIPT);
    expect(gz.headers["cache-control"]).toBe(IMMUTABLE);

    const plain = await get(ASSET, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(SCRIPT);
    // A shared cache must not hand the brotli copy to this client: the answer varies by Accept-Encoding.
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
    expectSecurityHeaders(plain);
  });

  it("answer 404 when missing, never the app's HTML under a script's name, and are not cached", async () => {
    const res = await get("/assets/index-Gone0000.js", { "accept-encoding": CHROME });
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain("<title>Coin Arena</title>");
    expect(res.headers["cache-control"]).toBe("no-store");
    expectSecurityHeaders(res);
  });
});

describe("the app's HTML", () => {
  it("is compressed and revalidated on every visit, at / and at every client route", async () => {
    for (const p of ["/", "/index.html", "/ludo/menu", "/my-profile?tab=2"]) {
      const res = await get(p, { "accept-encoding": CHROME });
      expect({ p, status: res.status }).toEqual({ p, status: 200 });
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(res.body)).toEqual(INDEX);
      expectSecurityHeaders(res);
    }
  });

  it("answers a revalidation with 304 while it has not changed", async () => {
    const first = await get("/", { "accept-encoding": CHROME });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get("/", { "accept-encoding": CHROME, "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("serves files without a hash (the favicon) revalidated rather than immutable", async () => {
    const res = await get("/favicon.svg", { "accept-encoding": CHROME });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});

describe("API answers", () => {
  it("are compressed on the fly for a client that accepts it, and plain for one that does not", async () => {
    const gz = await get("/api/docs/openapi.json", { "accept-encoding": "gzip" });
    expect(gz.status).toBe(200);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    const doc = JSON.parse(gunzipSync(gz.body).toString());
    expect(doc.paths).toHaveProperty("/api/v1/statics/faq");

    const br = await get("/api/v1/statics/faq", { "accept-encoding": CHROME });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).result.docs.length).toBeGreaterThan(0);
    expectSecurityHeaders(br);

    const plain = await get("/api/v1/statics/faq", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).result.docs.length).toBeGreaterThan(0);
  });
});
