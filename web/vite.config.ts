import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
// With its extension: Vite loads its config natively (Node's resolution) in future versions.
import { buildBudget } from "./build/budget.ts";

// The game server serves /api and the realtime socket; ARENA_SERVER_URL lets a preview point elsewhere.
const server = process.env.ARENA_SERVER_URL ?? "http://127.0.0.1:2567";
// Same origin for the browser: the game server's CORS allows only its own PUBLIC_URL (and CORS_ORIGINS), and the
// CSP's connect-src 'self' only this host, so every server address the app uses is proxied here.
const proxy = {
  "/api": { target: server },
  "/colyseus": { target: server, ws: true },
  // Colyseus matchmaking (seat reservations) ...
  "/matchmake": { target: server },
  // ... and the game socket it hands out, at /<processId>/<roomId> (9-character ids). Only WebSocket upgrades are
  // proxied: a plain page load of such a path is one of the app's own routes.
  "^/[\\w-]{9}/[\\w-]{9}(\\?|$)": {
    target: server,
    ws: true,
    // Vite calls bypass for upgrades too, without a response: returning the URL there would cancel the proxying.
    bypass: (req: { url?: string }, res: unknown) => (res ? req.url : undefined),
  },
};

/** What the chunking pass tells about a module (rolldown's ChunkingContext, the part read here). */
interface ChunkingContext {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/**
 * Groups every module the entry imports statically, directly or through others (what the browser needs before any
 * lazy import), with the entry itself: the build writes them as the one index-<hash>.js. Other modules are left to
 * the automatic splitting. One memo per build.
 */
function firstLoadChunk() {
  const memo = new Map<string, boolean>();
  const reachable = (id: string, ctx: ChunkingContext): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // an import cycle does not make a module reachable
    const info = ctx.getModuleInfo(id);
    const result = !!info && (info.isEntry || info.importers.some((importer) => reachable(importer, ctx)));
    memo.set(id, result);
    return result;
  };
  // Libraries re-exported through one index (zod, the contracts) are reachable whole though the first page uses a
  // little of them: left to the automatic splitting, the parts only lazy screens use stay with those screens.
  const barrels = /[\\/](node_modules[\\/]zod|packages[\\/]contracts)[\\/]/;
  return (id: string, ctx: ChunkingContext) => (!barrels.test(id) && reachable(id, ctx) ? "app" : null);
}

export default defineConfig(({ command, mode }) => ({
  base: "/",
  // buildBudget: after the build, precompresses dist/ (.br, .gz) and fails when the home route's first load is over
  // 200 KB of gzipped JS (build/budget.ts).
  plugins: [react(), buildBudget()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks the entry imports statically (read by buildBudget; never served).
    manifest: true,
    rolldownOptions: {
      output: {
        // Production bundles log nothing (spec): every console.* call is dropped by the minifier.
        ...(command === "build" && mode === "production" && {
          minify: { compress: { dropConsole: true }, mangle: true, codegen: true },
        }),
        // React and the router change rarely; keeping them apart lets browsers cache them across releases. No group
        // takes all of node_modules: a library stays with the chunk that uses it, so what only a lazy screen needs
        // (the realtime SDK with the Ludo screens, viem with wallet sign-in, pixi with the table) loads with it.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 2 },
            // Everything else the first page needs in one chunk: left alone, the modules that lazy screens share with
            // it become a dozen small chunks, each a request (and a round trip on a slow phone network).
            { name: firstLoadChunk(), debugName: "first-load", priority: 1 },
          ],
        },
      },
    },
  },
}));
