/**
 * The fraud signals as a pure function (issue 17): a month of an honest population (shared Wi-Fi behind private
 * addresses, random tables, random winners, deposits that are played) raises nothing; each pattern planted in it is
 * found, naming exactly its accounts.
 */
import { describe, expect, it } from "vitest";
import { findSignals, isPublicAddress, THRESHOLDS, type FraudInput } from "../src/services/fraud/signals.js";

/** A small seeded generator (mulberry32): the population is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 300 players over a month: each on their own public address and device (some on a second phone, some also on a
 * café's private Wi-Fi), 3000 games.
 */
function honestMonth(seed = 7): FraudInput {
  const rnd = random(seed);
  const players = Array.from({ length: 300 }, (_, i) => `p${i}`);
  const pick = () => players[Math.floor(rnd() * players.length)]!;
  const sessions = players.flatMap((p, i) => [
    { userId: p, ip: `81.${Math.floor(i / 200)}.${i % 200}.${10 + (i % 7)}`, device: `laptop-of-player-${i}` },
    { userId: p, ip: `2a02:c7f:${i.toString(16)}::1`, device: i % 3 === 0 ? `phone-of-player-${i}` : null },
    ...(i % 5 === 0 ? [{ userId: p, ip: "192.168.1.20" }, { userId: p, ip: "::ffff:10.0.0.4" }, { userId: p, ip: "100.64.3.9" }] : []),
  ]);
  const games: FraudInput["games"] = [];
  for (let g = 0; g < 3000; g++) {
    const game = ["ludo", "chess", "flash"][g % 3]!;
    const size = game === "chess" ? 2 : 2 + Math.floor(rnd() * 3);
    const seated = new Set<string>();
    while (seated.size < size) seated.add(pick());
    const people = [...seated];
    const winner = people[Math.floor(rnd() * people.length)]!;
    games.push({ id: `g${g}`, game, players: people, losses: people.filter((p) => p !== winner).map((loser) => ({ loser, winner, amount: 10 })) });
  }
  // A few honest referrals (no loops), money that is played.
  const referrals = players.map((p, i) => ({ userId: p, referredBy: i > 0 && i % 10 === 0 ? `p${i - 1}` : null }));
  const money = players.map((p, i) => ({ userId: p, deposits: 100 + i, withdrawals: i % 4 === 0 ? 90 + i : 0, played: 40 + i }));
  return { sessions, games, referrals, money };
}

const kinds = (input: FraudInput) => findSignals(input).map((f) => `${f.kind} ${f.userIds.join(",")}`);

describe("fraud signals", () => {
  it("raise nothing about an honest month: shared private Wi-Fi, random tables and winners, deposits that are played", () => {
    for (const seed of [1, 7, 42]) expect(kinds(honestMonth(seed))).toEqual([]);
  });

  it("know a public address from a private, loopback, shared or link-local one", () => {
    for (const ip of ["203.0.113.7", "81.2.3.4", "2a02:c7f::1", "::ffff:81.2.3.4"]) expect(isPublicAddress(ip)).toBe(true);
    for (const ip of ["10.1.2.3", "172.20.0.1", "192.168.0.5", "127.0.0.1", "::1", "::ffff:127.0.0.1", "100.100.0.1", "169.254.1.1", "fd00::1", "fe80::1", "", null, "nonsense"]) {
      expect(isPublicAddress(ip)).toBe(false);
    }
  });

  it("find several accounts on one public address", () => {
    const month = honestMonth();
    month.sessions.push({ userId: "farm1", ip: "203.0.113.7" }, { userId: "farm2", ip: "203.0.113.7" }, { userId: "farm3", ip: "203.0.113.7" }, { userId: "farm1", ip: "203.0.113.7" });
    const [signal, ...rest] = findSignals(month);
    expect(rest).toEqual([]);
    expect(signal).toMatchObject({ kind: "shared_address", key: "203.0.113.7", userIds: ["farm1", "farm2", "farm3"], evidence: { accounts: 3 } });
  });

  it("find several accounts signed in on one device, whatever their addresses", () => {
    const month = honestMonth();
    month.sessions.push({ userId: "alt1", ip: "81.9.9.9", device: "laptop-of-player-12" }, { userId: "alt2", ip: null, device: "laptop-of-player-12" });
    expect(findSignals(month)).toMatchObject([{ kind: "shared_device", key: "laptop-of-player-12", userIds: ["alt1", "alt2", "p12"], evidence: { accounts: 3 } }]);
  });

  it("find two accounts that sit together far more than chance, and one that keeps losing to the other", () => {
    const month = honestMonth();
    // p3 and p4 meet at 12 chess games (chance: well under one); p3 loses 10 of them to p4 (besides its
    // honest games, where it loses to many).
    for (let g = 0; g < 12; g++) {
      month.games.push({ id: `x${g}`, game: "chess", players: ["p3", "p4"], losses: g < 10 ? [{ loser: "p3", winner: "p4", amount: 50 }] : [{ loser: "p4", winner: "p3", amount: 50 }] });
    }
    const found = findSignals(month);
    expect(found.map((f) => f.kind).sort()).toEqual(["chip_dumping", "frequent_pair"]);
    const pair = found.find((f) => f.kind === "frequent_pair")!;
    expect(pair).toMatchObject({ key: "chess:p3:p4", userIds: ["p3", "p4"] });
    expect(pair.evidence.gamesTogether).toBeGreaterThanOrEqual(12);
    expect(pair.evidence.overChance as number).toBeGreaterThan(THRESHOLDS.pairOverChance);
    const dump = found.find((f) => f.kind === "chip_dumping")!;
    expect(dump).toMatchObject({ key: "p3>p4", userIds: ["p3", "p4"], evidence: { loser: "p3", winner: "p4" } });
    expect(dump.evidence.coinsLost as number).toBeGreaterThanOrEqual(500);
    expect(dump.evidence.shareOfGamesTogether as number).toBeGreaterThanOrEqual(THRESHOLDS.dumpShare);
  });

  it("find a referral loop once, whoever it starts from, and a referrer on the referee's address or device", () => {
    const month = honestMonth();
    month.referrals.push({ userId: "r1", referredBy: "r2" }, { userId: "r2", referredBy: "r3" }, { userId: "r3", referredBy: "r1" });
    month.referrals.push({ userId: "friend", referredBy: "p8" }, { userId: "sibling", referredBy: "p9" });
    month.sessions.push({ userId: "friend", ip: "81.0.8.11" }); // p8's own public address
    month.sessions.push({ userId: "sibling", ip: "10.0.0.2", device: "phone-of-player-9" }); // p9's phone
    const found = findSignals(month);
    expect(found.filter((f) => f.kind === "referral_ring")).toMatchObject([{ userIds: ["r1", "r2", "r3"], evidence: { loop: expect.arrayContaining(["r1", "r2", "r3"]) } }]);
    expect(found.filter((f) => f.kind === "referral_shared_sign_in")).toMatchObject([
      { userIds: ["friend", "p8"], evidence: { referrer: "p8", referee: "friend", addresses: ["81.0.8.11"], devices: [] } },
      { userIds: ["p9", "sibling"], evidence: { referrer: "p9", referee: "sibling", addresses: [], devices: ["phone-of-player-9"] } },
    ]);
    // The address and the device themselves are shared by two accounts as well.
    expect(found.filter((f) => f.kind === "shared_address")).toMatchObject([{ key: "81.0.8.11", userIds: ["friend", "p8"] }]);
    expect(found.filter((f) => f.kind === "shared_device")).toMatchObject([{ key: "phone-of-player-9", userIds: ["p9", "sibling"] }]);
  });

  it("find deposits withdrawn again with almost no play, not a player who played or kept the coins", () => {
    const month = honestMonth();
    month.money.push(
      { userId: "churner", deposits: 500, withdrawals: 480, played: 20 },
      { userId: "small", deposits: 20, withdrawals: 20, played: 0 }, // under the amount worth looking at
      { userId: "winner", deposits: 500, withdrawals: 900, played: 400 },
    );
    expect(findSignals(month)).toMatchObject([{ kind: "deposit_churn", key: "churner", userIds: ["churner"], evidence: { deposits: 500, withdrawals: 480, played: 20 } }]);
  });
});
