import { describe, expect, it } from "vitest";
import { ALL_ROUTES, LANGUAGES } from "@arena/contracts";
import { PLAYER_MENU } from "../shell/navigation";
import { GAMES, gameOf } from "./registry";

describe("game registry", () => {
  it("serves only routes of the spec's route table, each in the table's layout and behind the game login (Black Jack's is public)", () => {
    for (const game of GAMES) {
      for (const path of Object.keys(game.routes)) {
        const route = ALL_ROUTES.find((r) => r.path === path);
        expect(route, path).toBeDefined();
        expect(route!.layout, path).toBe(game.layout);
        expect(route!.access, path).toBe(game.section === "/black-jack" ? "public" : "game");
        expect(path === game.section || path.startsWith(`${game.section}/`), path).toBe(true);
      }
    }
  });

  it("gives each route one game, and makes a registered game's menu section playable and no other", () => {
    const paths = GAMES.flatMap((game) => Object.keys(game.routes));
    expect(new Set(paths).size).toBe(paths.length);
    expect(gameOf("/ludo/game")?.section).toBe("/ludo");
    expect(gameOf("/chess/game/:id")?.section).toBe("/chess");
    expect(gameOf("/teenpatti")?.section).toBe("/teenpatti");
    expect(gameOf("/teenpatti/game")?.section).toBe("/teenpatti");
    expect(gameOf("/black-jack")?.section).toBe("/black-jack");
    // The leaderboard is Black Jack's but in the route table's simple layout: a page of its own, not a game route.
    expect(gameOf("/blackjack-leaderboard")).toBeUndefined();
    for (const game of GAMES) expect(PLAYER_MENU.map((entry) => entry.to)).toContain(game.section);
  });

  it("has every game's texts in every language, with the same keys as English", async () => {
    const keysOf = (value: unknown, prefix = ""): string[] =>
      value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
        : [prefix];
    for (const game of GAMES) {
      for (const pack of game.texts) {
        const english = keysOf(await pack.en()).sort();
        expect(english.length).toBeGreaterThan(0);
        for (const lang of LANGUAGES) expect(keysOf(await pack[lang]()).sort(), lang).toEqual(english);
      }
    }
  });
});
