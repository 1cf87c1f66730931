import { describe, expect, it } from "vitest";
import { accountName, blockable, evidenceLines, holdAction, joinNames, userManagementLink, type FraudAccount, type FraudSignal } from "./fraudEvidence";

const account = (userId: string, userName: string, more: Partial<FraudAccount> = {}): FraudAccount => ({
  userId,
  userName,
  email: `${userName}@example.com`,
  status: "ACTIVE",
  withdrawalsHeld: false,
  ...more,
});
const ana = account("u-ana", "ana");
const bo = account("u-bo", "bo");
const cy = account("u-cy", "cy");
const words = { game: (code: string) => ({ ludo: "Ludo" })[code] ?? code };
const lines = (kind: FraudSignal["kind"], evidence: Record<string, unknown>, accounts = [ana, bo]) => evidenceLines({ kind, evidence, accounts }, words);

describe("a signal's evidence in sentences", () => {
  it("counts the accounts of a shared device or address", () => {
    expect(lines("shared_device", { device: "dev-1234567890abcdef", accounts: 2 })).toEqual([{ key: "sharedDevice", values: { count: 2, device: "dev-1234567890abcdef" } }]);
    expect(lines("shared_address", { address: "203.0.113.9", accounts: 3 }, [ana, bo, cy])).toEqual([
      { key: "sharedAddress", values: { count: 3, address: "203.0.113.9" } },
    ]);
  });

  it("sets the games a pair played together against chance, each account by name", () => {
    const evidence = { game: "ludo", gamesTogether: 12, gamesEach: [14, 13], tables: 400, expected: 0.45, overChance: 26.67 };
    expect(lines("frequent_pair", evidence)).toEqual([
      { key: "pairTogether", values: { a: "@ana", b: "@bo", together: 12, tables: 400, game: "Ludo" } },
      { key: "pairChance", values: { expected: 0.45, ratio: 26.67 } },
      { key: "pairEach", values: { a: "@ana", aGames: 14, b: "@bo", bGames: 13 } },
    ]);
  });

  it("names who lost to whom in chip dumping, how often (a share in percent) and the coins", () => {
    const evidence = { loser: "u-bo", winner: "u-ana", losses: 7, gamesTogether: 8, coinsLost: 70, shareOfGamesTogether: 0.88 };
    expect(lines("chip_dumping", evidence)).toEqual([
      { key: "dumpLosses", values: { loser: "@bo", winner: "@ana", losses: 7, together: 8, share: 88 } },
      { key: "dumpCoins", values: { coins: 70 } },
    ]);
  });

  it("draws a referral loop back to where it starts", () => {
    expect(lines("referral_ring", { loop: ["u-ana", "u-bo", "u-cy"] }, [ana, bo, cy])).toEqual([{ key: "ringLoop", values: { loop: "@ana → @bo → @cy → @ana" } }]);
  });

  it("says which referrer and referee share a browser or an address, only what they share", () => {
    expect(lines("referral_shared_sign_in", { referrer: "u-ana", referee: "u-bo", addresses: [], devices: ["dev-1", "dev-2"] })).toEqual([
      { key: "referralPair", values: { referee: "@bo", referrer: "@ana" } },
      { key: "referralDevices", values: { devices: "dev-1, dev-2" } },
    ]);
    expect(lines("referral_shared_sign_in", { referrer: "u-ana", referee: "u-bo", addresses: ["203.0.113.9"], devices: [] })[1]).toEqual({
      key: "referralAddresses",
      values: { addresses: "203.0.113.9" },
    });
  });

  it("puts deposit churn's withdrawals and play as shares of the deposits", () => {
    expect(lines("deposit_churn", { deposits: 200, withdrawals: 190, played: 0 }, [ana])).toEqual([
      { key: "churn", values: { deposits: 200, withdrawals: 190, withdrawnShare: 95, played: 0, playedShare: 0 } },
    ]);
  });

  it("leaves out what the evidence lacks, and says so when nothing is readable", () => {
    expect(lines("chip_dumping", { loser: "u-bo", winner: "u-ana", losses: 7, gamesTogether: 8, shareOfGamesTogether: 0.88 }).map((l) => l.key)).toEqual(["dumpLosses"]);
    expect(lines("deposit_churn", { deposits: "lots" })).toEqual([{ key: "unreadable", values: {} }]);
    expect(lines("referral_ring", {})).toEqual([{ key: "unreadable", values: {} }]);
  });

  it("shows an account with no name (or gone) by its id", () => {
    expect(lines("chip_dumping", { loser: "u-gone", winner: "u-ana", losses: 5, gamesTogether: 5, shareOfGamesTogether: 1 })[0]!.values.loser).toBe("u-gone");
  });
});

describe("a signal's accounts", () => {
  it("are named with @ and linked to /user-management by name, or by id without one", () => {
    expect(accountName([ana], "u-ana")).toBe("@ana");
    expect(accountName([account("u-x", "")], "u-x")).toBe("u-x");
    expect(userManagementLink(ana)).toBe("/user-management?search=ana");
    expect(userManagementLink(account("u x", ""))).toBe("/user-management?search=u%20x");
  });

  it("are joined as a list in the admin's language", () => {
    expect(joinNames(["@ana", "@bo", "@cy"], "en")).toBe("@ana, @bo, and @cy");
    expect(joinNames(["@ana", "@bo"], "pt")).toBe("@ana e @bo");
    expect(joinNames(["@ana", "@bo"], "es")).toBe("@ana y @bo");
  });

  it("are held while any can still withdraw, released once all are held", () => {
    expect(holdAction([ana, bo])).toBe("hold");
    expect(holdAction([account("a", "a", { withdrawalsHeld: true }), bo])).toBe("hold");
    expect(holdAction([account("a", "a", { withdrawalsHeld: true }), account("b", "b", { withdrawalsHeld: true })])).toBe("release");
  });

  it("can be blocked only while active", () => {
    expect(blockable([ana, account("b", "b", { status: "BLOCKED" })])).toEqual([ana]);
  });
});
