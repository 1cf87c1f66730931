import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { firstLoadFiles, formatFirstLoad, gzipBytes, measureFirstLoad, precompress, type Manifest } from "./budget";

/** A Vite manifest as `build.manifest` writes it: an entry, shared chunks, lazy screens and CSS. */
const MANIFEST: Manifest = {
  "index.html": {
    file: "assets/index-AAAA.js",
    isEntry: true,
    imports: ["_react-BBBB.js", "_api-CCCC.js"],
    dynamicImports: ["src/features/ludo/LudoMenuPage.tsx", "node_modules/viem/_esm/index.js"],
    css: ["assets/index-DDDD.css"],
  },
  "_react-BBBB.js": { file: "assets/react-BBBB.js" },
  // Shared by the entry (through api) and by the lazy Ludo screen: loaded once, counted once.
  "_api-CCCC.js": { file: "assets/api-CCCC.js", imports: ["_storage-EEEE.js", "_react-BBBB.js"] },
  "_storage-EEEE.js": { file: "assets/storage-EEEE.js" },
  "src/features/ludo/LudoMenuPage.tsx": {
    file: "assets/LudoMenuPage-FFFF.js",
    imports: ["_sdk-GGGG.js", "_api-CCCC.js"],
    css: ["assets/LudoMenuPage-HHHH.css"],
  },
  "_sdk-GGGG.js": { file: "assets/sdk-GGGG.js" },
  "node_modules/viem/_esm/index.js": { file: "assets/viem-IIII.js" },
};

/** Text that compresses to a known, distinct size per file: a repeated pattern of random-looking digits. */
const bodies: Record<string, Buffer> = Object.fromEntries(
  Object.values(MANIFEST).map((chunk, i) => [
    chunk.file,
    Buffer.from(Array.from({ length: 400 * (i + 1) }, (_, j) => ((j * 7919 + i * 104729) % 9973).toString(36)).join(",")),
  ]),
);
const read = (file: string) => {
  const body = bodies[file];
  if (!body) throw new Error(`read ${file}: not a first-load file`);
  return body;
};

describe("the home route's first-load JavaScript", () => {
  it("is the entry and its static imports, transitively and once each; lazy chunks and CSS are not counted", () => {
    expect(firstLoadFiles(MANIFEST)).toEqual([
      "assets/index-AAAA.js",
      "assets/react-BBBB.js",
      "assets/api-CCCC.js",
      "assets/storage-EEEE.js",
    ]);
  });

  it("sums the gzipped size of exactly those files and compares it with the budget", () => {
    const firstLoad = ["assets/index-AAAA.js", "assets/react-BBBB.js", "assets/api-CCCC.js", "assets/storage-EEEE.js"];
    const expected = firstLoad.reduce((sum, file) => sum + gzipBytes(bodies[file]!), 0);
    const load = measureFirstLoad(MANIFEST, read, expected);
    expect(load.totalBytes).toBe(expected);
    expect(load.files.map((f) => f.file)).toEqual(firstLoad);
    expect(load.withinBudget).toBe(true);

    const over = measureFirstLoad(MANIFEST, read, expected - 1);
    expect(over.withinBudget).toBe(false);
    expect(formatFirstLoad(over, expected - 1)).toMatch(/OVER the .* budget/);
  });

  it("fails loudly on a manifest it cannot read as one entry", () => {
    expect(() => firstLoadFiles({ ...MANIFEST, "admin.html": { file: "assets/admin.js", isEntry: true } })).toThrow(/exactly one/);
    expect(firstLoadFiles({ ...MANIFEST, "admin.html": { file: "assets/admin.js", isEntry: true } }, "admin.html")).toEqual([
      "assets/admin.js",
    ]);
    expect(() => firstLoadFiles({ "index.html": { file: "a.js", isEntry: true, imports: ["_gone.js"] } })).toThrow(/_gone\.js/);
  });
});

describe("precompression of the build", () => {
  it("writes .br and .gz copies that decompress to the original text files, and leaves images alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "arena-dist-"));
    const js = Buffer.from("export const answer = 42;\n".repeat(200));
    writeFileSync(path.join(dir, "app.js"), js);
    writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(2000, 7));
    expect(precompress(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "app.js.br")))).toEqual(js);
    expect(gunzipSync(readFileSync(path.join(dir, "app.js.gz")))).toEqual(js);
    expect(existsSync(path.join(dir, "photo.png.br"))).toBe(false);
  });
});
