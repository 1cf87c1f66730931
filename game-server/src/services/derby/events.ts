import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { toCoins, type DerbyEventView } from "@arena/contracts";
import { derbyBets, derbyEvents, derbySettings, ensureAccount, InsufficientFundsError, postTransfers, resultRows, userAccount, type DerbyHorse, type Runner, type TransferInput } from "@arena/db";
import { hashServerSeed, serverSeedFromBytes } from "@arena/fair";
import { DEFAULT_TOTE, drawFinishOrder, liveOdds, refundRace, settleRace, strengthProblems, winChances, type Pool, type ToteBet } from "@arena/rules-derby";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { notEnoughCoins } from "../coins/errors.js";
import { checkSelfExclusion } from "../coins/responsiblePlay.js";
import { DomainError, ValidationError } from "../errors.js";
import { nativeHmac } from "../games/nativeHmac.js";
import { committedRound, type Beacon } from "../lottery/beacon.js";
import { runPeriodically } from "../periodic.js";
import { announceDerby } from "../pools/announce.js";

/**
 * Derby races (issue 20). An admin schedules an event (horses with names and published strengths, post time, takeout),
 * or the platform does every N minutes when virtual races are on. Its server seed is committed at once and its entropy
 * fixed (a drand round after post time, else the digest of the bets). Players bet win, place or show until post time:
 * wallet → the event's pool (escrow `derby:<id>`). At post time the job closes betting and, once the entropy is there,
 * draws the finishing order weighted by the strengths and settles every pool by the tote rules in one transaction:
 * payouts pool → wallets, the house's part pool → house (or house → pool first on a minus pool). Each step is a status
 * change under the event's row lock, so it happens once across processes and restarts.
 */

export type EventRow = typeof derbyEvents.$inferSelect;
type BetRow = typeof derbyBets.$inferSelect;

/**
 * The Derby's bank: the house's side of every race (takeout and breakage in, minus pools out). A `bonus`-kind account
 * (ref `bank:derby`), allowed below zero like the wheel's and Black Jack's banks, so a minus pool early on never stalls a
 * race; its balance is the house's net on the Derby.
 */
const HOUSE = { kind: "bonus" as const, currency: "COIN" as const, ref: "bank:derby" };
const poolAccount = (id: string) => ({ kind: "escrow" as const, currency: "COIN" as const, ref: `derby:${id}` });
export const DERBY_LINES = { bet: "Derby bet", payout: "Derby payout", refund: "Derby bet returned" } as const;
/** Least and most one bet may stake (minor units). */
export const DERBY_BET_LIMITS = { min: 10, max: 1_000_000 } as const;
/** The horses virtual races draw from. */
const STABLE = ["Thunder Road", "Silver Comet", "Midnight Run", "Desert Wind", "Lucky Clover", "Iron Duke", "Golden Arrow", "Blue Bayou", "Northern Star", "Red Rocket"];

const tote = (takeoutBps: number) => ({ ...DEFAULT_TOTE, takeoutBps });
const toteBets = (bets: readonly BetRow[]): ToteBet[] => bets.map((b) => ({ id: b.id, pool: b.pool as Pool, horse: b.horse, amount: b.amount }));

export interface NewEvent {
  title: string;
  horses: DerbyHorse[];
  postTime: Date;
  takeoutBps: number;
  virtual?: boolean;
}

export async function scheduleEvent(ctx: AppContext, actor: AdminActor | null, e: NewEvent, now = new Date()): Promise<EventRow> {
  const problems = strengthProblems(e.horses.map((h) => h.strength));
  if (problems.length) throw new ValidationError({ horses: problems[0]! });
  if (new Set(e.horses.map((h) => h.name.toLowerCase())).size !== e.horses.length) throw new ValidationError({ horses: "Each horse once." });
  if (e.postTime.getTime() <= now.getTime()) throw new ValidationError({ postTime: "Post time is in the future." });
  const beacon = ctx.beacon;
  const serverSeed = serverSeedFromBytes(randomBytes(32));
  const round = beacon ? await beacon.roundAfter(e.postTime) : null;
  const scheduled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(derbyEvents)
      .values({
        id: randomUUID(),
        title: e.title,
        horses: e.horses,
        postTime: e.postTime,
        takeoutBps: e.takeoutBps,
        virtual: e.virtual ?? false,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        entropySource: beacon ? "drand" : "bets",
        beaconChain: beacon?.chainHash ?? null,
        beaconRound: round,
        createdBy: actor?.adminId ?? null,
      })
      .returning();
    if (actor) {
      await recordAdminAction(tx, actor, {
        action: "derby.schedule",
        targetType: "derby",
        targetId: row!.id,
        after: { title: e.title, horses: e.horses, postTime: e.postTime.toISOString(), takeoutBps: e.takeoutBps },
      });
    }
    return row!;
  });
  announceDerby(scheduled.id);
  return scheduled;
}

/** A bet (the spec's join event): the stake wallet → the event's pool, while betting is open. */
export async function placeBet(ctx: AppContext, userId: string, eventId: string, bet: { pool: Pool; horse: number; amount: number }, ip?: string) {
  if (!Number.isSafeInteger(bet.amount) || bet.amount < DERBY_BET_LIMITS.min || bet.amount > DERBY_BET_LIMITS.max) {
    throw new ValidationError({ amount: `A bet is ${toCoins(DERBY_BET_LIMITS.min)} to ${toCoins(DERBY_BET_LIMITS.max).toLocaleString("en")} coins.` });
  }
  if (ip !== undefined) await ctx.jurisdictions.requireRealMoney(ip);
  const placed = await ctx.db.transaction(async (tx) => {
    // Shared lock: bets run side by side, but never past the close (which takes the row's exclusive lock).
    const [event] = await tx.select().from(derbyEvents).where(eq(derbyEvents.id, eventId)).for("share");
    if (!event) throw new DomainError(404, "Race not found.");
    if (event.status !== "open" || event.postTime.getTime() <= Date.now()) throw new DomainError(409, "Betting on this race is closed.");
    if (!Number.isInteger(bet.horse) || bet.horse < 0 || bet.horse >= event.horses.length) throw new ValidationError({ horse: "No such horse in this race." });
    await checkSelfExclusion(ctx, userId, tx);
    const id = randomUUID();
    const horse = event.horses[bet.horse]!.name;
    try {
      await postTransfers(
        ctx.db,
        [
          {
            key: `derby:bet:${id}`,
            debit: await userAccount(tx, userId, "COIN"),
            credit: await ensureAccount(tx, poolAccount(eventId)),
            amount: bet.amount,
            currency: "COIN",
            kind: "derby_bet",
            reference: eventId,
            line: { userId, type: "ENTRY_FEE", description: `${DERBY_LINES.bet}: ${horse} to ${bet.pool} (${event.title})` },
          },
        ],
        tx,
      );
    } catch (err) {
      throw err instanceof InsufficientFundsError ? notEnoughCoins() : err;
    }
    const [row] = await tx.insert(derbyBets).values({ id, eventId, userId, pool: bet.pool, horse: bet.horse, amount: bet.amount }).returning();
    return row!;
  });
  announceDerby(eventId);
  return placed;
}

/** The digest of the bets, in the order taken: the entropy of a race without a beacon. */
export function betsDigest(bets: readonly { id: string; pool: string; horse: number; amount: number }[]): string {
  const h = createHash("sha256");
  for (const b of bets) h.update(`${b.id}:${b.pool}:${b.horse}:${b.amount}\n`);
  return h.digest("hex");
}

export interface DerbyJobReport {
  closed: string[];
  raced: string[];
  waiting: string[];
  scheduled: string[];
}

/** One pass: closes betting at post time, races what is closed (once its entropy is there), schedules a virtual race. */
export async function runDerbyJob(ctx: AppContext, beacon: Beacon | null, now = new Date()): Promise<DerbyJobReport> {
  const report: DerbyJobReport = { closed: [], raced: [], waiting: [], scheduled: [] };
  const due = await ctx.db
    .select({ id: derbyEvents.id })
    .from(derbyEvents)
    .where(and(inArray(derbyEvents.status, ["open", "closed"]), sql`${derbyEvents.postTime} <= ${now.toISOString()}::timestamptz`))
    .orderBy(asc(derbyEvents.postTime));
  for (const { id } of due) {
    try {
      const steps = await closeAndRace(ctx, id, beacon, now);
      for (const step of steps) report[step].push(id);
      if (steps.length) announceDerby(id);
    } catch (err) {
      report.waiting.push(id);
      ctx.logger.warn({ err, eventId: id }, "derby race step failed; next pass retries");
    }
  }
  const virtual = await scheduleVirtualRace(ctx, now);
  if (virtual) {
    report.scheduled.push(virtual);
    announceDerby(virtual);
  }
  return report;
}

async function closeAndRace(ctx: AppContext, id: string, beacon: Beacon | null, now: Date): Promise<("closed" | "raced")[]> {
  const done: ("closed" | "raced")[] = [];
  const closed = await ctx.db
    .update(derbyEvents)
    .set({ status: "closed" })
    .where(and(eq(derbyEvents.id, id), eq(derbyEvents.status, "open")))
    .returning({ id: derbyEvents.id });
  if (closed.length) done.push("closed");
  const [peek] = await ctx.db.select().from(derbyEvents).where(eq(derbyEvents.id, id));
  if (!peek || peek.status !== "closed") return done;
  const entropy = await committedRound(beacon, peek, `race ${id}`);
  const raced = await ctx.db.transaction(async (tx) => {
    const [event] = await tx.select().from(derbyEvents).where(eq(derbyEvents.id, id)).for("update", { skipLocked: true });
    if (!event || event.status !== "closed") return false;
    const bets = await tx.select().from(derbyBets).where(eq(derbyBets.eventId, id)).orderBy(asc(derbyBets.seq));
    const randomness = entropy?.randomness ?? betsDigest(bets);
    const order = drawFinishOrder({ serverSeed: event.serverSeed, clientSeed: randomness }, 0, event.horses.map((h) => h.strength), nativeHmac);
    const s = settleRace(toteBets(bets), order, tote(event.takeoutBps));
    await payOut(ctx, tx, event, bets, s.payouts, s.house, DERBY_LINES.payout, "WINNING");
    await tx
      .update(derbyEvents)
      .set({
        status: "raced",
        finishOrder: order,
        entropy: randomness,
        beaconSignature: entropy?.signature ?? null,
        settlement: s.pools.map((p) => ({ ...p })),
        racedAt: now,
      })
      .where(eq(derbyEvents.id, id));
    return true;
  });
  if (raced) done.push("raced");
  return done;
}

/** Moves a race's money: the house's part first (a minus pool: house → pool), then every payout, then the rest to the house. */
async function payOut(
  ctx: AppContext,
  tx: Runner,
  event: EventRow,
  bets: readonly BetRow[],
  payouts: ReadonlyMap<string, number>,
  house: number,
  line: string,
  type: "WINNING" | "REFUND",
): Promise<void> {
  const pot = await ensureAccount(tx, poolAccount(event.id));
  const houseId = await ensureAccount(tx, HOUSE);
  const transfers: TransferInput[] = [];
  if (house < 0) transfers.push({ key: `derby:${event.id}:minus`, debit: houseId, credit: pot, amount: -house, currency: "COIN", kind: "derby_minus_pool", reference: event.id });
  for (const b of bets) {
    const amount = payouts.get(b.id) ?? 0;
    if (amount <= 0) continue;
    transfers.push({
      key: `derby:${event.id}:pay:${b.id}`,
      debit: pot,
      credit: await userAccount(tx, b.userId, "COIN"),
      amount,
      currency: "COIN",
      kind: type === "REFUND" ? "derby_refund" : "derby_payout",
      reference: event.id,
      line: { userId: b.userId, type, description: `${line}: ${event.horses[b.horse]!.name} to ${b.pool} (${event.title})` },
    });
  }
  if (house > 0) transfers.push({ key: `derby:${event.id}:house`, debit: pot, credit: houseId, amount: house, currency: "COIN", kind: "derby_house", reference: event.id });
  if (transfers.length) await postTransfers(ctx.db, transfers, tx);
  for (const b of bets) await tx.update(derbyBets).set({ payout: payouts.get(b.id) ?? 0 }).where(eq(derbyBets.id, b.id));
}

/** An admin cancels a race before it runs (audited): every bet back. */
export async function cancelEvent(ctx: AppContext, actor: AdminActor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [event] = await tx.select().from(derbyEvents).where(eq(derbyEvents.id, id)).for("update");
    if (!event) throw new DomainError(404, "Race not found.");
    if (event.status !== "open" && event.status !== "closed") throw new DomainError(409, `This race is ${event.status}.`);
    const bets = await tx.select().from(derbyBets).where(eq(derbyBets.eventId, id));
    await payOut(ctx, tx, event, bets, refundRace(toteBets(bets)), 0, DERBY_LINES.refund, "REFUND");
    await tx.update(derbyEvents).set({ status: "cancelled" }).where(eq(derbyEvents.id, id));
    await recordAdminAction(tx, actor, { action: "derby.cancel", targetType: "derby", targetId: id, before: { status: event.status }, after: { status: "cancelled" } });
  });
  announceDerby(id);
}

/** When virtual races are on and no race is open, the platform schedules one (a new field, strengths drawn at random). */
async function scheduleVirtualRace(ctx: AppContext, now: Date): Promise<string | null> {
  const [settings] = await ctx.db.select().from(derbySettings).where(eq(derbySettings.id, 1));
  const every = settings?.virtualEveryMinutes;
  if (!every) return null;
  // One process schedules: the advisory lock, then a check that no race is open.
  return ctx.db.transaction(async (tx) => {
    const [lock] = resultRows<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(202020) as ok`));
    if (!lock?.ok) return null;
    const [open] = resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from derby_events where status = 'open'`));
    if ((open?.n ?? 0) > 0) return null;
    const names = [...STABLE].sort(() => randomInt(3) - 1).slice(0, 6);
    const horses = names.map((name) => ({ name, strength: 10 + randomInt(41) }));
    const event = await scheduleEvent(
      { ...ctx, db: tx as never },
      null,
      { title: `Virtual race ${now.toISOString().slice(11, 16)} UTC`, horses, postTime: new Date(now.getTime() + every * 60_000), takeoutBps: settings.takeoutBps, virtual: true },
      now,
    );
    return event.id;
  });
}

/** The virtual races' setting: a race every N minutes while none is open, or null when they are off. */
export async function virtualRaces(db: Runner): Promise<{ everyMinutes: number | null }> {
  const [settings] = await db.select().from(derbySettings).where(eq(derbySettings.id, 1));
  return { everyMinutes: settings?.virtualEveryMinutes ?? null };
}

export async function setVirtualRaces(ctx: AppContext, actor: AdminActor, everyMinutes: number | null): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(derbySettings).where(eq(derbySettings.id, 1));
    await tx.update(derbySettings).set({ virtualEveryMinutes: everyMinutes, updatedBy: actor.adminId, updatedAt: new Date() }).where(eq(derbySettings.id, 1));
    await recordAdminAction(tx, actor, {
      action: "derby.virtual",
      targetType: "derby",
      targetId: "virtual",
      before: { everyMinutes: before?.virtualEveryMinutes ?? null },
      after: { everyMinutes },
    });
  });
}

// ---- views ---------------------------------------------------------------------------------------------------------

export async function eventView(db: Runner, event: EventRow): Promise<DerbyEventView> {
  const bets = await db.select().from(derbyBets).where(eq(derbyBets.eventId, event.id));
  const odds = liveOdds(toteBets(bets), event.horses.length, tote(event.takeoutBps));
  const chances = winChances(event.horses.map((h) => h.strength));
  const over = event.status === "raced" || event.status === "cancelled";
  return {
    _id: event.id,
    title: event.title,
    status: event.status,
    virtual: event.virtual,
    postTime: event.postTime.toISOString(),
    takeoutPercent: event.takeoutBps / 100,
    horses: event.horses.map((h, i) => ({
      index: i,
      name: h.name,
      strength: h.strength,
      winChance: Math.round(chances[i]! * 10_000) / 100,
      win: toCoins(odds[0]!.horses[i]!.stake),
      place: toCoins(odds[1]!.horses[i]!.stake),
      show: toCoins(odds[2]!.horses[i]!.stake),
      odds: odds[0]!.horses[i]!.odds,
    })),
    pools: odds.map((o) => ({ pool: o.pool, total: toCoins(o.total) })),
    bets: bets.length,
    finishOrder: event.finishOrder ?? null,
    settlement: ((event.settlement ?? null) as { pool: Pool; refunded: boolean; prices: { horse: number; price: number }[] }[] | null)?.map((p) => ({
      pool: p.pool,
      refunded: p.refunded,
      prices: p.prices.map((x) => ({ horse: x.horse, price: x.price / 100 })),
    })) ?? null,
    proof: {
      serverSeedHash: event.serverSeedHash,
      serverSeed: over ? event.serverSeed : null,
      entropySource: event.entropySource as "drand" | "bets",
      beaconChain: event.beaconChain,
      beaconRound: event.beaconRound,
      entropy: event.entropy,
      beaconSignature: event.beaconSignature,
    },
    racedAt: event.racedAt?.toISOString() ?? null,
  };
}

export async function findEvent(db: Runner, id: string): Promise<DerbyEventView> {
  const [event] = await db.select().from(derbyEvents).where(eq(derbyEvents.id, id));
  if (!event) throw new DomainError(404, "Race not found.");
  return eventView(db, event);
}

/** The spec's events: open and closed races, soonest first. */
export async function upcomingEvents(db: Runner) {
  const rows = await db.select().from(derbyEvents).where(inArray(derbyEvents.status, ["open", "closed"])).orderBy(asc(derbyEvents.postTime)).limit(20);
  return Promise.all(rows.map((e) => eventView(db, e)));
}

/** The spec's history: races run or cancelled, newest first, 20 a page. */
export async function eventHistory(db: Runner, page: number, limit: number) {
  const rows = await db
    .select()
    .from(derbyEvents)
    .where(inArray(derbyEvents.status, ["raced", "cancelled"]))
    .orderBy(desc(derbyEvents.postTime))
    .limit(limit)
    .offset((page - 1) * limit);
  return Promise.all(rows.map((e) => eventView(db, e)));
}

export async function myBets(db: Runner, userId: string, eventId?: string) {
  const where = eventId ? and(eq(derbyBets.userId, userId), eq(derbyBets.eventId, eventId)) : eq(derbyBets.userId, userId);
  const rows = await db
    .select({ b: derbyBets, title: derbyEvents.title, horses: derbyEvents.horses, status: derbyEvents.status })
    .from(derbyBets)
    .innerJoin(derbyEvents, eq(derbyEvents.id, derbyBets.eventId))
    .where(where)
    .orderBy(desc(derbyBets.seq))
    .limit(100);
  return rows.map(({ b, title, horses, status }) => ({
    _id: b.id,
    eventId: b.eventId,
    title,
    eventStatus: status,
    pool: b.pool as Pool,
    horse: b.horse,
    horseName: horses[b.horse]?.name ?? "",
    amount: toCoins(b.amount),
    payout: b.payout === null ? null : toCoins(b.payout),
    at: b.createdAt.toISOString(),
  }));
}

/** The spec's leaderboards: players by net (payouts less stakes) over settled races, since a day. */
export async function derbyLeaderboard(db: Runner, days: number | null, page: number, limit: number) {
  const since = days ? new Date(Date.now() - days * 86_400_000).toISOString() : null;
  const rows = resultRows<{ user_name: string; net: string; staked: string; best: string; bets: number }>(
    await db.execute(sql`select u.user_name, sum(b.payout - b.amount)::bigint as net, sum(b.amount)::bigint as staked,
        max(b.payout - b.amount)::bigint as best, count(*)::int as bets
      from derby_bets b join derby_events e on e.id = b.event_id join users u on u.id = b.user_id
      where e.status = 'raced' and (${since}::timestamptz is null or e.raced_at >= ${since}::timestamptz)
      group by u.id, u.user_name order by net desc, best desc, u.id limit ${limit} offset ${(page - 1) * limit}`),
  );
  return rows.map((r, i) => ({ rank: (page - 1) * limit + i + 1, userName: r.user_name, net: toCoins(Number(r.net)), staked: toCoins(Number(r.staked)), best: toCoins(Number(r.best)), bets: Number(r.bets) }));
}

/** How often every process looks for races that are due. */
export const DERBY_JOB_EVERY_MS = 2_000;

export function startDerbyJob(ctx: AppContext, everyMs = DERBY_JOB_EVERY_MS): () => void {
  return runPeriodically(ctx, "derby job", everyMs, () => runDerbyJob(ctx, ctx.beacon));
}
