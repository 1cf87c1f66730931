/**
 * Checks a spin of the wheel in the browser: the revealed server seed must hash to the commitment shown before the
 * spin, and the segment drawn from the seeds and the nonce over the wheel's segments (@arena/rules-wheel drawSegment,
 * the function the server drew with) must be the segment recorded. The wheel rests at restingAngle of it.
 */
import { hashServerSeed } from "@arena/fair";
import { drawSegment, restingAngle } from "@arena/rules-wheel";
import type { SpinProof } from "./spinProof";

export interface SpinVerdict {
  computedHash: string;
  commitmentMatches: boolean;
  /** Drawn here from the seeds. */
  expectedSegment: number;
  segmentMatches: boolean;
  /** Where the wheel rests for the drawn segment, degrees clockwise. */
  angle: number;
  ok: boolean;
}

export function verifySpin(proof: SpinProof): SpinVerdict {
  const computedHash = hashServerSeed(proof.serverSeed);
  const commitmentMatches = computedHash === proof.serverSeedHash.trim().toLowerCase();
  const expectedSegment = drawSegment({ serverSeed: proof.serverSeed, clientSeed: proof.clientSeed }, proof.nonce, proof.segments);
  const segmentMatches = expectedSegment === proof.segment;
  return { computedHash, commitmentMatches, expectedSegment, segmentMatches, angle: restingAngle(expectedSegment, proof.segments), ok: commitmentMatches && segmentMatches };
}
