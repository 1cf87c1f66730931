import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DECK, parseCards, type Card, type Suit } from "./cards.js";
import { compareHands, evaluate, HAND_CATEGORIES, type FlashHandOptions, type HandCategory } from "./hands.js";

const hand = (text: string): Card[] => {
  const cards = parseCards(text);
  if (cards === null || cards.length !== 3) throw new Error(`not a hand: ${text}`);
  return cards;
};

/** Every three-card hand of one deck: C(52, 3) = 22,100. */
const ALL_HANDS: Card[][] = [];
for (let i = 0; i < 52; i++) for (let j = i + 1; j < 52; j++) for (let k = j + 1; k < 52; k++) ALL_HANDS.push([DECK[i]!, DECK[j]!, DECK[k]!]);

const SECOND: FlashHandOptions = { a23: "second" };
const LOWEST: FlashHandOptions = { a23: "lowest" };

describe("the exhaustive count of three-card hands", () => {
  const expected: Record<HandCategory, number> = { trail: 52, pureSequence: 48, sequence: 720, colour: 1096, pair: 3744, highCard: 16440 };

  for (const options of [{}, SECOND, LOWEST]) {
    it(`matches the known frequencies (${JSON.stringify(options)})`, () => {
      expect(ALL_HANDS).toHaveLength(22_100);
      const counts = Object.fromEntries(HAND_CATEGORIES.map((c) => [c, 0])) as Record<HandCategory, number>;
      for (const h of ALL_HANDS) counts[evaluate(h, options).category]++;
      expect(counts).toEqual(expected);
    });
  }

  it("ranks differ wherever the ranks differ and never by suit alone: one score per rank pattern", () => {
    // Distinct rank patterns per category: 13 trails, 12 runs (pure or not), 286 - 12 flush / high-card
    // patterns, 13 × 12 pairs.
    const perCategory = new Map<HandCategory, Set<number>>();
    for (const h of ALL_HANDS) {
      const { category, score } = evaluate(h);
      if (!perCategory.has(category)) perCategory.set(category, new Set());
      perCategory.get(category)!.add(score);
    }
    const sizes = Object.fromEntries([...perCategory].map(([c, s]) => [c, s.size]));
    expect(sizes).toEqual({ trail: 13, pureSequence: 12, sequence: 12, colour: 274, pair: 156, highCard: 274 });
  });

  it("every hand of a stronger category outscores every hand of a weaker one", () => {
    for (const options of [SECOND, LOWEST]) {
      const lo = new Map<HandCategory, number>();
      const hi = new Map<HandCategory, number>();
      for (const h of ALL_HANDS) {
        const { category, score } = evaluate(h, options);
        lo.set(category, Math.min(lo.get(category) ?? Infinity, score));
        hi.set(category, Math.max(hi.get(category) ?? -Infinity, score));
      }
      for (let c = 1; c < HAND_CATEGORIES.length; c++) {
        expect(lo.get(HAND_CATEGORIES[c]!)!).toBeGreaterThan(hi.get(HAND_CATEGORIES[c - 1]!)!);
      }
    }
  });
});

describe("golden hands", () => {
  it("names each category", () => {
    expect(evaluate(hand("7s 7h 7d")).category).toBe("trail");
    expect(evaluate(hand("9h Th Jh")).category).toBe("pureSequence");
    expect(evaluate(hand("9h Ts Jh")).category).toBe("sequence");
    expect(evaluate(hand("2d 9d Kd")).category).toBe("colour");
    expect(evaluate(hand("Kc Kd 4s")).category).toBe("pair");
    expect(evaluate(hand("2d 9d Ks")).category).toBe("highCard");
  });

  it("sequences with A-2-3 second (the default): A-K-Q > A-2-3 > K-Q-J > … > 4-3-2", () => {
    const order = ["Ah Kd Qs", "Ah 2d 3s", "Kh Qd Js", "Qh Jd Ts", "Jh Td 9s", "Th 9d 8s", "9h 8d 7s", "8h 7d 6s", "7h 6d 5s", "6h 5d 4s", "5h 4d 3s", "4h 3d 2s"];
    for (const options of [{}, SECOND]) {
      for (let i = 0; i + 1 < order.length; i++) expect(compareHands(hand(order[i]!), hand(order[i + 1]!), options)).toBe(1);
      for (const h of order) expect(evaluate(hand(h), options).category).toBe("sequence");
    }
  });

  it("with A-2-3 lowest it falls below 4-3-2, and A-K-Q stays the top", () => {
    expect(compareHands(hand("Ah 2d 3s"), hand("4h 3d 2s"), LOWEST)).toBe(-1);
    expect(compareHands(hand("Ah Kd Qs"), hand("Kh Qd Js"), LOWEST)).toBe(1);
    expect(compareHands(hand("As 2s 3s"), hand("4h 3h 2h"), LOWEST)).toBe(-1);
    expect(compareHands(hand("As 2s 3s"), hand("4h 3h 2h"), SECOND)).toBe(1);
    // Still a pure sequence either way: above every sequence.
    expect(compareHands(hand("As 2s 3s"), hand("Ah Kd Qs"), LOWEST)).toBe(1);
  });

  it("K-A-2 is no sequence: an ace-high high card", () => {
    for (const options of [SECOND, LOWEST]) {
      expect(evaluate(hand("Kh As 2d"), options).category).toBe("highCard");
      expect(evaluate(hand("Kh Ah 2h"), options).category).toBe("colour");
      expect(compareHands(hand("Kh As 2d"), hand("Ah Qs Jd"), options)).toBe(1);
      expect(compareHands(hand("Kh As 2d"), hand("4h 3d 2s"), options)).toBe(-1);
    }
  });

  it("a pair is ranked by its pair, then its kicker", () => {
    expect(compareHands(hand("Ah Ad Ks"), hand("As Ac Qh"))).toBe(1);
    expect(compareHands(hand("Ah Ad 2s"), hand("Ks Kc Qh"))).toBe(1);
    expect(compareHands(hand("2h 2d As"), hand("3s 3c 4h"))).toBe(-1);
    // The pair may be the low cards or the high cards of the hand.
    expect(compareHands(hand("5h 5d Ks"), hand("9s 9c 2h"))).toBe(-1);
    expect(compareHands(hand("2h 2d As"), hand("2s 2c Kh"))).toBe(1);
  });

  it("colours and high cards are ranked by the highest card, then the next, then the last", () => {
    expect(compareHands(hand("Ah 4h 2h"), hand("Ks Qs Ts"))).toBe(1);
    expect(compareHands(hand("Ah 9h 2h"), hand("As 8s 7s"))).toBe(1);
    expect(compareHands(hand("Ah 9h 3h"), hand("As 9s 2s"))).toBe(1);
    expect(compareHands(hand("Ah 9d 3h"), hand("As 9s 2c"))).toBe(1);
    expect(compareHands(hand("2h 4h 6h"), hand("As Ks Jd"))).toBe(1);
  });

  it("equal hands tie whatever their suits", () => {
    expect(compareHands(hand("Ah Kd Qs"), hand("Ac Ks Qd"))).toBe(0);
    expect(compareHands(hand("Ah Kh Qh"), hand("As Ks Qs"))).toBe(0);
    expect(compareHands(hand("9h 9d 4s"), hand("9s 9c 4h"))).toBe(0);
    expect(compareHands(hand("Jh 7h 3h"), hand("Jc 7c 3c"))).toBe(0);
    expect(compareHands(hand("Jh 7d 3h"), hand("Js 7c 3c"))).toBe(0);
  });

  it("a trail of 2s beats the best pure sequence, and a trail of aces beats everything", () => {
    for (const options of [SECOND, LOWEST]) {
      expect(compareHands(hand("2s 2h 2d"), hand("As Ks Qs"), options)).toBe(1);
      expect(compareHands(hand("2s 2h 2d"), hand("As 2h 3h"), options)).toBe(1);
      const best = evaluate(hand("As Ah Ad"), options).score;
      expect(Math.max(...ALL_HANDS.map((h) => evaluate(h, options).score))).toBe(best);
    }
  });

  it("refuses a hand that is not three cards of one deck", () => {
    expect(() => evaluate(hand("As Kd Qc").slice(0, 2))).toThrow(RangeError);
    expect(() => evaluate([...hand("As Kd Qc"), DECK[0]!])).toThrow(RangeError);
    expect(() => evaluate(hand("As As Qc"))).toThrow(RangeError);
  });
});

describe("properties", () => {
  const handArb = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 3, maxLength: 3 }).map((ix) => ix.map((i) => DECK[i]!));
  const optionsArb = fc.constantFrom<FlashHandOptions>({}, SECOND, LOWEST);

  it("compareHands is a total preorder that agrees with the score", () => {
    fc.assert(
      fc.property(handArb, handArb, handArb, optionsArb, (a, b, c, options) => {
        const ab = compareHands(a, b, options);
        expect(compareHands(a, a, options)).toBe(0);
        expect(compareHands(b, a, options)).toBe(-ab === 0 ? 0 : -ab);
        expect(ab).toBe(Math.sign(evaluate(a, options).score - evaluate(b, options).score));
        const bc = compareHands(b, c, options);
        if (ab >= 0 && bc >= 0) expect(compareHands(a, c, options)).toBeGreaterThanOrEqual(Math.max(ab, bc));
        if (ab <= 0 && bc <= 0) expect(compareHands(a, c, options)).toBeLessThanOrEqual(Math.min(ab, bc));
      }),
      { numRuns: 2000 },
    );
  });

  it("neither the order of the cards nor a renaming of the suits changes a hand's value", () => {
    const suitsArb = fc.shuffledSubarray(["s", "h", "d", "c"] as Suit[], { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(handArb, suitsArb, optionsArb, (h, renamed, options) => {
        const rename = (s: Suit): Suit => renamed[["s", "h", "d", "c"].indexOf(s)]!;
        const moved = [h[2]!, h[0]!, h[1]!].map((c) => ({ rank: c.rank, suit: rename(c.suit) }));
        expect(evaluate(moved, options)).toEqual(evaluate(h, options));
      }),
      { numRuns: 1000 },
    );
  });
});
