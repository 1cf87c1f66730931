/**
 * The fraud signals (issue 17), as one pure function over what the platform records: who signed in from which
 * address, who sat at which game and who lost to whom, who referred whom, and each account's deposits, withdrawals
 * and play. No I/O: the job (job.ts) reads the last WINDOW_DAYS and writes what this finds. Each threshold is named
 * and explained, so an admin reading a signal knows what it means (docs/decisions.md "Fraud signals").
 */
import type { FraudKind } from "@arena/contracts";
import { BlockList, isIP } from "node:net";

export const WINDOW_DAYS = 30;
export const THRESHOLDS = {
  /** Accounts seen on one public address, or on one device, before it is a signal. */
  sharedAddressAccounts: 2,
  sharedDeviceAccounts: 2,
  /** Games two accounts sat at together, and how many times more than chance would seat them together. */
  pairGames: 5,
  pairOverChance: 5,
  /** Times one account lost to the same other account, and the share of the games they sat at together that went so. */
  dumpLosses: 5,
  dumpShare: 0.6,
  /** Deposits (coins) from which churn is looked at; withdrawn share of them; most that was played (share). */
  churnDeposits: 50,
  churnWithdrawn: 0.8,
  churnPlayed: 0.1,
  /** Longest referral loop looked for. */
  ringLength: 5,
} as const;

export interface FraudInput {
  /** Sign-ins: the address and the browser's device id (X-Device-Id) each came from. */
  sessions: { userId: string; ip: string | null; device?: string | null }[];
  /** Finished games: who sat (people only) and who lost to whom (loser, winner, coins lost). */
  games: { id: string; game: string; players: string[]; losses: { loser: string; winner: string; amount: number }[] }[];
  referrals: { userId: string; referredBy: string | null }[];
  /** Per account over the window, coins: deposited, withdrawn, put into play (entry fees and buy-ins). */
  money: { userId: string; deposits: number; withdrawals: number; played: number }[];
}

export interface FraudFinding {
  kind: FraudKind;
  /** What the signal is about, stable across runs (the same accounts or address give the same key). */
  key: string;
  userIds: string[];
  evidence: Record<string, unknown>;
  score: number;
}

/** Addresses that name no one: loopback, private, link-local, shared (CGNAT). Many players share them honestly. */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.168.0.0", 16]] as const) {
  NOT_PUBLIC.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [["::", 127], ["fc00::", 7], ["fe80::", 10]] as const) NOT_PUBLIC.addSubnet(net, bits, "ipv6");

export function isPublicAddress(raw: string | null): raw is string {
  const ip = raw?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const v = ip ? isIP(ip) : 0;
  return v !== 0 && !NOT_PUBLIC.check(ip!, v === 4 ? "ipv4" : "ipv6");
}

const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const round2 = (x: number) => Math.round(x * 100) / 100;

export function findSignals(input: FraudInput): FraudFinding[] {
  const found: FraudFinding[] = [];

  // Several accounts on one public address.
  const byAddress = new Map<string, Set<string>>();
  for (const s of input.sessions) {
    if (!isPublicAddress(s.ip)) continue;
    const set = byAddress.get(s.ip) ?? new Set<string>();
    set.add(s.userId);
    byAddress.set(s.ip, set);
  }
  for (const [ip, accounts] of byAddress) {
    if (accounts.size < THRESHOLDS.sharedAddressAccounts) continue;
    const userIds = [...accounts].sort();
    found.push({ kind: "shared_address", key: ip, userIds, evidence: { address: ip, accounts: userIds.length }, score: userIds.length });
  }

  // Several accounts on one device (the browser's own id, the same whichever account signs in there).
  const byDevice = new Map<string, Set<string>>();
  for (const s of input.sessions) {
    if (!s.device) continue;
    const set = byDevice.get(s.device) ?? new Set<string>();
    set.add(s.userId);
    byDevice.set(s.device, set);
  }
  for (const [device, accounts] of byDevice) {
    if (accounts.size < THRESHOLDS.sharedDeviceAccounts) continue;
    const userIds = [...accounts].sort();
    found.push({ kind: "shared_device", key: device, userIds, evidence: { device, accounts: userIds.length }, score: userIds.length });
  }

  // Pairs that sit together far more than chance, per game.
  const perGame = new Map<string, typeof input.games>();
  for (const g of input.games) perGame.set(g.game, [...(perGame.get(g.game) ?? []), g]);
  for (const [game, games] of perGame) {
    const seated = new Map<string, number>();
    const together = new Map<string, number>();
    let seats = 0;
    for (const g of games) {
      const people = [...new Set(g.players)];
      seats += people.length;
      for (const p of people) seated.set(p, (seated.get(p) ?? 0) + 1);
      for (let i = 0; i < people.length; i++) for (let j = i + 1; j < people.length; j++) {
        const k = pairKey(people[i]!, people[j]!);
        together.set(k, (together.get(k) ?? 0) + 1);
      }
    }
    const meanTable = games.length ? seats / games.length : 2;
    for (const [k, n] of together) {
      if (n < THRESHOLDS.pairGames) continue;
      const [a, b] = k.split(":") as [string, string];
      // By chance, two players with na and nb games among G tables of m seats share about na·nb·(m−1)/(G·m)… tables.
      const expected = ((seated.get(a) ?? 0) * (seated.get(b) ?? 0) * (meanTable - 1)) / Math.max(1, games.length * meanTable);
      const ratio = n / Math.max(expected, 0.01);
      if (ratio < THRESHOLDS.pairOverChance) continue;
      found.push({
        kind: "frequent_pair",
        key: `${game}:${k}`,
        userIds: [a, b],
        evidence: { game, gamesTogether: n, gamesEach: [seated.get(a) ?? 0, seated.get(b) ?? 0], tables: games.length, expected: round2(expected), overChance: round2(ratio) },
        score: n,
      });
    }
  }

  // Chip dumping: one account losing to the same other account at most of the games they sat at together.
  const lostTo = new Map<string, { times: number; coins: number }>();
  const sharedTables = new Map<string, number>();
  for (const g of input.games) {
    const people = [...new Set(g.players)];
    for (let i = 0; i < people.length; i++) for (let j = i + 1; j < people.length; j++) {
      const k = pairKey(people[i]!, people[j]!);
      sharedTables.set(k, (sharedTables.get(k) ?? 0) + 1);
    }
    for (const l of g.losses) {
      if (l.loser === l.winner) continue;
      const k = `${l.loser}>${l.winner}`;
      const v = lostTo.get(k) ?? { times: 0, coins: 0 };
      v.times += 1;
      v.coins += l.amount;
      lostTo.set(k, v);
    }
  }
  for (const [k, v] of lostTo) {
    const [loser, winner] = k.split(">") as [string, string];
    const together = Math.max(v.times, sharedTables.get(pairKey(loser, winner)) ?? 0);
    const share = v.times / together;
    if (v.times < THRESHOLDS.dumpLosses || share < THRESHOLDS.dumpShare) continue;
    found.push({
      kind: "chip_dumping",
      key: k,
      userIds: [loser, winner],
      evidence: { loser, winner, losses: v.times, gamesTogether: together, coinsLost: round2(v.coins), shareOfGamesTogether: round2(share) },
      score: v.times,
    });
  }

  // Referral rings: loops of referrals, and a referrer and referee signed in from one device or public address.
  const referrer = new Map(input.referrals.filter((r) => r.referredBy).map((r) => [r.userId, r.referredBy!]));
  const seenRings = new Set<string>();
  for (const start of referrer.keys()) {
    const path = [start];
    let at = referrer.get(start);
    while (at && path.length <= THRESHOLDS.ringLength && !path.includes(at)) {
      path.push(at);
      at = referrer.get(at);
    }
    if (at === start && path.length >= 2) {
      const key = [...path].sort().join(",");
      if (seenRings.has(key)) continue;
      seenRings.add(key);
      found.push({ kind: "referral_ring", key, userIds: [...path].sort(), evidence: { loop: path }, score: path.length });
    }
  }
  const seenFrom = new Map<string, { addresses: Set<string>; devices: Set<string> }>();
  for (const s of input.sessions) {
    const seen = seenFrom.get(s.userId) ?? { addresses: new Set<string>(), devices: new Set<string>() };
    if (isPublicAddress(s.ip)) seen.addresses.add(s.ip);
    if (s.device) seen.devices.add(s.device);
    seenFrom.set(s.userId, seen);
  }
  for (const [referee, ref] of referrer) {
    const [mine, theirs] = [seenFrom.get(referee), seenFrom.get(ref)];
    if (!mine || !theirs) continue;
    const addresses = [...mine.addresses].filter((ip) => theirs.addresses.has(ip));
    const devices = [...mine.devices].filter((d) => theirs.devices.has(d));
    if (addresses.length + devices.length === 0) continue;
    found.push({
      kind: "referral_shared_sign_in",
      key: pairKey(referee, ref),
      userIds: [referee, ref].sort(),
      evidence: { referrer: ref, referee, addresses, devices },
      score: addresses.length + devices.length,
    });
  }

  // Deposit-withdraw churn without play.
  for (const m of input.money) {
    if (m.deposits < THRESHOLDS.churnDeposits) continue;
    if (m.withdrawals < THRESHOLDS.churnWithdrawn * m.deposits || m.played > THRESHOLDS.churnPlayed * m.deposits) continue;
    found.push({
      kind: "deposit_churn",
      key: m.userId,
      userIds: [m.userId],
      evidence: { deposits: round2(m.deposits), withdrawals: round2(m.withdrawals), played: round2(m.played) },
      score: Math.round(m.withdrawals),
    });
  }
  return found;
}
