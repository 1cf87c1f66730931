/**
 * Playing cards for Flash (teen patti): one 52-card deck, no jokers. A card is a small frozen value, so two
 * cards are the same card when their rank and suit are equal (use `sameCard` or `cardName`, not `===`).
 */

/** Spades, hearts, diamonds, clubs: the order of the deck (and of nothing else: suits never rank a hand). */
export const SUITS = ["s", "h", "d", "c"] as const;
export type Suit = (typeof SUITS)[number];

/** 2 to 10, then J = 11, Q = 12, K = 13, A = 14. The ace also plays low, but only in the A-2-3 sequence. */
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export const RANKS: readonly Rank[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** One character per rank, index = rank - 2: "T" is ten, as in the usual card notation ("Td"). */
const RANK_CHARS = "23456789TJQKA";

export const card = (rank: Rank, suit: Suit): Card => Object.freeze({ rank, suit });

/**
 * The unshuffled deck, suit by suit (spades, hearts, diamonds, clubs) and 2 up to ace within a suit, so
 * `DECK[13 * suitIndex + rank - 2]` is that card: DECK[0] = 2s, DECK[12] = As, DECK[51] = Ac. A verifier
 * shuffles this exact order, so it must never change.
 */
export const DECK: readonly Card[] = Object.freeze(SUITS.flatMap((suit) => RANKS.map((rank) => card(rank, suit))));

/** The card's short name: rank then suit, "As", "Td", "2c". */
export const cardName = (c: Card): string => `${RANK_CHARS[c.rank - 2]}${c.suit}`;

export const sameCard = (a: Card, b: Card): boolean => a.rank === b.rank && a.suit === b.suit;

/** Reads a short name ("As", "td", "10h" is not accepted: ten is "T"); null when it names no card. */
export function parseCard(text: string): Card | null {
  if (text.length !== 2) return null;
  const rankIndex = RANK_CHARS.indexOf(text[0]!.toUpperCase());
  const suit = SUITS.find((s) => s === text[1]!.toLowerCase());
  if (rankIndex < 0 || suit === undefined) return null;
  return card((rankIndex + 2) as Rank, suit);
}

/** Reads names separated by spaces or commas ("As Kd Qc"); null if any of them names no card. */
export function parseCards(text: string): Card[] | null {
  const cards = text.split(/[\s,]+/).filter((t) => t !== "").map(parseCard);
  return cards.every((c): c is Card => c !== null) ? cards : null;
}
