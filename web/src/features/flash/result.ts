/**
 * A finished hand in the player's words: the server's result lines (game:result, or a history record's) ordered for
 * the result panel, the verdict for you, the pot and the house's cut. Reads only what the server decided.
 */
import type { FlashEndReason, FlashResultEntry } from "@arena/contracts";

export interface HandSummary {
  gameId: string;
  reason: FlashEndReason | null;
  /** Winners first (largest net first), then the others by seat. */
  rows: FlashResultEntry[];
  winners: FlashResultEntry[];
  /** Your line, when you played the hand. */
  mine: FlashResultEntry | null;
  /** What the winners took from the others, before the house's cut (coins). */
  won: number;
  commission: number;
  /** Lines whose cards were shown at the end (a show, the pot limit, all-in). */
  shown: FlashResultEntry[];
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function summariseHand(gameId: string, entries: readonly FlashResultEntry[], myId: string | null): HandSummary {
  const rows = [...entries].sort((a, b) => Number(b.winner) - Number(a.winner) || b.net - a.net || Number(a.seat) - Number(b.seat));
  const winners = rows.filter((r) => r.winner);
  const commission = round2(rows.reduce((sum, r) => sum + r.commission, 0));
  return {
    gameId,
    reason: rows[0]?.reason ?? null,
    rows,
    winners,
    mine: (myId && rows.find((r) => r.uid === myId && !r.isBot)) || null,
    won: round2(winners.reduce((sum, r) => sum + r.net + r.commission, 0)),
    commission,
    shown: rows.filter((r) => r.cards.length === 3),
  };
}

/** won / lost / packed / watched: what the hand was for you. */
export type Verdict = "won" | "lost" | "packed" | "watched";

export const verdictOf = (summary: HandSummary): Verdict => summary.mine?.outcome ?? "watched";

/** A signed amount of coins: "+1.90", "−2.00", "0.00" (the minus sign, not a hyphen). */
export function signedCoins(value: number, format: (n: number) => string): string {
  const v = round2(value);
  if (v > 0) return `+${format(v)}`;
  if (v < 0) return `\u2212${format(-v)}`;
  return format(0);
}

/** The sum of your nets over hands (the history's lines), to the cent. */
export const totalNet = (lines: readonly (FlashResultEntry | null)[]): number => round2(lines.reduce((sum, l) => sum + (l?.net ?? 0), 0));
