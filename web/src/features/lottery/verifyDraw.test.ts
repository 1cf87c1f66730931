import { describe, expect, it } from "vitest";
import { hashServerSeed } from "@arena/fair";
import { drawNumbers } from "@arena/rules-lottery";
import { verifyDraw } from "./verifyDraw";

const serverSeed = "a".repeat(64);
const entropy = "beacon-randomness-1234";
const winning = drawNumbers({ serverSeed, clientSeed: entropy }, 0, { pick: 5, of: 36 });
const base = {
  pick: 5,
  of: 36,
  status: "drawn" as const,
  winning,
  proof: { serverSeedHash: hashServerSeed(serverSeed), serverSeed, entropySource: "tickets" as const, beaconChain: null, beaconRound: null, entropy, beaconSignature: null },
};

describe("verifyDraw", () => {
  it("finds a drawn draw fair: the seed hashes to the commitment and redraws the winning numbers", () => {
    const v = verifyDraw(base);
    expect(v).toMatchObject({ state: "verified", commitmentMatches: true, numbersMatch: true, recomputed: winning });
  });

  it("waits while the seed is not revealed", () => {
    expect(verifyDraw({ ...base, status: "open", winning: null, proof: { ...base.proof, serverSeed: null, entropy: null } })).toEqual({ state: "pending" });
  });

  it("fails when the announced numbers are not the seed's", () => {
    const other = Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => !winning.includes(n)).slice(0, 5);
    expect(verifyDraw({ ...base, winning: other })).toMatchObject({ state: "failed", commitmentMatches: true, numbersMatch: false });
  });

  it("fails when the seed is not the committed one", () => {
    expect(verifyDraw({ ...base, proof: { ...base.proof, serverSeedHash: hashServerSeed("b".repeat(64)) } })).toMatchObject({ state: "failed", commitmentMatches: false });
  });

  it("checks only the commitment of a cancelled draw", () => {
    expect(verifyDraw({ ...base, status: "cancelled", winning: null, proof: { ...base.proof, entropy: null } })).toMatchObject({ state: "void", commitmentMatches: true });
  });
});
