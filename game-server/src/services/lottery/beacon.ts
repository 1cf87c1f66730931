import { fetchBeacon, HttpCachingChain, HttpChainClient, roundAt, type ChainClient, type ChainInfo } from "drand-client";

/**
 * The lottery's public entropy: a round of the drand beacon (League of Entropy), fixed when a draw opens as the first
 * round after its sales close, so nobody — the platform included — knows it while tickets are sold. Every beacon is
 * verified by drand-client (its BLS signature against the chain's public key, and the round) before it is used; an
 * unreachable or invalid beacon leaves the draw waiting for the next pass.
 */
export interface Beacon {
  /** The chain's hash: which drand network the round belongs to. */
  chainHash: string;
  /** The first round published after `at` (a draw's sales close). */
  roundAfter(at: Date): Promise<number>;
  /** The round, verified: its randomness (hex) and signature. Throws when it cannot be had or does not verify. */
  round(round: number): Promise<{ randomness: string; signature: string }>;
}

/** What a draw or race committed to when it opened: drand (a chain and a round) or its own tickets or bets. */
export interface CommittedEntropy {
  entropySource: string;
  beaconChain: string | null;
  beaconRound: number | null;
}

/**
 * The verified drand round a closed draw or race committed to, or null when it takes its entropy from its own tickets
 * or bets. Read outside any transaction (a network call). Throws while this platform cannot read that chain (its job
 * retries on the next pass): `what` names the draw or race in the error.
 */
export async function committedRound(beacon: Beacon | null, committed: CommittedEntropy, what: string): Promise<{ randomness: string; signature: string } | null> {
  if (committed.entropySource !== "drand") return null;
  if (!beacon || beacon.chainHash !== committed.beaconChain) throw new Error(`${what} waits for drand chain ${committed.beaconChain}`);
  return beacon.round(committed.beaconRound!);
}

/** A beacon over a drand chain client (HTTP in production; a recorded one in tests). */
export function drandBeacon(client: ChainClient, chainHash: string): Beacon {
  let info: Promise<ChainInfo> | null = null;
  const chainInfo = () => (info ??= client.chain().info());
  return {
    chainHash,
    async roundAfter(at) {
      return roundAt(at.getTime(), await chainInfo()) + 1;
    },
    async round(round) {
      const b = await fetchBeacon(client, round);
      return { randomness: b.randomness, signature: b.signature };
    },
  };
}

/** The public drand HTTP API for a chain (`https://api.drand.sh/<chainHash>`), its info checked against the hash and key. */
export function httpDrandBeacon(url: string, chainHash: string, publicKey: string): Beacon {
  const options = { disableBeaconVerification: false, noCache: false, chainVerificationParams: { chainHash, publicKey } };
  return drandBeacon(new HttpChainClient(new HttpCachingChain(url, options), options), chainHash);
}
