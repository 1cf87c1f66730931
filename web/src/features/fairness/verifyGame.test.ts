import { describe, expect, it } from "vitest";
import { hashServerSeed, rollDie } from "@arena/fair";
import { isGameId, verifyGame } from "./verifyGame";

const serverSeed = "5f0c3a1e9b7d2c4f8a6e1d3b5c7a9f0e2d4c6b8a0f1e3d5c7b9a1f3e5d7c9b1a";
const clientSeed = "table-42";
const colours = ["red", "green", "yellow", "blue"] as const;
/** A fair record: rolls drawn exactly as the server draws them. */
const rolls = Array.from({ length: 40 }, (_, nonce) => ({ nonce, color: colours[nonce % 4]!, dice: rollDie({ serverSeed, clientSeed }, nonce) }));
const fair = { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, rolls };

describe("verifyGame", () => {
  it("verifies a fair game: commitment and every roll match", () => {
    const verdict = verifyGame(fair);
    expect(verdict.state).toBe("verified");
    expect(verdict.rolls).toHaveLength(40);
    expect(verdict.rolls.every((r) => r.ok === true && r.expected === r.recorded)).toBe(true);
    expect(verdict.missingNonces).toEqual([]);
  });

  it("accepts the commitment in upper case", () => {
    expect(verifyGame({ ...fair, serverSeedHash: fair.serverSeedHash.toUpperCase() }).state).toBe("verified");
  });

  it("flags a roll that differs from the recomputed one", () => {
    const tampered = fair.rolls.map((r) => (r.nonce === 7 ? { ...r, dice: (r.dice % 6) + 1 } : r));
    const verdict = verifyGame({ ...fair, rolls: tampered });
    expect(verdict.state).toBe("failed");
    if (verdict.state !== "failed") return;
    expect(verdict.commitmentMatches).toBe(true);
    expect(verdict.mismatches).toBe(1);
    expect(verdict.rolls.find((r) => r.nonce === 7)?.ok).toBe(false);
  });

  it("fails when the revealed seed does not match the commitment", () => {
    const verdict = verifyGame({ ...fair, serverSeedHash: hashServerSeed("another seed") });
    expect(verdict.state).toBe("failed");
    if (verdict.state === "failed") expect(verdict.commitmentMatches).toBe(false);
  });

  it("cannot check anything while the seed is secret, but lists the rolls", () => {
    const verdict = verifyGame({ ...fair, serverSeed: null });
    expect(verdict.state).toBe("pending");
    expect(verdict.rolls.every((r) => r.expected === null && r.ok === null)).toBe(true);
  });

  it("reports roll numbers missing from the record", () => {
    const verdict = verifyGame({ ...fair, rolls: fair.rolls.filter((r) => r.nonce !== 3 && r.nonce !== 10) });
    expect(verdict.missingNonces).toEqual([3, 10]);
  });

  it("sorts rolls by nonce", () => {
    const verdict = verifyGame({ ...fair, rolls: [...fair.rolls].reverse() });
    expect(verdict.rolls.map((r) => r.nonce)).toEqual(fair.rolls.map((r) => r.nonce));
  });
});

describe("isGameId", () => {
  it("accepts UUIDs only", () => {
    expect(isGameId("3f2b8c1e-4d5a-4e6f-9a7b-0c1d2e3f4a5b")).toBe(true);
    expect(isGameId(" 3F2B8C1E-4D5A-4E6F-9A7B-0C1D2E3F4A5B ")).toBe(true);
    expect(isGameId("room_ab12")).toBe(false);
  });
});
