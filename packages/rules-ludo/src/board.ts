/**
 * Board geometry. Seats go round the board in the order red, green, yellow, blue; seat s starts at track cell
 * 13·s. A token's progress counts from its own start: yard (-1), 0–50 on the shared track, 51–55 its home
 * column, 56 home.
 */
export const COLORS = ["red", "green", "yellow", "blue"] as const;
export type Color = (typeof COLORS)[number];

export const TRACK_CELLS = 52;
export const YARD = -1;
export const LAST_TRACK = 50;
export const HOME_COLUMN = 51;
export const HOME = 56;
export const TOKENS = 4;

export const seatOf = (color: Color): number => COLORS.indexOf(color);
export const startCell = (seat: number): number => 13 * seat;

/** The shared-track cell a progress stands on, or null in the yard, the home column or home. */
export function trackCell(seat: number, progress: number): number | null {
  if (progress < 0 || progress > LAST_TRACK) return null;
  return (startCell(seat) + progress) % TRACK_CELLS;
}

/** Start cells and the stars eight cells after them. */
export const SAFE_CELLS: ReadonlySet<number> = new Set([0, 1, 2, 3].flatMap((s) => [startCell(s), startCell(s) + 8]));
export const isSafeCell = (cell: number): boolean => SAFE_CELLS.has(cell);

/** The cell type the spec names: normal, safe, home. */
export function cellType(seat: number, progress: number): "normal" | "safe" | "home" {
  if (progress >= HOME_COLUMN) return "home";
  const cell = trackCell(seat, progress);
  return cell !== null && isSafeCell(cell) ? "safe" : "normal";
}

/** Two-player games sit on opposite colours (green–blue, yellow–red), as the spec pairs them. */
export const OPPOSITE: Record<Color, Color> = { green: "blue", blue: "green", yellow: "red", red: "yellow" };
