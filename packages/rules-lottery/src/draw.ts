/**
 * A lottery draw (issue 20) in integer minor units. A ticket is `pick` different numbers from 1 to `of`, chosen by the
 * player or by quick pick. The winning numbers come from the draw's committed server seed and an entropy nobody controls
 * when the seed is committed (a public beacon round fixed before sales close): `fairShuffle` of 1…of, its first `pick`.
 *
 * Money: of the sales, the house keeps `houseBps`; the rest is the prize pool, split across ranks by how many numbers
 * a ticket matched (`ranks`: shares of the pool summing to 100%). A rank's share is split equally between its winning
 * tickets (rounded down; the units left over go to the house). A rank nobody won **rolls down** to the next lower rank
 * that has winners; what no rank can take goes to the house. So paid + house = sales, to the unit.
 */
import { fairShuffle, type FairSeed, type HmacSha256 } from "@arena/fair";

export interface LotteryTerms {
  pick: number;
  of: number;
  /** Minor units. */
  ticketPrice: number;
  houseBps: number;
  /** Best rank first: tickets matching `matches` numbers share `shareBps` of the prize pool. */
  ranks: readonly { matches: number; shareBps: number }[];
}

export const DEFAULT_LOTTERY: LotteryTerms = Object.freeze({
  pick: 5,
  of: 36,
  ticketPrice: 100,
  houseBps: 2000,
  ranks: Object.freeze([
    { matches: 5, shareBps: 5000 },
    { matches: 4, shareBps: 3000 },
    { matches: 3, shareBps: 2000 },
  ]),
});

export function termsProblems(t: LotteryTerms): string[] {
  const p: string[] = [];
  if (!Number.isInteger(t.pick) || t.pick < 1 || t.pick > 10) p.push("A ticket has 1 to 10 numbers.");
  if (!Number.isInteger(t.of) || t.of < t.pick + 1 || t.of > 99) p.push("Numbers run from 1 to at most 99, more than a ticket picks.");
  if (!Number.isSafeInteger(t.ticketPrice) || t.ticketPrice < 1) p.push("A ticket costs at least 0.01 coins.");
  if (!Number.isInteger(t.houseBps) || t.houseBps < 0 || t.houseBps > 5000) p.push("The house share is 0% to 50%.");
  if (t.ranks.length === 0) p.push("At least one prize rank.");
  if (t.ranks.reduce((a, r) => a + r.shareBps, 0) !== 10_000) p.push("The prize shares add up to 100%.");
  const matches = t.ranks.map((r) => r.matches);
  if (matches.some((m, i) => !Number.isInteger(m) || m < 1 || m > t.pick || (i > 0 && m >= matches[i - 1]!))) {
    p.push("Ranks go from the most numbers matched down, each between 1 and the numbers a ticket picks.");
  }
  if (t.ranks.some((r) => !Number.isInteger(r.shareBps) || r.shareBps < 0)) p.push("A share is a whole number of basis points.");
  return p;
}

/** The ticket's numbers, ascending, or a reason it is not a ticket of these terms. */
export function checkTicket(numbers: readonly number[], t: LotteryTerms): { ok: true; numbers: number[] } | { ok: false; error: string } {
  if (numbers.length !== t.pick) return { ok: false, error: `Pick ${t.pick} numbers.` };
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > t.of)) return { ok: false, error: `Numbers are from 1 to ${t.of}.` };
  if (new Set(numbers).size !== numbers.length) return { ok: false, error: "Each number once." };
  return { ok: true, numbers: [...numbers].sort((a, b) => a - b) };
}

/** `pick` numbers of 1…of from a seed: the first `pick` of its fair shuffle, ascending. Quick pick and the draw both use it. */
export function drawNumbers(seed: FairSeed, nonce: number, t: Pick<LotteryTerms, "pick" | "of">, mac?: HmacSha256): number[] {
  const all = Array.from({ length: t.of }, (_, i) => i + 1);
  return fairShuffle(seed, nonce, all, mac)
    .slice(0, t.pick)
    .sort((a, b) => a - b);
}

export const matchesOf = (ticket: readonly number[], winning: readonly number[]): number => ticket.filter((n) => winning.includes(n)).length;

export interface LotteryTicket {
  id: string;
  numbers: readonly number[];
}

export interface DrawSettlement {
  sales: number;
  houseShare: number;
  prizePool: number;
  ranks: { matches: number; shareBps: number; winners: number; pot: number; prizeEach: number }[];
  /** What each winning ticket is paid (tickets that won nothing are absent). */
  payouts: Map<string, number>;
  paid: number;
  /** sales − paid: the house share, rounding, and pots nobody could take. */
  house: number;
}

export function settleDraw(tickets: readonly LotteryTicket[], winning: readonly number[], t: LotteryTerms): DrawSettlement {
  const sales = tickets.length * t.ticketPrice;
  const houseShare = Math.floor((sales * t.houseBps) / 10_000);
  const prizePool = sales - houseShare;
  const byRank = t.ranks.map((r) => ({ ...r, tickets: tickets.filter((k) => matchesOf(k.numbers, winning) === r.matches) }));
  // Each rank's share (rounded down; the units left go to the house), rolled down past ranks nobody won.
  let carried = 0;
  const ranks: DrawSettlement["ranks"] = [];
  const payouts = new Map<string, number>();
  for (const r of byRank) {
    const pot = Math.floor((prizePool * r.shareBps) / 10_000) + carried;
    if (r.tickets.length === 0) {
      carried = pot;
      ranks.push({ matches: r.matches, shareBps: r.shareBps, winners: 0, pot: 0, prizeEach: 0 });
      continue;
    }
    carried = 0;
    const each = Math.floor(pot / r.tickets.length);
    for (const k of r.tickets) if (each > 0) payouts.set(k.id, each);
    ranks.push({ matches: r.matches, shareBps: r.shareBps, winners: r.tickets.length, pot, prizeEach: each });
  }
  const paid = [...payouts.values()].reduce((a, x) => a + x, 0);
  return { sales, houseShare, prizePool, ranks, payouts, paid, house: sales - paid };
}
