/**
 * The referral programme's arithmetic, pure: whose part of a game's commission is whose, and what each referrer earns
 * from a part. Integer minor units throughout; every share rounds down (what rounding leaves stays with the house).
 */

export interface Stake {
  userId: string;
  /** What the player put in (a fee game: the entry fee held; minor units). */
  held: number;
}

/** A game's commission split over the players who paid it, in proportion to what each put in. */
export function commissionParts(commission: number, stakes: readonly Stake[]): { userId: string; commission: number }[] {
  const total = stakes.reduce((s, x) => s + Math.max(0, x.held), 0);
  if (commission <= 0 || total <= 0) return [];
  return stakes
    .filter((s) => s.held > 0)
    .map((s) => ({ userId: s.userId, commission: Number((BigInt(commission) * BigInt(s.held)) / BigInt(total)) }))
    .filter((p) => p.commission > 0);
}

export interface ReferralRates {
  directBps: number;
  indirectBps: number;
}

/** Who referred a player (null: nobody who earns: no code, the platform's default code). */
export type ReferrerOf = (userId: string) => string | null;

export interface Share {
  refereeId: string;
  referrerId: string;
  level: 1 | 2;
  commission: number;
  rateBps: number;
  amount: number;
}

/**
 * What one player's part of a commission earns: their referrer the direct rate, their referrer's referrer the
 * indirect rate. Nobody earns from their own games, and a chain that loops back (A brought B, B brought A) pays once.
 */
export function referralShares(part: { userId: string; commission: number }, referrerOf: ReferrerOf, rates: ReferralRates): Share[] {
  const shares: Share[] = [];
  const direct = referrerOf(part.userId);
  if (!direct || direct === part.userId) return shares;
  const pay = (referrerId: string, level: 1 | 2, rateBps: number) => {
    const amount = Math.floor((part.commission * rateBps) / 10_000);
    if (amount > 0) shares.push({ refereeId: part.userId, referrerId, level, commission: part.commission, rateBps, amount });
  };
  pay(direct, 1, rates.directBps);
  const indirect = referrerOf(direct);
  if (indirect && indirect !== part.userId && indirect !== direct) pay(indirect, 2, rates.indirectBps);
  return shares;
}

/** A user name as other players see it in referral lists: its first two characters and its last, the rest hidden. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ""}***`;
  return `${chars.slice(0, 2).join("")}***${chars[chars.length - 1]}`;
}
