/**
 * Where things sit on the Flash table, for a table of any size: the felt (an oval), seven seats around it with your
 * seat at the bottom, each seat's cards toward the middle, the pot (where chips land, and its label under it) and the
 * deck (in the pot's place while the cards are dealt). Pure numbers in pixels of the table's box: the canvas draws at them and the seats' labels (HTML over the
 * canvas) are placed at the same points, as percentages.
 */
import { FLASH_SEAT_KEYS } from "@arena/contracts";

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  w: number;
  h: number;
}

export const SLOTS = FLASH_SEAT_KEYS.length;

export interface TableLayout {
  width: number;
  height: number;
  felt: { cx: number; cy: number; rx: number; ry: number };
  /** Slot i (0 = bottom, then clockwise): the seat's label. */
  seats: Point[];
  /** The middle of slot i's three cards. */
  cards: Point[];
  /** Where the pot's chips are drawn and bets land. */
  pot: Point;
  /** The pot's amount and the table's status (HTML), under the chips. */
  potLabel: Point;
  /** The deck the cards are dealt from (shown only while dealing, in the pot's place). */
  deck: Point;
  /** A card at another seat, and yours (bigger: you read it). */
  card: Size;
  myCard: Size;
}

/** The angle of slot i on the oval (radians, screen axes: y grows downwards): 0 at the bottom, then clockwise. */
export const slotAngle = (slot: number): number => Math.PI / 2 + (slot * 2 * Math.PI) / SLOTS;

const on = (cx: number, cy: number, rx: number, ry: number, angle: number): Point => ({ x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) });

/**
 * The layout of a table box. The seats' labels are ~88 × 64 px boxes centred on the seat points, which keep a margin
 * to the edges; the felt's rim runs under them. Cards are sized from the smaller side so they fit on a phone.
 */
export function tableLayout(width: number, height: number): TableLayout {
  const cx = width / 2;
  const cy = height / 2;
  const marginX = Math.min(48, width * 0.13);
  const marginY = Math.min(40, height * 0.09);
  const seatRx = Math.max(0, width / 2 - marginX);
  const seatRy = Math.max(0, height / 2 - marginY);
  const felt = { cx, cy, rx: Math.max(0, seatRx - 10), ry: Math.max(0, seatRy - 10) };
  const base = Math.min(width, height * 1.1);
  const cw = Math.max(22, Math.round(base * 0.085));
  const card = { w: cw, h: Math.round(cw * 1.4) };
  const mw = Math.max(34, Math.round(base * 0.13));
  const myCard = { w: mw, h: Math.round(mw * 1.4) };
  const seats: Point[] = [];
  const cards: Point[] = [];
  for (let slot = 0; slot < SLOTS; slot++) {
    const a = slotAngle(slot);
    seats.push(on(cx, cy, seatRx, seatRy, a));
    // Yours sit just above your label (big cards: you read them); the others half way in, clear of their labels.
    const inward = slot === 0 ? 0.55 : 0.5;
    cards.push(on(cx, cy, seatRx * inward, seatRy * inward, a));
  }
  const pot = { x: cx, y: cy - seatRy * 0.27 };
  return {
    width,
    height,
    felt,
    seats,
    cards,
    pot,
    potLabel: { x: cx, y: cy - seatRy * 0.13 },
    deck: pot,
    card,
    myCard,
  };
}

/** The slot a seat sits in: yours at the bottom (slot 0), the others clockwise in seat order; a watcher sees seat 1 at the bottom. */
export function slotOf(seat: string, mySeat: string | null): number {
  const n = Number(seat) - 1;
  const me = mySeat ? Number(mySeat) - 1 : 0;
  return (((n - me) % SLOTS) + SLOTS) % SLOTS;
}

/** Seat key at a slot (the inverse of slotOf). */
export const seatAtSlot = (slot: number, mySeat: string | null): string => String(((slot + (mySeat ? Number(mySeat) - 1 : 0)) % SLOTS) + 1);

/** The three cards of a hand side by side, slightly fanned: offset from the middle and tilt (radians) of card i. */
export function fanOf(index: number, card: Size, spread = 0.62): { dx: number; dy: number; rotation: number } {
  const k = index - 1;
  return { dx: k * card.w * spread, dy: Math.abs(k) * card.h * 0.04, rotation: k * 0.12 };
}

/** A point as CSS left/top percentages of the table box (for the labels over the canvas). */
export const asPercent = (p: Point, layout: Pick<TableLayout, "width" | "height">): { left: string; top: string } => ({
  left: `${layout.width > 0 ? ((p.x / layout.width) * 100).toFixed(2) : 50}%`,
  top: `${layout.height > 0 ? ((p.y / layout.height) * 100).toFixed(2) : 50}%`,
});
