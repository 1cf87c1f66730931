import { toCoins, toMinor } from "@arena/contracts";
import { playerLimits, walletTransactions, type Runner } from "@arena/db";
import { and, eq, gte, inArray, sql, sum } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";

export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

export interface PlayerLimitsView {
  dailyDepositLimit: number | null;
  pendingDailyDepositLimit: number | null;
  pendingEffectiveAt: string | null;
  selfExcludedUntil: string | null;
  depositedToday: number;
}

/**
 * Applies a pending raise once its 24 hours have passed. `lock` takes the row lock (inside a transaction) that
 * serialises a player's deposit requests, so the limit check and the deposit's insert act as one.
 */
async function currentLimits(db: Runner, userId: string, lock = false) {
  const query = db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
  const [row] = lock ? await query.for("update") : await query;
  if (row?.pendingEffectiveAt && row.pendingEffectiveAt.getTime() <= Date.now()) {
    const [applied] = await db
      .update(playerLimits)
      .set({
        dailyDepositLimit: row.pendingRemoval ? null : row.pendingDailyDepositLimit,
        pendingDailyDepositLimit: null,
        pendingRemoval: false,
        pendingEffectiveAt: null,
        updatedAt: new Date(),
      })
      .where(eq(playerLimits.userId, userId))
      .returning();
    return applied;
  }
  return row;
}

const startOfDay = () => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
};

export async function depositedToday(db: Runner, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(walletTransactions.amount) })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.type, "DEPOSIT"),
        inArray(walletTransactions.status, ["PENDING", "SUCCESS"]),
        gte(walletTransactions.createdAt, startOfDay()),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function viewLimits(ctx: AppContext, userId: string): Promise<PlayerLimitsView> {
  const row = await currentLimits(ctx.db, userId);
  return {
    dailyDepositLimit: row?.dailyDepositLimit != null ? toCoins(row.dailyDepositLimit) : null,
    pendingDailyDepositLimit: row?.pendingEffectiveAt
      ? row.pendingRemoval
        ? null
        : toCoins(row.pendingDailyDepositLimit ?? 0)
      : null,
    pendingEffectiveAt: row?.pendingEffectiveAt?.toISOString() ?? null,
    selfExcludedUntil: row?.selfExcludedUntil && row.selfExcludedUntil.getTime() > Date.now() ? row.selfExcludedUntil.toISOString() : null,
    depositedToday: toCoins(await depositedToday(ctx.db, userId)),
  };
}

/**
 * Sets the daily deposit limit (coins; null removes it). Lowering applies at once; raising or removing waits
 * 24 hours, so a limit cannot be lifted in the heat of the moment.
 */
export async function setDepositLimit(ctx: AppContext, userId: string, limit: number | null): Promise<PlayerLimitsView> {
  const row = await currentLimits(ctx.db, userId);
  const current = row?.dailyDepositLimit ?? null;
  const next = limit === null ? null : toMinor(limit);
  const lowers = next !== null && (current === null || next <= current);
  const values = lowers
    ? { dailyDepositLimit: next, pendingDailyDepositLimit: null, pendingRemoval: false, pendingEffectiveAt: null }
    : { pendingDailyDepositLimit: next, pendingRemoval: next === null, pendingEffectiveAt: new Date(Date.now() + LIMIT_RAISE_DELAY_MS) };
  await ctx.db
    .insert(playerLimits)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: playerLimits.userId, set: { ...values, updatedAt: new Date() } });
  return viewLimits(ctx, userId);
}

/** Excludes the player from deposits and paid seats for a number of days; an exclusion can only be extended. */
export async function selfExclude(ctx: AppContext, userId: string, days: number): Promise<PlayerLimitsView> {
  const until = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const row = await currentLimits(ctx.db, userId);
  if (row?.selfExcludedUntil && row.selfExcludedUntil > until) return viewLimits(ctx, userId);
  await ctx.db
    .insert(playerLimits)
    .values({ userId, selfExcludedUntil: until })
    .onConflictDoUpdate({ target: playerLimits.userId, set: { selfExcludedUntil: until, updatedAt: new Date() } });
  return viewLimits(ctx, userId);
}

/** Refuses (403) while the player has excluded themselves. */
export async function checkSelfExclusion(ctx: AppContext, userId: string, db: Runner = ctx.db): Promise<void> {
  const [row] = await db
    .select({ until: playerLimits.selfExcludedUntil })
    .from(playerLimits)
    .where(eq(playerLimits.userId, userId));
  if (row?.until && row.until.getTime() > Date.now()) {
    throw new DomainError(403, `You have excluded yourself from play until ${row.until.toISOString().slice(0, 10)}.`);
  }
}

/**
 * Refuses a deposit that would pass today's limit. Call it inside the transaction that inserts the deposit: it
 * locks the player's limits row, so concurrent deposits of one player are checked one after the other (on real
 * Postgres; PGlite runs one transaction at a time anyway) and each sees the deposits committed before it.
 */
export async function assertDepositWithinLimit(tx: Runner, userId: string, amountMinor: number): Promise<void> {
  const row = await currentLimits(tx, userId, true);
  if (row?.dailyDepositLimit == null) return;
  const used = await depositedToday(tx, userId);
  if (used + amountMinor > row.dailyDepositLimit) {
    throw new DomainError(400, `This deposit would pass your daily limit of ${toCoins(row.dailyDepositLimit)} coins.`);
  }
}

export interface DepositBalance {
  currency: "COIN";
  depositedToday: number;
  dailyDepositLimit: number | null;
  remainingToday: number | null;
  totalDeposited: number;
  pendingDeposits: number;
}

/**
 * The spec's getDepositBalence: what the player deposited. Today's deposits as the daily limit counts them (paid
 * or still pending, since midnight UTC), the limit in force and what it still allows today, every paid deposit
 * ever, and what still waits for the payment provider. Coins.
 */
export async function depositBalance(ctx: AppContext, userId: string): Promise<DepositBalance> {
  const limits = await currentLimits(ctx.db, userId);
  const today = await depositedToday(ctx.db, userId);
  const [totals] = await ctx.db
    .select({
      paid: sql<string>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.status} = 'SUCCESS'), 0)`,
      pending: sql<string>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.status} = 'PENDING'), 0)`,
    })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.type, "DEPOSIT"), eq(walletTransactions.currency, "COIN")));
  const limit = limits?.dailyDepositLimit ?? null;
  return {
    currency: "COIN",
    depositedToday: toCoins(today),
    dailyDepositLimit: limit === null ? null : toCoins(limit),
    remainingToday: limit === null ? null : toCoins(Math.max(0, limit - today)),
    totalDeposited: toCoins(Number(totals?.paid ?? 0)),
    pendingDeposits: toCoins(Number(totals?.pending ?? 0)),
  };
}
