/**
 * The provably fair shoe. Each round is dealt from a fresh six-deck shoe shuffled by @arena/fair from the round's
 * seed and nonce: the shoe, top card first, is `fairShuffle(seed, nonce, SHOE)` read from its last card back to its
 * first, which is what `shoeOrder` computes and what the /fairness page replays.
 *
 * Why read it backwards: fairShuffle is a Fisher–Yates that fixes the last position first (draw `nonce` chooses
 * the card at index 311, draw `nonce + 1` the card at 310, ...). Read from the end, the k-th card dealt depends on
 * draws `nonce` to `nonce + k` only, so `fairShoe` can deal a round's few cards with a few draws instead of the 311
 * a whole shuffle takes, and still deal exactly the cards of the whole shuffle. The RTP simulation of millions of
 * rounds depends on that; the server may use either.
 */
import { fairInt, fairShuffle, type FairSeed, type HmacSha256 } from "@arena/fair";
import { SHOE, type Card } from "./cards.js";

/** Where a round's cards come from: card(0) is the top of the shoe, dealt first. */
export interface Shoe {
  card(index: number): Card;
}

/**
 * Draws one shoe takes (nonces nonce to nonce + 310): the next round of the same seed must start at least this far
 * on, or two shoes would share draws.
 */
export const SHOE_NONCES = SHOE.length - 1;

/** The whole shoe in dealing order (top card first), from the whole fair shuffle: what a verifier recomputes. */
export function shoeOrder(seed: FairSeed, nonce: number, mac?: HmacSha256): Card[] {
  return fairShuffle(seed, nonce, SHOE, mac).reverse();
}

/**
 * The same shoe as `shoeOrder`, shuffled only as far as the cards asked for: card k costs the draws of the cards
 * before it once (they are kept), so a round of n cards takes n draws. Pure: the cache depends only on the seed.
 */
export function fairShoe(seed: FairSeed, nonce: number, mac?: HmacSha256): Shoe {
  // The Fisher–Yates positions moved so far (a position absent from the map still holds its own card).
  const moved = new Map<number, number>();
  const dealt: Card[] = [];
  const at = (position: number): number => moved.get(position) ?? position;
  return {
    card(index: number): Card {
      if (!Number.isInteger(index) || index < 0 || index >= SHOE.length) {
        throw new RangeError(`a shoe has cards 0 to ${SHOE.length - 1}, asked for ${index}`);
      }
      while (dealt.length <= index) {
        const k = dealt.length;
        const i = SHOE.length - 1 - k;
        const j = fairInt(seed, nonce + k, i + 1, mac);
        const atI = at(i);
        const atJ = at(j);
        moved.set(j, atI);
        moved.set(i, atJ);
        dealt.push(SHOE[atJ]!);
      }
      return dealt[index]!;
    },
  };
}

/** A shoe holding the given cards in order (golden tests, replays of a recorded deal). */
export function stackedShoe(cards: readonly Card[]): Shoe {
  return {
    card(index: number): Card {
      const c = cards[index];
      if (c === undefined) throw new RangeError(`the stacked shoe has ${cards.length} cards, asked for card ${index}`);
      return c;
    },
  };
}
