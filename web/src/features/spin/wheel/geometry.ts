/**
 * Where things are on the wheel, in the rules' own terms (@arena/rules-wheel): segment 0 starts at the top and the
 * segments follow clockwise, each 360 / n degrees; the pointer is at the top; the wheel turns clockwise by a rotation
 * in degrees, and `restingAngle(i, n)` is the rotation that puts segment i's middle under the pointer. The painter
 * draws from these and the page reads the segment under the pointer from the same rotation, so what is drawn and
 * where it rests cannot disagree. Pure.
 */
import type { WheelPrize } from "@arena/contracts";

/** A segment's width, degrees. */
export const segmentWidth = (segments: number): number => 360 / segments;

/** A segment's first edge, degrees clockwise from the top at rotation 0. */
export const segmentStart = (index: number, segments: number): number => index * segmentWidth(segments);

/** An angle in [0, 360). */
export const normalise = (degrees: number): number => ((degrees % 360) + 360) % 360;

/**
 * The segment under the pointer when the wheel has turned `rotation` degrees clockwise: the wheel's point now at the
 * top was at -rotation before it turned.
 */
export function pointerSegment(rotation: number, segments: number): number {
  const at = normalise(-rotation);
  return Math.min(segments - 1, Math.floor(at / segmentWidth(segments) + 1e-9));
}

/**
 * The rotation a spin ends at: from `current`, `laps` whole turns and then on to the server's resting `angle`
 * (always forwards, clockwise), so the final rotation is `angle` modulo 360.
 */
export function finalRotation(current: number, angle: number, laps: number): number {
  return current + laps * 360 + normalise(angle - current);
}

/** Degrees clockwise from the top → Pixi's radians (from the x axis, clockwise on screen: y points down). */
export const toPixiRadians = (degreesFromTop: number): number => ((degreesFromTop - 90) * Math.PI) / 180;

/** How a prize is coloured on the wheel and in the odds list: by kind, and coin prizes by how much they pay. */
export type PrizeTone = "lose" | "low" | "even" | "double" | "big" | "huge" | "jackpot";

export function prizeTone(prize: WheelPrize): PrizeTone {
  if (prize.kind === "lose") return "lose";
  if (prize.kind === "jackpot") return "jackpot";
  const m = prize.multiplier;
  if (m < 100) return "low";
  if (m === 100) return "even";
  if (m <= 200) return "double";
  if (m <= 500) return "big";
  return "huge";
}

/** A coin prize's multiplier as written on the wheel: 150 → "1.5×". */
export const multiplierLabel = (multiplier: number): string => `${Number((multiplier / 100).toFixed(2))}×`;

/** What a segment says on the wheel: its multiplier, "JP" for the pot, a dash for nothing. */
export function segmentLabel(prize: WheelPrize): string {
  if (prize.kind === "coins") return multiplierLabel(prize.multiplier);
  return prize.kind === "jackpot" ? "JP" : "–";
}
