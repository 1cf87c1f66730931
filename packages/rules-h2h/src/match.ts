/**
 * H2H (issue 20): players bet head to head on a question with two or more options. A stake on one option is matched,
 * person against person and at even money, against the oldest unmatched stakes on the other options (first come, first
 * matched; partial fills; never against the player's own stakes). At the question's close the unmatched part of every
 * stake is refunded. When the question is resolved, each matched pair is settled on its own: the side whose option won
 * gets its part back and the other side's, less the commission on what it won; a pair whose two options both lost
 * (a third option won) is void and both get their part back; a void question refunds everyone. Money is integer minor
 * units, and it is conserved to the unit: returned + commission = staked.
 */

export interface H2hStake {
  id: string;
  userId: string;
  /** Index of the option backed. */
  option: number;
  /** Minor units, > 0. */
  amount: number;
}

/** A matched pair: `first` came earlier (it was waiting), `second` met it. */
export interface H2hMatch {
  first: string;
  second: string;
  amount: number;
}

export interface Matching {
  matches: H2hMatch[];
  /** Each stake's part nobody met (refunded at close), by stake id. */
  unmatched: Map<string, number>;
  /** Each stake's matched part, by stake id. */
  matched: Map<string, number>;
}

/** Matches stakes in the order they were placed (the array's order). */
export function matchStakes(stakes: readonly H2hStake[]): Matching {
  const open: { stake: H2hStake; left: number }[] = [];
  const matches: H2hMatch[] = [];
  const matched = new Map<string, number>();
  for (const stake of stakes) {
    let left = stake.amount;
    for (const waiting of open) {
      if (left === 0) break;
      if (waiting.left === 0 || waiting.stake.option === stake.option || waiting.stake.userId === stake.userId) continue;
      const amount = Math.min(left, waiting.left);
      waiting.left -= amount;
      left -= amount;
      matches.push({ first: waiting.stake.id, second: stake.id, amount });
      matched.set(waiting.stake.id, (matched.get(waiting.stake.id) ?? 0) + amount);
      matched.set(stake.id, (matched.get(stake.id) ?? 0) + amount);
    }
    open.push({ stake, left });
  }
  return { matches, unmatched: new Map(open.map((o) => [o.stake.id, o.left])), matched };
}

export interface H2hSettlement {
  /** What each stake gets back (its unmatched part, its part of void pairs, its winnings), by stake id. */
  returns: Map<string, number>;
  /** The house's commission, summed. */
  commission: number;
}

/**
 * Settles a resolved question: `winner` is the winning option, or null for a void question (everyone refunded).
 * Commission per pair: `floor(amount × commissionBps / 10 000)` of the loser's part, kept from the winner's gain.
 */
export function settleQuestion(stakes: readonly H2hStake[], winner: number | null, commissionBps: number): H2hSettlement {
  const returns = new Map<string, number>(stakes.map((s) => [s.id, 0]));
  const add = (id: string, amount: number) => returns.set(id, returns.get(id)! + amount);
  if (winner === null) {
    for (const s of stakes) add(s.id, s.amount);
    return { returns, commission: 0 };
  }
  const { matches, unmatched } = matchStakes(stakes);
  const option = new Map(stakes.map((s) => [s.id, s.option]));
  let commission = 0;
  for (const [id, left] of unmatched) add(id, left);
  for (const m of matches) {
    const firstWon = option.get(m.first) === winner;
    const secondWon = option.get(m.second) === winner;
    if (!firstWon && !secondWon) {
      add(m.first, m.amount);
      add(m.second, m.amount);
      continue;
    }
    const cut = Math.floor((m.amount * commissionBps) / 10_000);
    commission += cut;
    add(firstWon ? m.first : m.second, 2 * m.amount - cut);
  }
  return { returns, commission };
}

/** What each option has, for the board and the graph: staked, matched so far, waiting to be matched. */
export function optionTotals(stakes: readonly H2hStake[], options: number): { option: number; staked: number; matched: number; waiting: number }[] {
  const { matched, unmatched } = matchStakes(stakes);
  return Array.from({ length: options }, (_, option) => {
    const mine = stakes.filter((s) => s.option === option);
    return {
      option,
      staked: mine.reduce((a, s) => a + s.amount, 0),
      matched: mine.reduce((a, s) => a + (matched.get(s.id) ?? 0), 0),
      waiting: mine.reduce((a, s) => a + (unmatched.get(s.id) ?? 0), 0),
    };
  });
}
