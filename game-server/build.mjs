// Bundles the server with the workspace packages inlined; npm dependencies stay external.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = (p) => JSON.parse(readFileSync(new URL(p, import.meta.url), "utf8"));
const workspace = (name) => name.startsWith("@arena/");
const external = new Set();
for (const p of ["./package.json", "../db/package.json", "../packages/contracts/package.json", "../packages/fair/package.json", "../packages/rules-ludo/package.json", "../packages/rules-chess/package.json"]) {
  for (const dep of Object.keys(pkg(p).dependencies ?? {})) if (!workspace(dep)) external.add(dep);
}

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external].flatMap((d) => [d, `${d}/*`]),
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "info",
});
