import type { GameEntry } from "../../games/entry";
import { textsFrom } from "../../i18n/packs";
import { TABLE_TEXTS } from "../table/texts";

/** Black Jack's texts (blackjack.*: rules, table, moves, results, leaderboard, the round's check), a file per language. */
export const BLACKJACK_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { blackjack: "blackjack" });

/**
 * Black Jack in the app: /black-jack (public, its own layout: a visitor reads the rules, a player sits at their own
 * table). Its leaderboard (/blackjack-leaderboard, the simple layout) is a page of its own (app/pages.tsx).
 */
export const blackjack: GameEntry = {
  section: "/black-jack",
  layout: "blackjack",
  routes: {
    "/black-jack": () => import("./BlackjackPage").then((m) => m.BlackjackPage),
  },
  texts: [TABLE_TEXTS, BLACKJACK_TEXTS],
};
