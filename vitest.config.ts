import { defineConfig } from "vitest/config";

/** One run covers every package; each project keeps its own environment. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "packages", include: ["packages/*/src/**/*.test.ts"] } },
      {
        test: {
          name: "db",
          include: ["db/src/**/*.test.ts"],
          globalSetup: ["db/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "game-server",
          include: ["game-server/src/**/*.test.ts", "game-server/test/**/*.test.ts"],
          globalSetup: ["db/test/global-setup.ts"],
          setupFiles: ["game-server/test/own-database.ts"],
          pool: "forks",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: "web", include: ["web/src/**/*.test.{ts,tsx}", "web/build/**/*.test.ts"] } },
    ],
  },
});
