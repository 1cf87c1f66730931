/**
 * Draws the static board and the pawns with PixiJS Graphics, from the pure layout in geometry.ts and a theme
 * palette. Nothing here knows the game state: the static layer is drawn once per size and theme.
 */
import type { Graphics } from "pixi.js";
import { COLORS } from "@arena/rules-ludo";
import type { BoardPalette, SeatColours } from "./boardTheme";
import { GRID, TRACK, homeColumn, homeTriangle, rotate, trackCellKind, yardArea, yardSpots, type Point } from "./geometry";

/** A stable pseudo-random number in [0, 1) for a texture detail (the same board every time it is drawn). */
const grain = (n: number): number => {
  const x = Math.sin(n * 127.1 + 311.7) * 43758.5453;
  return x - Math.floor(x);
};

function cellRect(g: Graphics, p: Point, cell: number, fill: number, line: number): void {
  const x = (p.x - 0.5) * cell;
  const y = (p.y - 0.5) * cell;
  g.rect(x, y, cell, cell).fill(fill).stroke({ width: Math.max(1, cell * 0.04), color: line, alignment: 0.5 });
}

function leaf(g: Graphics, cx: number, cy: number, length: number, angle: number, color: number, alpha: number): void {
  const points: number[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = (i / 12) * Math.PI * 2;
    const lx = (Math.cos(t) * length) / 2;
    const ly = Math.sin(t) * length * 0.22 * (1 - Math.cos(t) * 0.3);
    points.push(cx + lx * Math.cos(angle) - ly * Math.sin(angle), cy + lx * Math.sin(angle) + ly * Math.cos(angle));
  }
  g.poly(points).fill({ color, alpha });
}

function woodGrain(g: Graphics, p: Point, cell: number, seed: number, color: number): void {
  const x = (p.x - 0.5) * cell;
  const y = (p.y - 0.5) * cell;
  for (let k = 0; k < 2; k++) {
    const yy = y + cell * (0.25 + 0.5 * grain(seed * 7 + k));
    g.moveTo(x + cell * 0.12, yy)
      .bezierCurveTo(x + cell * 0.4, yy - cell * 0.08, x + cell * 0.6, yy + cell * 0.08, x + cell * 0.88, yy)
      .stroke({ width: Math.max(0.6, cell * 0.025), color, alpha: 0.35 });
  }
}

function yard(g: Graphics, seat: number, cell: number, palette: BoardPalette, colours: SeatColours): void {
  const area = yardArea(seat);
  const x = area.x * cell;
  const y = area.y * cell;
  const size = area.size * cell;
  g.rect(x, y, size, size).fill(colours.base);
  if (palette.texture === "nature") {
    for (let i = 0; i < 14; i++) {
      const lx = x + size * (0.06 + 0.88 * grain(seat * 100 + i));
      const ly = y + size * (0.06 + 0.88 * grain(seat * 100 + i + 50));
      leaf(g, lx, ly, cell * (0.45 + 0.3 * grain(i + seat)), grain(i * 3 + seat) * Math.PI, colours.dark, 0.35);
    }
  }
  const inset = cell * 0.9;
  const radius = palette.texture === "nature" ? cell * 1.2 : cell * 0.5;
  g.roundRect(x + inset, y + inset, size - 2 * inset, size - 2 * inset, radius)
    .fill(palette.yardInner)
    .stroke({ width: Math.max(1, cell * 0.06), color: colours.dark, alpha: 0.5 });
  for (const spot of yardSpots(seat)) {
    g.circle(spot.x * cell, spot.y * cell, cell * 0.55)
      .fill(colours.light)
      .stroke({ width: Math.max(1, cell * 0.05), color: colours.base });
  }
}

/** The whole static board for a cell size in pixels. */
export function drawBoard(g: Graphics, cell: number, palette: BoardPalette): void {
  g.clear();
  const full = GRID * cell;
  g.roundRect(0, 0, full, full, cell * 0.35).fill(palette.frame);
  g.rect(cell * 6, 0, cell * 3, full).fill(palette.cell);
  g.rect(0, cell * 6, full, cell * 3).fill(palette.cell);

  COLORS.forEach((color, seat) => yard(g, seat, cell, palette, palette.seats[color]));

  TRACK.forEach((p, index) => {
    const kind = trackCellKind(index);
    const fill = kind.kind === "start" ? palette.seats[COLORS[kind.seat]!].base : palette.cell;
    cellRect(g, p, cell, fill, palette.cellLine);
    if (palette.texture === "nature" && kind.kind !== "start") woodGrain(g, p, cell, index, palette.cellLine);
    if (kind.kind === "safe") g.star(p.x * cell, p.y * cell, 5, cell * 0.36, cell * 0.16).fill(palette.star);
    if (kind.kind === "start") {
      // An arrow pointing along the track out of the start cell.
      const next = TRACK[(index + 1) % TRACK.length]!;
      const angle = Math.atan2(next.y - p.y, next.x - p.x);
      const r = cell * 0.26;
      const pts = [0, 2.5, -2.5].map((a) => ({ x: p.x * cell + Math.cos(angle + a) * r, y: p.y * cell + Math.sin(angle + a) * r }));
      g.poly(pts.flatMap((q) => [q.x, q.y])).fill({ color: 0xffffff, alpha: 0.9 });
    }
  });

  COLORS.forEach((color, seat) => {
    const colours = palette.seats[color];
    for (const p of homeColumn(seat)) cellRect(g, p, cell, colours.base, palette.cellLine);
  });

  // The centre: one triangle per colour, pointing at the middle.
  COLORS.forEach((color, seat) => {
    const tri = homeTriangle(seat).flatMap((p) => [p.x * cell, p.y * cell]);
    g.poly(tri).fill(palette.seats[color].base).stroke({ width: Math.max(1, cell * 0.04), color: palette.cellLine });
  });
  const mid = (GRID / 2) * cell;
  g.star(mid, mid, 8, cell * 0.5, cell * 0.28).fill({ color: 0xffffff, alpha: palette.texture === "nature" ? 0.55 : 0.8 });

  if (palette.texture === "nature") {
    // A wooden rim with a few vines over it.
    g.roundRect(0, 0, full, full, cell * 0.35).stroke({ width: cell * 0.2, color: 0x4a2e14, alignment: 1 });
    for (let i = 0; i < 16; i++) {
      const side = i % 4;
      const along = (0.1 + 0.8 * grain(i + 900)) * full;
      const at = rotate({ x: along / cell, y: 0.12 }, side);
      leaf(g, at.x * cell, at.y * cell, cell * 0.5, grain(i + 77) * Math.PI, 0x5e8c31, 0.8);
    }
  } else {
    g.roundRect(0, 0, full, full, cell * 0.35).stroke({ width: Math.max(2, cell * 0.08), color: 0x6d4dff, alpha: 0.55, alignment: 1 });
  }
}

/** A pawn centred on (0, 0): a shadow, a coloured body with a rim and a shine. */
export function drawPawn(g: Graphics, radius: number, colours: SeatColours, palette: BoardPalette): void {
  g.clear();
  g.ellipse(0, radius * 0.55, radius * 0.95, radius * 0.4).fill({ color: 0x000000, alpha: 0.28 });
  g.circle(0, 0, radius).fill(colours.base).stroke({ width: Math.max(1.2, radius * 0.16), color: palette.pawnLine });
  g.circle(0, 0, radius * 0.55).fill(colours.light).stroke({ width: Math.max(1, radius * 0.1), color: colours.dark });
  g.circle(-radius * 0.3, -radius * 0.35, radius * 0.18).fill({ color: 0xffffff, alpha: 0.75 });
}

/** The ring around a pawn that may move now. */
export function drawHalo(g: Graphics, radius: number, palette: BoardPalette): void {
  g.clear();
  g.circle(0, 0, radius * 1.45).stroke({ width: Math.max(2, radius * 0.26), color: palette.highlight });
  g.circle(0, 0, radius * 1.45).fill({ color: palette.highlight, alpha: 0.18 });
}
