/**
 * The two board themes of the spec (default and nature): palettes for the canvas and the pawn colours the page
 * reuses around it. The player's choice is kept in localStorage `ludoBoard` (the menu's Themes dialog); without
 * one, the room's boardType applies.
 */
import { BOARD_THEMES, type PawnColour } from "@arena/contracts";
import { readLocal, writeLocal } from "../../../lib/storage";

export type BoardTheme = (typeof BOARD_THEMES)[number];
export const BOARD_THEME_KEY = "ludoBoard";

export interface SeatColours {
  base: number;
  light: number;
  dark: number;
}

export interface BoardPalette {
  /** Behind and between the cells. */
  frame: number;
  cell: number;
  cellLine: number;
  /** The white square inside each yard. */
  yardInner: number;
  star: number;
  /** Outline of every pawn, and the ring of a pawn that may move. */
  pawnLine: number;
  highlight: number;
  texture: "flat" | "nature";
  seats: Record<PawnColour, SeatColours>;
}

export const PALETTES: Record<BoardTheme, BoardPalette> = {
  default: {
    frame: 0x2b265e,
    cell: 0xf7f5ff,
    cellLine: 0xc9c3e8,
    yardInner: 0xf7f5ff,
    star: 0x8f88c2,
    pawnLine: 0x17142f,
    highlight: 0xffc53d,
    texture: "flat",
    seats: {
      red: { base: 0xef476f, light: 0xfbc3d0, dark: 0xa3203f },
      green: { base: 0x1fbf7a, light: 0xb5ecd3, dark: 0x0e7a4b },
      yellow: { base: 0xf7c242, light: 0xfde9b6, dark: 0xa87a09 },
      blue: { base: 0x3d8bfd, light: 0xc3dafe, dark: 0x1c53a8 },
    },
  },
  nature: {
    frame: 0x6b4423,
    cell: 0xf3ead2,
    cellLine: 0xbfa273,
    yardInner: 0xf7f0dc,
    star: 0x9c7b45,
    pawnLine: 0x2e1d0c,
    highlight: 0xfff3a8,
    texture: "nature",
    seats: {
      red: { base: 0xc8553d, light: 0xefc2b3, dark: 0x7f2e1e },
      green: { base: 0x5e8c31, light: 0xcfe3b5, dark: 0x37561a },
      yellow: { base: 0xd99a1e, light: 0xf4dfa8, dark: 0x8a5f0c },
      blue: { base: 0x3b7ca6, light: 0xbcd7e8, dark: 0x204c6a },
    },
  },
};

const isTheme = (value: unknown): value is BoardTheme => BOARD_THEMES.includes(value as BoardTheme);

/** The stored choice, else the room's board type, else default. */
export function boardThemeFor(roomBoardType: string | undefined): BoardTheme {
  const stored = readLocal(BOARD_THEME_KEY);
  if (isTheme(stored)) return stored;
  return isTheme(roomBoardType) ? roomBoardType : "default";
}

export const storeBoardTheme = (theme: BoardTheme): void => writeLocal(BOARD_THEME_KEY, theme);

/** A palette colour as CSS (for the panels and chat around the canvas). */
export const css = (color: number): string => `#${color.toString(16).padStart(6, "0")}`;
