import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

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

export default defineConfig(({ command, mode }) => ({
  base: "/",
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Production bundles log nothing (spec): every console.* call is dropped by the minifier.
        ...(command === "build" && mode === "production" && {
          minify: { compress: { dropConsole: true }, mangle: true, codegen: true },
        }),
        // React and the router change rarely; keeping them apart lets browsers cache them across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 2 },
            // The board's renderer (pixi) and the confetti load only with the Ludo table, in its own lazy chunk.
            { name: "vendor", test: /^(?!.*[\\/](pixi\.js|@pixi|canvas-confetti)[\\/]).*node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
}));
