import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The game server serves /api and the realtime socket; ARENA_SERVER_URL lets a preview point elsewhere.
const server = process.env.ARENA_SERVER_URL ?? "http://127.0.0.1:2567";
const proxy = {
  "/api": { target: server },
  "/colyseus": { target: server, ws: true },
};

export default defineConfig({
  base: "/",
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
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
});
