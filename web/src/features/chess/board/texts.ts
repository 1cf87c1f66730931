import { textsFrom } from "../../../i18n/packs";

/** The board's texts (chessBoard.*: the board, its keyboard form, promotion, clocks, move list), a file per language. */
export const CHESS_BOARD_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { chessBoard: "chess-board" });
