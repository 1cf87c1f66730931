/**
 * Draws the wheel with PixiJS Graphics: the segments as equal wedges coloured by their prize, the rim, the hub and
 * the pointer. The wedges are drawn around the wheel's middle (0, 0) at rotation 0, in the rules' order (segment 0
 * from the top, clockwise); the scene turns their container. Nothing here knows a spin.
 */
import type { Graphics } from "pixi.js";
import type { WheelPrize } from "@arena/contracts";
import { prizeTone, segmentStart, segmentWidth, toPixiRadians, type PrizeTone } from "./geometry";

/** A prize's colour on the wheel (and its swatch in the odds list, through `toneCss`). */
export const TONE_COLOURS: Record<PrizeTone, number> = {
  lose: 0x2b2452,
  low: 0x16798a,
  even: 0x2f6fd6,
  double: 0x7b4ae2,
  big: 0xd85a2b,
  huge: 0xc42f63,
  jackpot: 0xffc53d,
};

/** The label's colour on each tone: dark on the gold, light elsewhere. */
export const TONE_INK: Record<PrizeTone, number> = {
  lose: 0xb9b3da,
  low: 0xffffff,
  even: 0xffffff,
  double: 0xffffff,
  big: 0xffffff,
  huge: 0xffffff,
  jackpot: 0x2a1a00,
};

export const WHEEL_COLOURS = { rim: 0x1a1438, rimLine: 0xffc53d, separator: 0x0b0820, hub: 0x120e2e, pointer: 0xffc53d, pointerEdge: 0x6b4500 } as const;

export const toneCss = (tone: PrizeTone): string => `#${TONE_COLOURS[tone].toString(16).padStart(6, "0")}`;

/** The wedges: one per segment, `radius` long, with a thin line between neighbours. */
export function drawSegments(g: Graphics, segments: readonly WheelPrize[], radius: number): void {
  const n = segments.length;
  if (n === 0 || radius <= 0) return;
  segments.forEach((prize, i) => {
    const a0 = toPixiRadians(segmentStart(i, n));
    const a1 = toPixiRadians(segmentStart(i, n) + segmentWidth(n));
    g.moveTo(0, 0).arc(0, 0, radius, a0, a1).lineTo(0, 0).closePath().fill(TONE_COLOURS[prizeTone(prize)]);
  });
  const line = Math.max(0.75, radius * 0.006);
  for (let i = 0; i < n; i++) {
    const a = toPixiRadians(segmentStart(i, n));
    g.moveTo(0, 0).lineTo(Math.cos(a) * radius, Math.sin(a) * radius).stroke({ width: line, color: WHEEL_COLOURS.separator, alpha: 0.7 });
  }
}

/** The rim around the wedges, and the hub over their middle. */
export function drawRim(g: Graphics, radius: number): void {
  const rim = Math.max(6, radius * 0.06);
  g.circle(0, 4, radius + rim).fill({ color: 0x000000, alpha: 0.35 });
  g.circle(0, 0, radius + rim).fill(WHEEL_COLOURS.rim);
  g.circle(0, 0, radius + rim * 0.45).stroke({ width: Math.max(1.5, rim * 0.25), color: WHEEL_COLOURS.rimLine, alpha: 0.85 });
  // Lights on the rim, one every 15 degrees.
  for (let k = 0; k < 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    g.circle(Math.cos(a) * (radius + rim * 0.5), Math.sin(a) * (radius + rim * 0.5), Math.max(1.5, rim * 0.18)).fill({ color: 0xfff3c4, alpha: 0.9 });
  }
}

export function drawHub(g: Graphics, radius: number): void {
  const hub = radius * 0.16;
  g.circle(0, 0, hub).fill(WHEEL_COLOURS.hub).stroke({ width: Math.max(2, hub * 0.12), color: WHEEL_COLOURS.rimLine });
  g.circle(0, 0, hub * 0.35).fill(WHEEL_COLOURS.rimLine);
}

/** The pointer at the top, its tip just inside the wedges: the segment under it is the result. */
export function drawPointer(g: Graphics, radius: number): void {
  const w = Math.max(10, radius * 0.09);
  const h = Math.max(16, radius * 0.16);
  const top = -radius - Math.max(6, radius * 0.06) - h * 0.35;
  g.poly([-w, top, w, top, 0, top + h]).fill(WHEEL_COLOURS.pointer).stroke({ width: 2, color: WHEEL_COLOURS.pointerEdge });
}
