/**
 * Playing cards as the Flash table shows them: a card name from the server ("As", "Td", "2c": rank then suit, as the
 * rules name them) read into what the drawing and the words need. Reading a name decides nothing: which cards a
 * player may see is the server's (its StateView), and how hands rank is the rules'.
 */

export const SUITS = ["s", "h", "d", "c"] as const;
export type Suit = (typeof SUITS)[number];
/** 2–9, T (ten), J, Q, K, A: the rules' one-character ranks. */
export const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"] as const;
export type Rank = (typeof RANKS)[number];

export interface CardFace {
  /** The server's name, "As". */
  name: string;
  rank: Rank;
  suit: Suit;
  /** Hearts and diamonds are red. */
  red: boolean;
}

/** The suits' symbols, for text (the canvas draws its own pips). */
export const SUIT_SYMBOLS: Record<Suit, string> = { s: "♠", h: "♥", d: "♦", c: "♣" };

/** The card a name stands for, or null when it is not one (a hidden card has no name at all). */
export function parseCardName(name: string): CardFace | null {
  if (typeof name !== "string" || name.length !== 2) return null;
  const rank = name[0]!.toUpperCase() as Rank;
  const suit = name[1]!.toLowerCase() as Suit;
  if (!RANKS.includes(rank) || !SUITS.includes(suit)) return null;
  return { name: `${rank}${suit}`, rank, suit, red: suit === "h" || suit === "d" };
}

/** The rank as printed in a card's corner: "10" for the ten, else the letter or digit. */
export const rankLabel = (rank: Rank): string => (rank === "T" ? "10" : rank);

/** A card in a line of text: "10♥", "A♠". */
export const cardText = (face: CardFace): string => `${rankLabel(face.rank)}${SUIT_SYMBOLS[face.suit]}`;

/** Court cards (J, Q, K) get a framed letter in the middle; the others one big pip. */
export const isCourt = (rank: Rank): boolean => rank === "J" || rank === "Q" || rank === "K";

/** Card names read into faces, unknown names left out (the server sends only real ones). */
export const facesOf = (names: readonly string[]): CardFace[] => names.map(parseCardName).filter((f): f is CardFace => f !== null);

/** The i18n keys of a card's words: flash.cards.rank.<rank> of flash.cards.suit.<suit> ("Ace of spades"). */
export const cardWordKeys = (face: CardFace) => ({ rank: `flash.cards.rank.${face.rank}`, suit: `flash.cards.suit.${face.suit}` });
