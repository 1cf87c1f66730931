/**
 * The headless half of token animation: moves the server made (each read from the state's lastMove) are played one after
 * another, the token stepping cell by cell, then any captured token flying back to its yard. The renderer asks
 * `pose()` every frame; null means "draw the token where the room state says". Time is passed in, so tests
 * drive it without a clock. It never decides a move: it only replays what the server announced.
 */
import type { PawnColour } from "@arena/contracts";
import { seatOf } from "@arena/rules-ludo";
import { cellOfProgress, progressOnCell, progressPoint, stepsBetween, type Point } from "./geometry";

export interface MoveEvent {
  color: PawnColour;
  token: number;
  from: number;
  to: number;
  captured: { color: PawnColour; token: number }[];
}

export interface TokenPose {
  point: Point;
  /** 0 on the board, up to 1 at the top of a hop (the renderer scales and lifts the token). */
  lift: number;
}

export type AnimationCue = "step" | "capture";

export const STEP_MS = 150;
/** Steps are quicker while more moves wait (bots play fast). */
export const FAST_STEP_MS = 70;
export const CAPTURE_MS = 450;
/** More waiting moves than this (e.g. after the tab was hidden) are skipped: tokens jump to the state. */
export const MAX_BACKLOG = 4;

interface Victim {
  color: PawnColour;
  token: number;
  /** Where the captured token stood: the cell the mover landed on. */
  progress: number;
}

interface Running {
  move: MoveEvent;
  steps: number[];
  victims: Victim[];
  startedAt: number;
  stepMs: number;
  captureMs: number;
  /** Cues already given: cells landed on, and whether the capture sounded. */
  landed: number;
  captureCued: boolean;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

function victimsOf(move: MoveEvent): Victim[] {
  const cell = cellOfProgress(seatOf(move.color), move.to);
  if (cell === null) return [];
  return move.captured.map((c) => ({ ...c, progress: progressOnCell(seatOf(c.color), cell) }));
}

export class MoveAnimator {
  private queue: { move: MoveEvent; victims: Victim[] }[] = [];
  private running: Running | null = null;
  private pace = 1;
  private listeners = new Set<() => void>();

  /** Duration factor: below 1 for people who ask for reduced motion (moves still read cell by cell, briefly). */
  setPace(pace: number): void {
    this.pace = pace;
  }

  enqueue(move: MoveEvent): void {
    if (this.queue.length >= MAX_BACKLOG) {
      this.queue = [];
      this.running = null;
    }
    this.queue.push({ move, victims: victimsOf(move) });
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` whenever a move is queued (the board wakes its render loop); returns the unsubscribe. */
  onEnqueue(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Nothing playing and nothing waiting. */
  get idle(): boolean {
    return !this.running && this.queue.length === 0;
  }

  clear(): void {
    this.queue = [];
    this.running = null;
  }

  /** Moves the animation clock to `now`; returns the cues (for sounds) since the last call. */
  advance(now: number): AnimationCue[] {
    const cues: AnimationCue[] = [];
    if (this.running && now - this.running.startedAt >= this.duration(this.running)) {
      this.flushCues(this.running, Number.POSITIVE_INFINITY, cues);
      this.running = null;
    }
    if (!this.running) {
      const next = this.queue.shift();
      if (next) {
        this.running = {
          move: next.move,
          steps: stepsBetween(next.move.from, next.move.to),
          victims: next.victims,
          startedAt: now,
          stepMs: (this.queue.length > 0 ? FAST_STEP_MS : STEP_MS) * this.pace,
          captureMs: CAPTURE_MS * this.pace,
          landed: 0,
          captureCued: false,
        };
      }
    }
    if (this.running) this.flushCues(this.running, now - this.running.startedAt, cues);
    return cues;
  }

  /** Where a token is drawn at `now`, or null when the room state's position holds. */
  pose(color: PawnColour, token: number, now: number): TokenPose | null {
    const r = this.running;
    if (r) {
      const elapsed = Math.max(0, now - r.startedAt);
      const walkMs = r.steps.length * r.stepMs;
      if (r.move.color === color && r.move.token === token) {
        if (elapsed >= walkMs) return { point: progressPoint(color, token, r.move.to), lift: 0 };
        const i = Math.floor(elapsed / r.stepMs);
        const t = easeInOut((elapsed - i * r.stepMs) / r.stepMs);
        const fromProgress = i === 0 ? r.move.from : r.steps[i - 1]!;
        const a = progressPoint(color, token, fromProgress);
        const b = progressPoint(color, token, r.steps[i]!);
        return { point: lerp(a, b, t), lift: Math.sin(Math.PI * t) };
      }
      const victim = r.victims.find((v) => v.color === color && v.token === token);
      if (victim) {
        const stood = progressPoint(color, token, victim.progress);
        if (elapsed < walkMs) return { point: stood, lift: 0 };
        const t = Math.min(1, (elapsed - walkMs) / r.captureMs);
        if (t >= 1) return null;
        return { point: lerp(stood, progressPoint(color, token, -1), easeInOut(t)), lift: Math.sin(Math.PI * t) * 1.6 };
      }
    }
    // Waiting moves: the token stays where it was before its (first) waiting move.
    for (const { move, victims } of this.queue) {
      if (move.color === color && move.token === token) return { point: progressPoint(color, token, move.from), lift: 0 };
      const victim = victims.find((v) => v.color === color && v.token === token);
      if (victim) return { point: progressPoint(color, token, victim.progress), lift: 0 };
    }
    return null;
  }

  private duration(r: Running): number {
    return r.steps.length * r.stepMs + (r.victims.length > 0 ? r.captureMs : 0);
  }

  private flushCues(r: Running, elapsed: number, cues: AnimationCue[]): void {
    const landed = Math.min(r.steps.length, Math.floor(elapsed / r.stepMs));
    for (; r.landed < landed; r.landed++) cues.push("step");
    if (!r.captureCued && r.victims.length > 0 && elapsed >= r.steps.length * r.stepMs) {
      r.captureCued = true;
      cues.push("capture");
    }
  }
}
