/**
 * What moves on the Black Jack table, without drawing it and without a clock of its own (time is passed in): a card
 * new on the table flies from the shoe to its place, one after another in dealing order; the hole card turns over
 * when the server shows it (and the dealer's next cards come after it has); a card that changes hands on a split
 * slides from where it was; a card whose place moves (the hands spread out after a split) slides there. The scene
 * gives it the cards' places on every change; the canvas asks it every frame where each card is. Reduced motion, or
 * the first sight of a table (a reload), puts everything in place at once.
 */
import type { Point } from "./geometry";

export const FLIGHT_MS = 280;
export const STAGGER_MS = 200;
export const FLIP_MS = 320;
export const SLIDE_MS = 220;

/** A card where the table wants it: `name` "" is a card face down. `order` is the dealing order of new cards. */
export interface CardPlace {
  key: string;
  name: string;
  at: Point;
  order: number;
}

export interface CardPose {
  x: number;
  y: number;
  /** The card's width as a fraction (a card turning over narrows to nothing and widens again). */
  scaleX: number;
  /** Its face shows (false while face down, and during the first half of its turn). */
  faceUp: boolean;
}

interface Track {
  name: string;
  from: Point;
  to: Point;
  start: number;
  duration: number;
  /** When its turn over starts (a hole card shown), else null. */
  flipAt: number | null;
}

const ease = (t: number): number => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;
const progress = (now: number, start: number, duration: number): number => (duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - start) / duration)));

export class DealMotion {
  private tracks = new Map<string, Track>();
  private until = 0;
  private seen = false;

  /** The table changed: new places for every card. `instant` puts them there at once (reduced motion, a resize). */
  place(places: readonly CardPlace[], shoe: Point, now: number, instant = false): void {
    const snap = instant || !this.seen;
    this.seen = true;
    const next = new Map<string, Track>();
    // Cards that left their place (or became another card) this time: a new card of the same name came from there.
    const left = new Map<string, Point>();
    const wanted = new Map(places.map((p) => [p.key, p]));
    for (const [key, track] of this.tracks) {
      const place = wanted.get(key);
      if (!place || (track.name !== "" && place.name !== track.name)) left.set(track.name, this.pointOf(track, now));
    }
    const arriving: CardPlace[] = [];
    let flipping = false;
    for (const place of places) {
      const track = this.tracks.get(place.key);
      if (snap) {
        next.set(place.key, { name: place.name, from: place.at, to: place.at, start: now, duration: 0, flipAt: null });
      } else if (!track || (track.name !== "" && place.name !== track.name)) {
        arriving.push(place);
      } else {
        const moved = track.to.x !== place.at.x || track.to.y !== place.at.y;
        const turns = track.name === "" && place.name !== "";
        if (turns) flipping = true;
        next.set(place.key, {
          name: place.name,
          from: moved ? this.pointOf(track, now) : track.from,
          to: place.at,
          start: moved ? now : track.start,
          duration: moved ? SLIDE_MS : track.duration,
          flipAt: turns ? now : track.flipAt,
        });
      }
    }
    // New cards, in dealing order, after a hole card has turned over.
    let start = now + (flipping ? FLIP_MS : 0);
    for (const place of arriving.sort((a, b) => a.order - b.order)) {
      const from = place.name ? left.get(place.name) : undefined;
      if (from) {
        left.delete(place.name);
        next.set(place.key, { name: place.name, from, to: place.at, start: now, duration: SLIDE_MS, flipAt: null });
      } else {
        next.set(place.key, { name: place.name, from: shoe, to: place.at, start, duration: FLIGHT_MS, flipAt: null });
        start += STAGGER_MS;
      }
    }
    this.tracks = next;
    this.until = snap ? now : Math.max(now + (flipping ? FLIP_MS : 0), ...[...next.values()].map((t) => Math.max(t.start + t.duration, (t.flipAt ?? 0) + FLIP_MS)));
  }

  /** Where a card is now; null for a card the table does not hold. */
  pose(key: string, now: number): CardPose | null {
    const track = this.tracks.get(key);
    if (!track) return null;
    const { x, y } = this.pointOf(track, now);
    if (track.flipAt === null) return { x, y, scaleX: 1, faceUp: track.name !== "" };
    const f = progress(now, track.flipAt, FLIP_MS);
    return { x, y, scaleX: Math.max(0.02, Math.abs(Math.cos(Math.PI * f))), faceUp: track.name !== "" && f >= 0.5 };
  }

  /** Whether a card has not yet arrived (the canvas keeps drawing until nothing moves). */
  busy(now: number): boolean {
    return now < this.until;
  }

  /** Whether the card has left the shoe yet (it is hidden until then). */
  dealt(key: string, now: number): boolean {
    const track = this.tracks.get(key);
    return track !== undefined && now >= track.start;
  }

  private pointOf(track: Track, now: number): Point {
    const t = ease(progress(now, track.start, track.duration));
    return { x: track.from.x + (track.to.x - track.from.x) * t, y: track.from.y + (track.to.y - track.from.y) * t };
  }
}
