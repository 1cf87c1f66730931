import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/.data/**", "**/.turbo/**", "db/migrations/**", "e2e/artifacts/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Rules are pure: no clock, no Math.random, no I/O in packages/.
    files: ["packages/*/src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Take randomness from packages/fair through ctx." },
        { object: "Date", property: "now", message: "Take the clock through ctx." },
      ],
      "no-restricted-imports": ["error", { patterns: ["node:*", "fs", "net", "http", "pg", "drizzle-orm*"] }],
    },
  },
  {
    // Routes and rooms are thin: they call services, which own every read and write of the database.
    files: ["game-server/src/http/**/*.ts", "game-server/src/rooms/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@arena/db", "@arena/db/*", "drizzle-orm", "drizzle-orm/*"], message: "Routes and rooms call a service; services own the database." }] },
      ],
    },
  },
  {
    // The shell frames every page and imports no feature: the platform core (platform/, lib/) is what it reads, and
    // app/ composes the features.
    files: ["web/src/shell/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/features", "**/features/**"], message: "The shell imports no feature: move what it needs to platform/ or lib/, or compose it in app/." }] },
      ],
    },
  },
  {
    // The table kit is every table game's: it names none of them.
    files: ["web/src/features/table/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/ludo", "**/ludo/**", "**/chess", "**/chess/**", "**/flash", "**/flash/**"], message: "features/table is game-agnostic: a game passes in what is its own." }] },
      ],
    },
  },
  {
    // Services know nothing of HTTP or rooms: they throw DomainError (services/errors.ts), which each layer maps.
    files: ["game-server/src/services/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/http/*", "**/http/**", "**/rooms/*", "**/rooms/**"], message: "Services import nothing from http/ or rooms/." }] },
      ],
    },
  },
);
