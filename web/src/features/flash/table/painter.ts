/**
 * Draws the Flash table's pieces with PixiJS Graphics: the felt, card backs and faces (our own vector drawing: rank
 * letters and suit pips made of curves, no image files), and chips. Each card and chip is drawn
 * around its own middle, so the scene can turn, flip and move it. Nothing here knows the game. (The dealer button is
 * HTML, on the dealer's label.)
 */
import type { Graphics } from "pixi.js";
import type { Suit } from "../cards";
import type { TableLayout } from "./geometry";

export const TABLE_COLOURS = {
  rim: 0x2a1f5c,
  rimEdge: 0x120e2e,
  rimLine: 0xffc53d,
  felt: 0x0e5b4b,
  feltInner: 0x13705c,
  feltLine: 0x3fae8c,
  cardFace: 0xfffdf6,
  cardEdge: 0xbdb5a2,
  red: 0xc8102e,
  black: 0x17142b,
  backA: 0x3b2a93,
  backB: 0x23195d,
  backGold: 0xffc53d,
  chip: 0xffc53d,
  chipEdge: 0x8a5a00,
  chipStripe: 0xfffdf6,
} as const;

/** The felt: a dark rim with a gold line, the cloth, and a faint inner line where the bets go. */
export function drawFelt(g: Graphics, layout: TableLayout): void {
  const { cx, cy, rx, ry } = layout.felt;
  if (rx <= 0 || ry <= 0) return;
  const rim = Math.max(8, Math.min(rx, ry) * 0.07);
  g.ellipse(cx, cy + 4, rx + rim, ry + rim).fill({ color: 0x000000, alpha: 0.35 });
  g.ellipse(cx, cy, rx + rim, ry + rim).fill(TABLE_COLOURS.rim).stroke({ width: 2, color: TABLE_COLOURS.rimEdge });
  g.ellipse(cx, cy, rx + rim * 0.45, ry + rim * 0.45).stroke({ width: 1.5, color: TABLE_COLOURS.rimLine, alpha: 0.7 });
  g.ellipse(cx, cy, rx, ry).fill(TABLE_COLOURS.felt);
  g.ellipse(cx, cy, rx * 0.82, ry * 0.8).fill({ color: TABLE_COLOURS.feltInner, alpha: 0.55 });
  g.ellipse(cx, cy, rx * 0.5, ry * 0.46).stroke({ width: 1.5, color: TABLE_COLOURS.feltLine, alpha: 0.45 });
}

/**
 * A suit's pip, `size` tall, centred on (cx, cy): hearts and spades from two curves, clubs from three circles, the
 * diamond a rhombus; spades and clubs stand on a small foot.
 */
export function drawSuit(g: Graphics, suit: Suit, cx: number, cy: number, size: number, color: number): void {
  const s = size;
  switch (suit) {
    case "d":
      g.poly([cx, cy - s / 2, cx + s * 0.38, cy, cx, cy + s / 2, cx - s * 0.38, cy]).fill(color);
      return;
    case "h":
      g.moveTo(cx, cy + s * 0.46)
        .bezierCurveTo(cx - s * 0.62, cy + s * 0.02, cx - s * 0.5, cy - s * 0.56, cx, cy - s * 0.22)
        .bezierCurveTo(cx + s * 0.5, cy - s * 0.56, cx + s * 0.62, cy + s * 0.02, cx, cy + s * 0.46)
        .closePath()
        .fill(color);
      return;
    case "s":
      g.moveTo(cx, cy - s * 0.5)
        .bezierCurveTo(cx + s * 0.64, cy - s * 0.02, cx + s * 0.42, cy + s * 0.42, cx, cy + s * 0.16)
        .bezierCurveTo(cx - s * 0.42, cy + s * 0.42, cx - s * 0.64, cy - s * 0.02, cx, cy - s * 0.5)
        .closePath()
        .fill(color);
      g.poly([cx, cy + s * 0.08, cx + s * 0.16, cy + s * 0.5, cx - s * 0.16, cy + s * 0.5]).fill(color);
      return;
    case "c":
      g.circle(cx, cy - s * 0.22, s * 0.21).fill(color);
      g.circle(cx - s * 0.23, cy + s * 0.07, s * 0.21).fill(color);
      g.circle(cx + s * 0.23, cy + s * 0.07, s * 0.21).fill(color);
      g.poly([cx, cy - s * 0.02, cx + s * 0.16, cy + s * 0.5, cx - s * 0.16, cy + s * 0.5]).fill(color);
      return;
  }
}

const radiusOf = (w: number): number => Math.max(2, w * 0.1);

/** A card's back: deep purple with a gold border and a diamond lattice. */
export function drawCardBack(g: Graphics, w: number, h: number): void {
  const x = -w / 2;
  const y = -h / 2;
  const r = radiusOf(w);
  g.roundRect(x, y, w, h, r).fill(TABLE_COLOURS.backB).stroke({ width: Math.max(1, w * 0.03), color: TABLE_COLOURS.cardEdge });
  const inset = w * 0.1;
  const iw = w - 2 * inset;
  const ih = h - 2 * inset;
  g.roundRect(x + inset, y + inset, iw, ih, r * 0.6).fill(TABLE_COLOURS.backA).stroke({ width: Math.max(1, w * 0.035), color: TABLE_COLOURS.backGold, alpha: 0.85 });
  // A lattice of small diamonds over the inner panel.
  const cols = 3;
  const dw = iw / cols;
  const rows = Math.max(3, Math.round(ih / dw));
  const dh = ih / rows;
  for (let c = 0; c < cols; c++) {
    for (let r2 = 0; r2 < rows; r2++) {
      const mx = x + inset + (c + 0.5) * dw;
      const my = y + inset + (r2 + 0.5) * dh;
      g.poly([mx, my - dh * 0.32, mx + dw * 0.32, my, mx, my + dh * 0.32, mx - dw * 0.32, my]).stroke({ width: Math.max(0.6, w * 0.018), color: TABLE_COLOURS.backGold, alpha: 0.3 });
    }
  }
  drawSuit(g, "d", 0, 0, h * 0.22, TABLE_COLOURS.backGold);
}

/**
 * A card's face without its letters (the scene adds the rank as text): the card, the corner pips, and in the middle
 * one big pip, or for a court card (J, Q, K) a framed panel the letter sits in.
 */
export function drawCardFace(g: Graphics, w: number, h: number, suit: Suit, court: boolean): void {
  const x = -w / 2;
  const y = -h / 2;
  const color = suit === "h" || suit === "d" ? TABLE_COLOURS.red : TABLE_COLOURS.black;
  g.roundRect(x, y, w, h, radiusOf(w)).fill(TABLE_COLOURS.cardFace).stroke({ width: Math.max(1, w * 0.03), color: TABLE_COLOURS.cardEdge });
  // Corner pips under the corner ranks (top left, and bottom right upside down).
  const pip = w * 0.2;
  drawSuit(g, suit, x + w * 0.2, y + h * 0.36, pip, color);
  if (court) {
    const fw = w * 0.52;
    const fh = h * 0.56;
    g.roundRect(-fw / 2 + w * 0.08, -fh / 2 + h * 0.06, fw, fh, w * 0.06).fill({ color, alpha: 0.08 }).stroke({ width: Math.max(1, w * 0.03), color, alpha: 0.7 });
    drawSuit(g, suit, w * 0.08, h * 0.24, w * 0.2, color);
  } else {
    drawSuit(g, suit, w * 0.1, h * 0.1, w * 0.5, color);
  }
}

/** One chip, radius r, centred: the coin, white edge stripes, an inner ring. */
export function drawChip(g: Graphics, r: number, color: number = TABLE_COLOURS.chip): void {
  g.circle(0, 0, r).fill(color).stroke({ width: Math.max(1, r * 0.12), color: TABLE_COLOURS.chipEdge });
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3;
    g.circle(Math.cos(a) * r * 0.78, Math.sin(a) * r * 0.78, r * 0.14).fill(TABLE_COLOURS.chipStripe);
  }
  g.circle(0, 0, r * 0.52).stroke({ width: Math.max(1, r * 0.1), color: TABLE_COLOURS.chipEdge, alpha: 0.6 });
}

/** The pot as a few stacks of chips (more stacks for a bigger pot, at most five). */
export function drawPotPile(g: Graphics, r: number, stacks: number): void {
  const n = Math.max(0, Math.min(5, stacks));
  for (let s = 0; s < n; s++) {
    const dx = (s - (n - 1) / 2) * r * 1.7;
    const height = 2 + ((s * 7) % 3);
    for (let k = 0; k < height; k++) {
      const cy = -k * r * 0.32 + (s % 2) * r * 0.3;
      g.ellipse(dx, cy, r, r * 0.55).fill(TABLE_COLOURS.chip).stroke({ width: Math.max(1, r * 0.1), color: TABLE_COLOURS.chipEdge });
    }
  }
}

