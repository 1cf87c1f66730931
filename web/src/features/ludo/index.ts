import type { GameEntry } from "../../games/entry";
import { textsFrom } from "../../i18n/packs";
import { TABLE_TEXTS } from "../table/texts";

/** Ludo's texts: the menu's (ludoMenu.*) and the table's (ludoGame.*), a file per language each. */
const LUDO_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { ludoMenu: "ludo-menu", ludoGame: "ludo-game" });

const menu = () => import("./menu/LudoMenuPage").then((m) => m.LudoMenuPage);

/** Ludo in the app: the menu, the waiting room of a public table and the table (which brings the board). */
export const ludo: GameEntry = {
  section: "/ludo",
  layout: "game",
  routes: {
    "/ludo": menu,
    "/ludo/menu": menu,
    "/ludo/gameEnter": () => import("./menu/GameEnterPage").then((m) => m.GameEnterPage),
    "/ludo/game": () => import("./game/LudoGamePage").then((m) => m.LudoGamePage),
  },
  texts: [TABLE_TEXTS, LUDO_TEXTS],
};
