/**
 * Drawing the board on Pixi Graphics: the squares (static, once per size) and the marks over them (last move, king in
 * check, the selected piece and its targets, the square under a dragged piece). The colours follow the app's theme
 * (styles/theme.css): lavender and violet squares, the gold accent for the last move.
 */
import { FillGradient, type Graphics } from "pixi.js";
import { squareToCell, type Orientation, type Square } from "./fen";

export const BOARD_COLOURS = {
  light: 0xebe6fc,
  dark: 0x7566c4,
  /** Coordinates, each in a colour that reads on its square (5.6:1 on light, 4.7:1 on dark). */
  onLight: 0x5b4da8,
  onDark: 0xffffff,
  lastMove: 0xffc53d,
  selected: 0x2fd38a,
  target: 0x17123a,
  hover: 0xffffff,
  check: 0xff3355,
} as const;

export interface BoardMarks {
  lastMove: { from: Square; to: Square } | null;
  /** The square of the king in check. */
  check: Square | null;
  selected: Square | null;
  /** The selected piece's targets; `capture` draws a ring instead of a dot. */
  targets: readonly { square: Square; capture: boolean }[];
}

export const isLightSquare = (col: number, row: number): boolean => (col + row) % 2 === 0;

export function drawSquares(g: Graphics, cell: number): void {
  g.clear();
  g.rect(0, 0, cell * 8, cell * 8).fill(BOARD_COLOURS.light);
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      if (!isLightSquare(col, row)) g.rect(col * cell, row * cell, cell, cell);
    }
  }
  g.fill(BOARD_COLOURS.dark);
}

let checkGlow: FillGradient | null = null;
/** A red glow under the king in check, brightest at its feet (one gradient, shared by every board). */
function checkGradient(): FillGradient {
  checkGlow ??= new FillGradient({
    type: "radial",
    center: { x: 0.5, y: 0.5 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.5 },
    outerRadius: 0.5,
    colorStops: [
      { offset: 0, color: "rgba(255, 51, 85, 1)" },
      { offset: 0.35, color: "rgba(255, 51, 85, 0.85)" },
      { offset: 1, color: "rgba(255, 51, 85, 0)" },
    ],
  });
  return checkGlow;
}

export function drawMarks(g: Graphics, cell: number, orientation: Orientation, marks: BoardMarks): void {
  g.clear();
  const at = (square: Square) => {
    const { col, row } = squareToCell(square, orientation);
    return { x: col * cell, y: row * cell };
  };
  if (marks.lastMove) {
    for (const square of [marks.lastMove.from, marks.lastMove.to]) {
      const { x, y } = at(square);
      g.rect(x, y, cell, cell).fill({ color: BOARD_COLOURS.lastMove, alpha: 0.42 });
    }
  }
  if (marks.selected) {
    const { x, y } = at(marks.selected);
    g.rect(x, y, cell, cell).fill({ color: BOARD_COLOURS.selected, alpha: 0.5 });
  }
  if (marks.check) {
    const { x, y } = at(marks.check);
    g.rect(x, y, cell, cell).fill(checkGradient());
  }
  for (const target of marks.targets) {
    const { x, y } = at(target.square);
    const cx = x + cell / 2;
    const cy = y + cell / 2;
    if (target.capture) {
      g.circle(cx, cy, cell * 0.46).stroke({ color: BOARD_COLOURS.target, alpha: 0.42, width: cell * 0.08 });
    } else {
      g.circle(cx, cy, cell * 0.15).fill({ color: BOARD_COLOURS.target, alpha: 0.38 });
    }
  }
}

/** The square a dragged piece would drop on. */
export function drawHover(g: Graphics, cell: number, orientation: Orientation, square: Square | null): void {
  g.clear();
  if (!square) return;
  const { col, row } = squareToCell(square, orientation);
  const width = Math.max(2, cell * 0.06);
  g.rect(col * cell + width / 2, row * cell + width / 2, cell - width, cell - width).stroke({ color: BOARD_COLOURS.hover, alpha: 0.85, width });
}
