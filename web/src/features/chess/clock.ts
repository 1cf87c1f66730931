/**
 * The clocks as the board's ChessClock shows them, from the room state and when that state arrived here. The room
 * sends each side's remaining time at the last move (w_Time, b_Time; -1 untimed) and the side to move's deadline
 * (turnEndsAt, server time); the side to move's clock runs down to that deadline.
 */
import type { ChessColour, ChessRoomView } from "@arena/contracts";

export interface ClockReading {
  /** Remaining ms at `runningSince` (or frozen when it is null); -1 for an untimed game. */
  remainingMs: number;
  /** Client time (epoch ms) from which the clock runs down; null while it stands. */
  runningSince: number | null;
}

/**
 * One side's clock. While it runs, the time left is the deadline minus the state's arrival here, never more than the
 * side had at the start of its turn: a client clock behind the server's would otherwise show time the player has not
 * got.
 */
export function clockReading(view: ChessRoomView, colour: ChessColour, arrivedAt: number): ClockReading {
  const stored = colour === "white" ? view.w_Time : view.b_Time;
  if (stored < 0) return { remainingMs: -1, runningSince: null };
  const running = view.gameStatus === "active" && view.clockRunning && view.turn === colour && view.turnEndsAt > 0;
  if (!running) return { remainingMs: stored, runningSince: null };
  return { remainingMs: Math.max(0, Math.min(stored, view.turnEndsAt - arrivedAt)), runningSince: arrivedAt };
}

/** Time left on a reading at `now` (the clock's own display does the same). */
export const remainingAt = (reading: ClockReading, now: number): number =>
  reading.remainingMs < 0 ? -1 : reading.runningSince === null ? reading.remainingMs : Math.max(0, reading.remainingMs - (now - reading.runningSince));

/**
 * A deadline that is not a running clock: the first move's (before both sides moved, the clocks do not run and a side
 * that does not move in time aborts the game) or an untimed game's move limit. Seconds left, or null when none.
 */
export function moveDeadline(view: ChessRoomView, now: number): { kind: "firstMove" | "untimed"; seconds: number } | null {
  if (view.gameStatus !== "active" || view.clockRunning || view.turnEndsAt <= 0) return null;
  const seconds = Math.max(0, Math.ceil((view.turnEndsAt - now) / 1000));
  return { kind: view.lastMove.ply < 2 ? "firstMove" : "untimed", seconds };
}

/** A countdown in seconds as players read it: "0:45", "9:59". */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};
