/** How a pot is paid: commission in basis points, then each rank's share (basis points of what is left). */
export interface PayoutRule {
  commissionBps: number;
  shares: number[];
}

/** The spec leaves fees open: the default is winner takes the pot less 10% commission. */
export const DEFAULT_PAYOUT_RULE: PayoutRule = { commissionBps: 1000, shares: [10_000] };

export interface Payout {
  commission: number;
  prizes: { userId: string; amount: number }[];
}

/**
 * Splits a pot (integer minor units) by a ranking, first = winner. Every unit is paid: rounding remainders go to
 * the first place, so commission + prizes = pot exactly. Ranks past the share list win nothing.
 */
export function computePayouts(pot: number, ranking: readonly string[], rule: PayoutRule): Payout {
  if (!Number.isSafeInteger(pot) || pot < 0) throw new RangeError(`pot must be a non-negative integer: ${pot}`);
  if (ranking.length === 0) throw new RangeError("a ranking needs at least one player");
  const commission = Math.floor((pot * rule.commissionBps) / 10_000);
  const rest = pot - commission;
  const paid = ranking.slice(0, rule.shares.length);
  const totalShares = rule.shares.slice(0, paid.length).reduce((a, b) => a + b, 0);
  const prizes = paid.map((userId, i) => ({ userId, amount: Math.floor((rest * rule.shares[i]!) / totalShares) }));
  const remainder = rest - prizes.reduce((s, p) => s + p.amount, 0);
  prizes[0]!.amount += remainder;
  return { commission, prizes: prizes.filter((p) => p.amount > 0) };
}
