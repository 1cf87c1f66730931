/**
 * Build steps after `vite build` writes dist/ (a Vite plugin, so `pnpm build` runs them):
 * - the home route's first-load JavaScript: the entry chunk and every chunk it imports statically (what the browser
 *   loads for "/" before any lazy import), gzipped, is printed and must stay within the budget, or the build fails;
 * - every text file gets a brotli (.br) and a gzip (.gz) copy beside it, which the game server sends to browsers
 *   that accept them (express-static-gzip in game-server/src/http/app.ts).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

/** Issue 14: the home route's first load is at most 200 KB of gzipped JavaScript (1 KB = 1,000 bytes, as Vite prints). */
export const FIRST_LOAD_BUDGET_BYTES = 200_000;

/** One chunk of Vite's build manifest (build.manifest: true), as far as this step reads it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files the browser loads for the page of `entryKey` (default: the manifest's only entry) before any
 * dynamic import: the entry's file and the files of its static imports, transitively, each once, entry first.
 */
export function firstLoadFiles(manifest: Manifest, entryKey?: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const start = entryKey ?? (entries.length === 1 ? entries[0] : undefined);
  if (!start || !manifest[start]) {
    throw new Error(`first-load budget: no entry ${entryKey ? `"${entryKey}"` : "(expected exactly one)"} in the manifest`);
  }
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first-load budget: the manifest imports "${key}", which it does not list`);
    if (chunk.file.endsWith(".js")) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return files;
}

/** Gzip as the server sends it (the .gz written below): level 9. */
export const gzipBytes = (data: Buffer): number => gzipSync(data, { level: 9 }).length;

export interface FirstLoad {
  files: { file: string; gzipBytes: number }[];
  totalBytes: number;
  withinBudget: boolean;
}

/** The gzipped size of each first-load file (read through `read`) and their sum against the budget. */
export function measureFirstLoad(
  manifest: Manifest,
  read: (file: string) => Buffer,
  budgetBytes = FIRST_LOAD_BUDGET_BYTES,
  entryKey?: string,
): FirstLoad {
  const files = firstLoadFiles(manifest, entryKey).map((file) => ({ file, gzipBytes: gzipBytes(read(file)) }));
  const totalBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalBytes, withinBudget: totalBytes <= budgetBytes };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function formatFirstLoad(load: FirstLoad, budgetBytes = FIRST_LOAD_BUDGET_BYTES): string {
  const lines = load.files.map((f) => `  ${f.file.padEnd(44)} ${kb(f.gzipBytes).padStart(10)}`);
  const verdict = load.withinBudget ? "within" : "OVER";
  return [
    `home route first-load JS (gzip): ${kb(load.totalBytes)} — ${verdict} the ${kb(budgetBytes)} budget`,
    ...lines,
  ].join("\n");
}

/** Text files worth compressing; images such as PNG and fonts such as WOFF2 are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm|webmanifest|ico)$/i;

/** Writes <file>.br and <file>.gz beside each compressible file under `dir` when they are smaller; returns how many. */
export function precompress(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      // Vite's manifest folder (.vite) is never served.
      if (!name.startsWith(".")) written += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) {
      writeFileSync(`${file}.br`, br);
      written++;
    }
    if (gz.length < data.length) {
      writeFileSync(`${file}.gz`, gz);
      written++;
    }
  }
  return written;
}

/**
 * The plugin: after the bundle is written, precompresses dist/ and checks the home route's first load. Over the
 * budget the build fails (FIRST_LOAD_BUDGET=warn only prints, for a one-off experiment).
 */
export function buildBudget(budgetBytes = FIRST_LOAD_BUDGET_BYTES): Plugin {
  let config: ResolvedConfig;
  return {
    name: "arena-build-budget",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifestFile = path.join(outDir, typeof config.build.manifest === "string" ? config.build.manifest : ".vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
      const load = measureFirstLoad(manifest, (file) => readFileSync(path.join(outDir, file)), budgetBytes);
      const count = precompress(outDir);
      config.logger.info(`\n${formatFirstLoad(load, budgetBytes)}\nprecompressed ${count} files (.br, .gz)`);
      if (!load.withinBudget) {
        const message = `the home route's first-load JS is ${kb(load.totalBytes)} gzipped, over the ${kb(budgetBytes)} budget`;
        if (process.env.FIRST_LOAD_BUDGET === "warn") config.logger.warn(`WARNING: ${message}`);
        else throw new Error(`${message} (see the list above; load what the home page does not need with import())`);
      }
    },
  };
}
