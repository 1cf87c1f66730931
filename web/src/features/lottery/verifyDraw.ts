/**
 * A drawn lottery draw checked in the browser: the revealed server seed hashes to the commitment published when the
 * draw opened, and drawNumbers (packages/rules-lottery, the server's own rule) on that seed and the draw's entropy
 * gives the winning numbers the server announced. The beacon's signature itself is not checked here.
 */
import { hashServerSeed } from "@arena/fair";
import { drawNumbers } from "@arena/rules-lottery";
import type { LotteryDrawView } from "@arena/contracts";

export type DrawVerdict =
  | { state: "pending" }
  | { state: "void"; computedHash: string; commitmentMatches: boolean }
  | { state: "verified" | "failed"; computedHash: string; commitmentMatches: boolean; recomputed: number[]; numbersMatch: boolean };

export function verifyDraw(draw: Pick<LotteryDrawView, "status" | "pick" | "of" | "proof" | "winning">): DrawVerdict {
  const { serverSeed, serverSeedHash, entropy } = draw.proof;
  if (serverSeed === null) return { state: "pending" };
  const computedHash = hashServerSeed(serverSeed);
  const commitmentMatches = computedHash === serverSeedHash.toLowerCase();
  if (draw.status !== "drawn" || entropy === null || draw.winning === null) return { state: "void", computedHash, commitmentMatches };
  const recomputed = drawNumbers({ serverSeed, clientSeed: entropy }, 0, { pick: draw.pick, of: draw.of });
  const announced = [...draw.winning].sort((a, b) => a - b);
  const numbersMatch = recomputed.length === announced.length && recomputed.every((n, i) => n === announced[i]);
  return { state: commitmentMatches && numbersMatch ? "verified" : "failed", computedHash, commitmentMatches, recomputed, numbersMatch };
}
