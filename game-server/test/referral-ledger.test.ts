import { balanceOf, fraudSignals, ledgerTransfers, referralEarnings, users, walletTransactions } from "@arena/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../src/context.js";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { forfeitHeldEarnings, releaseHeldEarnings, setReferralRates } from "../src/services/referral/admin.js";
import { runReferralJob } from "../src/services/referral/job.js";
import { fundedPlayer, paidFlashHand, paidLudoGame } from "./paidGames.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/**
 * The referral programme's money (issue 18): shares of the house commission paid on two levels exactly at the rates
 * set, from the house, once, whatever reruns or crashes; the reconciliation clean throughout.
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});
const ctx = () => t.platform.ctx;
const db = () => t.platform.ctx.db;
const actor = { adminId: null, via: "cli" as const, ip: null };

const player = (referredBy: string | null) => fundedPlayer(ctx(), referredBy);
const ludoGame = (players: string[], fee: number, ranking = players) => paidLudoGame(ctx(), players, fee, ranking);
const flashHand = (winner: string, loser: string, amount: number) => paidFlashHand(ctx(), winner, loser, amount);
const wallet = (userId: string) => balanceOf(db(), { kind: "user", currency: "COIN", ownerId: userId });
/**
 * Coins moved house → referral pool for these games. Other test files may play on the same database at the same
 * time (CI's Postgres run), so the house's total and a run's totals are not this test's to assert: its games are.
 */
const accruedFor = async (gameIds: string[]) =>
  Number(
    (
      await db()
        .select({ n: sql<string>`coalesce(sum(amount), 0)::text` })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.kind, "referral_accrual"), inArray(ledgerTransfers.reference, gameIds)))
    )[0]!.n,
  );
/** What the test expects, computed from who played what (not from the job's tables). */
class Expected {
  owed = new Map<string, number>();
  constructor(
    private chain: Map<string, string | null>,
    public direct: number,
    public indirect: number,
  ) {}
  game(commission: number, payers: string[]) {
    for (const p of payers) this.part(p, Math.floor(commission / payers.length));
  }
  part(payer: string, part: number) {
    const r1 = this.chain.get(payer) ?? null;
    if (!r1) return;
    this.add(r1, Math.floor((part * this.direct) / 10_000));
    const r2 = this.chain.get(r1) ?? null;
    if (r2 && r2 !== payer) this.add(r2, Math.floor((part * this.indirect) / 10_000));
  }
  private add(who: string, amount: number) {
    this.owed.set(who, (this.owed.get(who) ?? 0) + amount);
  }
  total() {
    return [...this.owed.values()].reduce((a, b) => a + b, 0);
  }
}

describe("referral earnings in the ledger", () => {
  it("pays direct and indirect shares exactly as configured over many games, from the house, once", async () => {
    // A brought B; B brought C and D; E came alone.
    const a = await player(null);
    const b = await player(a);
    const c = await player(b);
    const d = await player(b);
    const e = await player(null);
    const chain = new Map<string, string | null>([[a, null], [b, a], [c, b], [d, b], [e, null]]);
    // Earlier commissions (other tests, other games) are looked at first, so this test counts from here.
    await runReferralJob(ctx());
    const before = { a: await wallet(a) };
    const expected = new Expected(chain, 2500, 500);
    const people = [b, c, d, e];
    const games: string[] = [];
    for (let i = 0; i < 40; i++) {
      const seats = [people[i % 4]!, people[(i + 1) % 4]!, ...(i % 3 === 0 ? [people[(i + 2) % 4]!] : [])];
      const fee = [100, 500, 1000, 2500][i % 4]!;
      const ranking = i % 2 ? seats : [...seats].reverse();
      const { gameId, commission } = await ludoGame(seats, fee, ranking);
      games.push(gameId);
      expected.game(commission, seats);
    }
    for (let i = 0; i < 6; i++) {
      const [w, l] = i % 2 ? [c, e] : [e, d];
      const hand = await flashHand(w, l, 1000 + i * 137);
      games.push(`hand:${hand.id}`);
      expected.part(w, hand.commission);
    }
    // What A and B earn only reaches them when the job runs (B plays too: its earnings are its REFERRAL lines).
    const referralLines = async (userId: string) =>
      (await db().select().from(walletTransactions).where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.type, "REFERRAL"))));
    expect(await wallet(a)).toBe(before.a);
    expect(await referralLines(b)).toEqual([]);

    const run = await runReferralJob(ctx());
    expect(run.ran).toBe(true);
    const owedA = expected.owed.get(a) ?? 0;
    const owedB = expected.owed.get(b) ?? 0;
    expect(owedA).toBeGreaterThan(0);
    expect(owedB).toBeGreaterThan(0);
    expect(await wallet(a)).toBe(before.a + owedA);
    // Paid by the house: exactly the shares went from the house to the referral pool, and on to the wallets.
    expect(await accruedFor(games)).toBe(expected.total());
    const lines = await referralLines(b);
    expect(lines.reduce((n, l) => n + l.amount, 0)).toBe(owedB);
    expect(lines.every((l) => l.status === "SUCCESS")).toBe(true);

    let check = await checkLedger(db());
    expect(check.ok).toBe(true);
    expect(check.referralPool).toEqual({ balance: 0, owed: 0 });

    // A rerun moves nothing.
    const bAfter = await wallet(b);
    await runReferralJob(ctx());
    expect([await wallet(a), await wallet(b)]).toEqual([before.a + owedA, bAfter]);
    expect(await accruedFor(games)).toBe(expected.total());
    expect((await referralLines(b)).length).toBe(lines.length);
    check = await checkLedger(db());
    expect(check.ok).toBe(true);
  });

  it("loses nothing and pays nothing twice when the job dies mid-run, or runs twice at once", async () => {
    const a = await player(null);
    const b = await player(a);
    const c = await player(b);
    const e = await player(null);
    await runReferralJob(ctx());
    const expected = new Expected(new Map([[a, null], [b, a], [c, b], [e, null]]), 2500, 500);
    const before = { a: await wallet(a), b: await wallet(b) };
    const games: string[] = [];
    for (let i = 0; i < 8; i++) {
      const game = await ludoGame([c, e], 2000, i % 2 ? [c, e] : [e, c]);
      games.push(game.gameId);
      expected.game(game.commission, [c, e]);
    }

    // The job dies after doing all its work, before its transaction commits (a crash at the worst moment).
    const dying: AppContext = {
      ...ctx(),
      db: new Proxy(db(), {
        get(target, prop, receiver) {
          if (prop !== "transaction") return Reflect.get(target, prop, receiver);
          return (fn: (tx: unknown) => Promise<unknown>, config?: unknown) =>
            target.transaction(async (tx) => {
              await fn(tx);
              throw new Error("process killed");
            }, config as never);
        },
      }),
    };
    await expect(runReferralJob(dying)).rejects.toThrow("process killed");
    expect([await wallet(a), await wallet(b), await accruedFor(games)]).toEqual([before.a, before.b, 0]);
    expect((await checkLedger(db())).ok).toBe(true);

    // Restarted: two processes run it at the same time; the shares are paid exactly once.
    await Promise.all([runReferralJob(ctx()), runReferralJob(ctx())]);
    await runReferralJob(ctx());
    expect(await wallet(a)).toBe(before.a + (expected.owed.get(a) ?? 0));
    expect(await wallet(b)).toBe(before.b + (expected.owed.get(b) ?? 0));
    expect(await accruedFor(games)).toBe(expected.total());
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("uses the rates the admin set for what accrues after, and pays nobody through the platform's default code", async () => {
    const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.referralCode, ctx().config.DEFAULT_REFERRAL_CODE));
    const a = await player(admin?.id ?? null);
    const b = await player(a);
    const e = await player(null);
    await runReferralJob(ctx());
    await setReferralRates(db(), actor, { directPercent: 12.5, indirectPercent: 2 });
    try {
      const adminBefore = admin ? await wallet(admin.id) : 0;
      const expected = new Expected(new Map([[b, a], [a, null], [e, null]]), 1250, 200);
      const before = await wallet(a);
      for (let i = 0; i < 5; i++) expected.game((await ludoGame([b, e], 1000, [e, b])).commission, [b, e]);
      await runReferralJob(ctx());
      expect(await wallet(a)).toBe(before + (expected.owed.get(a) ?? 0));
      const rows = await db().select().from(referralEarnings).where(eq(referralEarnings.refereeId, b));
      expect(new Set(rows.map((r) => r.rateBps))).toEqual(new Set([1250]));
      // A's referrer is the default code's owner: no indirect share for it.
      expect(rows.every((r) => r.level === 1)).toBe(true);
      if (admin) expect(await wallet(admin.id)).toBe(adminBefore);
    } finally {
      await setReferralRates(db(), actor, { directPercent: 25, indirectPercent: 5 });
    }
  });

  it("holds the shares from a flagged account, then pays them on release or gives them back to the house on forfeit", async () => {
    const a = await player(null);
    const b = await player(a);
    const c = await player(b);
    const e = await player(null);
    await runReferralJob(ctx());
    // C shares a device with B (an open fraud signal): what C's games would earn B and A is held.
    await db().insert(fraudSignals).values({ kind: "referral_shared_sign_in", key: `test:${b}:${c}`, userIds: [b, c], evidence: { device: "same" }, score: 5 });
    const before = { a: await wallet(a), b: await wallet(b) };
    for (let i = 0; i < 4; i++) await ludoGame([c, e], 1000, [e, c]);
    await runReferralJob(ctx());
    expect([await wallet(a), await wallet(b)]).toEqual([before.a, before.b]);
    const held = await db().select().from(referralEarnings).where(and(eq(referralEarnings.refereeId, c), eq(referralEarnings.status, "held")));
    expect(held.length).toBe(8); // four games, two levels
    let check = await checkLedger(db());
    expect(check.ok).toBe(true);
    expect(check.referralPool.balance).toBeGreaterThanOrEqual(held.reduce((n, h) => n + h.amount, 0));

    // The admin looked: A did nothing wrong (released, paid at the next run); B's part is forfeited to the house.
    await db().update(fraudSignals).set({ status: "reviewed" }).where(eq(fraudSignals.key, `test:${b}:${c}`));
    const forfeited = await forfeitHeldEarnings(db(), actor, b, "shared device with the referee");
    expect(forfeited * 100).toBe(held.filter((h) => h.referrerId === b).reduce((n, h) => n + h.amount, 0));
    // Back to the house: the pool → house transfers of B's held shares.
    const back = await db()
      .select({ n: sql<string>`coalesce(sum(amount), 0)::text` })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, "referral_forfeit"), inArray(ledgerTransfers.reference, held.map((h) => h.gameId))));
    expect(Number(back[0]!.n)).toBe(forfeited * 100);
    await expect(forfeitHeldEarnings(db(), actor, b, "again")).rejects.toMatchObject({ status: 409 });
    const released = await releaseHeldEarnings(db(), actor, a);
    await runReferralJob(ctx());
    expect(await wallet(a)).toBe(before.a + Math.round(released * 100));
    expect(await wallet(b)).toBe(before.b);
    check = await checkLedger(db());
    expect(check.ok).toBe(true);
  });
});
