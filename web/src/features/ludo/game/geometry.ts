/**
 * Where things are on the Ludo board, in grid units of a 15×15 board (cell (c, r) spans c..c+1, r..r+1, so its
 * centre is (c + 0.5, r + 0.5)). Pure: the renderer multiplies by the cell size, tests check the layout.
 *
 * Seats follow @arena/rules-ludo: red, green, yellow, blue clockwise, seat s starting at shared-track cell 13·s.
 * Red's yard is top left, green top right, yellow bottom right, blue bottom left, so opposite colours
 * (red–yellow, green–blue) sit in opposite corners. A token's progress: -1 yard, 0–50 track, 51–55 home column,
 * 56 home.
 */
import { COLORS, HOME, HOME_COLUMN, LAST_TRACK, SAFE_CELLS, TRACK_CELLS, YARD, seatOf, startCell, type Color } from "@arena/rules-ludo";

export const GRID = 15;
export interface Point {
  x: number;
  y: number;
}

const CENTRE = GRID / 2;
const centreOf = (col: number, row: number): Point => ({ x: col + 0.5, y: row + 0.5 });

/** A quarter turn clockwise about the board's centre (y points down): red's quarter becomes green's, and so on. */
export const rotate = (p: Point, quarterTurns: number): Point => {
  let q = p;
  for (let i = 0; i < ((quarterTurns % 4) + 4) % 4; i++) q = { x: GRID - q.y, y: q.x };
  return q;
};

/** Red's 13 shared-track cells (0–12): along the left arm from its start, up the top arm, across the top. */
const RED_QUARTER: readonly Point[] = [
  [1, 6], [2, 6], [3, 6], [4, 6], [5, 6],
  [6, 5], [6, 4], [6, 3], [6, 2], [6, 1], [6, 0],
  [7, 0], [8, 0],
].map(([c, r]) => centreOf(c!, r!));

/** The 52 cells of the shared track, index = track cell of @arena/rules-ludo. */
export const TRACK: readonly Point[] = [0, 1, 2, 3].flatMap((s) => RED_QUARTER.map((p) => rotate(p, s)));

/** The five home-column cells of a seat, nearest the edge first (progress 51–55). */
export const homeColumn = (seat: number): Point[] => [1, 2, 3, 4, 5].map((c) => rotate(centreOf(c, 7), seat));

/** The 6×6 corner of a seat's yard (top-left corner and size, in grid units). */
export const yardArea = (seat: number): { x: number; y: number; size: number } => {
  const corner = rotate({ x: 0, y: 0 }, seat);
  const far = rotate({ x: 6, y: 6 }, seat);
  return { x: Math.min(corner.x, far.x), y: Math.min(corner.y, far.y), size: 6 };
};

/** The four resting spots of a seat's tokens in its yard. */
export const yardSpots = (seat: number): Point[] =>
  [
    { x: 2, y: 2 },
    { x: 4, y: 2 },
    { x: 2, y: 4 },
    { x: 4, y: 4 },
  ].map((p) => rotate(p, seat));

/** Spots inside a seat's triangle of the centre square, one per token, for tokens that reached home. */
export const homeSpots = (seat: number): Point[] =>
  [
    { x: 6.35, y: 7 },
    { x: 6.35, y: 8 },
    { x: 6.85, y: 7.25 },
    { x: 6.85, y: 7.75 },
  ].map((p) => rotate(p, seat));

/** The centre triangle of a seat (the side of the centre square facing its home column). */
export const homeTriangle = (seat: number): Point[] =>
  [
    { x: 6, y: 6 },
    { x: CENTRE, y: CENTRE },
    { x: 6, y: 9 },
  ].map((p) => rotate(p, seat));

/** Where a token stands for a progress value (the yard and home need the token's index to spread them out). */
export function progressPoint(color: Color, token: number, progress: number): Point {
  const seat = seatOf(color);
  if (progress <= YARD) return yardSpots(seat)[token]!;
  if (progress >= HOME) return homeSpots(seat)[token]!;
  if (progress >= HOME_COLUMN) return homeColumn(seat)[progress - HOME_COLUMN]!;
  return TRACK[(startCell(seat) + progress) % TRACK_CELLS]!;
}

/**
 * The progress values a token passes through, cell by cell, on a move from `from` to `to` (excluding from,
 * including to). Leaving the yard is one step; a move backwards (a capture) is the single step to the yard.
 */
export function stepsBetween(from: number, to: number): number[] {
  if (to <= from) return [to];
  if (from <= YARD) return to === 0 ? [0] : [0, ...stepsBetween(0, to)];
  return Array.from({ length: to - from }, (_, i) => from + i + 1);
}

/** The progress of a seat's token standing on a shared-track cell (to find where a captured token stood). */
export const progressOnCell = (seat: number, cell: number): number => (((cell - startCell(seat)) % TRACK_CELLS) + TRACK_CELLS) % TRACK_CELLS;

/** The shared-track cell a token of this seat stands on, or null off the shared track. */
export const cellOfProgress = (seat: number, progress: number): number | null =>
  progress < 0 || progress > LAST_TRACK ? null : (startCell(seat) + progress) % TRACK_CELLS;

export type TrackCellKind = { kind: "start"; seat: number } | { kind: "safe" } | { kind: "normal" };

/** What to draw on a shared-track cell: a seat's coloured start, a star (safe), or a plain cell. */
export function trackCellKind(cell: number): TrackCellKind {
  const seat = COLORS.findIndex((_, s) => startCell(s) === cell);
  if (seat >= 0) return { kind: "start", seat };
  return SAFE_CELLS.has(cell) ? { kind: "safe" } : { kind: "normal" };
}

/** Small offsets (grid units) that keep up to four tokens on one cell visible side by side. */
export function stackOffsets(count: number): Point[] {
  if (count <= 1) return [{ x: 0, y: 0 }];
  if (count === 2) return [{ x: -0.18, y: 0 }, { x: 0.18, y: 0 }];
  const corners = [
    { x: -0.18, y: -0.18 },
    { x: 0.18, y: -0.18 },
    { x: -0.18, y: 0.18 },
    { x: 0.18, y: 0.18 },
  ];
  return Array.from({ length: count }, (_, i) => corners[i % 4]!);
}

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
