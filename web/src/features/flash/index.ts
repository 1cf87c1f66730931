import type { GameEntry } from "../../games/entry";
import { textsFrom } from "../../i18n/packs";
import { TABLE_TEXTS } from "../table/texts";

/** Flash's texts (flash.*: lobby, table, results, rules), a file per language. */
export const FLASH_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { flash: "flash" });

const lobby = () => import("./lobby/FlashLobbyPage").then((m) => m.FlashLobbyPage);

/** Flash (teen patti) in the app: the lobby with its tiers, and the table of a room (which brings the canvas). */
export const flash: GameEntry = {
  section: "/teenpatti",
  layout: "game",
  routes: {
    "/teenpatti": lobby,
    "/teenpatti/home": lobby,
    "/teenpatti/game": () => import("./game/FlashGamePage").then((m) => m.FlashGamePage),
  },
  texts: [TABLE_TEXTS, FLASH_TEXTS],
};
