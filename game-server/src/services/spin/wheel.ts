import { randomBytes, randomUUID } from "node:crypto";
import {
  ensureAccount,
  InsufficientFundsError,
  ledgerAccounts,
  postTransfers,
  spinPlayers,
  spinPot,
  spinRevealedSeeds,
  spins,
  userAccount,
  wheelTables,
  type Runner,
  type TransferInput,
  resultRows,
} from "@arena/db";
import { messages, toCoins, type WheelTableView } from "@arena/contracts";
import { hashServerSeed, serverSeedFromBytes } from "@arena/fair";
import { drawSegment, judgeSpin, prizeOdds, restingAngle, tableProblems, wheelRtp, type WheelTable } from "@arena/rules-wheel";
import { desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { nativeHmac } from "../games/nativeHmac.js";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { checkSelfExclusion } from "../coins/responsiblePlay.js";
import { DomainError, ValidationError } from "../errors.js";

/**
 * The spin wheel (issue 19): one free spin a UTC day, purchased spins, and a progressive pot. Money, all through the
 * ledger in the spin's one transaction:
 * - a purchase: wallet → the wheel's bank (`bonus` kind, ref `bank:spin`: the house's float for the wheel, which may
 *   dip below zero on a lucky streak) with a SPIN wallet line;
 * - a purchased spin: its share bank → pot (kind `jackpot`), its prize bank → wallet (WINNING);
 * - a free spin: its prize bonus → wallet (BONUS);
 * - a drop: the whole pot → wallet (WINNING), then bank → pot the table's seed.
 * Every spin locks the pot's row first, so spins judge the pot one after another, in every process, and a pot drops
 * exactly once. The draw is `fairInt(serverSeed, clientSeed, nonce)` over the segments; the table version in force
 * when the spin is made judges it.
 */

export const SPIN_MESSAGES = {
  noSpin: "You have no spin left: buy spins to play.",
  tooMany: "You can buy at most 100 spins at a time.",
} as const;

const BANK = { kind: "bonus" as const, currency: "COIN" as const, ref: "bank:spin" };
const POT = { kind: "jackpot" as const, currency: "COIN" as const };

const rows = resultRows;
const today = (now: Date) => now.toISOString().slice(0, 10);

export interface TableInForce extends WheelTable {
  freeSpinStake: number;
}

/** The newest published table. */
export async function currentTable(db: Runner): Promise<TableInForce> {
  const [row] = await db.select().from(wheelTables).orderBy(desc(wheelTables.version)).limit(1);
  if (!row) throw new Error("no wheel table: migration 0022 seeds version 1");
  return tableOf(row);
}

const tableOf = (row: typeof wheelTables.$inferSelect): TableInForce => ({
  version: row.version,
  segments: row.segments,
  price: row.price,
  jackpotShareBps: row.jackpotShareBps,
  jackpotSeed: row.jackpotSeed,
  jackpotCap: row.jackpotCap,
  jackpotMustDropMs: row.jackpotMustDropMs,
  freeSpinStake: row.freeSpinStake,
});

/** A table as players and admins read it: coins, percents, minutes; the odds and the RTP worked out by the rules. */
export function tableView(table: TableInForce, createdAt: Date): WheelTableView {
  return {
    version: table.version,
    segments: [...table.segments],
    odds: prizeOdds(table),
    price: toCoins(table.price),
    freeSpinStake: toCoins(table.freeSpinStake),
    jackpot: {
      sharePercent: table.jackpotShareBps / 100,
      seed: toCoins(table.jackpotSeed),
      cap: table.jackpotCap === null ? null : toCoins(table.jackpotCap),
      mustDropMinutes: table.jackpotMustDropMs === null ? null : table.jackpotMustDropMs / 60_000,
    },
    rtp: wheelRtp(table),
    createdAt: createdAt.toISOString(),
  };
}

/** The table in force as players read it (GET spin/probability). */
export async function tableInForce(db: Runner): Promise<WheelTableView> {
  const [row] = await db.select().from(wheelTables).orderBy(desc(wheelTables.version)).limit(1);
  if (!row) throw new Error("no wheel table: migration 0022 seeds version 1");
  return tableView(tableOf(row), row.createdAt);
}

/** Every published table, newest first (the first is in force). */
export async function publishedTables(db: Runner): Promise<WheelTableView[]> {
  const all = await db.select().from(wheelTables).orderBy(desc(wheelTables.version)).limit(50);
  return all.map((row) => tableView(tableOf(row), row.createdAt));
}

/** The player's wheel row, made with a fresh committed server seed on first use (and locked when `lock`). */
async function playerRow(db: Runner, userId: string, lock: boolean) {
  const seed = serverSeedFromBytes(randomBytes(32));
  await db
    .insert(spinPlayers)
    .values({ userId, serverSeed: seed, serverSeedHash: hashServerSeed(seed), clientSeed: randomBytes(8).toString("hex") })
    .onConflictDoNothing();
  const query = db.select().from(spinPlayers).where(eq(spinPlayers.userId, userId));
  const [row] = lock ? await query.for("update") : await query;
  return row!;
}

/** What the pot holds now, minor units (0 before its first seed). */
export async function potAmount(db: Runner): Promise<number> {
  const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(sql`${ledgerAccounts.kind} = 'jackpot' and ${ledgerAccounts.currency} = 'COIN'`);
  return row?.balance ?? 0;
}

export interface SpinStatus {
  /** The free-spin dialog was seen today (spec: isSpinView). */
  isSpinView: boolean;
  /** Today's free spin is still there (spec: isFreeSpin). */
  isFreeSpin: boolean;
  potAmount: number;
  spinsLeft: number;
  price: number;
  tableVersion: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export async function spinStatus(ctx: AppContext, userId: string, now = new Date()): Promise<SpinStatus> {
  const [player, table, pot] = await Promise.all([playerRow(ctx.db, userId, false), currentTable(ctx.db), potAmount(ctx.db)]);
  return {
    isSpinView: player.spinViewDay === today(now),
    isFreeSpin: player.freeSpinDay !== today(now),
    potAmount: pot,
    spinsLeft: player.credits,
    price: table.price,
    tableVersion: table.version,
    serverSeedHash: player.serverSeedHash,
    clientSeed: player.clientSeed,
    nonce: player.nextNonce,
  };
}

/** The spec's "update spin status": the player has seen today's free-spin dialog (it does not open again today). */
export async function markSpinViewed(ctx: AppContext, userId: string, now = new Date()): Promise<void> {
  await playerRow(ctx.db, userId, false);
  await ctx.db.update(spinPlayers).set({ spinViewDay: today(now), updatedAt: now }).where(eq(spinPlayers.userId, userId));
}

/** Buys `count` spins at the price in force: wallet → the wheel's bank, one SPIN line; the spins wait in the account. */
export async function purchaseSpins(ctx: AppContext, userId: string, count: number, ip?: string): Promise<{ spinsLeft: number; paid: number }> {
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new ValidationError({ amount: SPIN_MESSAGES.tooMany });
  await checkSelfExclusion(ctx, userId);
  // The wheel's prizes are real coins: only where coins may be played (the country's rule, from the request's address).
  if (ip !== undefined) await ctx.jurisdictions.requireRealMoney(ip);
  return ctx.db.transaction(async (tx) => {
    const table = await currentTable(tx);
    const player = await playerRow(tx, userId, true);
    const purchase = randomUUID();
    const paid = count * table.price;
    await postTransfers(
      ctx.db,
      [
        {
          key: `spin:purchase:${purchase}`,
          debit: await userAccount(tx, userId, "COIN"),
          credit: await ensureAccount(tx, BANK),
          amount: paid,
          currency: "COIN",
          kind: "spin_purchase",
          reference: purchase,
          line: { userId, type: "SPIN", description: `${count} spin${count === 1 ? "" : "s"} of the wheel` },
        },
      ],
      tx,
    ).catch((err: unknown) => {
      throw err instanceof InsufficientFundsError ? new DomainError(400, messages.notEnoughAmount) : err;
    });
    await tx.update(spinPlayers).set({ credits: player.credits + count, updatedAt: new Date() }).where(eq(spinPlayers.userId, userId));
    return { spinsLeft: player.credits + count, paid };
  });
}

export interface SpinResult {
  _id: string;
  kind: "free" | "purchased";
  tableVersion: number;
  segment: number;
  segments: number;
  /** Degrees the wheel turns past whole laps so the drawn segment rests under the pointer. */
  angle: number;
  prize: WheelTable["segments"][number];
  stake: number;
  coins: number;
  jackpot: number;
  dropped: "segment" | "cap" | "time" | null;
  potAmount: number;
  spinsLeft: number;
  isFreeSpin: boolean;
  proof: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/**
 * Spins the wheel for the player: today's free spin if it is still there, else a purchased one (none: 409). The
 * server draws and judges; nothing the client says about the result is read.
 */
export async function spin(ctx: AppContext, userId: string, at?: Date, ip?: string): Promise<SpinResult> {
  if (ip !== undefined) await ctx.jurisdictions.requireRealMoney(ip);
  return ctx.db.transaction(async (tx) => {
    // The pot's row first: every spin judges the pot after the one before it, in every process; its time is read
    // once the lock is held, so spins are in time order as they were judged (the must-drop clock, the history).
    const [clock] = await tx.select().from(spinPot).where(eq(spinPot.id, 1)).for("update");
    const now = at ?? new Date();
    const player = await playerRow(tx, userId, true);
    const free = player.freeSpinDay !== today(now);
    if (!free && player.credits < 1) throw new DomainError(409, SPIN_MESSAGES.noSpin);
    if (!free) await checkSelfExclusion(ctx, userId, tx);
    const table = await currentTable(tx);
    const potId = await ensureAccount(tx, POT);
    const bank = await ensureAccount(tx, BANK);
    const transfers: TransferInput[] = [];
    let pot = await potAmount(tx);
    const [seeded] = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ledger_transfers where idempotency_key = 'spin:pot:first-seed'`));
    if (!seeded?.n) {
      // The first spin ever: the house seeds the pot.
      transfers.push({ key: "spin:pot:first-seed", debit: bank, credit: potId, amount: table.jackpotSeed, currency: "COIN", kind: "jackpot_seed" });
      pot += table.jackpotSeed;
    }
    const nonce = player.nextNonce;
    const segment = drawSegment({ serverSeed: player.serverSeed, clientSeed: player.clientSeed }, nonce, table.segments.length, nativeHmac);
    const stake = free ? table.freeSpinStake : table.price;
    const out = judgeSpin(table, { amount: pot, seededAt: (clock?.seededAt ?? now).getTime() }, segment, free ? "free" : "purchased", stake, now.getTime());
    const id = randomUUID();
    const wallet = await userAccount(tx, userId, "COIN");
    if (out.contribution > 0) transfers.push({ key: `spin:${id}:share`, debit: bank, credit: potId, amount: out.contribution, currency: "COIN", kind: "jackpot_share", reference: id });
    if (out.coins > 0) {
      const label = out.prize.kind === "coins" ? `${out.prize.multiplier / 100}×` : "";
      transfers.push({
        key: `spin:${id}:prize`,
        debit: free ? await ensureAccount(tx, { kind: "bonus", currency: "COIN" }) : bank,
        credit: wallet,
        amount: out.coins,
        currency: "COIN",
        kind: free ? "spin_free_prize" : "spin_prize",
        reference: id,
        line: { userId, type: free ? "BONUS" : "WINNING", description: `${free ? "Free spin" : "Spin"}: ${label}` },
      });
    }
    if (out.dropped) {
      transfers.push({
        key: `spin:${id}:jackpot`,
        debit: potId,
        credit: wallet,
        amount: out.jackpot,
        currency: "COIN",
        kind: "jackpot_win",
        reference: id,
        line: { userId, type: "WINNING", description: "Wheel jackpot" },
      });
      transfers.push({ key: `spin:${id}:seed`, debit: bank, credit: potId, amount: table.jackpotSeed, currency: "COIN", kind: "jackpot_seed", reference: id });
    }
    if (transfers.length) await postTransfers(ctx.db, transfers, tx);
    await tx.insert(spins).values({
      id,
      userId,
      kind: free ? "free" : "purchased",
      tableVersion: table.version,
      serverSeedHash: player.serverSeedHash,
      clientSeed: player.clientSeed,
      nonce,
      segment,
      prize: out.prize,
      stake,
      coins: out.coins,
      contribution: out.contribution,
      jackpot: out.jackpot,
      dropped: out.dropped,
      potAfter: out.potAfter.amount,
      createdAt: now,
    });
    await tx
      .update(spinPlayers)
      .set({ nextNonce: nonce + 1, ...(free ? { freeSpinDay: today(now) } : { credits: player.credits - 1 }), updatedAt: now })
      .where(eq(spinPlayers.userId, userId));
    if (out.dropped) await tx.update(spinPot).set({ seededAt: now }).where(eq(spinPot.id, 1));
    return {
      _id: id,
      kind: free ? "free" : "purchased",
      tableVersion: table.version,
      segment,
      segments: table.segments.length,
      angle: restingAngle(segment, table.segments.length),
      prize: out.prize,
      stake,
      coins: out.coins,
      jackpot: out.jackpot,
      dropped: out.dropped,
      potAmount: out.potAfter.amount,
      spinsLeft: free ? player.credits : player.credits - 1,
      isFreeSpin: false,
      proof: { serverSeedHash: player.serverSeedHash, clientSeed: player.clientSeed, nonce },
    };
  });
}

/**
 * The spec's "register public key": the player's new client seed. The server seed in use is retired and revealed (every
 * spin made under it can now be verified), and a new one is committed: its hash is answered before any spin uses it.
 */
export async function registerPublicKey(ctx: AppContext, userId: string, publicKey: string) {
  return ctx.db.transaction(async (tx) => {
    const player = await playerRow(tx, userId, true);
    const next = serverSeedFromBytes(randomBytes(32));
    await tx.insert(spinRevealedSeeds).values({ serverSeedHash: player.serverSeedHash, serverSeed: player.serverSeed, userId }).onConflictDoNothing();
    await tx
      .update(spinPlayers)
      .set({ serverSeed: next, serverSeedHash: hashServerSeed(next), clientSeed: publicKey, nextNonce: 0, updatedAt: new Date() })
      .where(eq(spinPlayers.userId, userId));
    return {
      revealed: { serverSeed: player.serverSeed, serverSeedHash: player.serverSeedHash, clientSeed: player.clientSeed, spins: player.nextNonce },
      serverSeedHash: hashServerSeed(next),
      clientSeed: publicKey,
      nonce: 0,
    };
  });
}

/** A new table version (/admin-spin): checked by the rules (odds, RTP at most 98%), audited; spins after it use it. */
export async function publishTable(ctx: AppContext, actor: AdminActor, table: Omit<TableInForce, "version">): Promise<TableInForce> {
  return ctx.db.transaction(async (tx) => {
    const before = await currentTable(tx);
    const next = { ...table, version: before.version + 1 };
    const problems = tableProblems(next);
    if (next.freeSpinStake > next.price * 10) problems.push("A free spin's stake is at most ten times the price.");
    if (problems.length) throw new ValidationError({ segments: problems[0]! });
    await tx.insert(wheelTables).values({ ...next, segments: [...next.segments], createdBy: actor.adminId });
    await recordAdminAction(tx, actor, {
      action: "spin.table",
      targetType: "wheel",
      targetId: String(next.version),
      before: { version: before.version, price: before.price, jackpotShareBps: before.jackpotShareBps, jackpotSeed: before.jackpotSeed },
      after: { version: next.version, price: next.price, jackpotShareBps: next.jackpotShareBps, jackpotSeed: next.jackpotSeed },
    });
    return next;
  });
}
