/**
 * Provably fair randomness. Every outcome is drawn from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`):
 * the server publishes sha256(serverSeed) before play, players may choose the client seed, and after play the
 * server seed is revealed so anyone can recompute every outcome with `verify*` below. No I/O, no Math.random:
 * the caller supplies the seeds.
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export interface FairSeed {
  serverSeed: string;
  clientSeed: string;
}

/**
 * HMAC-SHA256(key, message) over UTF-8 strings. The default is pure JS (runs in the browser's /fairness page);
 * a server may pass node:crypto's, which gives the same bytes about three times faster.
 */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

export const hmacSha256: HmacSha256 = (key, message) => hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));

/** The commitment published before play. */
export const hashServerSeed = (serverSeed: string): string => bytesToHex(sha256(utf8ToBytes(serverSeed)));

/** Turns 32 random bytes (from a CSPRNG the caller owns) into a server seed. */
export const serverSeedFromBytes = (bytes: Uint8Array): string => {
  if (bytes.length < 32) throw new RangeError("a server seed needs at least 32 random bytes");
  return bytesToHex(bytes);
};


/**
 * A uniform integer in [0, n) for draw `nonce`, without modulo bias: bytes are read as big-endian 32-bit
 * words and a word at or above the largest multiple of n is rejected; a fresh HMAC block (next round) is
 * taken if all eight words of a block are rejected.
 */
export function fairInt(seed: FairSeed, nonce: number, n: number, mac: HmacSha256 = hmacSha256): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`n must be an integer in 1..2^32, got ${n}`);
  if (!Number.isInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (let round = 0; ; round++) {
    const bytes = mac(seed.serverSeed, `${seed.clientSeed}:${nonce}:${round}`);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i + 4 <= bytes.length; i += 4) {
      const word = view.getUint32(i);
      if (word < limit) return word % n;
    }
  }
}

/** A die roll, 1 to 6, for draw `nonce`. */
export const rollDie = (seed: FairSeed, nonce: number, mac?: HmacSha256): number => 1 + fairInt(seed, nonce, 6, mac);

/** A deterministic Fisher–Yates shuffle: draw `nonce + i` chooses the i-th swap. */
export function fairShuffle<T>(seed: FairSeed, nonce: number, items: readonly T[], mac: HmacSha256 = hmacSha256): T[] {
  const out = [...items];
  for (let i = out.length - 1, k = 0; i > 0; i--, k++) {
    const j = fairInt(seed, nonce + k, i + 1, mac);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface RollRecord {
  nonce: number;
  value: number;
}

export interface Verification {
  /** The revealed seed matches the commitment published before play. */
  commitmentMatches: boolean;
  /** Rolls whose recorded value differs from the recomputed one. */
  mismatches: { nonce: number; recorded: number; expected: number }[];
  ok: boolean;
}

/** Recomputes every recorded roll of a finished game from its revealed seed. */
export function verifyRolls(seed: FairSeed, serverSeedHash: string, rolls: readonly RollRecord[]): Verification {
  const commitmentMatches = hashServerSeed(seed.serverSeed) === serverSeedHash.toLowerCase();
  const mismatches = rolls.flatMap((r) => {
    const expected = rollDie(seed, r.nonce);
    return expected === r.value ? [] : [{ nonce: r.nonce, recorded: r.value, expected }];
  });
  return { commitmentMatches, mismatches, ok: commitmentMatches && mismatches.length === 0 };
}
