/**
 * What moves on the Flash table, without drawing it and without a clock of its own (time is passed in): cards dealt
 * from the deck one seat at a time for three rounds, cards turned over when the server lets you see them, packed
 * hands pushed aside, chips flying from a seat to the pot and from the pot to the winners. The page tells it what
 * happened (from the state's changes); the canvas asks it, every frame, where each card and chip is on the way.
 * Places are anchors (a seat, the pot, the deck), so a resized table moves everything with it.
 */

/** One card's flight from the deck to its seat. */
export const DEAL_FLIGHT_MS = 260;
export const FLIP_MS = 320;
export const FOLD_MS = 360;
export const CHIP_MS = 420;
export const AWARD_MS = 700;

export type Anchor = { kind: "seat"; seat: string } | { kind: "pot" } | { kind: "deck" };

export const seatAnchor = (seat: string): Anchor => ({ kind: "seat", seat });
export const POT: Anchor = { kind: "pot" };

export interface ChipFlight {
  from: Anchor;
  to: Anchor;
  start: number;
  duration: number;
  amount: number;
}

interface CardTiming {
  dealAt: number;
  flipAt: number | null;
  foldAt: number | null;
}

/** Where a card is between its places: 0 at the start of each move, 1 at its end. */
export interface CardPose {
  /** Deck (0) to the seat (1). */
  flight: number;
  /** Back up (0), edge on (0.5), face up (1); null: it was never turned (its face shows if known, from the start). */
  flip: number | null;
  /** In play (0) to pushed aside (1). */
  fold: number;
}

export const ease = (t: number): number => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;

const progress = (now: number, start: number, duration: number): number => (duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - start) / duration)));

/** A card turning over: its width (scale) narrows to nothing and widens again, showing the face after the middle. */
export function flipLook(flip: number | null): { scaleX: number; faceUp: boolean } {
  if (flip === null) return { scaleX: 1, faceUp: true };
  return { scaleX: Math.max(0.02, Math.abs(Math.cos(Math.PI * flip))), faceUp: flip >= 0.5 };
}

export class TableMotion {
  private handId = "";
  private cards = new Map<string, CardTiming>();
  private flights: ChipFlight[] = [];
  private until = 0;
  private wakers = new Set<() => void>();

  /** The hand the cards belong to ("" before any). */
  get hand(): string {
    return this.handId;
  }

  /** Called whenever something starts moving (the canvas wakes its render loop). */
  onMove(wake: () => void): () => void {
    this.wakers.add(wake);
    return () => this.wakers.delete(wake);
  }

  private moved(end: number): void {
    this.until = Math.max(this.until, end);
    for (const wake of this.wakers) wake();
  }

  /**
   * A new hand is dealt: card r of the seat at position i of `order` (the dealer first) leaves the deck at
   * at + (r × seats + i) × gap, the whole deal taking `duration` ms.
   */
  deal(handId: string, order: readonly string[], at: number, duration: number): void {
    this.reset(handId);
    const total = order.length * 3;
    const gap = total > 1 ? Math.max(0, duration - DEAL_FLIGHT_MS) / (total - 1) : 0;
    for (let round = 0; round < 3; round++) {
      order.forEach((seat, i) => this.cards.set(`${seat}:${round}`, { dealAt: at + (round * order.length + i) * gap, flipAt: null, foldAt: null }));
    }
    this.moved(at + duration);
  }

  /** The hand as it already is (a page opened mid-hand, a reconnection): the cards in place, nothing moving. */
  place(handId: string, order: readonly string[]): void {
    if (handId === this.handId && order.every((seat) => this.cards.has(`${seat}:0`))) return;
    this.reset(handId);
    for (const seat of order) for (let i = 0; i < 3; i++) this.cards.set(`${seat}:${i}`, { dealAt: -Infinity, flipAt: null, foldAt: null });
    this.moved(0);
  }

  /** A seat's cards turn face up from `at` (one after another). */
  reveal(seat: string, at: number): void {
    for (let i = 0; i < 3; i++) {
      const card = this.cards.get(`${seat}:${i}`);
      if (!card || card.flipAt !== null) continue;
      // Not before the card has landed.
      card.flipAt = Math.max(at + i * 90, card.dealAt + DEAL_FLIGHT_MS);
    }
    this.moved(at + 2 * 90 + FLIP_MS);
  }

  /** A seat packed: its cards are pushed aside. */
  fold(seat: string, at: number): void {
    for (let i = 0; i < 3; i++) {
      const card = this.cards.get(`${seat}:${i}`);
      if (card && card.foldAt === null) card.foldAt = Math.max(at, card.dealAt + DEAL_FLIGHT_MS);
    }
    this.moved(at + FOLD_MS);
  }

  /** Chips on their way (a bet to the pot, the pot to a winner). */
  chips(from: Anchor, to: Anchor, amount: number, at: number, duration = CHIP_MS): void {
    this.flights.push({ from, to, start: at, duration, amount });
    this.moved(at + duration);
  }

  /** Where card `index` of `seat` is now; null when the seat has no cards in this hand (or not yet). */
  cardPose(seat: string, index: number, now: number): CardPose | null {
    const card = this.cards.get(`${seat}:${index}`);
    if (!card || now < card.dealAt) return null;
    return {
      flight: card.dealAt === -Infinity ? 1 : ease(progress(now, card.dealAt, DEAL_FLIGHT_MS)),
      flip: card.flipAt === null ? null : progress(now, card.flipAt, FLIP_MS),
      fold: card.foldAt === null ? 0 : ease(progress(now, card.foldAt, FOLD_MS)),
    };
  }

  /** Whether a seat was dealt into the hand shown (its cards have a place, landed or not). */
  dealt(seat: string): boolean {
    return this.cards.has(`${seat}:0`);
  }

  /** Chips in the air now, each with how far along it is (eased); finished ones are dropped. */
  chipsInFlight(now: number): { flight: ChipFlight; t: number }[] {
    this.flights = this.flights.filter((f) => now < f.start + f.duration);
    return this.flights.filter((f) => now >= f.start).map((flight) => ({ flight, t: ease(progress(now, flight.start, flight.duration)) }));
  }

  /** Something is still moving (or waiting to start) at `now`. */
  busy(now: number): boolean {
    return now < this.until;
  }

  /** No hand on the table (between hands the last one stays until the next deal). */
  clear(): void {
    this.reset("");
  }

  private reset(handId: string): void {
    this.handId = handId;
    this.cards.clear();
    this.flights = [];
  }
}
