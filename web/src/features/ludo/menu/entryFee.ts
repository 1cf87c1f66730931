import { LUDO_FEE_STEPS, PAWN_COLOURS, PRIVATE_FEE_MAX, type BOARD_THEMES, type PawnColour } from "@arena/contracts";

export type BoardTheme = (typeof BOARD_THEMES)[number];
export type PlayerCount = 2 | 3 | 4;

/** What the create and join dialogs choose: pawn colour, table size, entry fee and board. */
export interface TableChoice {
  color: PawnColour;
  players: PlayerCount;
  fee: number;
  board: BoardTheme;
  /** Private tables may play Quick Play rules (first token home wins). */
  rules: "classic" | "quick";
}

/** Spec 9: green, 2 players, default board, fee 1 (also what closing the waiting modal returns to). */
export const DEFAULT_CHOICE: TableChoice = { color: "green", players: 2, fee: 1, board: "default", rules: "classic" };

const STEPS: readonly number[] = LUDO_FEE_STEPS;

/**
 * The next entry fee along the step list (1, 5, 10, 20, 25, 50, 100), down (-1) or up (+1); it stays at either
 * end. A fee between two steps moves to the neighbouring step in that direction.
 */
export function stepFee(fee: number, direction: -1 | 1): number {
  if (direction > 0) return STEPS.find((step) => step > fee) ?? STEPS[STEPS.length - 1]!;
  return [...STEPS].reverse().find((step) => step < fee) ?? STEPS[0]!;
}

/** Whether the minus (-1) or plus (+1) button can move the fee. */
export const canStepFee = (fee: number, direction: -1 | 1): boolean => stepFee(fee, direction) !== fee;

/** A fee that is not on the step list (e.g. a private fee of 7) snaps to the nearest step at or below it. */
export const toStepFee = (fee: number): number => [...STEPS].reverse().find((step) => step <= fee) ?? STEPS[0]!;

/**
 * A private room's custom fee as typed: whole coins from 0 to 1000 (0 keeps Create disabled), an empty field
 * being 0. Anything else — below 0, above 1000, not a whole number — is ignored: null.
 */
export function acceptPrivateFee(typed: string): number | null {
  const text = typed.trim();
  if (text === "") return 0;
  if (!/^\d+$/.test(text)) return null;
  const fee = Number(text);
  return fee > PRIVATE_FEE_MAX ? null : fee;
}

/** The fee after typing: the typed value when accepted, else the previous fee stays. */
export const privateFeeFrom = (typed: string, previous: number): number => acceptPrivateFee(typed) ?? previous;

/** Create is disabled while the fee is 0 (spec 5). */
export const canCreateWithFee = (fee: number): boolean => fee > 0;

/** Colours still free at a listed table: the four colours minus those its players hold. */
export function freeColoursOf(players: readonly { color: string }[]): PawnColour[] {
  const taken = new Set(players.map((p) => p.color.toLowerCase()));
  return PAWN_COLOURS.filter((colour) => !taken.has(colour));
}
