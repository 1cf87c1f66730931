/**
 * Side pots for Flash. Blind and seen players paying different amounts is the game, not a side pot: side
 * pots come only from all-ins. An all-in seat that put in C can win at most C from every other seat.
 */

export type SeatStatus = "active" | "allIn" | "packed";

export interface PotShare {
  seat: number;
  amount: number;
}

/**
 * Cuts everything the seats put in into a main pot and side pots, smallest all-in first; each lists the
 * seats still in that may win it. Chips that no player still in matched (a packed seat put in more than the
 * largest all-in and nobody is left betting) go to the last pot rather than back to the packed seat.
 */
export function cutPots(seats: readonly { contributed: number; status: SeatStatus }[]): { amount: number; eligible: number[] }[] {
  const contenders = seats.flatMap((s, i) => (s.status === "packed" ? [] : [i]));
  const caps = [...new Set(contenders.filter((i) => seats[i]!.status === "allIn").map((i) => seats[i]!.contributed))].sort(
    (a, b) => a - b,
  );
  const layer = (low: number, high: number): number =>
    seats.reduce((sum, s) => sum + Math.min(s.contributed, high) - Math.min(s.contributed, low), 0);
  const pots: { amount: number; eligible: number[] }[] = [];
  let previous = 0;
  for (const cap of caps) {
    const amount = layer(previous, cap);
    const eligible = contenders.filter((i) => seats[i]!.status === "active" || seats[i]!.contributed >= cap);
    if (amount > 0) pots.push({ amount, eligible });
    previous = cap;
  }
  const rest = layer(previous, Infinity);
  const stillBetting = contenders.filter((i) => seats[i]!.status === "active");
  if (rest > 0 && stillBetting.length > 0) pots.push({ amount: rest, eligible: stillBetting });
  else if (rest > 0) pots[pots.length - 1]!.amount += rest;
  return pots;
}

/**
 * Splits a pot evenly among its winners; the odd units go one each to the winners in seat order from the
 * seat after the dealer (seat 0 deals, so 1, 2, …, then 0), the order play goes round.
 */
export function splitPot(amount: number, winners: readonly number[], seatCount: number): PotShare[] {
  const afterDealer = (seat: number): number => (seat - 1 + seatCount) % seatCount;
  const ordered = [...winners].sort((a, b) => afterDealer(a) - afterDealer(b));
  const share = Math.floor(amount / ordered.length);
  const odd = amount - share * ordered.length;
  return ordered.map((seat, k) => ({ seat, amount: share + (k < odd ? 1 : 0) }));
}
