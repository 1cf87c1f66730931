import { describe, expect, it } from "vitest";
import { hashServerSeed } from "@arena/fair";
import { drawSegment, restingAngle } from "@arena/rules-wheel";
import { proofOf, readSpinFields, spinCheckPath, spinFieldProblems, writeSpinFields, type SpinProof } from "./spinProof";
import { verifySpin } from "./verifySpin";

const serverSeed = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const clientSeed = "my-lucky-key";
// What the server recorded: the segment its own draw gave for nonce 3 on 54 segments.
const recorded: SpinProof = {
  serverSeed,
  serverSeedHash: hashServerSeed(serverSeed),
  clientSeed,
  nonce: 3,
  segments: 54,
  segment: drawSegment({ serverSeed, clientSeed }, 3, 54),
};

describe("a spin's check", () => {
  it("verifies a spin whose seed matches its commitment and whose segment the seeds draw", () => {
    const verdict = verifySpin(recorded);
    expect(verdict).toMatchObject({ commitmentMatches: true, segmentMatches: true, expectedSegment: recorded.segment, ok: true });
    expect(verdict.angle).toBe(restingAngle(recorded.segment, 54));
    // The hash may be pasted in capitals.
    expect(verifySpin({ ...recorded, serverSeedHash: recorded.serverSeedHash.toUpperCase() }).ok).toBe(true);
  });

  it("fails a seed that is not the committed one, and a segment the seeds do not draw", () => {
    expect(verifySpin({ ...recorded, serverSeed: `${serverSeed}0` })).toMatchObject({ commitmentMatches: false, ok: false });
    const other = (recorded.segment + 1) % 54;
    expect(verifySpin({ ...recorded, segment: other })).toMatchObject({ commitmentMatches: true, segmentMatches: false, expectedSegment: recorded.segment, ok: false });
    // Another nonce is another draw.
    const next = drawSegment({ serverSeed, clientSeed }, 4, 54);
    expect(verifySpin({ ...recorded, nonce: 4 }).expectedSegment).toBe(next);
  });

  it("travels in the address and back, and names what is wrong with typed fields", () => {
    const path = spinCheckPath(recorded);
    expect(path.startsWith("/fairness?game=spin&")).toBe(true);
    const fields = readSpinFields(new URL(path, "http://x").searchParams);
    expect(proofOf(fields)).toEqual(recorded);
    expect(readSpinFields(writeSpinFields(fields))).toEqual(fields);
    expect(readSpinFields(new URLSearchParams("game=spin")).serverSeed).toBe("");
    expect(spinFieldProblems({ ...fields, nonce: "x", segments: "100", clientSeed: " " })).toEqual({ nonce: "notNumber", segments: "segments", clientSeed: "missing" });
    expect(spinFieldProblems({ ...fields, segment: "54" })).toEqual({ segment: "segment" });
    expect(proofOf({ ...fields, segment: "-1" })).toBeNull();
  });
});
