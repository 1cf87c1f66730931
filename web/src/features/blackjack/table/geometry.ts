/**
 * Where things sit on the Black Jack table, for a table box of any size: the felt (the half-oval of a real table, the
 * dealer at its straight edge), the shoe in the dealer's corner, the dealer's cards along the top, and up to three
 * player hands side by side along the arc, each hand's cards fanned so they fit its share of the width. Pure numbers in
 * pixels of the box: the canvas draws at them and the HTML labels over it are placed at the same points.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  w: number;
  h: number;
}

export interface TableLayout {
  width: number;
  height: number;
  /** The felt: the lower half of an oval whose centre is near the top edge. */
  felt: { cx: number; cy: number; rx: number; ry: number };
  card: Size;
  /** The top card of the shoe, where dealt cards come from. */
  shoe: Point;
  /** The middle of the dealer's row of cards, and the dealer's label (under it, top-anchored). */
  dealer: Point;
  dealerLabel: Point;
  /** Each player hand: the middle of its cards, its label (under them, top-anchored) and the width it may fan over. */
  hands: { centre: Point; label: Point; span: number }[];
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The layout of a box `width` × `height` holding `handCount` player hands (1 to 3; 1 before the first deal). */
export function tableLayout(width: number, height: number, handCount: number): TableLayout {
  const n = clamp(Math.round(handCount) || 1, 1, 3);
  const w = clamp(Math.min(width * 0.135, height * 0.17, 96), 28, 96);
  const card = { w, h: w * 1.4 };
  const dealer = { x: width / 2, y: Math.max(card.h / 2 + 10, height * 0.2) };
  const handY = Math.min(height - card.h / 2 - 56, Math.max(dealer.y + card.h + 48, height * 0.6));
  const slot = width / n;
  const hands = Array.from({ length: n }, (_, i) => {
    const centre = { x: slot * (i + 0.5), y: handY };
    return { centre, label: { x: centre.x, y: handY + card.h / 2 + 8 }, span: slot * 0.9 };
  });
  return {
    width,
    height,
    felt: { cx: width / 2, cy: -height * 0.12, rx: width * 0.62, ry: height * 1.04 },
    card,
    shoe: { x: width - card.w * 0.85 - 8, y: card.h * 0.6 + 8 },
    dealer,
    dealerLabel: { x: dealer.x, y: dealer.y + card.h / 2 + 8 },
    hands,
  };
}

/**
 * Where card `j` of a row of `count` cards sits: fanned left to right around `centre`, overlapping more as the row
 * grows so that it stays within `span` (player hands also climb a little, as cards laid on a real table do).
 */
export function cardSpot(centre: Point, card: Size, span: number, j: number, count: number, climb = true): Point {
  const step = count > 1 ? Math.max(card.w * 0.22, Math.min(card.w * 0.62, (span - card.w) / (count - 1))) : 0;
  return { x: centre.x - ((count - 1) * step) / 2 + j * step, y: centre.y - (climb ? j * card.h * 0.04 : 0) };
}
