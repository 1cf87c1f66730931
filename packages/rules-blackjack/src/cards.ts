/**
 * Cards and hand totals for blackjack. A card is a small frozen value in the same notation as the other card games
 * ("As", "Td", "7c"); suits only matter to the eye, ranks to the count: 2–9 count their number, tens and faces 10,
 * an ace 11 unless that would bust the hand, then 1.
 */

/** Spades, hearts, diamonds, clubs: the order of the unshuffled deck. */
export const SUITS = ["s", "h", "d", "c"] as const;
export type Suit = (typeof SUITS)[number];

/** 2 to 10, then J = 11, Q = 12, K = 13, A = 14. */
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export const RANKS: readonly Rank[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

const RANK_CHARS = "23456789TJQKA";

export const card = (rank: Rank, suit: Suit): Card => Object.freeze({ rank, suit });

/** One deck, suit by suit (spades, hearts, diamonds, clubs), 2 up to ace within a suit. */
export const DECK: readonly Card[] = Object.freeze(SUITS.flatMap((suit) => RANKS.map((rank) => card(rank, suit))));

export const DECKS = 6;

/**
 * The unshuffled shoe: six copies of DECK one after another, so SHOE[52 * d + i] is DECK[i]. A verifier shuffles
 * this exact order, so it must never change.
 */
export const SHOE: readonly Card[] = Object.freeze(Array.from({ length: DECKS }, () => DECK).flat());

export const cardName = (c: Card): string => `${RANK_CHARS[c.rank - 2]}${c.suit}`;

/** Reads a short name ("As", "Td"; ten is "T"); null when it names no card. */
export function parseCard(text: string): Card | null {
  if (text.length !== 2) return null;
  const rankIndex = RANK_CHARS.indexOf(text[0]!.toUpperCase());
  const suit = SUITS.find((s) => s === text[1]!.toLowerCase());
  if (rankIndex < 0 || suit === undefined) return null;
  return card((rankIndex + 2) as Rank, suit);
}

/** Reads names separated by spaces or commas ("As Kd"); null if any of them names no card. */
export function parseCards(text: string): Card[] | null {
  const cards = text.split(/[\s,]+/).filter((t) => t !== "").map(parseCard);
  return cards.every((c): c is Card => c !== null) ? cards : null;
}

/** What a card counts, the ace as 1 (hand totals decide when it counts 11). Tens and faces are all 10. */
export const cardValue = (c: Card): number => (c.rank === 14 ? 1 : Math.min(c.rank, 10));

export const isAce = (c: Card): boolean => c.rank === 14;

export interface HandTotal {
  /** The best total: an ace counts 11 when that does not bust the hand. */
  total: number;
  /** An ace is counted as 11 in `total` (the hand cannot bust on the next card). */
  soft: boolean;
}

export function handTotal(cards: readonly Card[]): HandTotal {
  let hard = 0;
  let aces = false;
  for (const c of cards) {
    hard += cardValue(c);
    if (c.rank === 14) aces = true;
  }
  // Two aces at 11 would be 22: at most one ace ever counts 11.
  return aces && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export const isBust = (cards: readonly Card[]): boolean => handTotal(cards).total > 21;

/** Two cards making 21: an ace and a ten-value card. Whether it counts as a blackjack also depends on the split. */
export const isTwoCard21 = (cards: readonly Card[]): boolean => cards.length === 2 && handTotal(cards).total === 21;
