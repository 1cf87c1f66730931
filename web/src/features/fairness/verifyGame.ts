/**
 * Checks a Ludo game's dice in the browser, from its public record: the revealed server seed must hash to the
 * commitment published before play, and every recorded roll must equal rollDie(seeds, nonce) from @arena/fair,
 * the same function the server rolled with.
 */
import { hashServerSeed, rollDie } from "@arena/fair";
import type { LudoGameRecord } from "@arena/contracts";

export interface CheckedRoll {
  nonce: number;
  color: string;
  recorded: number;
  /** Recomputed from the seeds; null while the server seed is still secret. */
  expected: number | null;
  ok: boolean | null;
}

export type FairVerdict =
  /** The game is running: the server seed is revealed at the end. */
  | { state: "pending"; rolls: CheckedRoll[]; missingNonces: number[] }
  | { state: "verified"; rolls: CheckedRoll[]; missingNonces: number[]; computedHash: string }
  | { state: "failed"; rolls: CheckedRoll[]; missingNonces: number[]; computedHash: string; commitmentMatches: boolean; mismatches: number };

type RecordToCheck = Pick<LudoGameRecord, "serverSeed" | "serverSeedHash" | "clientSeed" | "rolls">;

/** Roll numbers that should be there (0 up to the last one) but are not: a roll the record does not show. */
function missing(rolls: RecordToCheck["rolls"]): number[] {
  const seen = new Set(rolls.map((r) => r.nonce));
  const last = Math.max(-1, ...seen);
  return Array.from({ length: last + 1 }, (_, n) => n).filter((n) => !seen.has(n));
}

export function verifyGame(record: RecordToCheck): FairVerdict {
  const rolls = [...record.rolls].sort((a, b) => a.nonce - b.nonce);
  const missingNonces = missing(rolls);
  const { serverSeed, clientSeed } = record;
  if (serverSeed === null) {
    return { state: "pending", missingNonces, rolls: rolls.map((r) => ({ nonce: r.nonce, color: r.color, recorded: r.dice, expected: null, ok: null })) };
  }
  const computedHash = hashServerSeed(serverSeed);
  const commitmentMatches = computedHash === record.serverSeedHash.toLowerCase();
  const checked = rolls.map((r) => {
    const expected = rollDie({ serverSeed, clientSeed }, r.nonce);
    return { nonce: r.nonce, color: r.color, recorded: r.dice, expected, ok: expected === r.dice };
  });
  const mismatches = checked.filter((r) => !r.ok).length;
  if (commitmentMatches && mismatches === 0) return { state: "verified", rolls: checked, missingNonces, computedHash };
  return { state: "failed", rolls: checked, missingNonces, computedHash, commitmentMatches, mismatches };
}

/** Game ids are UUIDs (the server's fairGameParamsSchema). */
export const isGameId = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.trim());
