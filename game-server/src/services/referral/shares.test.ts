import { describe, expect, it } from "vitest";
import { commissionParts, maskName, referralShares } from "./shares.js";

describe("commissionParts", () => {
  it("splits a commission by what each player put in, rounding down", () => {
    expect(commissionParts(1000, [{ userId: "a", held: 500 }, { userId: "b", held: 500 }])).toEqual([
      { userId: "a", commission: 500 },
      { userId: "b", commission: 500 },
    ]);
    expect(commissionParts(100, [{ userId: "a", held: 1 }, { userId: "b", held: 1 }, { userId: "c", held: 1 }])).toEqual([
      { userId: "a", commission: 33 },
      { userId: "b", commission: 33 },
      { userId: "c", commission: 33 },
    ]);
  });
  it("gives nothing to a seat that paid nothing, and nothing from no commission", () => {
    expect(commissionParts(90, [{ userId: "a", held: 300 }, { userId: "b", held: 0 }])).toEqual([{ userId: "a", commission: 90 }]);
    expect(commissionParts(0, [{ userId: "a", held: 300 }])).toEqual([]);
  });
});

describe("referralShares", () => {
  const chain: Record<string, string> = { c: "b", b: "a" };
  const rates = { directBps: 2500, indirectBps: 500 };
  it("pays the direct referrer and the referrer's referrer at their rates", () => {
    expect(referralShares({ userId: "c", commission: 1000 }, (u) => chain[u] ?? null, rates)).toEqual([
      { refereeId: "c", referrerId: "b", level: 1, commission: 1000, rateBps: 2500, amount: 250 },
      { refereeId: "c", referrerId: "a", level: 2, commission: 1000, rateBps: 500, amount: 50 },
    ]);
  });
  it("pays nobody for a player without a referrer, and only level 1 at the top of a chain", () => {
    expect(referralShares({ userId: "a", commission: 1000 }, (u) => chain[u] ?? null, rates)).toEqual([]);
    expect(referralShares({ userId: "b", commission: 1000 }, (u) => chain[u] ?? null, rates).map((s) => s.level)).toEqual([1]);
  });
  it("never pays a player for their own games through a loop", () => {
    const loop: Record<string, string> = { a: "b", b: "a" };
    const shares = referralShares({ userId: "a", commission: 1000 }, (u) => loop[u] ?? null, rates);
    expect(shares.map((s) => s.referrerId)).toEqual(["b"]);
    expect(referralShares({ userId: "a", commission: 1000 }, () => "a", rates)).toEqual([]);
  });
  it("drops shares that round to nothing", () => {
    expect(referralShares({ userId: "c", commission: 3 }, (u) => chain[u] ?? null, rates)).toEqual([]);
  });
});

describe("maskName", () => {
  it("hides the middle of a name", () => {
    expect(maskName("player_one")).toBe("pl***e");
    expect(maskName("bob")).toBe("b***");
  });
});
