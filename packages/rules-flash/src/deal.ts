/**
 * The provably fair deal: the deck is shuffled by @arena/fair from the game's seed and nonce, then dealt the
 * way a dealer at a real table does it, one card to each seat in turn for three rounds. Card r of seat s is
 * therefore `deck[r * seats + s]`, which is all a verifier needs to replay every dealt card.
 */
import { fairShuffle, type FairSeed, type HmacSha256 } from "@arena/fair";
import { DECK, type Card } from "./cards.js";

export const CARDS_PER_HAND = 3;
/** 17 hands of three use 51 of the 52 cards. */
export const MAX_SEATS = Math.floor(DECK.length / CARDS_PER_HAND);
/**
 * Draws one shuffle takes (fairShuffle uses nonces nonce to nonce + 50): the next deal of the same seed must
 * start at least this far on, or the two decks would share draws.
 */
export const DEAL_NONCES = DECK.length - 1;

export interface FlashDeal {
  /** The whole shuffled deck, dealt from index 0; the cards after the last hand stay undealt. */
  deck: Card[];
  /** hands[seat], in the order the seat received its cards. */
  hands: Card[][];
}

/** `mac`: the HMAC to draw with (the server passes node:crypto's, which draws the same numbers faster). */
export function dealHands(seed: FairSeed, nonce: number, seats: number, mac?: HmacSha256): FlashDeal {
  if (!Number.isInteger(seats) || seats < 2 || seats > MAX_SEATS) {
    throw new RangeError(`a Flash deal is for 2 to ${MAX_SEATS} seats, got ${seats}`);
  }
  const deck = fairShuffle(seed, nonce, DECK, mac);
  const hands = Array.from({ length: seats }, (_, seat) =>
    Array.from({ length: CARDS_PER_HAND }, (_, round) => deck[round * seats + seat]!),
  );
  return { deck, hands };
}
