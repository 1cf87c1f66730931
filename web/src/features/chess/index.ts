import type { GameEntry } from "../../games/entry";
import { textsFrom } from "../../i18n/packs";
import { TABLE_TEXTS } from "../table/texts";
import { CHESS_BOARD_TEXTS } from "./board/texts";

/** Chess's texts (chess.*: menus, private room, table), a file per language; the board brings its own (chessBoard.*). */
const CHESS_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { chess: "chess" });

const menu = () => import("./menu/ChessMenuPage").then((m) => m.ChessMenuPage);

/** Chess in the app: the menu, the private room, and the table of a game (which brings the board). */
export const chess: GameEntry = {
  section: "/chess",
  layout: "game",
  routes: {
    "/chess": menu,
    "/chess/menu": menu,
    "/chess/privateRoom": () => import("./privateRoom/PrivateRoomPage").then((m) => m.PrivateRoomPage),
    "/chess/game/:id": () => import("./game/ChessGamePage").then((m) => m.ChessGamePage),
  },
  texts: [TABLE_TEXTS, CHESS_BOARD_TEXTS, CHESS_TEXTS],
};
