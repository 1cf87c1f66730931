/**
 * Cards in words, for screen readers and the result lines: a server card name ("As", "Td"; "" for the hole card face
 * down) read with the card reader the Flash table uses, and worded from Black Jack's own texts.
 */
import type { TFunction } from "i18next";
import { cardText, parseCardName } from "../flash/cards";

/** "Ace of spades", or "a card face down". */
export function cardWords(name: string, t: TFunction): string {
  const face = parseCardName(name);
  if (!face) return t("blackjack.cards.faceDown");
  return t("blackjack.cards.name", { rank: t(`blackjack.cards.rank.${face.rank}`), suit: t(`blackjack.cards.suit.${face.suit}`) });
}

/** A line of cards in words: "Ace of spades, King of hearts". */
export const cardsInWords = (names: readonly string[], t: TFunction): string => names.map((n) => cardWords(n, t)).join(", ");

/** Cards as short text ("A♠ 10♥"; "▮" for a card face down). */
export const cardsShort = (names: readonly string[]): string =>
  names
    .map((n) => {
      const face = parseCardName(n);
      return face ? cardText(face) : "▮";
    })
    .join(" ");
