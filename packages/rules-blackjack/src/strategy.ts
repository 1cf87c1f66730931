/**
 * Basic strategy for these rules (6 decks, dealer stands on soft 17, double on any two and after a split, no
 * surrender, blackjack 3:2): the standard total-dependent chart, the one printed for "multi-deck, S17, DAS". The RTP
 * simulation plays it, and so do bots. Never take insurance.
 */
import { cardValue, handTotal, isAce, type Card } from "./cards.js";
import { canDouble, canSplit, type BlackjackAction, type BlackjackRound } from "./round.js";

/** H hit, S stand, D double (hit when doubling is not allowed), T double (stand when it is not), P split. */
type Play = "H" | "S" | "D" | "T" | "P";

/** Each row is the dealer's up card 2, 3, 4, 5, 6, 7, 8, 9, 10, A. */
const row = (plays: string): Play[] => plays.split("") as Play[];

const HARD: Record<number, Play[]> = {
  9: row("HDDDDHHHHH"),
  10: row("DDDDDDDDHH"),
  11: row("DDDDDDDDDH"),
  12: row("HHSSSHHHHH"),
  13: row("SSSSSHHHHH"),
  14: row("SSSSSHHHHH"),
  15: row("SSSSSHHHHH"),
  16: row("SSSSSHHHHH"),
};

/** Soft totals: 13 is A-2, 18 is A-7. */
const SOFT: Record<number, Play[]> = {
  13: row("HHHDDHHHHH"),
  14: row("HHHDDHHHHH"),
  15: row("HHDDDHHHHH"),
  16: row("HHDDDHHHHH"),
  17: row("HDDDDHHHHH"),
  18: row("STTTTSSHHH"),
};

/** Pairs by the value of one card (11 for aces); fives and tens are played as hard 10 and 20. */
const PAIRS: Record<number, Play[]> = {
  2: row("PPPPPPHHHH"),
  3: row("PPPPPPHHHH"),
  4: row("HHHPPHHHHH"),
  6: row("PPPPPHHHHH"),
  7: row("PPPPPPHHHH"),
  8: row("PPPPPPPPPP"),
  9: row("PPPPPSPPSS"),
  11: row("PPPPPPPPPP"),
};

/**
 * The chart's play for a hand against an up card. `split` and `double`: whether the rules allow them on this hand
 * now (a pair already split to the limit is played as its total; a hand past two cards cannot double).
 */
export function chartPlay(cards: readonly Card[], up: Card, { split, double }: { split: boolean; double: boolean }): "hit" | "stand" | "double" | "split" {
  const column = isAce(up) ? 9 : cardValue(up) - 2;
  if (split && cards.length === 2 && cardValue(cards[0]!) === cardValue(cards[1]!)) {
    const pairValue = isAce(cards[0]!) ? 11 : cardValue(cards[0]!);
    if (PAIRS[pairValue]?.[column] === "P") return "split";
  }
  const { total, soft } = handTotal(cards);
  let play: Play;
  if (soft) play = total >= 19 ? "S" : (SOFT[total]?.[column] ?? "H");
  else play = total >= 17 ? "S" : total <= 8 ? "H" : HARD[total]![column]!;
  if (play === "D") return double ? "double" : "hit";
  if (play === "T") return double ? "double" : "stand";
  return play === "S" ? "stand" : "hit";
}

/** The basic-strategy action for the round as it stands; null when it is over. */
export function basicStrategy(state: BlackjackRound): BlackjackAction | null {
  if (state.phase === "over") return null;
  // Insurance wins 2:1 on a one-in-three-or-so chance: a losing bet without counting cards.
  if (state.phase === "insurance") return { type: "noInsurance" };
  const hand = state.hands[state.active]!;
  return { type: chartPlay(hand.cards, state.dealer[0]!, { split: canSplit(state), double: canDouble(state) }) };
}
