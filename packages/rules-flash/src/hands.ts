/**
 * The teen patti hand evaluator for three cards. Strongest first: trail (three of a kind), pure sequence
 * (straight flush), sequence (straight), colour (flush), pair, high card. Suits never break ties.
 */
import { sameCard, type Card } from "./cards.js";

/** Category names, weakest first, so a category's index is its strength. */
export const HAND_CATEGORIES = ["highCard", "pair", "colour", "sequence", "pureSequence", "trail"] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export interface FlashHandOptions {
  /**
   * Where A-2-3 ranks among sequences (and pure sequences). A-K-Q is always the top one and K-A-2 is never a
   * sequence. "second" (default, the rule most Indian apps use): A-K-Q > A-2-3 > K-Q-J > … > 4-3-2.
   * "lowest": A-K-Q > K-Q-J > … > 4-3-2 > A-2-3, the ace playing low as in poker.
   */
  a23?: "second" | "lowest";
}

export interface HandValue {
  category: HandCategory;
  /** Comparable across all hands under the same options: bigger wins, equal ties. */
  score: number;
}

/**
 * The score is category * 15³ + a tiebreak written in base 15 (every digit is at most 14), so any hand of a
 * stronger category outscores every hand of a weaker one.
 */
const BASE = 15;
const CATEGORY_WEIGHT = BASE ** 3;

/**
 * A run's place among sequences, 0 to 12. Runs topped by 4 (4-3-2) to K (K-Q-J) take 1 to 10; A-K-Q takes 12;
 * A-2-3 takes 11 as the second or 0 as the lowest.
 */
function runOrder(high: number, middle: number, low: number, options: FlashHandOptions): number | null {
  if (high === 14 && middle === 3 && low === 2) return options.a23 === "lowest" ? 0 : 11;
  if (high !== middle + 1 || middle !== low + 1) return null;
  return high === 14 ? 12 : high - 3;
}

export function evaluate(cards: readonly Card[], options: FlashHandOptions = {}): HandValue {
  if (cards.length !== 3) throw new RangeError(`a Flash hand has three cards, got ${cards.length}`);
  const [a, b, c] = cards as [Card, Card, Card];
  if (sameCard(a, b) || sameCard(a, c) || sameCard(b, c)) throw new RangeError("a Flash hand is dealt from one deck: no card twice");
  const [high, middle, low] = [a.rank, b.rank, c.rank].sort((x, y) => y - x) as [number, number, number];
  const flush = a.suit === b.suit && b.suit === c.suit;
  const run = runOrder(high, middle, low, options);

  const value = (category: HandCategory, tiebreak: number): HandValue => ({
    category,
    score: HAND_CATEGORIES.indexOf(category) * CATEGORY_WEIGHT + tiebreak,
  });
  if (high === low) return value("trail", high);
  if (run !== null) return value(flush ? "pureSequence" : "sequence", run);
  if (flush) return value("colour", highCards(high, middle, low));
  // Sorted, the pair is either the two highest cards or the two lowest; the other card is the kicker.
  if (high === middle) return value("pair", high * BASE + low);
  if (middle === low) return value("pair", middle * BASE + high);
  return value("highCard", highCards(high, middle, low));
}

/** Highest card first, then the next, then the last. */
const highCards = (high: number, middle: number, low: number): number => (high * BASE + middle) * BASE + low;

/** 1 when hand a beats hand b, -1 when b beats a, 0 when they tie (the pot is split). */
export function compareHands(a: readonly Card[], b: readonly Card[], options: FlashHandOptions = {}): -1 | 0 | 1 {
  const diff = evaluate(a, options).score - evaluate(b, options).score;
  return diff > 0 ? 1 : diff < 0 ? -1 : 0;
}
