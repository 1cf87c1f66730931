import { COLORS, OPPOSITE, type Color } from "./board.js";

/** Why a joiner cannot sit where they asked: no colour chosen where one is needed, a taken colour, a full table. */
export type SeatingError = "SELECT_COLOUR" | "COLOUR_TAKEN" | "TABLE_FULL";

export interface Seating {
  /** Seats at the table (2, 3 or 4). */
  players: number;
  /** The table gives colours out itself (Quick Play): nobody chooses. */
  assigned: boolean;
}

/** Colours a joiner may take: any free one, but the second of two players sits opposite the first. */
export function freeColours(seating: Seating, taken: readonly Color[]): Color[] {
  if (seating.players === 2 && taken.length === 1) return [OPPOSITE[taken[0]!]];
  return COLORS.filter((c) => !taken.includes(c));
}

/**
 * The colour a joiner gets: their choice if it is free; otherwise 2-player tables, tables that assign colours and the
 * first seat get the first free one, and everyone else must choose (the spec's 'Select your token first!').
 */
export function pickColour(seating: Seating, taken: readonly Color[], wanted: Color | null): { ok: true; colour: Color } | { ok: false; error: SeatingError } {
  const free = freeColours(seating, taken);
  if (wanted && free.includes(wanted)) return { ok: true, colour: wanted };
  const assign = seating.players === 2 || seating.assigned || taken.length === 0;
  if (!wanted && !assign) return { ok: false, error: "SELECT_COLOUR" };
  if (wanted && !assign) return { ok: false, error: "COLOUR_TAKEN" };
  const pick = free[0];
  return pick ? { ok: true, colour: pick } : { ok: false, error: "TABLE_FULL" };
}

/** Where computer players sit with a person: opposite first, then the remaining colours round the board. */
export function botColours(human: Color, bots: number): Color[] {
  const order = [OPPOSITE[human], ...COLORS.filter((c) => c !== human && c !== OPPOSITE[human])];
  return order.slice(0, bots);
}
