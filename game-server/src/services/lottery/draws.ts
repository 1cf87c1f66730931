import { createHash, randomBytes, randomUUID } from "node:crypto";
import { toCoins } from "@arena/contracts";
import { ensureAccount, lotteryDraws, lotteryTickets, postTransfers, userAccount, InsufficientFundsError, type Runner, type TransferInput } from "@arena/db";
import { hashServerSeed, serverSeedFromBytes } from "@arena/fair";
import { checkTicket, drawNumbers, matchesOf, settleDraw, termsProblems, type LotteryTerms } from "@arena/rules-lottery";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { notEnoughCoins } from "../coins/errors.js";
import { checkSelfExclusion } from "../coins/responsiblePlay.js";
import { nativeHmac } from "../games/nativeHmac.js";
import { DomainError, ValidationError } from "../errors.js";
import { committedRound, type Beacon } from "./beacon.js";
import { runPeriodically } from "../periodic.js";

/**
 * Lottery draws (issue 20). An admin opens a draw with its terms and times; its server seed is committed (the hash is
 * public from the start) and its entropy fixed: a drand round after sales close when the platform reaches drand
 * (`DRAND_URL`), else the digest of the tickets sold. Players buy tickets until sales close: each purchase
 * moves price × tickets from the wallet to the draw's pool (escrow `lottery:<id>`) in the transaction that writes the
 * tickets. The lottery job closes sales (a draw short of its minimum is cancelled and every ticket refunded) and, at
 * the draw time, draws the numbers and pays: prizes pool → wallets, the rest pool → the house, in one transaction.
 * Each step is a status change under the draw row's lock, so it happens once whatever the processes and restarts.
 */

export type DrawRow = typeof lotteryDraws.$inferSelect;

const HOUSE = { kind: "house" as const, currency: "COIN" as const, ref: "lottery" };
const pool = (drawId: string) => ({ kind: "escrow" as const, currency: "COIN" as const, ref: `lottery:${drawId}` });
export const LOTTERY_LINES = { bought: "Lottery tickets", prize: "Lottery prize", refund: "Lottery refunded: the draw was cancelled" } as const;
/** Most tickets one purchase may buy. */
export const LOTTERY_MAX_PER_PURCHASE = 20;

const termsOf = (d: DrawRow): LotteryTerms => ({ pick: d.pick, of: d.of, ticketPrice: d.ticketPrice, houseBps: d.houseBps, ranks: d.ranks });

export interface NewDraw extends LotteryTerms {
  title: string;
  minTickets: number;
  ticketLimit: number;
  salesCloseAt: Date;
  drawAt: Date;
}

/** Opens a draw (audited): its seed committed, its entropy fixed before any ticket is sold. */
export async function createDraw(ctx: AppContext, actor: AdminActor, d: NewDraw, beacon: Beacon | null, now = new Date()): Promise<DrawRow> {
  const problems = termsProblems(d);
  if (problems.length) throw new ValidationError({ ranks: problems[0]! });
  if (d.salesCloseAt.getTime() <= now.getTime()) throw new ValidationError({ salesCloseAt: "Sales must close in the future." });
  if (d.drawAt.getTime() < d.salesCloseAt.getTime()) throw new ValidationError({ drawAt: "The draw is at or after the sales close." });
  if (d.minTickets > d.ticketLimit) throw new ValidationError({ minTickets: "The minimum is at most the ticket limit." });
  const serverSeed = serverSeedFromBytes(randomBytes(32));
  const round = beacon ? await beacon.roundAfter(d.salesCloseAt) : null;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lotteryDraws)
      .values({
        id: randomUUID(),
        title: d.title,
        pick: d.pick,
        of: d.of,
        ticketPrice: d.ticketPrice,
        houseBps: d.houseBps,
        ranks: [...d.ranks],
        minTickets: d.minTickets,
        ticketLimit: d.ticketLimit,
        salesCloseAt: d.salesCloseAt,
        drawAt: d.drawAt,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        entropySource: beacon ? "drand" : "tickets",
        beaconChain: beacon?.chainHash ?? null,
        beaconRound: round,
        createdBy: actor.adminId,
      })
      .returning();
    await recordAdminAction(tx, actor, {
      action: "lottery.create",
      targetType: "lottery",
      targetId: row!.id,
      after: { title: d.title, ticketPrice: toCoins(d.ticketPrice), pick: d.pick, of: d.of, salesCloseAt: d.salesCloseAt.toISOString(), drawAt: d.drawAt.toISOString() },
    });
    return row!;
  });
}

export interface TicketRequest {
  numbers?: number[] | undefined;
}

/** Buys tickets (numbers chosen, or quick pick when none are given): all of them and their payment, or nothing. */
export async function buyTickets(ctx: AppContext, userId: string, drawId: string, requests: readonly TicketRequest[], ip?: string) {
  if (requests.length < 1 || requests.length > LOTTERY_MAX_PER_PURCHASE) throw new ValidationError({ tickets: `Buy 1 to ${LOTTERY_MAX_PER_PURCHASE} tickets at a time.` });
  if (ip !== undefined) await ctx.jurisdictions.requireRealMoney(ip);
  return ctx.db.transaction(async (tx) => {
    // The draw's row first: sales are counted against the limit one purchase at a time, and never after the close.
    const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId)).for("update");
    if (!draw) throw new DomainError(404, "Draw not found.");
    if (draw.status !== "open" || draw.salesCloseAt.getTime() <= Date.now()) throw new DomainError(409, "Sales for this draw are closed.");
    const terms = termsOf(draw);
    const tickets = requests.map((r) => {
      if (!r.numbers) return { numbers: drawNumbers({ serverSeed: randomBytes(16).toString("hex"), clientSeed: userId }, 0, terms, nativeHmac), quickPick: true };
      const checked = checkTicket(r.numbers, terms);
      if (!checked.ok) throw new ValidationError({ numbers: checked.error });
      return { numbers: checked.numbers, quickPick: false };
    });
    const [sold] = await tx.select({ n: count() }).from(lotteryTickets).where(eq(lotteryTickets.drawId, drawId));
    const left = draw.ticketLimit - (sold?.n ?? 0);
    if (tickets.length > left) throw new DomainError(409, left > 0 ? `Only ${left} tickets are left in this draw.` : "This draw is sold out.");
    await checkSelfExclusion(ctx, userId, tx);
    const purchase = randomUUID();
    try {
      await postTransfers(
        ctx.db,
        [
          {
            key: `lottery:buy:${purchase}`,
            debit: await userAccount(tx, userId, "COIN"),
            credit: await ensureAccount(tx, pool(drawId)),
            amount: draw.ticketPrice * tickets.length,
            currency: "COIN",
            kind: "lottery_ticket",
            reference: drawId,
            line: { userId, type: "ENTRY_FEE", description: `${LOTTERY_LINES.bought} ×${tickets.length}: ${draw.title}` },
          },
        ],
        tx,
      );
    } catch (err) {
      throw err instanceof InsufficientFundsError ? notEnoughCoins() : err;
    }
    const rows = await tx
      .insert(lotteryTickets)
      .values(tickets.map((t) => ({ id: randomUUID(), drawId, userId, numbers: t.numbers, quickPick: t.quickPick })))
      .returning();
    return { paid: draw.ticketPrice * tickets.length, tickets: rows };
  });
}

/** The digest of the tickets sold, in sale order: the entropy of a draw without a beacon. */
export function ticketsDigest(tickets: readonly { id: string; numbers: readonly number[] }[]): string {
  const h = createHash("sha256");
  for (const t of tickets) h.update(`${t.id}:${t.numbers.join(",")}\n`);
  return h.digest("hex");
}

export interface JobReport {
  closed: string[];
  cancelled: string[];
  drawn: string[];
  waiting: string[];
}

/**
 * One pass of the lottery job: closes the draws whose sales ended (cancelling those short of their minimum) and draws
 * those whose time came. Every process runs it; the draw row's lock (skip locked) and its status make each step once.
 */
export async function runLotteryJob(ctx: AppContext, beacon: Beacon | null, now = new Date()): Promise<JobReport> {
  const report: JobReport = { closed: [], cancelled: [], drawn: [], waiting: [] };
  const due = await ctx.db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(
      sql`(${lotteryDraws.status} = 'open' and ${lotteryDraws.salesCloseAt} <= ${now.toISOString()}::timestamptz)
       or (${lotteryDraws.status} = 'closed' and ${lotteryDraws.drawAt} <= ${now.toISOString()}::timestamptz)`,
    )
    .orderBy(asc(lotteryDraws.salesCloseAt));
  for (const { id } of due) {
    try {
      const step = await closeOrDraw(ctx, id, beacon, now);
      if (step) report[step].push(id);
    } catch (err) {
      report.waiting.push(id);
      ctx.logger.warn({ err, drawId: id }, "lottery draw step failed; next pass retries");
    }
  }
  return report;
}

async function closeOrDraw(ctx: AppContext, id: string, beacon: Beacon | null, now: Date): Promise<keyof JobReport | null> {
  // The beacon is read outside the transaction (a network call); the draw step checks it is still due under the lock.
  const [peek] = await ctx.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  const entropy = peek?.status === "closed" ? await committedRound(beacon, peek, `draw ${id}`) : null;
  return ctx.db.transaction(async (tx) => {
    const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)).for("update", { skipLocked: true });
    if (!draw) return null;
    const tickets = await tx.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, id)).orderBy(asc(lotteryTickets.seq));
    if (draw.status === "open" && draw.salesCloseAt <= now) {
      if (tickets.length < draw.minTickets) {
        await refundDraw(ctx, tx, draw, tickets);
        return "cancelled";
      }
      await tx.update(lotteryDraws).set({ status: "closed", closedAt: now }).where(eq(lotteryDraws.id, id));
      return "closed";
    }
    if (draw.status !== "closed" || draw.drawAt > now) return null;
    const randomness = entropy?.randomness ?? ticketsDigest(tickets);
    const terms = termsOf(draw);
    const winning = drawNumbers({ serverSeed: draw.serverSeed, clientSeed: randomness }, 0, terms, nativeHmac);
    const s = settleDraw(tickets, winning, terms);
    const potId = await ensureAccount(tx, pool(id));
    const transfers: TransferInput[] = [];
    for (const t of tickets) {
      const prize = s.payouts.get(t.id) ?? 0;
      if (prize > 0) {
        transfers.push({
          key: `lottery:${id}:prize:${t.id}`,
          debit: potId,
          credit: await userAccount(tx, t.userId, "COIN"),
          amount: prize,
          currency: "COIN",
          kind: "lottery_prize",
          reference: id,
          line: { userId: t.userId, type: "WINNING", description: `${LOTTERY_LINES.prize}: ${draw.title}` },
        });
      }
    }
    if (s.house > 0) transfers.push({ key: `lottery:${id}:house`, debit: potId, credit: await ensureAccount(tx, HOUSE), amount: s.house, currency: "COIN", kind: "lottery_house", reference: id });
    if (transfers.length) await postTransfers(ctx.db, transfers, tx);
    for (const t of tickets) {
      await tx.update(lotteryTickets).set({ matched: matchesOf(t.numbers, winning), prize: s.payouts.get(t.id) ?? 0 }).where(eq(lotteryTickets.id, t.id));
    }
    await tx
      .update(lotteryDraws)
      .set({ status: "drawn", winning, entropy: randomness, beaconSignature: entropy?.signature ?? null, paid: s.paid, house: s.house, drawnAt: now })
      .where(eq(lotteryDraws.id, id));
    return "drawn";
  });
}

/** Cancels a draw: every purchase back to its wallet (one transfer per ticket), the draw marked cancelled. */
async function refundDraw(ctx: AppContext, tx: Runner, draw: DrawRow, tickets: (typeof lotteryTickets.$inferSelect)[]): Promise<void> {
  const potId = await ensureAccount(tx, pool(draw.id));
  const transfers: TransferInput[] = [];
  for (const t of tickets) {
    transfers.push({
      key: `lottery:${draw.id}:refund:${t.id}`,
      debit: potId,
      credit: await userAccount(tx, t.userId, "COIN"),
      amount: draw.ticketPrice,
      currency: "COIN",
      kind: "lottery_refund",
      reference: draw.id,
      line: { userId: t.userId, type: "REFUND", description: `${LOTTERY_LINES.refund}: ${draw.title}` },
    });
  }
  if (transfers.length) await postTransfers(ctx.db, transfers, tx);
  await tx.update(lotteryDraws).set({ status: "cancelled", closedAt: new Date() }).where(eq(lotteryDraws.id, draw.id));
}

/** An admin cancels an open or closed draw before it is drawn (audited): every ticket refunded. */
export async function cancelDraw(ctx: AppContext, actor: AdminActor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)).for("update");
    if (!draw) throw new DomainError(404, "Draw not found.");
    if (draw.status !== "open" && draw.status !== "closed") throw new DomainError(409, `This draw is ${draw.status}.`);
    const tickets = await tx.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, id));
    await refundDraw(ctx, tx, draw, tickets);
    await recordAdminAction(tx, actor, { action: "lottery.cancel", targetType: "lottery", targetId: id, before: { status: draw.status }, after: { status: "cancelled" } });
  });
}

// ---- views ---------------------------------------------------------------------------------------------------------

export async function drawView(db: Runner, draw: DrawRow) {
  const [sold] = await db.select({ n: count() }).from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
  const tickets = sold?.n ?? 0;
  const drawn = draw.status === "drawn";
  const settlement = drawn ? await rankResults(db, draw) : null;
  return {
    _id: draw.id,
    title: draw.title,
    status: draw.status,
    pick: draw.pick,
    of: draw.of,
    ticketPrice: toCoins(draw.ticketPrice),
    houseSharePercent: draw.houseBps / 100,
    ranks: draw.ranks.map((r) => ({ matches: r.matches, sharePercent: r.shareBps / 100 })),
    minTickets: draw.minTickets,
    ticketLimit: draw.ticketLimit,
    ticketsSold: tickets,
    /** What the prize pool holds now (sales less the house share). */
    prizePool: toCoins(tickets * draw.ticketPrice - Math.floor((tickets * draw.ticketPrice * draw.houseBps) / 10_000)),
    salesCloseAt: draw.salesCloseAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    proof: {
      serverSeedHash: draw.serverSeedHash,
      serverSeed: drawn || draw.status === "cancelled" ? draw.serverSeed : null,
      entropySource: draw.entropySource as "drand" | "tickets",
      beaconChain: draw.beaconChain,
      beaconRound: draw.beaconRound,
      entropy: draw.entropy,
      beaconSignature: draw.beaconSignature,
    },
    winning: draw.winning ?? null,
    results: settlement,
    drawnAt: draw.drawnAt?.toISOString() ?? null,
  };
}

async function rankResults(db: Runner, draw: DrawRow) {
  const rows = await db
    .select({ matched: lotteryTickets.matched, n: count(), prize: sql<string>`max(${lotteryTickets.prize})` })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.drawId, draw.id))
    .groupBy(lotteryTickets.matched);
  return draw.ranks.map((r) => {
    const row = rows.find((x) => x.matched === r.matches);
    return { matches: r.matches, winners: row?.n ?? 0, prizeEach: toCoins(Number(row?.prize ?? 0)) };
  });
}

/** The draws a player sees (spec: getLottery): open ones by close time, then the last drawn or cancelled. */
export async function lotteryBoard(db: Runner) {
  const open = await db.select().from(lotteryDraws).where(inArray(lotteryDraws.status, ["open", "closed"])).orderBy(asc(lotteryDraws.salesCloseAt));
  const past = await db
    .select()
    .from(lotteryDraws)
    .where(inArray(lotteryDraws.status, ["drawn", "cancelled"]))
    .orderBy(sql`${lotteryDraws.drawAt} desc`)
    .limit(10);
  return { upcoming: await Promise.all(open.map((d) => drawView(db, d))), past: await Promise.all(past.map((d) => drawView(db, d))) };
}

export async function findDraw(db: Runner, id: string) {
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  if (!draw) throw new DomainError(404, "Draw not found.");
  return drawView(db, draw);
}

/** The player's tickets, newest first (of one draw, or every draw). */
export async function myTickets(db: Runner, userId: string, drawId?: string) {
  const where = drawId ? and(eq(lotteryTickets.userId, userId), eq(lotteryTickets.drawId, drawId)) : eq(lotteryTickets.userId, userId);
  const rows = await db
    .select({ t: lotteryTickets, title: lotteryDraws.title, status: lotteryDraws.status })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(where)
    .orderBy(sql`${lotteryTickets.createdAt} desc`, sql`${lotteryTickets.seq} desc`)
    .limit(200);
  return rows.map(({ t, title, status }) => ({
    _id: t.id,
    drawId: t.drawId,
    title,
    drawStatus: status,
    numbers: t.numbers,
    quickPick: t.quickPick,
    matched: t.matched,
    prize: t.prize === null ? null : toCoins(t.prize),
    at: t.createdAt.toISOString(),
  }));
}

/** How often every process looks for lottery steps that are due. */
export const LOTTERY_JOB_EVERY_MS = 5_000;

export function startLotteryJob(ctx: AppContext, everyMs = LOTTERY_JOB_EVERY_MS): () => void {
  return runPeriodically(ctx, "lottery job", everyMs, () => runLotteryJob(ctx, ctx.beacon));
}
