/**
 * The games the app ships. Each game's entry (features/<game>/index.ts) says which routes it serves, in which frame,
 * and with which texts; the router builds its routes from this list, and the home page shows its card as playable.
 * Nothing else in app/ or shell/ names a game: adding one is its entry and a line here.
 */
import { blackjack } from "../features/blackjack";
import { chess } from "../features/chess";
import { flash } from "../features/flash";
import { ludo } from "../features/ludo";
import type { GameEntry } from "./entry";

export type { GameEntry } from "./entry";

export const GAMES: readonly GameEntry[] = [ludo, chess, flash, blackjack];

/** The game serving a route path, if any. */
export const gameOf = (path: string): GameEntry | undefined => GAMES.find((game) => Object.hasOwn(game.routes, path));
